#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SousCore

/// A small deterministic generator, so every run benchmarks the same library.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Synthetic recipes and queries built from the bundled recipes: titles
/// shuffled from their words, ingredients drawn from all of theirs, so the
/// vocabulary and the shape of each recipe stay realistic.
enum LibraryBenchData {
    static func recipes(count: Int, from bundled: [Recipe], seed: UInt64 = 42) -> [Recipe] {
        var random = SplitMix64(seed: seed)
        let titleWords = Array(Set(bundled.flatMap { $0.title.split(separator: " ").map(String.init) }
            .filter { $0.count > 2 && !["and", "with", "the"].contains($0.lowercased()) })).sorted()
        let ingredients = bundled.flatMap(\.ingredients)
        var result: [Recipe] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let base = bundled[index % bundled.count]
            var words = base.title.split(separator: " ").map(String.init)
            words.shuffle(using: &random)
            words = Array(words.prefix(2)) + (0..<Int.random(in: 1...2, using: &random)).map { _ in titleWords.randomElement(using: &random)! }
            words.shuffle(using: &random)
            let title = words.joined(separator: " ")
            let picked = (0..<Int.random(in: 5...12, using: &random)).map { _ in ingredients.randomElement(using: &random)! }
            result.append(Recipe(
                id: "bench-\(index)", title: title, tags: base.tags, minutes: Int.random(in: 5...180, using: &random),
                servings: base.servings, image: nil, diets: base.diets, notDiets: base.notDiets, allergens: base.allergens,
                ingredients: picked, steps: base.steps, nutrition: base.nutrition))
        }
        return result
    }

    /// Typical queries: single words, two words, and words with one typo
    /// (a letter dropped, doubled, swapped or changed), as people type them.
    static func queries(count: Int, from recipes: [Recipe], seed: UInt64 = 7) -> [String] {
        var random = SplitMix64(seed: seed)
        let vocabulary = Array(Set(recipes.prefix(2000).flatMap { recipe in
            Words.tokens(recipe.title) + recipe.ingredients.flatMap { Words.tokens($0.name) }
        }.filter { $0.count >= 4 })).sorted()
        var queries: [String] = []
        for index in 0..<count {
            let word = vocabulary.randomElement(using: &random)!
            switch index % 3 {
            case 0:
                queries.append(word)
            case 1:
                queries.append("\(word) \(vocabulary.randomElement(using: &random)!)")
            default:
                queries.append(typo(word, &random))
            }
        }
        return queries
    }

    static func typo(_ word: String, _ random: inout SplitMix64) -> String {
        var letters = Array(word)
        let at = Int.random(in: 1..<(letters.count - 1), using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: letters.remove(at: at)
        case 1: letters.insert(letters[at], at: at)
        case 2: letters.swapAt(at, at + 1)
        default: letters[at] = letters[at] == "e" ? "a" : "e"
        }
        return String(letters)
    }
}

/// The baseline search: a linear scan, every query word a case-insensitive
/// substring of the title or of an ingredient name.
struct LinearScanSearch {
    let titles: [String]
    let ingredients: [[String]]

    init(_ recipes: [Recipe]) {
        titles = recipes.map { $0.title.lowercased() }
        ingredients = recipes.map { $0.ingredients.map { $0.name.lowercased() } }
    }

    func search(_ query: String) -> [Int] {
        let words = query.lowercased().split(separator: " ").map(String.init)
        var hits: [Int] = []
        for index in titles.indices where words.allSatisfy({ word in
            titles[index].contains(word) || ingredients[index].contains { $0.contains(word) }
        }) {
            hits.append(index)
        }
        return hits
    }
}

/// The generated library on disk. Plain POSIX calls: on this kind of
/// virtual disk Foundation's per-file write and remove cost milliseconds
/// each, which made a 10,000-file benchmark wait on set-up, not on Sous.
enum BenchFolder {
    static func write(_ recipes: [Recipe], to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for recipe in recipes {
            let path = folder.appendingPathComponent("\(recipe.id).json").path
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { throw CommandFailure("cannot write \(path)") }
            defer { close(descriptor) }
            let data = recipe.encodedJSON()
            let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, data.count) }
            guard written == data.count else { throw CommandFailure("cannot write \(path)") }
            // As if written an hour ago: files only just written are never
            // trusted to the snapshot, and a real library is not brand new.
            var times = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
            futimens(descriptor, &times)
        }
    }

    /// Removes the folder and everything in it (one level of subfolders).
    static func remove(_ folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            let path = folder.appendingPathComponent(name).path
            if unlink(path) != 0 { remove(URL(fileURLWithPath: path, isDirectory: true)) }
        }
        rmdir(folder.path)
    }
}
