import Foundation

/// Where Sous finds its bundled files and keeps the user's data.
///
/// `sous` must work from any directory: run from the build folder, from an
/// installed prefix, or pointed at a checkout with `SOUS_HOME`.
public struct SousPaths: Sendable {
    /// The folder holding `Recipes/` and `Grammars/`.
    public var home: URL
    /// `$XDG_DATA_HOME/sous`: the database and the user's own recipes.
    public var data: URL
    /// A `SOUS_HOME` that was set but passed over (no `Recipes/` in it),
    /// said so the cook knows another recipe folder is in use: a mistyped
    /// path quietly served the bundled recipes instead of theirs.
    public var ignoredHome: String?

    public var recipes: URL { home.appendingPathComponent("Recipes", isDirectory: true) }
    public var grammars: URL { home.appendingPathComponent("Grammars", isDirectory: true) }

    public struct NotFound: Error, CustomStringConvertible {
        public var tried: [String]
        public var description: String {
            "cannot find Sous's Recipes folder (looked in \(tried.joined(separator: ", "))); set SOUS_HOME to the folder that holds Recipes/"
        }
    }

    public init(home: URL, data: URL) {
        self.home = home
        self.data = data
    }

    /// Looks in order: `SOUS_HOME`; upwards from the executable (the package
    /// it was built from); `<prefix>/share/sous` beside an installed binary;
    /// `/usr/local/share/sous`, `/usr/share/sous`; the package this binary
    /// was compiled from.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL? = Self.executableURL()) throws -> SousPaths {
        let data = dataDirectory(environment: environment)
        var candidates: [URL] = []
        var ignoredHome: String?
        if let home = environment["SOUS_HOME"], !home.isEmpty {
            let folder = URL(fileURLWithPath: home, isDirectory: true)
            candidates.append(folder)
            if !isHome(folder) {
                let exists = FileManager.default.fileExists(atPath: folder.path)
                ignoredHome = "SOUS_HOME=\(home) " + (exists ? "has no Recipes/ folder" : "does not exist")
            }
        }
        if let executable {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<6 {
                candidates.append(folder)
                folder = folder.deletingLastPathComponent()
            }
            let prefix = executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            candidates.append(prefix.appendingPathComponent("share/sous", isDirectory: true))
        }
        candidates.append(URL(fileURLWithPath: "/usr/local/share/sous", isDirectory: true))
        candidates.append(URL(fileURLWithPath: "/usr/share/sous", isDirectory: true))
        candidates.append(compiledPackageRoot)
        for candidate in candidates where isHome(candidate) {
            var paths = SousPaths(home: candidate.standardizedFileURL, data: data)
            paths.ignoredHome = ignoredHome.map { "\($0); using the recipes in \(paths.home.path) instead" }
            return paths
        }
        throw NotFound(tried: candidates.map(\.path))
    }

    /// `$XDG_DATA_HOME/sous`, or `~/.local/share/sous`.
    public static func dataDirectory(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("sous", isDirectory: true)
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/sous", isDirectory: true)
    }

    static func isHome(_ folder: URL) -> Bool {
        var isDirectory: ObjCBool = false
        let recipes = folder.appendingPathComponent("Recipes").path
        return FileManager.default.fileExists(atPath: recipes, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    public static func executableURL() -> URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return Bundle.main.executableURL
    }

    /// The package root this file was compiled in: Sources/SousRecipes/SousPaths.swift, three levels up.
    static let compiledPackageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
