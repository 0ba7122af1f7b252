import Foundation
import SousTestSupport

/// Runs the built `sous` binary as a user would, with its own data folder.
struct SousBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The build products folder: the test runner lives in it beside `sous`.
    static let productsFolder: URL = {
        let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: runner).deletingLastPathComponent()
        // On Linux the runner is `<products>/SousPackageTests.xctest`.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("sous").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()

    static var executable: URL { productsFolder.appendingPathComponent("sous") }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    let dataFolder: URL
    var environment: [String: String]

    init() {
        dataFolder = ScratchFolder.path("sous-cli")
        try? FileManager.default.createDirectory(at: dataFolder, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = dataFolder.path
        environment.removeValue(forKey: "SOUS_HOME")
        environment.removeValue(forKey: "SOUS_DATA")
        self.environment = environment
    }

    func run(_ arguments: [String], input: String? = nil, directory: URL? = nil) throws -> Output {
        try run(arguments, bytes: input.map { Data($0.utf8) }, directory: directory)
    }

    /// The same with bytes on standard input (a piped WAV file).
    func run(_ arguments: [String], bytes input: Data?, directory: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory ?? FileManager.default.temporaryDirectory
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    /// Starts `sous serve` on `socket` and waits until it answers `status`.
    func serve(socket: String, data: String, _ extra: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["serve", "--socket", socket, "--data", data] + extra
        process.environment = environment
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if try run(["status", "--socket", socket]).status == 0 { return process }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.terminate()
        throw CancellationError()
    }
}
