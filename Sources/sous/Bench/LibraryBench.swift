import Foundation
import SousCore
import SousRecipes

/// `sous bench library`: search latency and start-up time on a generated
/// 10,000-recipe library, each beside a baseline measured in the same run.
struct LibraryBench: BenchSuite {
    static let name = "library"
    static let summary = "Search latency and start-up on a generated 10,000-recipe library."
    static let options: [OptionSpec] = [
        .value("recipes", "N", "library size (default 10000)"),
        .value("queries", "N", "number of search queries (default 300)"),
        .value("runs", "N", "start-up runs; the median is shown (default 3)"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let count = try arguments.int("recipes", in: 10...200_000) ?? 10_000
        let queryCount = try arguments.int("queries", in: 10...100_000) ?? 300
        let runs = try arguments.int("runs", in: 1...50) ?? 3
        let bundled = RecipeFolder(try context.paths().recipes).load().recipes
        guard !bundled.isEmpty else { throw CommandFailure("no bundled recipes to generate from") }

        let generated = LibraryBenchData.recipes(count: count, from: bundled)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-bench-library-\(getpid())", isDirectory: true)
        BenchFolder.remove(folder)
        defer { BenchFolder.remove(folder) }
        try BenchFolder.write(generated, to: folder)

        // Start-up: Sous's loader (decode + validate + duplicate check), first
        // without a snapshot (it parses every file and writes one), then with
        // it; the index; against plain JSONDecoder over the same files.
        let snapshot = folder.appendingPathComponent("cache", isDirectory: true).appendingPathComponent("recipes.snapshot")
        var coldTimes: [Double] = [], warmTimes: [Double] = [], indexTimes: [Double] = [], baselineTimes: [Double] = []
        var search = RecipeSearch([])
        for _ in 0..<runs {
            try? FileManager.default.removeItem(at: snapshot)
            let (cold, coldTime) = time { RecipeLibrary.loadFolder(folder, snapshot: snapshot) }
            let (warm, warmTime) = time { RecipeLibrary.loadFolder(folder, snapshot: snapshot) }
            guard cold.recipes.count == count, warm.recipes == cold.recipes else {
                throw CommandFailure("loaded \(cold.recipes.count) of \(count) recipes, \(warm.recipes.count) from the snapshot: \(cold.problems.first.map { "\($0)" } ?? "")")
            }
            let (index, indexing) = time { RecipeSearch(warm.recipes) }
            search = index
            coldTimes.append(coldTime)
            warmTimes.append(warmTime)
            indexTimes.append(indexing)
            let (decoded, baseline) = time { plainDecode(folder) }
            guard decoded == count else { throw CommandFailure("the baseline decoded \(decoded) of \(count) recipes") }
            baselineTimes.append(baseline)
        }

        // Search latency, every query timed alone.
        let queries = LibraryBenchData.queries(count: queryCount, from: generated)
        let scan = LinearScanSearch(search.recipes)
        // The first search files the steps' words (not done at start-up, as
        // most commands never search the steps): timed apart, before the warm-up.
        let (_, firstSearch) = time { search.search(queries[0]) }
        for query in queries.prefix(20) { _ = search.search(query); _ = scan.search(query) } // warm up
        var sousTimes: [Double] = [], scanTimes: [Double] = []
        var sousHits = 0, scanHits = 0
        for query in queries {
            let (hits, elapsed) = time { search.search(query) }
            sousTimes.append(elapsed)
            sousHits += hits.count
            let (scanned, scanElapsed) = time { scan.search(query) }
            scanTimes.append(scanElapsed)
            scanHits += scanned.count
        }

        let index = median(indexTimes), baseline = median(baselineTimes)
        let snapshotSize = ((try? FileManager.default.attributesOfItem(atPath: snapshot.path)[.size]) as? Int ?? 0) / 1024
        let figures = "\(count.formatted()) recipes, \(queries.count) queries (1/3 one word, 1/3 two words, 1/3 with a typo)"
        Console.out("## sous bench library\n\n\(figures); start-up median of \(runs) runs; \(buildKind) build.\n")
        Console.out("| measure | Sous | baseline | target |")
        Console.out("|---|---|---|---|")
        Console.out("| search, median per query | \(ms(median(sousTimes))) | \(ms(median(scanTimes))) (linear substring scan) | <= 5 ms |")
        Console.out("| search, p95 per query | \(ms(percentile(sousTimes, 0.95))) | \(ms(percentile(scanTimes, 0.95))) | <= 5 ms |")
        Console.out("| search, slowest query | \(ms(sousTimes.max() ?? 0)) | \(ms(scanTimes.max() ?? 0)) | |")
        Console.out("| hits per query, mean | \(String(format: "%.1f", Double(sousHits) / Double(queries.count))) | \(String(format: "%.1f", Double(scanHits) / Double(queries.count))) (no typos forgiven) | |")
        Console.out("| load \(count.formatted()) files, first run: parse, check, write the snapshot | \(ms(median(coldTimes))) | \(ms(baseline)) (plain JSONDecoder, no checks) | |")
        Console.out("| load \(count.formatted()) files, snapshot current (\(snapshotSize) KB) | \(ms(median(warmTimes))) | \(ms(baseline)) | |")
        Console.out("| build the search index | \(ms(index)) | - | |")
        Console.out("| first search, filing the steps' words then | \(ms(firstSearch)) | - | |")
        Console.out("| start-up: load + index, first run | \(ms(median(zip(coldTimes, indexTimes).map(+)))) | \(ms(baseline)) | |")
        Console.out("| start-up: load + index | \(ms(median(zip(warmTimes, indexTimes).map(+)))) | \(ms(baseline)) | <= 500 ms |")
        return 0
    }

    #if DEBUG
    static let buildKind = "debug (use 'swift build -c release' for real numbers)"
    #else
    static let buildKind = "release"
    #endif

    /// Every file read and decoded with a plain JSONDecoder.
    static func plainDecode(_ folder: URL) -> Int {
        let files = (try? RecipeFolder.files(in: folder, withExtension: "json")) ?? []
        let decoder = JSONDecoder()
        var decoded = 0
        for file in files {
            if let data = try? Data(contentsOf: file), (try? decoder.decode(Recipe.self, from: data)) != nil { decoded += 1 }
        }
        return decoded
    }

    static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }

    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    static func ms(_ value: Double) -> String {
        value < 10 ? String(format: "%.2f ms", value) : String(format: "%.0f ms", value)
    }
}
