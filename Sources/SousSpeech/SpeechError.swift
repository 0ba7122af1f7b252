/// A failure of speech or audio, worded for the person at the stove.
public struct SpeechError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
