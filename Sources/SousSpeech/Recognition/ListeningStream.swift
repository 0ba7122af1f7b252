/// Continuous listening: audio in, commands out, each with its start and
/// end time in the stream.
public final class ListeningStream {
    private let recognizer: CommandRecognizer
    private let frontEnd: FrontEnd
    private var pending: [Int16] = []

    /// 10 ms of audio at 16 kHz: the chunk size the VAD works best with.
    static let chunk = 160

    init(recognizer: CommandRecognizer) throws(SpeechError) {
        self.recognizer = recognizer
        frontEnd = try FrontEnd(decoder: recognizer.decoder)
    }

    /// Feeds 16 kHz mono samples; returns the utterances that ended in them.
    public func push(_ samples: [Int16]) -> [Recognition] {
        pending += Self.dither(samples, seed: &seed)
        var results: [Recognition] = []
        var offset = 0
        while pending.count - offset >= Self.chunk {
            let ended = pending[offset..<offset + Self.chunk].withUnsafeBufferPointer { frontEnd.push($0) }
            offset += Self.chunk
            if ended {
                results.append(finishUtterance())
            } else if frontEnd.pauseBegan {
                judgeDuringHangOver()
            }
        }
        pending.removeFirst(offset)
        return results
    }

    /// Ends the stream: an utterance still open is judged.
    public func finish() -> [Recognition] {
        var results: [Recognition] = []
        let silence = [Int16](repeating: 0, count: Self.chunk)
        // Half a second of silence lets the VAD close an open utterance.
        for _ in 0..<60 where frontEnd.inUtterance {
            if silence.withUnsafeBufferPointer({ frontEnd.push($0) }) {
                results.append(finishUtterance())
                break
            }
        }
        return results
    }

    private var seed: UInt32 = 12_345

    /// Adds a faint noise floor (about -60 dB). Real microphones never give
    /// digital silence, but files and synthesis do, and all-zero frames
    /// throw off the front end's noise estimate and its VAD.
    static func dither(_ samples: [Int16]) -> [Int16] {
        var seed: UInt32 = 12_345
        return dither(samples, seed: &seed)
    }

    static func dither(_ samples: [Int16], seed: inout UInt32) -> [Int16] {
        samples.map { sample in
            var sum: Float = 0
            for _ in 0..<4 {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                sum += Float(seed >> 8) / 16_777_216
            }
            let noise = (sum - 2) * 1.7320508 * 30
            return Int16(max(-32768, min(32767, (Float(sample) + noise).rounded())))
        }
    }

    /// Whether speech is going on right now (for barge-in and latency).
    public var hearsSpeech: Bool { frontEnd.hearsSpeech }

    /// A command judged when the speech paused, kept until the utterance
    /// closes: the hang-over that closes it (0.3 s) then need not be
    /// followed by the whole decoding.
    private var early: (frames: Int, context: String, result: Recognition)?

    /// Longer than this (in frames) is hardly a command (they take up to 2.5
    /// s), more likely the radio: not worth judging early.
    static let earlyLimit = 300

    /// Shorter than this (in frames, with the VAD's lead-in and the pause)
    /// is a word or two: judged at the close only (see `finishUtterance`).
    static let earlyMinimum = 80

    private func judgeDuringHangOver() {
        guard (Self.earlyMinimum...Self.earlyLimit).contains(frontEnd.features.count) else { return }
        let start = Double(frontEnd.firstFrame) / 100
        // Decoding normalises the frames in place; the utterance may go on
        // and must be decoded from its own frames, so a copy is judged.
        earlyFrames.copy(frontEnd.features)
        // The VAD heard the speech stop `pauseFrames` ago: the words end by then.
        let spoken = start + Double(frontEnd.features.count - FrontEnd.pauseFrames) / 100
        early = (frontEnd.features.count, recognizer.decisionContext,
                 recognizer.judge(earlyFrames, start: start, end: max(spoken, start + 0.01)))
    }

    private lazy var earlyFrames = FeatureBuffer(capacity: Self.earlyLimit, dimension: frontEnd.dimension)

    /// Judged 0.15 s before the close, a command's confidence came out
    /// within 0.11 of the close's for nine in ten commands of two words or
    /// more, within 0.26 for a longer lone word, and up to 0.4 apart for a
    /// short one (real stop/yes/no fell 6% when every early verdict
    /// stood): only a verdict clearly on one side of the bar is not
    /// reached again at the close.
    private func standsEarly(_ heard: Recognition) -> Bool {
        // Talk that decodes to no command at all stays talk: deciding it
        // again only doubled the decoding of the radio.
        if !heard.accepted, ["no intent", "garbage", "empty"].contains(heard.reason) { return true }
        guard heard.features.count == CommandConfidence.featureNames.count else { return false }
        // Away from the bar and from any lower one an expected answer has;
        // a lone word (a long one: short ones are not judged early) much further.
        let margin = heard.features[4] >= 2 ? 0.15 : 0.35
        // (The lower bars are on the shared scale; the confidence is against the intent's own bar.)
        let lower = heard.intent.flatMap { intent in
            recognizer.lowerBar(for: intent, text: heard.text).map { recognizer.settings.confidence.forIntent($0, intent) }
        }
        let bars = [0.5] + (lower.map { [$0] } ?? [])
        return bars.allSatisfy { abs(heard.confidence - $0) >= margin }
    }

    private func finishUtterance() -> Recognition {
        let start = Double(frontEnd.firstFrame) / 100
        let end = start + Double(frontEnd.features.count) / 100
        var result: Recognition
        // Any frame the VAD took for speech after the pause restarts its
        // hang-over, so an utterance closing within one hang-over of the
        // pause has had only silence since: the early judgement stands.
        if let early, early.context == recognizer.decisionContext,
           frontEnd.features.count - early.frames <= frontEnd.closingFrames, standsEarly(early.result) {
            result = early.result
        } else {
            result = recognizer.judge(frontEnd.features, start: start, end: end)
        }
        early = nil
        if frontEnd.overflowed {
            result.accepted = false
            result.reason = "too long"
        }
        frontEnd.resetUtterance()
        return result
    }
}
