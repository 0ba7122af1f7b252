import CALSA
import Foundation

/// A PCM device opened through ALSA, 16-bit mono, for playback or capture.
///
/// "default" is the usual device; "null" discards playback and is how tests
/// and machines without a sound card run.
public final class AlsaDevice: @unchecked Sendable {
    public enum Direction: Sendable { case playback, capture }

    public let name: String
    public let sampleRate: Int
    public let direction: Direction
    private var pcm: OpaquePointer?

    private static let quiet: Void = sous_alsa_silence_errors()

    /// Opens `name`; the error says which device and why, in one line.
    public init(_ name: String, direction: Direction, sampleRate: Int) throws(SpeechError) {
        _ = Self.quiet
        self.name = name
        self.sampleRate = sampleRate
        self.direction = direction
        var handle: OpaquePointer?
        let stream = direction == .playback ? SND_PCM_STREAM_PLAYBACK : SND_PCM_STREAM_CAPTURE
        var status = snd_pcm_open(&handle, name, stream, 0)
        guard status >= 0, let handle else {
            throw SpeechError("sound device '\(name)' cannot be opened for \(direction == .playback ? "playback" : "capture"): \(String(cString: snd_strerror(status)))")
        }
        // Playback keeps 100 ms queued, so "stop" silences Sous quickly. The
        // microphone gets a 2 s buffer: while an utterance is decoded (a
        // few hundred ms) nothing the cook says next may be dropped; reads
        // still return as soon as their samples have arrived.
        let bufferMicroseconds: UInt32 = direction == .playback ? 100_000 : 2_000_000
        status = snd_pcm_set_params(handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, UInt32(sampleRate), 1,
                                    bufferMicroseconds)
        guard status >= 0 else {
            snd_pcm_close(handle)
            throw SpeechError("sound device '\(name)' refuses 16-bit mono at \(sampleRate) Hz: \(String(cString: snd_strerror(status)))")
        }
        pcm = handle
    }

    /// Seconds of audio captured ahead of the wall clock (negative: behind).
    private var captureLead = 0.0
    private var lastCapture: UInt64?

    /// A microphone hands out audio as it is spoken. ALSA's `null` device
    /// (`--input alsa:null`, "no microphone") returns silence at once, and
    /// the listener decoded it flat out, a whole core for ever: audio that
    /// comes faster than real time is slowed to it. A real device never
    /// waits here: one a little fast (1% is allowed for its clock) stays
    /// behind, and catching up on its 2 s buffer after a slow decode draws
    /// on the lead it lost meanwhile.
    private func pace(_ frames: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        let elapsed = lastCapture.map { Double(now - $0) / 1e9 } ?? 0
        lastCapture = now
        // Behind by more than the buffer holds is no credit: that audio is lost.
        captureLead = max(captureLead + Double(frames) / Double(sampleRate) - elapsed * 1.01, -2)
        let tolerance = 0.25
        // The time slept counts as elapsed at the next read.
        if captureLead > tolerance { Thread.sleep(forTimeInterval: captureLead - tolerance) }
    }

    deinit {
        if let pcm { snd_pcm_close(pcm) }
    }

    /// Plays samples, blocking until ALSA has taken them all.
    public func play(_ samples: [Int16]) throws(SpeechError) {
        var offset = 0
        while offset < samples.count {
            let written = samples.withUnsafeBufferPointer { buffer in
                snd_pcm_writei(pcm, buffer.baseAddress! + offset, snd_pcm_uframes_t(samples.count - offset))
            }
            if written < 0 {
                if snd_pcm_recover(pcm, Int32(written), 1) < 0 {
                    throw SpeechError("playback on '\(name)' failed: \(String(cString: snd_strerror(Int32(written))))")
                }
                continue
            }
            offset += Int(written)
        }
    }

    /// Waits until everything played has been heard.
    public func drain() { snd_pcm_drain(pcm) }

    /// Reads up to `count` samples from a capture device, no faster than
    /// real time (see `pace`).
    public func read(_ count: Int) throws(SpeechError) -> [Int16] {
        var buffer = [Int16](repeating: 0, count: count)
        while true {
            let got = buffer.withUnsafeMutableBufferPointer { pointer in
                snd_pcm_readi(pcm, pointer.baseAddress, snd_pcm_uframes_t(count))
            }
            if got >= 0 {
                pace(Int(got))
                return Array(buffer.prefix(Int(got)))
            }
            if snd_pcm_recover(pcm, Int32(got), 1) < 0 {
                throw SpeechError("capture on '\(name)' failed: \(String(cString: snd_strerror(Int32(got))))")
            }
        }
    }
}
