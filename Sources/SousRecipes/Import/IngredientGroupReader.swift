import Foundation

/// The groups a page prints its ingredient lines in ("Chocolate Cake",
/// "Frosting", "Raspberry Filling"), found in its HTML, for recipes whose
/// structured data gives the lines as one flat list: schema.org has no
/// place for groups, so recipe cards (WP Recipe Maker, Tasty Recipes,
/// Mediavine Create, a site's own) print them only on the page.
///
/// No card is known by name. The lines are found where the page prints
/// them (the elements whose words are a line's), the block that holds the
/// most of them is taken, and inside it a short text between the lines
/// that names no ingredient heads the lines after it: an `<h4>`, a bold
/// paragraph, a list item of its own class, a card's group-name element.
enum IngredientGroupReader {
    /// The heading over each of `lines`, as printed ("For the cake"), by
    /// line; nil when the page does not print the lines in groups, or the
    /// lines cannot be found in it.
    static func groups(of lines: [String], in root: HTMLElement) -> [String?]? {
        guard lines.count >= 2 else { return nil }
        var scan = Scan(lines: lines.map(Self.tokens))
        _ = scan.visit(root)
        // Most lines are where the page prints its list, or the list is not found.
        guard let container = scan.best, scan.bestCount * 5 >= lines.count * 3 else { return nil }
        // Walked twice: the first time finds how the page prints a line
        // (`li.ingredient`), so the second takes a line it prints otherwise
        // than the data ("Salt" for "1 tsp salt") for neither a heading nor
        // a block of headings.
        var first = Walk(scan: scan, lineKinds: [])
        first.walk(container)
        var walk = Walk(scan: scan, lineKinds: Set(first.events.compactMap { if case .line(_, let kind) = $0 { kind } else { nil } }))
        walk.walk(container)
        return walk.assigned(lineCount: lines.count)
    }

    /// A text's words for comparing a line with the page: lower case,
    /// letters and digits, "½" as "1/2" is, the rest (▢, commas, brackets) left out.
    static func tokens(_ text: String) -> Set<String> {
        var spelled = ""
        for character in text.lowercased() {
            // "¾ cup" on the page is "3/4 cup" in the data.
            if let fraction = fractions[character] { spelled += " " + fraction + " " } else { spelled.append(character) }
        }
        return Set(spelled.split { !($0.isLetter || $0.isNumber) }.map(String.init))
    }

