import Foundation

/// A page saved as one file by Chrome or Edge ("Webpage, Single File",
/// `.mhtml`): a MIME message whose first HTML part is the page, usually
/// quoted-printable. Sous reads that part as it reads a saved `.html`.
enum SavedPageArchive {
    /// Whether the data starts like a MIME message.
    static func isArchive(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(2_048), as: UTF8.self).lowercased()
        return head.contains("mime-version:") && head.contains("multipart/")
    }

    /// The page's HTML, decoded; nil when the data holds no HTML part.
    static func html(in data: Data) -> Data? {
        guard isArchive(data), let text = String(data: data, encoding: .isoLatin1) else { return nil }
        // Latin-1 keeps every byte as one character, so the parts come back byte for byte.
        let head = String(text.prefix(4_096))
        guard let match = head.firstMatch(of: boundaryPattern) else { return nil }
        let boundary = "--" + String(match.output.1 ?? match.output.2 ?? "")
        for part in text.components(separatedBy: boundary).dropFirst() {
            guard let split = part.range(of: "\r\n\r\n") ?? part.range(of: "\n\n") else { continue }
            let headers = part[..<split.lowerBound].lowercased()
            guard headers.contains("content-type: text/html") else { continue }
            let body = String(part[split.upperBound...])
            if headers.contains("content-transfer-encoding: base64") {
                return Data(base64Encoded: body, options: .ignoreUnknownCharacters)
            }
            let bytes = body.data(using: .isoLatin1) ?? Data()
            return headers.contains("content-transfer-encoding: quoted-printable") ? quotedPrintable(bytes) : bytes
        }
        return nil
    }

    nonisolated(unsafe) private static let boundaryPattern = #/(?i)boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/#

    /// "=3D" is "=", "=E2=80=99" is "’", "=" at a line's end joins it to the next.
    static func quotedPrintable(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var out = Data(capacity: bytes.count)
        var index = 0
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 48...57: return byte - 48
            case 65...70: return byte - 55
            case 97...102: return byte - 87
            default: return nil
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "=") else {
                out.append(byte)
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                index += 2
            } else if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"), bytes[index + 2] == UInt8(ascii: "\n") {
                index += 3
            } else if index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(byte)
                index += 1
            }
        }
        return out
    }
}
