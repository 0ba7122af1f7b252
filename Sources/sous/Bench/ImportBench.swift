import Foundation
import SousRecipes

/// `sous bench import`: how often Sous imports a saved recipe page exactly
/// right, beside recipe-scrapers' generic schema.org mode on the same pages.
struct ImportBench: BenchSuite {
    static let name = "import"
    static let summary = "import accuracy on saved recipe pages, beside recipe-scrapers"
    static let options: [OptionSpec] = [
        .value("pages", "DIR", "folder of X.html + X.json pages (default: ../shared/data/recipe-pages-dev)"),
        .flag("verbose", "list the pages Sous gets wrong and the fields at fault"),
        .value("baseline", "FILE", "recipe-scrapers' figures from contrib/bench/recipe_scrapers_baseline.py --json"),
    ]

    /// recipe-scrapers 15's published generic-mode figures, for machines
    /// without Python: percentages of pages right per field.
    static let published: [String: Double] = [
        "title": 90, "ingredients": 70, "steps": 79, "minutes": 94, "servings": 91, "fully": 63,
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let home = try context.paths().home
        let folder = arguments.value("pages").map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? home.deletingLastPathComponent().appendingPathComponent("shared/data/recipe-pages-dev", isDirectory: true)
        guard !ImportAccuracy.pages(in: folder).isEmpty else {
            throw CommandFailure("\(folder.path): no X.html + X.json pages to measure on; give --pages DIR")
        }
        let report = ImportAccuracy.evaluate(folder: folder)
        let outcome = Baseline.load(arguments.value("baseline"))
        let baseline = try? outcome.get()

        let total = report.pages.count
        func cell(_ right: Int, of count: Int) -> String {
            String(format: "%d/%d (%.1f%%)", right, count, count == 0 ? 0 : 100 * Double(right) / Double(count))
        }
        func baselineCell(_ key: String) -> String {
            if let baseline, let right = baseline.right[key] { return cell(right, of: baseline.pages) }
            return String(format: "%.0f%%", published[key] ?? 0)
        }
        let baselineHeading = baseline.map { "recipe-scrapers \($0.version) (generic schema.org, this run)" }
            ?? "recipe-scrapers (generic schema.org, published figures)"
        Console.out("Import accuracy on \(total) saved pages in \(folder.path)")
        Console.out("")
        Console.out("| field | Sous | \(baselineHeading) |")
        Console.out("|---|---|---|")
        for field in ImportAccuracy.Field.allCases {
            Console.out("| \(field.rawValue) | \(cell(report.count(field), of: total)) | \(baselineCell(field.rawValue)) |")
        }
        Console.out("| **fully right** | **\(cell(report.fullyRight, of: total))** | **\(baselineCell("fully"))** |")
        Console.out("")
        Console.out(String(format: "Sous read the %d pages in %.2f s.", total, report.seconds))
        if case .failure(let problem) = outcome {
            Console.out("The baseline column holds recipe-scrapers' published figures; it could not run here: \(problem.reason)")
        }
        if arguments.has("verbose") {
            Console.out("")
            for page in report.pages where !page.fullyRight {
                let wrong = ImportAccuracy.Field.allCases.filter { !page.right.contains($0) }.map(\.rawValue)
                Console.out("- \(page.page): \(wrong.joined(separator: ", "))\(page.error.map { " (\($0))" } ?? "")")
            }
        }
        return 0
    }
}

/// recipe-scrapers' figures on the same pages, measured by
/// contrib/bench/recipe_scrapers_baseline.py in the same `make bench` run.
private struct Baseline {
    var version: String
    var pages: Int
    var right: [String: Int]

    /// The baseline's figures, or the reason there are none.
    static func load(_ file: String?) -> Result<Baseline, BaselineUnavailable> {
        guard let file else { return .failure(.init("no --baseline file given (make bench-library makes one)")) }
        guard let data = FileManager.default.contents(atPath: file),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return .failure(.init("\(file) is missing or not JSON: the baseline script could not run"))
        }
        if let problem = object["error"] as? String { return .failure(.init(problem)) }
        guard let right = object["right"] as? [String: Any], let pages = (object["pages"] as? NSNumber)?.intValue else {
            return .failure(.init("\(file) holds no figures"))
        }
        return .success(Baseline(version: object["version"] as? String ?? "?", pages: pages,
                                 right: right.compactMapValues { ($0 as? NSNumber)?.intValue }))
    }
}

private struct BaselineUnavailable: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
