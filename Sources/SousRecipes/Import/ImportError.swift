import Foundation
import SousCore

/// Why a file could not be imported, said so the cook knows what to do.
/// Every case names the file.
public enum ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is missing or unreadable.
    case unreadable(file: String, reason: String)
    /// Sous does not know the file's kind.
    case unsupported(file: String)
    /// A web address: Sous works offline, the page must be saved first.
    case webAddress(String)
    /// The page or file holds no recipe Sous can read.
    case noRecipe(file: String, detail: String)
    /// A recipe was found but lacks what cooking needs (steps, a title).
    case incomplete(file: String, title: String, missing: String)
    /// JSON that does not parse.
    case badJSON(file: String, detail: String)
    /// Sous's own JSON with a wrong field.
    case invalidRecipe(RecipeFormatError)
    /// The recipe could not be written to the user's recipe folder.
    case cannotSave(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot be read (\(reason))"
        case .unsupported(let file):
            return "\(file): not a recipe file Sous can import; give a saved web page (.html), Cooklang (.cook) or JSON (.json)"
        case .webAddress(let address):
            return "\(address): Sous works offline and does not download pages; open it in your browser, save it "
                + "(Ctrl+S, 'Webpage, HTML only'), then import the saved file: sous import page.html"
        case .noRecipe(let file, let detail):
            return "\(file): no recipe found (\(detail))"
        case .incomplete(let file, let title, let missing):
            return "\(file): the recipe '\(title)' has no \(missing), so Sous cannot cook it"
        case .badJSON(let file, let detail):
            return "\(file): \(detail)"
        case .invalidRecipe(let error):
            return error.description
        case .cannotSave(let path, let reason):
            return "cannot save \(path): \(reason)"
        }
    }
}
