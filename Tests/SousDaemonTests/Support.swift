import Foundation
import SousTestSupport
import SousCore
import SousStore
@testable import SousDaemon

/// Recipes for daemon tests, built in code so the tests do not depend on the bundled files.
enum Kitchens {
    static let soup = Recipe(
        id: "lentil-soup", title: "Red Lentil Soup", minutes: 40, servings: 4,
        ingredients: ["1 onion", "200 g red lentils", "1 litre stock"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Fry the onion for 5 minutes.", timer: 300), Step(text: "Add the lentils and stock."),
                Step(text: "Simmer for 20 minutes.", timer: 1200), Step(text: "Blend until smooth.")])

    static func folder() -> URL {
        let url = ScratchFolder.path("sous-daemon")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Collects published events for inspection.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [[String: Any]] = []
        func append(_ message: ControlMessage) {
            let object = (try? JSONSerialization.jsonObject(with: message.line)) as? [String: Any] ?? [:]
            lock.withLock { lines.append(object) }
        }
        func named(_ event: String) -> [[String: Any]] { lock.withLock { lines.filter { $0["event"] as? String == event } } }
    }

    final class Contexts: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [ListeningContext] = []
        func append(_ context: ListeningContext) { lock.withLock { seen.append(context) } }
        var all: [ListeningContext] { lock.withLock { seen } }
    }

    static func kitchen(_ folder: URL, clock: ManualClock, events: Events) throws -> Kitchen {
        let database = try SousDatabase.open(in: folder).database
        return Kitchen(recipes: { [soup] }, database: database, clock: clock, voice: nil, publish: { events.append($0) })
    }
}

/// A raw client socket for abusing the server.
struct RawClient {
    let fd: Int32

    init?(_ path: String) {
        guard let fd = ControlServer.connectTo(path) else { return nil }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        self.fd = fd
    }

    func send(_ bytes: Data) {
        bytes.withUnsafeBytes { _ = Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    func send(_ text: String) { send(Data(text.utf8)) }

    /// Reads until `count` lines arrived or the timeout passed.
    func lines(_ count: Int) -> [[String: Any]] {
        var buffer = Data()
        var result: [[String: Any]] = []
        while result.count < count {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let got = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if got <= 0 { break }
            buffer.append(contentsOf: chunk[0..<got])
            while let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                result.append((try? JSONSerialization.jsonObject(with: line)) as? [String: Any] ?? ["unparsable": true])
            }
        }
        return result
    }

    func close() { Glibc.close(fd) }
}
