import Foundation
import SousCore
import SousStore

struct PantryCommand: Subcommand {
    static let name = "pantry"
    static let summary = "What you have at home, left off shopping lists: show, add or remove items."
    static let usage = "sous pantry [add ITEM... | remove ITEM...]"
    static let discussion = """
        Each ITEM is one argument ("olive oil") or a comma-separated list. Names match as the shopping
        list merges them, ignoring case and plurals. Salt, pepper, oil and water are assumed; removing
        one says you have run out, so it goes on the list.
        """

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let pantry = PantryStore(try context.database())
        let action = arguments.positionals.first ?? "show"
        let items = arguments.positionals.dropFirst()
            .flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
        switch action {
        case "show", "list":
            guard items.isEmpty else { throw UsageError("use 'pantry add ITEM' or 'pantry remove ITEM'") }
            let have = try pantry.items()
            Console.out(have.isEmpty ? "Nothing in your pantry yet. Add with 'sous pantry add rice \"plain flour\"'."
                                     : "In your pantry: \(have.joined(separator: ", ")).")
            let lacking = try pantry.lacking()
            Console.out("Always assumed: salt, pepper, oil and water" + (lacking.isEmpty ? "." : ", except \(lacking.joined(separator: ", ")) (run out)."))
        case "add":
            guard !items.isEmpty else { throw UsageError("pantry add needs at least one ITEM") }
            for item in items {
                switch try pantry.add(item) {
                case .added: Console.out("Added \(item).")
                case .alreadyThere: Console.out("\(item) is already in your pantry.")
                case .staple:
                    Console.out("Not added: \(item) is a staple Sous always assumes you have; 'sous pantry remove \(item)' when you run out.")
                case .stapleBack: Console.out("Noted that you have \(item) again; it is left off shopping lists.")
                }
            }
        case "remove":
            guard !items.isEmpty else { throw UsageError("pantry remove needs at least one ITEM") }
            var missing: [String] = []
            for item in items {
                switch try pantry.remove(item) {
                case .removed: Console.out("Removed \(item).")
                case .stapleMarkedMissing: Console.out("Noted that you are out of \(item); it will go on shopping lists.")
                case .notThere where PantryStaples.contains(item):
                    Console.out("You are already out of \(item); it is on shopping lists.")
                case .notThere: missing.append(item)
                }
            }
            if !missing.isEmpty {
                // "flour" when the pantry holds "plain flour": say what is there.
                let held = try pantry.contents().have
                let near = missing.flatMap { wanted in held.filter { Words.stems($0).contains(Words.stems(wanted).last ?? "") } }
                throw CommandFailure("not in your pantry: \(missing.joined(separator: ", "))"
                                     + (near.isEmpty ? (held.isEmpty ? " (it is empty)" : "; 'sous pantry' lists what it holds") : " (it holds \(near.joined(separator: ", ")))"))
            }
        default:
            throw UsageError("unknown pantry action '\(action)'; use add, remove, or nothing to show the pantry")
        }
        return 0
    }
}
