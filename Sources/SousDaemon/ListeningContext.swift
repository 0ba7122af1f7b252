import SousCore

/// What the listener should be ready to hear: the open recipe's words, and
/// while a timer rings, the "okay" a cook says to it.
public struct ListeningContext: Sendable {
    public var recipe: Recipe?
    public var timerRinging: Bool

    public init(recipe: Recipe?, timerRinging: Bool) {
        self.recipe = recipe
        self.timerRinging = timerRinging
    }
}
