extension StringProtocol {
    /// The text with its first letter a capital, as a sentence that opens
    /// with it is said and printed ("the pasta timer is done" starting one).
    var sentenceStart: String { prefix(1).uppercased() + dropFirst() }
}
