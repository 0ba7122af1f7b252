import Dispatch

/// The "anything else" loop on a decoder of its own, so that it decodes an
/// utterance on the second core while the command grammar decodes the same
/// frames on the first: the verdict is ready when the slower search is
/// done, not after both, which is most of what the cook waits for once
/// the pause after a command has been heard.
///
/// Ownership: from `start` until `finish` or `discard` the worker owns the
/// decoder and its copy of the frames, and the caller touches neither;
/// both wait for the worker, so no two threads ever use one decoder (the
/// library is not thread-safe, but separate decoders share nothing).
final class GarbageDecoder: @unchecked Sendable {
    let decoder: SphinxDecoder
    let search: String
    /// Decoding normalises frames in place: the worker decodes its own copy.
    private let frames: FeatureBuffer
    private let group = DispatchGroup()
    private let queue = DispatchQueue(label: "sous.garbage-search", qos: .userInitiated)
    private var result: Hypothesis?
    private var running = false
    private var kept = false

    init(decoder: SphinxDecoder, search: String, dimension: Int) {
        self.decoder = decoder
        self.search = search
        frames = FeatureBuffer(capacity: FrontEnd.maximumFrames, dimension: dimension)
    }

    /// Starts decoding a copy of `features` on the worker; or, with `now`
    /// false (an utterance too long to be worth a search it probably will
    /// not need), keeps the copy for `finish` to decode if it is asked to.
    /// Either way the copy is taken before the command search normalises
    /// the caller's frames in place, so the garbage loop scores the frames
    /// as the microphone gave them, normalised once by its own decode.
    func start(_ features: FeatureBuffer, now: Bool = true) {
        discard()
        frames.copy(features)
        kept = !now
        guard now else { return }
        running = true
        queue.async(group: group) { [self] in
            result = decoder.decode(search: search, features: frames)
        }
    }

    /// The garbage path of the frames given to `start`, waiting for the
    /// worker or, when the copy was only kept, decoding it now.
    func finish() -> Hypothesis? {
        if kept {
            kept = false
            return decoder.decode(search: search, features: frames)
        }
        guard running else { return nil }
        group.wait()
        running = false
        defer { result = nil }
        return result
    }

    /// Waits for a decode whose result is no longer wanted (the command
    /// search found no command), so the decoder is free for the next one.
    func discard() {
        kept = false
        guard running else { return }
        group.wait()
        running = false
        result = nil
    }
}
