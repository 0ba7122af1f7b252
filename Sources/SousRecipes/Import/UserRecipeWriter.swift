import Foundation
import SousCore

/// Saves imported recipes into the user's recipe folder
/// (`<data>/Recipes/<id>.json`), where `RecipeLibrary` finds them.
///
/// Writes are atomic (a temporary file, then a rename or hard link), so a
/// crash never leaves half a recipe that would break `sous list`. An id that
/// is taken by a different recipe gets a numeric suffix ("pho-2") unless the
/// caller asks to replace it; saving the very same recipe again is a no-op.
public struct UserRecipeWriter: Sendable {
    public let folder: URL
    /// Ids that must not be reused without `replace`: the bundled recipes,
    /// which a user recipe of the same id would hide.
    public let reservedIDs: Set<String>

    public init(folder: URL, reservedIDs: Set<String> = []) {
        self.folder = folder
        self.reservedIDs = reservedIDs
    }

    public struct Saved: Sendable, Hashable {
        public enum Outcome: Sendable, Hashable {
            /// A new file.
            case created
            /// The file held this exact recipe already.
            case unchanged
            /// `replace` overwrote another recipe with this id.
            case replaced
        }
        public var recipe: Recipe
        public var file: URL
        public var outcome: Outcome
    }

    /// Saves under the recipe's id, or the first free "<id>-N".
    public func save(_ recipe: Recipe, replace: Bool = false) throws(ImportError) -> Saved {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotSave(path: folder.path, reason: "cannot create the folder")
        }
        let baseID = recipe.id
        for attempt in 1...999 {
            var candidate = recipe
            if attempt > 1 { candidate.id = "\(baseID)-\(attempt)" }
            let file = folder.appendingPathComponent("\(candidate.id).json")
            let data = RecipeFileText.data(candidate)
            if let existing = FileManager.default.contents(atPath: file.path) {
                if existing == data || (try? Recipe.decode(existing)) == candidate {
                    return Saved(recipe: candidate, file: file, outcome: .unchanged)
                }
                if replace {
                    try write(data, to: file, overwrite: true)
                    return Saved(recipe: candidate, file: file, outcome: .replaced)
                }
                continue
            }
            if reservedIDs.contains(candidate.id) && !replace { continue }
            if try write(data, to: file, overwrite: false) {
                return Saved(recipe: candidate, file: file, outcome: .created)
            }
        }
        throw .cannotSave(path: folder.appendingPathComponent("\(baseID).json").path, reason: "too many recipes with this id")
    }

    /// Writes a temporary file beside the target, then renames it over the
    /// target, or (without `overwrite`) hard-links it so an existing file
    /// is never clobbered. Returns false when the target appeared meanwhile.
    @discardableResult
    private func write(_ data: Data, to file: URL, overwrite: Bool) throws(ImportError) -> Bool {
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw .cannotSave(path: file.path, reason: "cannot write in \(folder.path)")
        }
        defer { unlink(temporary.path) }
        if overwrite {
            guard rename(temporary.path, file.path) == 0 else {
                throw .cannotSave(path: file.path, reason: String(cString: strerror(errno)))
            }
            return true
        }
        if link(temporary.path, file.path) == 0 { return true }
        if errno == EEXIST { return false }
        throw .cannotSave(path: file.path, reason: String(cString: strerror(errno)))
    }
}
