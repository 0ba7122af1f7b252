import Foundation

/// Reads schema.org items written as HTML microdata (`itemscope`,
/// `itemtype`, `itemprop`) into the same dictionary shape JSON-LD gives,
/// so one reader handles both.
enum MicrodataReader {
    /// Every Recipe item on the page, in document order.
    static func recipes(in root: HTMLElement) -> [[String: Any]] {
        root.descendants { element in
            element.attributes["itemscope"] != nil && SchemaTypes.isRecipe(types(of: element))
        }
        .map(item)
    }

    private static func types(of element: HTMLElement) -> [String] {
        (element["itemtype"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The item's properties; a property given several times becomes a list.
    static func item(_ scope: HTMLElement) -> [String: Any] {
        var properties: [String: [Any]] = [:]
        collectProperties(of: scope, into: &properties)
        var item: [String: Any] = [:]
        for (name, values) in properties {
            item[name] = values.count == 1 ? values[0] : values
        }
        let types = types(of: scope).map { SchemaTypes.localName($0) }
        if !types.isEmpty { item["@type"] = types.count == 1 ? types[0] : types }
        return item
    }

    private static func collectProperties(of element: HTMLElement, into properties: inout [String: [Any]]) {
        for child in element.childElements {
            let names = (child["itemprop"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            let isScope = child.attributes["itemscope"] != nil
            if !names.isEmpty {
                let value: Any = isScope ? item(child) : propertyValue(child)
                for name in names { properties[name, default: []].append(value) }
            }
            // A nested item's properties are its own.
            if !isScope { collectProperties(of: child, into: &properties) }
        }
    }

    /// A property's value by the microdata rules, plus the common habit of
    /// putting a machine value in `content` on any element.
    private static func propertyValue(_ element: HTMLElement) -> String {
        if let content = element["content"] { return content }
        switch element.name {
        case "meta": return element["content"] ?? ""
        case "a", "link", "area": return element["href"] ?? ""
        case "img", "audio", "video", "source", "embed", "iframe", "track": return element["src"] ?? ""
        case "object": return element["data"] ?? ""
        case "time": return element["datetime"] ?? element.layoutText
        case "data", "meter": return element["value"] ?? element.layoutText
        default: return element.layoutText
        }
    }
}

/// schema.org type names as pages write them: "Recipe",
/// "http://schema.org/Recipe", "schema:Recipe", or lists of types.
enum SchemaTypes {
    static func localName(_ type: String) -> String {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        if let cut = trimmed.lastIndex(where: { $0 == "/" || $0 == ":" || $0 == "#" }) {
            return String(trimmed[trimmed.index(after: cut)...])
        }
        return trimmed
    }

    static func types(of node: [String: Any]) -> [String] {
        switch node["@type"] ?? node["type"] {
        case let type as String: return [localName(type)]
        case let list as [Any]: return list.compactMap { ($0 as? String).map(localName) }
        default: return []
        }
    }

    static func isRecipe(_ types: [String]) -> Bool {
        types.contains { localName($0).lowercased() == "recipe" }
    }

    static func contains(_ node: [String: Any], _ type: String) -> Bool {
        types(of: node).contains { $0.lowercased() == type.lowercased() }
    }
}

extension HTMLElement {
    /// The text as a reader sees it laid out: block elements start new lines,
    /// text runs are joined by a space unless punctuation follows or an
    /// opening parenthesis precedes. This is the algorithm of the `html-text`
    /// package that extruct (and so recipe-scrapers) uses for microdata, so a
    /// property reads the same in both.
    var layoutText: String {
        var layout = TextLayout()
        layout.walk(self, isRoot: true)
        return layout.chunks.joined().trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

private struct TextLayout {
    enum Previous {
        case newline, doubleNewline
        case text(String)
    }

    static let newlineTags: Set<String> = [
        "article", "aside", "br", "dd", "details", "div", "dt", "fieldset", "figcaption", "footer", "form", "header",
        "hr", "legend", "li", "main", "nav", "table", "tr",
    ]
    static let doubleNewlineTags: Set<String> = [
        "blockquote", "dl", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "ol", "p", "pre", "title", "ul",
    ]
    /// A button's label ("Pin it", "Print") is no part of the text it sits in.
    static let skipped: Set<String> = ["script", "style", "noscript", "template", "iframe", "object", "embed", "button"]

    var chunks: [String] = []
    var previous = Previous.doubleNewline

    mutating func walk(_ element: HTMLElement, isRoot: Bool) {
        addNewlines(element.name)
        for child in element.children {
            switch child {
            case .text(let run):
                addText(run)
            case .element(let inner):
                if Self.skipped.contains(inner.name) { continue }
                walk(inner, isRoot: false)
            }
        }
        addNewlines(element.name)
    }

    private mutating func addNewlines(_ tag: String) {
        if case .doubleNewline = previous { return }
        if Self.doubleNewlineTags.contains(tag) {
            if case .newline = previous { chunks.append("\n") } else { chunks.append("\n\n") }
            previous = .doubleNewline
        } else if Self.newlineTags.contains(tag) {
            if case .newline = previous {} else { chunks.append("\n") }
            previous = .newline
        }
    }

    private mutating func addText(_ raw: String) {
        let text = raw.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard !text.isEmpty else { return }
        var space = false
        if case .text(let before) = previous {
            let trailingSpace = before.last?.isWhitespace ?? false
            let punctuationAfter = text.first.map { ",:;.!?\")".contains($0) } ?? false
            let bracketBefore = before.hasSuffix("(")
            space = trailingSpace || (!punctuationAfter && !bracketBefore)
        }
        if space { chunks.append(" ") }
        chunks.append(text)
        previous = .text(raw)
    }
}