    static let fractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5",
        "⅙": "1/6", "⅚": "5/6", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8",
    ]

    /// An element holds a line when the words they have in common are at
    /// least this share of the words of both ("1 cup (240 ml)
    /// milk" on the page for "1 cup milk" in the data).
    static let enough = 0.6

    /// Texts longer than this are neither a line nor a heading.
    static let longest = 400

    static let headingTags: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    static let skipped: Set<String> = [
        "script", "style", "noscript", "template", "select", "button", "svg", "iframe", "head", "input", "textarea", "option",
    ]

    /// What the first walk learns of each element.
    struct Seen {
        /// Characters of text below it, counted up to `longest`.
        var size = 0
        /// Its words that are words of a line, by number, and how many others it has.
        var words = Set<Int>()
        var others = 0
        /// The lines the element holds, the best alike.
        var lines: [Int] = []
        var likeness = 0.0
        /// The best likeness of any element inside it.
        var bestBelow = 0.0
        /// The lines held by elements inside it or by itself.
        var covered = Set<Int>()

        var isLong: Bool { size > IngredientGroupReader.longest }
    }

    /// The first walk, over the whole page: each text run's words are read
    /// once, and an element's are its children's together, so a long page
    /// costs one pass over its text.
    private struct Scan {
        /// Each line's words, by number.
        let lines: [Set<Int>]
        /// The number of each word of the lines.
        let numbers: [String: Int]
        /// The lines each word is in, so an element is compared only with lines it shares a word with.
        let linesByWord: [Int: [Int]]
        var seen: [ObjectIdentifier: Seen] = [:]
        var best: HTMLElement?
        var bestCount = 0

        init(lines: [Set<String>]) {
            var numbers: [String: Int] = [:]
            for words in lines { for word in words where numbers[word] == nil { numbers[word] = numbers.count } }
            self.numbers = numbers
            self.lines = lines.map { Set($0.compactMap { numbers[$0] }) }
            var index: [Int: [Int]] = [:]
            for (line, words) in self.lines.enumerated() { for word in words { index[word, default: []].append(line) } }
            linesByWord = index
        }

        /// Every element's words (when its text is short), the lines it
        /// holds, and the deepest element that holds the most lines.
        mutating func visit(_ element: HTMLElement) -> Seen {
            var found = Seen()
            var covered = Set<Int>()
            for child in element.children {
                switch child {
                case .text(let run):
                    guard !found.isLong, run.utf8.contains(where: { $0 > 32 }) else { continue }
                    // Indentation is no text.
                    found.size += run.utf8.count - run.utf8.reversed().prefix(while: { $0 == 32 || $0 == 10 || $0 == 9 || $0 == 13 }).count
                    if found.isLong { continue }
                    for word in IngredientGroupReader.tokens(run) {
                        if let number = numbers[word] { found.words.insert(number) } else { found.others += 1 }
                    }
                case .element(let inner):
                    if IngredientGroupReader.skipped.contains(inner.name) || inner.isHiddenFromReader { continue }
                    let below = visit(inner)
                    covered.formUnion(below.covered)
                    found.bestBelow = max(found.bestBelow, below.bestBelow, below.likeness)
                    guard !found.isLong else { continue }
                    found.size += below.size
                    found.words.formUnion(below.words)
                    found.others += below.others
                }
            }
            if found.isLong {
                found.words = []
            } else if !found.words.isEmpty, !IngredientGroupReader.headingTags.contains(element.name) {
                // A heading is never a line, even one that names a line's thing ("Homemade Tzatziki Sauce").
                var common: [Int: Int] = [:]
                for word in found.words { for line in linesByWord[word] ?? [] { common[line, default: 0] += 1 } }
                var top = 0.0
                var held: [Int] = []
                for (index, shared) in common.sorted(by: { $0.key < $1.key }) {
                    let score = Double(shared) / Double(lines[index].count + found.words.count + found.others - shared)
                    if score > top + 1e-9 { top = score; held = [index] } else if abs(score - top) < 1e-9 { held.append(index) }
                }
                if top >= IngredientGroupReader.enough {
                    found.lines = held
                    found.likeness = top
                    covered.formUnion(held)
                }
            }
            found.covered = covered
            // Children come first: of blocks holding as many lines, the deepest.
            if covered.count > bestCount {
                bestCount = covered.count
                best = element
            }
            // A long block without lines is neither a line nor a heading, and not walked again.
            if !found.isLong || !covered.isEmpty { seen[ObjectIdentifier(element)] = found }
            return found
        }
    }

    /// The second walk, inside the block that holds the list: lines and
    /// headings in page order.
    private struct Walk {
        enum Event {
            /// `worded`: "For the cake:", "FROSTING" or bold, which a line never is.
            case heading(String, kind: String, worded: Bool)
            /// "Ingredients" over the list: the lines after it are in no group yet.
            case reset
            case line([Int], kind: String)
        }

        let scan: Scan
        /// How the page prints its lines, tag and classes.
        let lineKinds: Set<String>
        var events: [Event] = []

        init(scan: Scan, lineKinds: Set<String>) {
            self.scan = scan
            self.lineKinds = lineKinds
        }

        /// Tag and classes: what tells a card's group name from its lines.
        static func kind(_ element: HTMLElement) -> String {
            ([element.name] + element.classes.map(String.init).sorted()).joined(separator: ".")
        }

        /// `inLine`: inside an element printed as the lines are (a line
        /// holding its amount in two systems), where nothing is a heading.
        mutating func walk(_ element: HTMLElement, inLine: Bool = false) {
            for child in element.childElements {
                if IngredientGroupReader.skipped.contains(child.name) || child.isHiddenFromReader { continue }
                guard let seen = scan.seen[ObjectIdentifier(child)] else { continue }
                // The outermost element that holds a line as well as anything inside it does.
                if !seen.lines.isEmpty, seen.bestBelow <= seen.likeness + 1e-9 {
                    events.append(.line(seen.lines, kind: Self.kind(child)))
                    continue
                }
                let printedAsLine = lineKinds.contains(Self.kind(child))
                if !inLine, seen.covered.isEmpty, !seen.isLong {
                    let text = child.text(separator: " ")
                    if text.isEmpty { continue }
                    if let label = HeadedRecipeReader.label(text) {
                        if label == .ingredients { events.append(.reset) }
                        continue
                    }
                    if !["a", "label", "img", "sup", "sub"].contains(child.name), let heading = Self.heading(text) {
                        let worded = text.trimmingCharacters(in: .whitespaces).hasSuffix(":") || Self.readsAsHeading(heading) || Self.isBold(child)
                        events.append(.heading(heading, kind: Self.kind(child), worded: worded))
                        continue
                    }
                }
                if printedAsLine, seen.covered.isEmpty { continue }
                walk(child, inLine: inLine || printedAsLine)
            }
        }

        /// "For the cake:" is "For the cake"; a text with a number
        /// ("Serves 4", "1x 2x 3x"), a long one or one without letters heads nothing.
        static func heading(_ text: String) -> String? {
            let trimmed = HTMLText.clean(text).trimmingCharacters(in: CharacterSet(charactersIn: ":-=*#.–—•▢ ").union(.whitespacesAndNewlines))
            let words = trimmed.split(whereSeparator: \.isWhitespace)
            guard !trimmed.isEmpty, trimmed.count <= 60, words.count <= 8, trimmed.contains(where: \.isLetter),
                  !trimmed.contains(where: \.isNumber) else { return nil }
            return trimmed
        }

        /// The heading over each line, by line; nil unless the lines fall
        /// in two groups at least.
        func assigned(lineCount: Int) -> [String?]? {
            var group: (name: String, kind: String, worded: Bool)?
            var groups = [(name: String, kind: String, worded: Bool)?](repeating: nil, count: lineCount)
            var placed = [Bool](repeating: false, count: lineCount)
            var next = 0
            var seenLine = false
            var laterKinds = Set<String>()
            for event in events {
                switch event {
                case .heading(let name, let kind, let worded):
                    // Printed like the lines, a text the data does not list
                    // (a line it words otherwise) heads nothing unless it reads as a heading.
                    if lineKinds.contains(kind), !worded { continue }
                    group = (name, kind, worded)
                    if seenLine { laterKinds.insert(kind) }
                case .reset:
                    group = nil
                case .line(let candidates, _):
                    let free = candidates.filter { !placed[$0] }
                    guard let index = free.first(where: { $0 >= next }) ?? free.first else { continue }
                    placed[index] = true
                    groups[index] = group
                    next = index + 1
                    seenLine = true
                }
            }
            // The text over the first lines may be a card's own ("Cook
            // Mode"): a heading when printed as the later ones are, or worded as one.
            if let first = groups.first.flatMap({ $0 }), !laterKinds.contains(first.kind), !first.worded {
                for index in groups.indices where groups[index]?.name == first.name && groups[index]?.kind == first.kind { groups[index] = nil }
            }
            // A line not found on the page is in the group of the line before it.
            var names = groups.map { $0?.name }
            for index in names.indices where !placed[index] && index > 0 { names[index] = names[index - 1] }
            guard Set(names.map { $0 ?? "" }).count >= 2 else { return nil }
            return names
        }

        /// A heading in bold: `<strong>`, `<b>`, `<h4>`, or an element
        /// whose one child is.
        static func isBold(_ element: HTMLElement) -> Bool {
            if ["strong", "b", "h1", "h2", "h3", "h4", "h5", "h6", "th", "dt"].contains(element.name) { return true }
            let ownText = element.children.contains { if case .text(let run) = $0 { !run.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } else { false } }
            return !ownText && element.childElements.count == 1 && isBold(element.childElements[0])
        }

        /// "For the cake", "Para la salsa", "FROSTING": worded as a group's name.
        static func readsAsHeading(_ name: String) -> Bool {
            let lower = name.lowercased()
            if ["for ", "to ", "para ", "pour ", "für ", "per ", "voor "].contains(where: lower.hasPrefix) { return true }
            let letters = name.filter(\.isLetter)
            return letters.count >= 3 && letters.allSatisfy(\.isUppercase)
        }
    }
}

extension HTMLElement {
    /// Text a reader cannot see: the same ingredients in other units, a
    /// menu folded away.
    var isHiddenFromReader: Bool {
        if attributes.isEmpty { return false }
        if self["hidden"] != nil || self["aria-hidden"] == "true" { return true }
        if let style = self["style"], style.lowercased().replacingOccurrences(of: " ", with: "").contains("display:none") { return true }
        guard let names = self["class"]?.lowercased(), names.contains("hidden") || names.contains("d-none") else { return false }
        return classes.contains { ["hidden", "u-hidden", "visuallyhidden", "u-visuallyhidden", "d-none"].contains($0.lowercased()) }
    }
}
