import Foundation

/// Structured data that a page streams in script payloads instead of
/// writing it into a `<script type="application/ld+json">` element.
///
/// Sites built on React Server Components (Next.js's app router) send the
/// page as `self.__next_f.push([1, "..."])` calls; the JSON-LD the server
/// rendered travels inside those strings, escaped once more, and only a
/// browser running the scripts would see it as a JSON-LD element. Each
/// pushed argument is itself JSON, so it decodes without running anything.
enum StreamedPageData {
    /// The JSON values in the page's streamed payloads that look like
    /// schema.org data, in page order.
    static func schemaValues(in root: HTMLElement) -> [Any] {
        var values: [Any] = []
        for script in root.descendants(where: { $0.name == "script" && $0["src"] == nil }) {
            let source = script.textContent
            guard source.contains("__next_f.push(") else { continue }
            for chunk in pushedStrings(in: source) {
                let trimmed = chunk.trimmingCharacters(in: .whitespacesAndNewlines)
                guard trimmed.first == "{" || trimmed.first == "[", trimmed.contains("schema.org"),
                      let value = LenientJSON.parse(trimmed) else { continue }
                values.append(value)
            }
        }
        return values
    }

    /// The string arguments of every `__next_f.push([...])` call in a script.
    static func pushedStrings(in source: String) -> [String] {
        var strings: [String] = []
        var rest = source[...]
        while let call = rest.range(of: "__next_f.push(") {
            rest = rest[call.upperBound...]
            guard let argument = balancedArray(at: rest) else { continue }
            rest = rest[argument.endIndex...]
            guard let list = try? JSONSerialization.jsonObject(with: Data(argument.utf8)) as? [Any] else { continue }
            strings += list.compactMap { $0 as? String }
        }
        return strings
    }

    /// The JSON array starting at the front of `text`, brackets balanced and
    /// strings skipped, or nil when it does not start with one.
    private static func balancedArray(at text: Substring) -> Substring? {
        text.first == "[" ? LenientJSON.balancedValue(at: text) : nil
    }
}
