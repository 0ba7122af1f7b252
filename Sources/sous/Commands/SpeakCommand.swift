import Foundation
import SousSpeech

struct SpeakCommand: Subcommand {
    static let name = "speak"
    static let summary = "Say text aloud with eSpeak NG, or write it to a WAV file."
    static let usage = "sous speak TEXT [--output FILE.wav|alsa:DEVICE|null] [--voice VOICE] [--rate WPM] [--pitch N] [--volume N]"
    static let discussion = "Text is read as a cook would say it: '1/2 cup' as 'half a cup', '350°F' as '350 degrees Fahrenheit'."
    static let options: [OptionSpec] = [
        .value("output", "TARGET", "a .wav file, alsa:DEVICE (default alsa:default) or null"),
        .value("voice", "VOICE", "eSpeak NG voice, e.g. en-us, en-gb, en+f3 (default en-us)"),
        .value("rate", "WPM", "words per minute, 80-450 (default 160)"),
        .value("pitch", "N", "0-99 (default 50)"),
        .value("volume", "N", "0-200 (default 100)"),
    ]

    static func settings(_ arguments: ParsedArguments) throws -> VoiceSettings {
        var settings = VoiceSettings.assistant
        if let voice = arguments.value("voice") { settings.voice = voice }
        if let rate = try arguments.int("rate", in: 80...450) { settings.rate = rate }
        if let pitch = try arguments.int("pitch", in: 0...99) { settings.pitch = pitch }
        if let volume = try arguments.int("volume", in: 0...200) { settings.volume = volume }
        return settings
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let text = arguments.positionals.joined(separator: " ")
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("speak needs TEXT") }
        let endpoint = AudioEndpoint(arguments.value("output") ?? "alsa:default")
        if case .standardStream = endpoint { throw UsageError("--output must be a .wav file, alsa:DEVICE or null") }
        // Only WAV is written: "a.mp3" (or "default", meant as the sound card)
        // would hold WAV under a name that says otherwise.
        if case .file(let path) = endpoint {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw CommandFailure("\(path) is a folder; give a file name such as \((path as NSString).appendingPathComponent("speech.wav"))")
            }
            guard (path as NSString).pathExtension.lowercased() == "wav" else {
                throw UsageError("--output \(path): Sous writes WAV audio only; give a name ending in .wav (or alsa:\(path == "default" ? "default" : "DEVICE") for a sound card)")
            }
        }
        do {
            let speaker = try Speaker(endpoint: endpoint, settings: try settings(arguments))
            try speaker.say(text)
            speaker.finish()
            if case .file(let path) = endpoint {
                Console.out(String(format: "Wrote %.1f s of speech to %@.", speaker.recordedSeconds, path))
            }
        } catch let error as SpeechError {
            throw CommandFailure("\(error.message)" + (endpoint == .alsa("default") ? "; use --output FILE.wav to write a file instead" : ""))
        }
        return 0
    }
}
