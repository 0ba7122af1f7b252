import Foundation
import SousCore

/// What the server says about the quota in every answer.
public struct QuotaHeaders: Hashable, Sendable {
    /// X-API-Quota-Request: points this request cost.
    public var request: Double?
    /// X-API-Quota-Used: points used today, this request included.
    public var used: Double?
    /// X-API-Quota-Left: points left today on the account.
    public var left: Double?

    init(_ response: HTTPResponse) {
        func number(_ name: String) -> Double? {
            response.header(name).flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0.isFinite ? $0 : nil }
        }
        request = number("X-API-Quota-Request")
        used = number("X-API-Quota-Used")
        left = number("X-API-Quota-Left")
    }
}

/// The Spoonacular HTTP API, and nothing else: requests, the key, and
/// Spoonacular's JSON turned into Sous recipes. Spending is tracked one
/// level up, in `SpoonacularSource`.
///
/// The key travels in the `x-api-key` header, never in the URL, so it
/// cannot appear in a URL shown in an error.
public struct SpoonacularClient: Sendable {
    public let baseURL: URL
    let http: HTTPClient

    public init(settings: RemoteSettings) throws(RemoteError) {
        guard let key = settings.spoonacularKey else { throw .notConfigured(configFile: settings.configFile.path) }
        baseURL = settings.spoonacularURL
        http = HTTPClient(timeout: settings.timeout, key: key, secretHeaders: ["x-api-key": key.value])
    }

    public func send(_ endpoint: SpoonacularEndpoint) async throws(RemoteError) -> HTTPResponse {
        try await http.get(endpoint.url(base: baseURL))
    }

    /// The URL as shown to the cook.
    public func shownURL(_ endpoint: SpoonacularEndpoint) -> String { Redact.url(endpoint.url(base: baseURL)) }

    /// The recipes in a successful answer, each with whether it is complete.
    func recipes(in response: HTTPResponse, from endpoint: SpoonacularEndpoint) throws(RemoteError) -> [(recipe: Recipe, complete: Bool)] {
        let decoder = JSONDecoder()
        let entries: [Lossy<SpoonacularRecipe>]
        let wanted: Int
        do {
            switch endpoint {
            case .complexSearch(_, let number, _, _, _):
                entries = try decoder.decode(SpoonacularRecipe.SearchResponse.self, from: response.body).results
                wanted = number
            case .findByIngredients(_, let number):
                entries = try decoder.decode([Lossy<SpoonacularRecipe>].self, from: response.body)
                wanted = number
            case .information:
                entries = [Lossy(value: try decoder.decode(SpoonacularRecipe.self, from: response.body))]
                wanted = 1
            }
        } catch {
            throw .badResponse(url: shownURL(endpoint), problem: Self.problem(error))
        }
        // One broken result must not cost the good ones the call paid for;
        // only an answer with nothing readable is an error.
        let found = entries.compactMap(\.value)
        if found.isEmpty, let broken = entries.first(where: { $0.value == nil })?.problem {
            throw .badResponse(url: shownURL(endpoint), problem: Self.problem(broken))
        }
        // A server that sends more than was asked for is not shown more.
        return found.prefix(wanted).map { $0.converted() }.filter { result in
            (try? result.recipe.validate()) != nil
        }
    }

    private static func problem(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: "not valid JSON"
        case DecodingError.keyNotFound(let key, _): "'\(key.stringValue)' is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at '\(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))'"
        default: "unreadable JSON"
        }
    }
}

/// A list entry that may fail to decode on its own.
struct Lossy<Value: Decodable>: Decodable {
    var value: Value?
    var problem: (any Error)?

    init(value: Value) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        do {
            value = try Value(from: decoder)
        } catch {
            problem = error
        }
    }
}
