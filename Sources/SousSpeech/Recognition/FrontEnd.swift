import CPocketSphinx

/// PocketSphinx's feature extraction and voice-activity detection over a
/// continuous stream: one `fe_t` for the whole stream, so its noise
/// estimate and VAD state carry over, collecting the frames of each
/// utterance so every search decodes exactly the same frames.
final class FrontEnd {
    private let frontEnd: OpaquePointer
    let dimension: Int
    /// The current utterance's frames (up to 20 s).
    private(set) var features: FeatureBuffer
    private let scratch: FeatureBuffer
    private(set) var inUtterance = false
    /// Stream frame index of the utterance's first frame.
    private(set) var firstFrame = 0
    /// The utterance ran past the buffer; its end was dropped.
    private(set) var overflowed = false
    private(set) var samplesPushed = 0
    /// A second VAD, the same but for ending speech after `pauseFrames`
    /// of silence instead of the decoder's hang-over: it hears the pause
    /// after a command while the utterance is still held open, so the
    /// command can be judged during the hang-over instead of after it.
    private let earlyEar: OpaquePointer
    private var earlyHeardSpeech = false
    /// Set by `push` when the early VAD has just heard speech stop inside
    /// an utterance: the command may be over.
    private(set) var pauseBegan = false
    /// The decoder's hang-over (`-vad_postspeech`): silent frames that close an utterance.
    let closingFrames: Int

    static let maximumFrames = 2000
    /// 150 ms: long enough that the command is judged with some of the
    /// silence after it, as it would be at the close (8 frames lost about
    /// 1% of commands in noise), and early enough that the judgement is
    /// done when the hang-over ends.
    static let pauseFrames = 15

    init(decoder: SphinxDecoder) throws(SpeechError) {
        guard let frontEnd = fe_init_auto_r(cmd_ln_retain(decoder.config)) else {
            throw SpeechError("PocketSphinx's front end could not start")
        }
        guard let earlyEar = sous_fe_with_postspeech(decoder.config, Self.pauseFrames) else {
            fe_free(frontEnd)
            throw SpeechError("PocketSphinx's front end could not start")
        }
        self.frontEnd = frontEnd
        self.earlyEar = earlyEar
        closingFrames = cmd_ln_int_r(decoder.config, "-vad_postspeech")
        dimension = Int(fe_get_output_size(frontEnd))
        features = FeatureBuffer(capacity: Self.maximumFrames, dimension: dimension)
        scratch = FeatureBuffer(capacity: 256, dimension: dimension)
    }

    deinit {
        fe_free(frontEnd)
        fe_free(earlyEar)
    }

    /// Starts collecting a new utterance; noise statistics are kept.
    func resetUtterance() {
        features.count = 0
        inUtterance = false
        overflowed = false
    }

    /// A new stream: the front end forgets the previous one's timing.
    func startStream() {
        for ear in [frontEnd, earlyEar] {
            fe_start_stream(ear)
            _ = fe_start_utt(ear)
        }
        earlyHeardSpeech = false
        resetUtterance()
    }

    /// Keeps the frames collected so far but lets the VAD open a new segment,
    /// so all the speech in a short clip forms one utterance.
    func continueAfterSegment() {
        _ = fe_start_utt(frontEnd)
        _ = fe_start_utt(earlyEar)
        earlyHeardSpeech = false
        inUtterance = false
    }

    /// Pushes samples (10-20 ms at a time works best). Returns true once the
    /// VAD has gone back to silence after speech: the utterance is complete.
    func push(_ samples: UnsafeBufferPointer<Int16>) -> Bool {
        guard var cursor = samples.baseAddress.map({ UnsafePointer<Int16>($0) }) else { return false }
        var left = samples.count
        while left > 0 {
            let before = left
            var destination = features.rows + features.count
            var room = features.free
            var usingScratch = false
            if room < 256 {
                // Too long for a command: keep the VAD running, drop the frames.
                destination = scratch.rows
                room = scratch.capacity
                usingScratch = true
                overflowed = true
            }
            var frames = Int32(room)
            var index: Int32 = 0
            var optionalCursor: UnsafePointer<Int16>? = cursor
            _ = fe_process_frames(frontEnd, &optionalCursor, &left, destination, &frames, &index)
            if let moved = optionalCursor { cursor = moved }
            if frames > 0 {
                if !inUtterance {
                    firstFrame = Int(index)
                    inUtterance = true
                }
                if !usingScratch { features.count += Int(frames) }
            }
            if left == before { break }
        }
        samplesPushed += samples.count
        listenEarly(samples)
        return inUtterance && fe_get_vad_state(frontEnd) == 0
    }

    /// Runs the early VAD over the same samples; its frames are not kept.
    private func listenEarly(_ samples: UnsafeBufferPointer<Int16>) {
        pauseBegan = false
        var cursor: UnsafePointer<Int16>? = samples.baseAddress.map { UnsafePointer<Int16>($0) }
        var left = samples.count
        while left > 0 {
            let before = left
            var frames = Int32(scratch.capacity)
            var index: Int32 = 0
            _ = fe_process_frames(earlyEar, &cursor, &left, scratch.rows, &frames, &index)
            if left == before { break }
        }
        let speech = fe_get_vad_state(earlyEar) != 0
        pauseBegan = earlyHeardSpeech && !speech && inUtterance
        earlyHeardSpeech = speech
    }

    /// Whether the VAD hears speech right now.
    var hearsSpeech: Bool { fe_get_vad_state(frontEnd) != 0 }
}
