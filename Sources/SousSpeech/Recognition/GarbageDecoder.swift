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

    init(decoder: SphinxDecoder, search: String, dimension: Int) {
        self.decoder = decoder
        self.search = search
        frames = FeatureBuffer(capacity: FrontEnd.maximumFrames, dimension: dimension)
    }

    /// Starts decoding a copy of `features` on the worker.
    func start(_ features: FeatureBuffer) {
        discard()
        frames.copy(features)
        running = true
        queue.async(group: group) { [self] in
            // Before this decoder had its own thread, it decoded the frames
            // the command search had already normalised in place, which
            // normalises them a second time (the batch mean skips frames
            // whose energy fell below zero, so it is not a no-op); the
            // confidence model was fitted on those scores, so the worker
            // repeats the first normalisation.
            frames.normalizeAsDecoding(by: decoder)
            result = decoder.decode(search: search, features: frames)
        }
    }

    /// The garbage path of the frames given to `start`, waiting for it; or,
    /// when nothing was started (an utterance too long to start on), of
    /// `features` decoded now: the command search has normalised those in
    /// place already, so they are scored as the worker's copy is.
    func finish(_ features: FeatureBuffer) -> Hypothesis? {
        guard running else { return decoder.decode(search: search, features: features) }
        group.wait()
        running = false
        defer { result = nil }
        return result
    }

    /// Waits for a decode whose result is no longer wanted (the command
    /// search found no command), so the decoder is free for the next one.
    func discard() {
        guard running else { return }
        group.wait()
        running = false
        result = nil
    }
}
