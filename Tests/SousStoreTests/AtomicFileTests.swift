import Foundation
import SousTestSupport
import Testing
@testable import SousStore

@Suite("Atomic file writes")
struct AtomicFileTests {
    let folder: URL = {
        let url = ScratchFolder.path("sous-atomic")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// `sous shop --output /dev/null` as root renamed a plain file over the
    /// device. A target that is no regular file (here a pipe, which is safe
    /// to make in a test) is written in place and stays what it was.
    @Test func aPipeOrDeviceIsWrittenInPlaceNotReplaced() throws {
        let pipe = folder.appendingPathComponent("pipe")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let received = ReceivedBytes()
        let reader = Thread {
            received.data = (try? FileHandle(forReadingFrom: pipe).readToEnd()) ?? Data()
            received.done.signal()
        }
        reader.start()
        try AtomicFile.write(Data("milk\n".utf8), to: pipe)
        #expect(received.done.wait(timeout: .now() + 5) == .success)
        #expect(String(decoding: received.data, as: UTF8.self) == "milk\n")
        var info = stat()
        #expect(stat(pipe.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Data(), to: folder) }
    }

    /// A list saved through a link (into a synced folder) keeps the link.
    @Test func aLinkIsFollowedAndKept() throws {
        let real = folder.appendingPathComponent("real.md")
        try Data("old".utf8).write(to: real)
        let link = folder.appendingPathComponent("list.md")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        try AtomicFile.write(Data("new".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try String(contentsOf: real, encoding: .utf8) == "new")
    }
}

private final class ReceivedBytes: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}
