import SousCore

/// What the listener should be ready to hear: the open recipe's words,
/// while a timer rings the "okay" a cook says to it, and after a yes-or-no
/// question its answer.
public struct ListeningContext: Sendable {
    public var recipe: Recipe?
    public var timerRinging: Bool
    /// Sous asked a yes-or-no question ("Do you want a timer for 10 minutes?")
    /// and waits on the answer.
    public var awaitingAnswer: Bool
    /// A timer's length said alone ("ten minutes") would make sense: Sous
    /// asked "For how long?", offered a timer, or just set one (and may
    /// have misheard its length).
    public var awaitingLength: Bool
    /// Sous asked "For how long?": a length alone is the answer expected,
    /// not only one that would make sense.
    public var lengthAsked: Bool
    /// Sous asked "Which one?" about timers: "the pasta timer" answers.
    public var choosingTimer: Bool
    /// A timer rings or was just silenced: "five more minutes" is for it.
    public var extendingTimer: Bool
    /// A timer runs or is paused: "pause the pasta timer" is for it.
    public var holdingTimer: Bool

    public init(recipe: Recipe?, timerRinging: Bool, awaitingAnswer: Bool = false, awaitingLength: Bool = false,
                lengthAsked: Bool = false, choosingTimer: Bool = false, extendingTimer: Bool = false, holdingTimer: Bool = false) {
        self.holdingTimer = holdingTimer
        self.choosingTimer = choosingTimer
        self.extendingTimer = extendingTimer
        self.recipe = recipe
        self.timerRinging = timerRinging
        self.awaitingAnswer = awaitingAnswer
        self.awaitingLength = awaitingLength
        self.lengthAsked = lengthAsked
    }
}
