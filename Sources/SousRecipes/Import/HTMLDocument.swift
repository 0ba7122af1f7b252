import CXML2
import Foundation

/// One node of a parsed web page: an element or a run of text.
public enum HTMLNode: Sendable {
    case element(HTMLElement)
    case text(String)
}

/// An element of a saved web page, copied out of libxml2's tree.
///
/// The copy lets the C document be freed as soon as the page is read, so no
/// pointer outlives `xmlFreeDoc` and the rest of the importer is plain,
/// thread-safe Swift.
public final class HTMLElement: Sendable {
    /// The tag name in lowercase ("script", "li").
    public let name: String
    public let attributes: [String: String]
    public let children: [HTMLNode]

    public init(name: String, attributes: [String: String] = [:], children: [HTMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The element's class names.
    public var classes: [Substring] { (attributes["class"] ?? "").split(whereSeparator: \.isWhitespace) }

    public func hasClass(_ name: String) -> Bool { classes.contains { $0 == name } }

    public var childElements: [HTMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// Every element below this one, depth first in document order.
    public func descendants(where matches: (HTMLElement) -> Bool) -> [HTMLElement] {
        var found: [HTMLElement] = []
        collect(into: &found, matches)
        return found
    }

    private func collect(into found: inout [HTMLElement], _ matches: (HTMLElement) -> Bool) {
        for child in childElements {
            if matches(child) { found.append(child) }
            child.collect(into: &found, matches)
        }
    }

    /// All text below the element, as the page's source has it.
    public var textContent: String {
        var text = ""
        appendText(to: &text)
        return text
    }

    private func appendText(to text: inout String) {
        for child in children {
            switch child {
            case .text(let run): text += run
            case .element(let element): element.appendText(to: &text)
            }
        }
    }

    /// The text runs below the element, each trimmed, empty ones dropped,
    /// joined by `separator`: what a reader sees, with tags as spaces.
    public func text(separator: String) -> String {
        var runs: [String] = []
        appendRuns(to: &runs)
        return runs.joined(separator: separator)
    }

    private func appendRuns(to runs: inout [String]) {
        for child in children {
            switch child {
            case .text(let run):
                let trimmed = run.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty { runs.append(trimmed) }
            case .element(let element):
                element.appendRuns(to: &runs)
            }
        }
    }
}

/// A saved web page parsed by libxml2's forgiving HTML parser.
public struct HTMLDocument: Sendable {
    public let root: HTMLElement

    /// libxml2 sets up global tables on first use; doing it once, before any
    /// thread parses, is what its thread-safety rules ask for. Sous never
    /// calls `xmlCleanupParser`, because another thread may still be parsing.
    private static let initialized: Bool = {
        sous_xml_init()
        return true
    }()

    public init(root: HTMLElement) { self.root = root }

    /// Parses a page, repairing broken markup the way browsers do. Pages that
    /// are valid UTF-8 are read as UTF-8; others use the page's own charset.
    public init(data: Data) {
        _ = Self.initialized
        guard !data.isEmpty, data.count < Int(Int32.max) else {
            root = HTMLElement(name: "html")
            return
        }
        let isUTF8 = String(validatingUTF8Data: data) != nil
        let document: htmlDocPtr? = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
            return sous_html_read(base, Int32(buffer.count), isUTF8 ? "UTF-8" : nil)
        }
        guard let document else {
            root = HTMLElement(name: "html")
            return
        }
        defer { xmlFreeDoc(document) }
        root = HTMLElement(name: "#document", children: Self.copyNodes(from: document.pointee.children))
    }

    private static func copyNodes(from first: UnsafeMutablePointer<xmlNode>?) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        var child = first
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                nodes.append(.element(copyElement(current)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content {
                    nodes.append(.text(String(cString: content)))
                }
            default:
                break
            }
            child = current.pointee.next
        }
        return nodes
    }

    private static func copyElement(_ node: UnsafeMutablePointer<xmlNode>) -> HTMLElement {
        let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            if let attributeName = current.pointee.name {
                var value = ""
                var valueNode = current.pointee.children
                while let text = valueNode {
                    if let content = text.pointee.content { value += String(cString: content) }
                    valueNode = text.pointee.next
                }
                let key = String(cString: attributeName).lowercased()
                if attributes[key] == nil { attributes[key] = value }
            }
            attribute = current.pointee.next
        }
        return HTMLElement(name: name, attributes: attributes, children: copyNodes(from: node.pointee.children))
    }
}

extension String {
    /// Decodes UTF-8, or nil when the bytes are not valid UTF-8.
    init?(validatingUTF8Data data: Data) {
        guard let decoded = String(data: data, encoding: .utf8) else { return nil }
        self = decoded
    }
}
