import Foundation
import SousCore

/// Where remote recipes come from and how much may be spent on them.
///
/// Read from the environment first, then from
/// `$XDG_CONFIG_HOME/sous/config.json` (`~/.config/sous/config.json`):
/// configuration and secrets live apart from the recipe data, which a cook
/// may copy or share, and never in the repository.
///
/// | environment | config.json | default |
/// |---|---|---|
/// | `SOUS_SPOONACULAR_KEY` | `spoonacularKey` | none: remote search is off |
/// | `SOUS_SPOONACULAR_URL` | `spoonacularURL` | `https://api.spoonacular.com` |
/// | `SOUS_RECIPES_URL` | `recipesURL` | none: no recipe feed |
/// | `SOUS_REMOTE_TIMEOUT` | `timeoutSeconds` | 10 (whole seconds) |
/// | `SOUS_FEED_SECONDS` | `feedSeconds` | 600: how often the feed is asked |
/// | `SOUS_QUOTA_LIMIT` | `dailyQuota` | 50 points per UTC day |
public struct RemoteSettings: Sendable, CustomStringConvertible {
    public var spoonacularKey: APIKey?
    public var spoonacularURL: URL
    /// A JSON list of recipes, in Sous's format or the brief `recipes.json` shape.
    public var recipesURL: URL?
    public var timeout: TimeInterval
    /// How long one ask of the feed, good or failed, stands: commands use
    /// its copy in between, and the daemon asks again this often, so a
    /// recipe added at home reaches the kitchen without a restart.
    public var feedInterval: TimeInterval = 600
    public var dailyLimit: Double
    /// The config file consulted (whether or not it exists).
    public var configFile: URL
    /// Problems with the settings, one line each, for a warning where
    /// remote search is used.
    public var problems: [String]
    /// Problems with the recipe feed's settings, for a warning wherever the
    /// library loads.
    public var feedProblems: [String] = []

    public static let defaultSpoonacularURL = URL(string: "https://api.spoonacular.com")!

    public init(spoonacularKey: APIKey? = nil, spoonacularURL: URL = Self.defaultSpoonacularURL, recipesURL: URL? = nil,
                timeout: TimeInterval = 10, dailyLimit: Double = 50,
                configFile: URL = URL(fileURLWithPath: "/nonexistent/config.json"), problems: [String] = []) {
        self.spoonacularKey = spoonacularKey
        self.spoonacularURL = spoonacularURL
        self.recipesURL = recipesURL
        self.timeout = timeout
        self.dailyLimit = dailyLimit
        self.configFile = configFile
        self.problems = problems
    }

    public var description: String {
        "RemoteSettings(key: \(spoonacularKey == nil ? "none" : "<hidden>"), spoonacular: \(spoonacularURL.absoluteString), "
            + "feed: \(recipesURL?.absoluteString ?? "none"), timeout: \(timeout) s, daily limit: \(dailyLimit))"
    }

