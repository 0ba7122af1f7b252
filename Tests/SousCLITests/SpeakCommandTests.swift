import Foundation
import Testing
import SousSpeech

/// `sous speak --output`: only WAV is written, so the name must say so; a
/// folder or a missing folder is named; the length reported is the file's.
@Suite("Speaking to a file")
struct SpeakCommandTests {
    let sous = SousBinary()

    @Test func theReportedLengthIsTheFilesLength() throws {
        let path = sous.dataFolder.appendingPathComponent("hello.wav").path
        let output = try sous.run(["speak", "Preheat the oven. Then wait.", "--output", path])
        #expect(output.status == 0, "\(output.stderr)")
        let seconds = try AudioFile.read(path).duration
        #expect(output.stdout == String(format: "Wrote %.1f s of speech to %@.\n", seconds, path), "\(output.stdout) for \(seconds) s")
    }

    @Test func aNameNotEndingInWavIsRefused() throws {
        for name in ["a.mp3", "default"] {
            let output = try sous.run(["speak", "hello", "--output", name], directory: sous.dataFolder)
            #expect(output.status == 2)
            #expect(output.stderr.hasPrefix("error: --output \(name): Sous writes WAV audio only; give a name ending in .wav"), "\(output.stderr)")
            #expect(!FileManager.default.fileExists(atPath: sous.dataFolder.appendingPathComponent(name).path))
        }
    }

    @Test func aFolderOrAMissingFolderIsNamed() throws {
        let folder = sous.dataFolder.appendingPathComponent("take.wav")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let onFolder = try sous.run(["speak", "hello", "--output", folder.path])
        #expect(onFolder.status == 1)
        #expect(onFolder.stderr.contains("\(folder.path) is a folder; give a file name"), "\(onFolder.stderr)")
        let missing = sous.dataFolder.appendingPathComponent("nowhere/x.wav").path
        let inMissing = try sous.run(["speak", "hello", "--output", missing])
        #expect(inMissing.status == 1)
        #expect(inMissing.stderr.contains("the folder \(sous.dataFolder.path)/nowhere does not exist"), "\(inMissing.stderr)")
    }
}
