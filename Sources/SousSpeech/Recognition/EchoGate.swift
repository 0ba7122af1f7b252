import SousCore

/// While Sous is speaking, a microphone hears it: a step that says "wait
/// for the oil to shimmer" or the help reply that lists every command must
/// not move the session. Only what a cook says to interrupt gets through;
/// when Sous is quiet everything accepted gets through.
///
/// The recogniser itself rejects Sous's own sentences (they are long and
/// explained by the garbage model; see `ownVoiceGetsNothingPastTheGate`),
/// so the gate asks no more confidence than acceptance: a higher bar was
/// measured to stop every spoken interruption.
public struct EchoGate: Sendable {
    /// The intents that make sense as an interruption.
    public static let bargeIn: Set<String> = ["stop", "pause", "next", "back", "repeat", "yes", "no", "timer_cancel"]
    /// Confidence an interruption needs while Sous speaks (0.5 is acceptance).
    public var minimumConfidence = 0.5

    public init() {}

    public func admits(_ result: Recognition, whileSpeaking: Bool) -> Bool {
        guard result.accepted, let intent = result.intent else { return false }
        guard whileSpeaking else { return true }
        let kind = String(intent.canonical.prefix { $0 != ":" })
        return Self.bargeIn.contains(kind) && result.confidence >= minimumConfidence
    }
}
