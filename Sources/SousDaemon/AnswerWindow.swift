/// When a "yes" or "no" is likely an answer: from the moment Sous asks a
/// yes-or-no question until a few seconds after it last stopped talking.
///
/// The question itself stays open until the cook's next command, which can
/// be minutes away; by then a "no" is more likely talk to someone else than
/// an answer, so the lower bar the recogniser keeps for answers holds only
/// while the question is fresh. Times are seconds of the audio stream.
struct AnswerWindow {
    /// Long enough to hear the question out and reply with floury hands.
    static let length = 8.0

    private var pending = false
    private var lastHeardQuestion = -Double.infinity

    /// The question was asked, or the session changed while it stands
    /// (`true`: a new timer was just set), or it was answered or dropped.
    mutating func question(pending: Bool, at time: Double) {
        if pending { lastHeardQuestion = max(lastHeardQuestion, time) }
        self.pending = pending
    }

    /// Sous is talking (the question, or the step it ends): the window
    /// runs from the end of its speech.
    mutating func sousSpeaking(at time: Double) {
        if pending { lastHeardQuestion = max(lastHeardQuestion, time) }
    }

    func isOpen(at time: Double) -> Bool {
        pending && time - lastHeardQuestion <= Self.length
    }
}
