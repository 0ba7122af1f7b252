import SousCore

/// One command heard: what was said, what it means, how sure Sous is, and
/// when (seconds from the start of the stream).
public struct Recognition: Hashable, Sendable {
    public var text: String
    public var intent: Intent?
    public var confidence: Double
    public var start: Double
    public var end: Double
    /// Accepted as a command; rejected ones are kept for diagnostics only.
    public var accepted: Bool
    /// Why it was rejected ("low confidence", "too long"), empty when accepted.
    public var reason: String
    /// The confidence model's inputs, for measuring and refitting it.
    public var features: [Double] = []
}
