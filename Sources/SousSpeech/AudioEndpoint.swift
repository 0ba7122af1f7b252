/// Where audio comes from or goes to, as written on the command line:
/// `alsa:DEVICE`, `FILE.wav`, `-` (standard input) or `null`.
public enum AudioEndpoint: Sendable, Hashable, CustomStringConvertible {
    case alsa(String)
    case file(String)
    case standardStream
    case null

    public init(_ text: String) {
        if text == "-" {
            self = .standardStream
        } else if text == "null" {
            self = .null
        } else if text.hasPrefix("alsa:") {
            let device = String(text.dropFirst(5))
            self = .alsa(device.isEmpty ? "default" : device)
        } else {
            self = .file(text)
        }
    }

    public var description: String {
        switch self {
        case .alsa(let device): "alsa:\(device)"
        case .file(let path): path
        case .standardStream: "-"
        case .null: "null"
        }
    }
}
