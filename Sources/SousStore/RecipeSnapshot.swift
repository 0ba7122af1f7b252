import Foundation
import SousCore

/// The decoded contents of a recipe folder, saved in one file so the next
/// start-up reads one file instead of parsing thousands of JSON files.
///
/// Each recipe is stored with its file's name, modification time and size:
/// a file that changed is decoded afresh, one that did not is taken from
/// here. A snapshot that is damaged, truncated, from another version of
/// Sous or for a changed recipe model is ignored as if absent, and writing
/// one is atomic, so a half-written snapshot is never read back.
public enum RecipeSnapshot {
    public struct Entry: Sendable {
        public var file: String
        /// Nanoseconds since 1970.
        public var modified: Int64
        public var size: Int64
        public var recipe: Recipe

        public init(file: String, modified: Int64, size: Int64, recipe: Recipe) {
            self.file = file
            self.modified = modified
            self.size = size
            self.recipe = recipe
        }
    }

    private static let magic = Array("SOUSSNAP".utf8)

    public static func encode(_ entries: [Entry]) -> Data {
        var body = BinaryWriter()
        body.varint(UInt64(entries.count))
        for entry in entries {
            body.string(entry.file)
            body.int(Int(entry.modified))
            body.int(Int(entry.size))
            body.recipe(entry.recipe)
        }
        var payload = BinaryWriter()
        payload.varint(UInt64(body.table.count))
        for string in body.table {
            let utf8 = Array(string.utf8)
            payload.varint(UInt64(utf8.count))
            payload.append(utf8)
        }
        payload.append(body.bytes)
        var file = BinaryWriter()
        file.append(magic)
        file.fixed(RecipeCodec.fingerprint)
        file.fixed(UInt64(payload.bytes.count))
        file.fixed(FNV.hash(payload.bytes))
        file.append(payload.bytes)
        return Data(file.bytes)
    }

    /// The entries, or nil when there is no usable snapshot.
    public static func decode(_ data: Data) -> [Entry]? {
        guard RecipeCodec.isCurrent else { return nil }
        return data.withUnsafeBytes { raw -> [Entry]? in
            let all = raw.bindMemory(to: UInt8.self)
            let header = magic.count + 24
            guard all.count >= header, Array(all[0..<magic.count]) == magic else { return nil }
            func fixed(_ at: Int) -> UInt64 {
                var value: UInt64 = 0
                for index in 0..<8 { value |= UInt64(all[at + index]) << (8 * UInt64(index)) }
                return value
            }
            guard fixed(magic.count) == RecipeCodec.fingerprint, fixed(magic.count + 8) == UInt64(all.count - header) else { return nil }
            let payload = UnsafeBufferPointer(rebasing: all[header...])
            guard FNV.hash(payload) == fixed(magic.count + 16) else { return nil }
            var reader = BinaryReader(payload)
            do {
                let stringCount = try reader.count()
                var table: [String] = []
                table.reserveCapacity(stringCount)
                for _ in 0..<stringCount { table.append(try reader.rawString()) }
                reader.table = table
                let count = try reader.count()
                var entries: [Entry] = []
                entries.reserveCapacity(count)
                for _ in 0..<count {
                    let file = try reader.string()
                    let modified = Int64(try reader.int()), size = Int64(try reader.int())
                    entries.append(Entry(file: file, modified: modified, size: size, recipe: try reader.recipe()))
                }
                return reader.atEnd ? entries : nil
            } catch {
                return nil
            }
        }
    }

    public static func read(_ url: URL) -> [Entry]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return decode(data)
    }

    public static func write(_ entries: [Entry], to url: URL) throws(AtomicFile.Failure) {
        try AtomicFile.write(encode(entries), to: url)
    }
}

extension BinaryWriter {
    mutating func append(_ more: [UInt8]) { appendBytes(more) }

    /// Eight bytes, little-endian.
    mutating func fixed(_ value: UInt64) {
        var bits = value
        var eight: [UInt8] = []
        for _ in 0..<8 {
            eight.append(UInt8(bits & 0xFF))
            bits >>= 8
        }
        appendBytes(eight)
    }
}
