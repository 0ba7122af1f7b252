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

    static let maximumFrames = 2000

    init(decoder: SphinxDecoder) throws(SpeechError) {
        guard let frontEnd = fe_init_auto_r(cmd_ln_retain(decoder.config)) else {
            throw SpeechError("PocketSphinx's front end could not start")
        }
        self.frontEnd = frontEnd
        dimension = Int(fe_get_output_size(frontEnd))
        features = FeatureBuffer(capacity: Self.maximumFrames, dimension: dimension)
        scratch = FeatureBuffer(capacity: 256, dimension: dimension)
    }

    deinit { fe_free(frontEnd) }

    /// Starts collecting a new utterance; noise statistics are kept.
    func resetUtterance() {
        features.count = 0
        inUtterance = false
        overflowed = false
    }

    /// A new stream: the front end forgets the previous one's timing.
    func startStream() {
        fe_start_stream(frontEnd)
        _ = fe_start_utt(frontEnd)
        resetUtterance()
    }

    /// Keeps the frames collected so far but lets the VAD open a new segment,
    /// so all the speech in a short clip forms one utterance.
    func continueAfterSegment() {
        _ = fe_start_utt(frontEnd)
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
        return inUtterance && fe_get_vad_state(frontEnd) == 0
    }

    /// Whether the VAD hears speech right now.
    var hearsSpeech: Bool { fe_get_vad_state(frontEnd) != 0 }
}