    /// `$XDG_CONFIG_HOME/sous/config.json`, or `~/.config/sous/config.json`.
    public static func configFile(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("sous/config.json")
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".config/sous/config.json")
    }

    /// The config file's fields, each read on its own: one mistyped value
    /// must not throw away the rest (the API key with it).
    private struct File {
        var spoonacularKey: String?
        var spoonacularURL: String?
        var recipesURL: String?
        var timeoutSeconds: String?
        var feedSeconds: String?
        var dailyQuota: String?

        static let fields = ["spoonacularKey", "spoonacularURL", "recipesURL", "timeoutSeconds", "feedSeconds", "dailyQuota"]

        init() {}

        /// The setting a mistyped key most likely means ("dailyQuta",
        /// "DailyQuota"), within two typos.
        static func nearestField(_ key: String) -> String? {
            let typed = key.lowercased()
            return fields.map { (field: $0, distance: Words.distance(typed, $0.lowercased(), limit: 2)) }
                .filter { $0.distance <= 2 }.min { $0.distance < $1.distance }?.field
        }

        /// 20, not "20.0"; 2.5 as it is.
        static func plain(_ value: Double) -> String {
            value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }

        init(_ object: [String: Any], path: String, problems: inout [String]) {
            func text(_ key: String, number: Bool) -> String? {
                switch object[key] {
                case nil, is NSNull: return nil
                case let string as String: return string
                // JSON true and false are NSNumbers too, of type "c"; 0 and 1 are numbers.
                case let value as NSNumber where number && String(cString: value.objCType) != "c": return Self.plain(value.doubleValue)
                default: break
                }
                problems.append("\(path): \"\(key)\" must be \(number ? "a number" : "a string"); ignoring it")
                return nil
            }
            spoonacularKey = text("spoonacularKey", number: false)
            spoonacularURL = text("spoonacularURL", number: false)
            recipesURL = text("recipesURL", number: false)
            timeoutSeconds = text("timeoutSeconds", number: true)
            feedSeconds = text("feedSeconds", number: true)
            dailyQuota = text("dailyQuota", number: true)
            for key in object.keys.sorted() where !Self.fields.contains(key) {
                let guess = Self.nearestField(key)
                // A newcomer looks here for the voice: it is chosen on the command line.
                let option = ["voice", "rate", "pitch", "volume", "input", "output", "socket"].contains(key) ? " (it is the command-line option --\(key))" : ""
                problems.append("\(path): \"\(key)\" is not a setting Sous reads\(guess.map { " (did you mean \"\($0)\"?)" } ?? option); ignoring it")
            }
        }
    }

    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> RemoteSettings {
        var settings = RemoteSettings(configFile: configFile(environment: environment))
        var file = File()
        let path = settings.configFile.path
        var isFolder: ObjCBool = false
        if let data = FileManager.default.contents(atPath: path) {
            if let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] {
                file = File(object, path: path, problems: &settings.problems)
            } else {
                settings.problems.append("\(path) is not a valid config file (expected a JSON object such as {\"dailyQuota\": 50}); ignoring it")
            }
        } else if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            settings.problems.append(isFolder.boolValue ? "\(path) is a folder, not a config file; ignoring it"
                                                        : "\(path) cannot be read (check its permissions); ignoring it")
        } else if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
            settings.problems.append("\(path) is a link to a file that does not exist; ignoring it")
        }
        func value(_ variable: String, _ fromFile: String?) -> String? {
            if let set = environment[variable], !set.isEmpty { return set }
            return fromFile
        }
        settings.spoonacularKey = APIKey(value("SOUS_SPOONACULAR_KEY", file.spoonacularKey))
        if let text = value("SOUS_SPOONACULAR_URL", file.spoonacularURL) {
            if let url = httpURL(text) { settings.spoonacularURL = url } else {
                settings.problems.append("the Spoonacular URL '\(text)' is not an http(s) URL; using \(defaultSpoonacularURL.absoluteString)")
            }
        }
        if let text = value("SOUS_RECIPES_URL", file.recipesURL) {
            if let url = httpURL(text) { settings.recipesURL = url } else {
                settings.feedProblems.append("the recipe feed URL '\(text)' is not an http(s) URL; ignoring it")
            }
        }
        // A bad value in the environment falls back to the config file's,
        // then the default: a cook who set a low limit keeps it.
        func number(_ variable: String, _ fromFile: String?, key: String, what: String, valid: (Double) -> Bool) -> Double? {
            for (text, source) in [(environment[variable], variable), (fromFile, "\(path): \"\(key)\"")] {
                guard let text, !text.isEmpty else { continue }
                if let value = Double(text), value.isFinite, valid(value) { return value }
                settings.problems.append("\(source): \(what), got \(Double(text) == nil ? "'\(text)'" : text); ignoring it")
            }
            return nil
        }
        if let seconds = number("SOUS_REMOTE_TIMEOUT", file.timeoutSeconds, key: "timeoutSeconds", what: "the remote timeout must be 1 to 300 seconds",
                                valid: { $0 > 0 && $0 <= 300 }) {
            settings.timeout = max(1, seconds.rounded(.up))
        }
        if let seconds = number("SOUS_FEED_SECONDS", file.feedSeconds, key: "feedSeconds",
                                what: "the feed interval must be 1 to 86400 seconds", valid: { $0 >= 1 && $0 <= 86400 }) {
            settings.feedInterval = seconds.rounded(.up)
        }
        // Spoonacular's largest plan allows some thousands of points a day;
        // "inf" or 1e300 would only overflow the counts said aloud.
        if let points = number("SOUS_QUOTA_LIMIT", file.dailyQuota, key: "dailyQuota", what: "the daily quota must be a number of points from 0 to 1000000",
                               valid: { $0 >= 0 && $0 <= 1_000_000 }) {
            settings.dailyLimit = points
        }
        return settings
    }

    private static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else { return nil }
        return url
    }
}
