import Foundation
import SousStore

/// Why remote recipes could not be had, worded for the cook. Every URL in
/// a message has passed through `Redact.url`, so no key is ever shown.
public enum RemoteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No API key: remote search is off until one is configured.
    case notConfigured(configFile: String)
    case timedOut(url: String, seconds: Double)
    case unreachable(url: String, reason: String)
    case http(url: String, status: Int)
    case badResponse(url: String, problem: String)
    /// The ledger refused the call before it was made.
    case quota(QuotaRefusal)
    /// The server answered 402: today's quota is used up.
    case quotaExhausted(url: String)
    case store(StoreError)
    case notFound(id: String)

    public var description: String {
        switch self {
        case .notConfigured(let file):
            "no Spoonacular API key: set SOUS_SPOONACULAR_KEY or add \"spoonacularKey\" to \(file)"
        case .timedOut(let url, let seconds):
            "\(url) did not answer within \(QuotaStatus.points(seconds)) s"
        case .unreachable(let url, let reason):
            "cannot reach \(url) (\(reason))"
        case .http(let url, let status):
            "\(url) answered HTTP \(status)\(Self.meaning(status))"
        case .badResponse(let url, let problem):
            "\(url) sent a response Sous cannot read (\(problem))"
        case .quota(let refusal):
            refusal.description
        case .quotaExhausted(let url):
            "\(url) answered HTTP 402: the API quota for today is used up; it resets at 00:00 UTC"
        case .store(let error):
            "\(error)"
        case .notFound(let id):
            "no recipe '\(id)' in the remote source"
        }
    }

    private static func meaning(_ status: Int) -> String {
        switch status {
        case 401, 403: " (the API key was refused)"
        case 404: " (not found)"
        case 429: " (too many requests; try again in a moment)"
        case 500...599: " (a server error)"
        default: ""
        }
    }
}

/// Takes secrets out of URLs before they are shown or stored.
public enum Redact {
    private static let secretNames: Set<String> = ["apikey", "api_key", "key", "token", "access_token", "password"]

    /// The URL with any `apiKey=`-like query value and any password replaced.
    public static func url(_ url: URL) -> String {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "(a URL)" }
        if parts.password != nil { parts.password = "hidden" }
        parts.queryItems = parts.queryItems?.map { item in
            secretNames.contains(item.name.lowercased()) ? URLQueryItem(name: item.name, value: "hidden") : item
        }
        return parts.string ?? "(a URL)"
    }
}
