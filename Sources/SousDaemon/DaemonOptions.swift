import Foundation
import SousSpeech

/// How `sous serve` was asked to run.
public struct DaemonOptions: Sendable {
    public var input: AudioEndpoint = .alsa("default")
    public var output: AudioEndpoint = .alsa("default")
    public var socketPath: String
    public var dataDirectory: URL
    public var textOnly = false
    public var logLevel: Log.Level = .info
    public var voice = VoiceSettings.assistant

    public init(socketPath: String, dataDirectory: URL) {
        self.socketPath = socketPath
        self.dataDirectory = dataDirectory
    }

    /// `$XDG_RUNTIME_DIR/sous/sous.sock`, or `~/.local/state/sous/sous.sock`.
    public static func defaultSocketPath(environment: [String: String]) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            return runtime + "/sous/sous.sock"
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/state/sous/sous.sock"
    }
}
