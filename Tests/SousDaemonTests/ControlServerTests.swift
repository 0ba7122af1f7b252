import Foundation
import Testing
@testable import SousDaemon

@Suite("Control socket abuse", .serialized)
struct ControlServerTests {
    let folder = Kitchens.folder()
    var path: String { folder.appendingPathComponent("s.sock").path }

    func server() throws -> ControlServer {
        try ControlServer(path: path) { request in
            if case .intent(let text, _, _) = request.command, text == "slow" {
                try? await Task.sleep(for: .milliseconds(200))
            }
            return .reply(request.id, ["echo": "\(request.command)"])
        }
    }

    /// Lines a client can compare and read: keys in order at every depth,
    /// text escaped as JSON, whole numbers without ".0", one line each.
    @Test func messagesAreOneJSONLineWithSortedKeys() throws {
        let timer: [String: any Sendable] = ["remaining": 90, "name": "pasta", "ringing": false]
        let message = ControlMessage.reply(.number(7), ["said": ["Step 2 of 5: \"Stir\"\nthen 180°C / 350°F"],
                                                        "timers": [timer], "confidence": 0.5, "recipe": NSNull()])
        let line = String(decoding: message.line, as: UTF8.self)
        #expect(line == #"{"confidence":0.5,"id":7,"ok":true,"recipe":null,"said":["Step 2 of 5: \"Stir\"\nthen 180°C / 350°F"],"timers":[{"name":"pasta","remaining":90,"ringing":false}]}"# + "\n")
        let decoded = try #require(try JSONSerialization.jsonObject(with: message.line) as? [String: Any])
        #expect((decoded["said"] as? [String])?.first == "Step 2 of 5: \"Stir\"\nthen 180°C / 350°F")
        // What JSON cannot hold is an error line, not a broken one.
        let broken = String(decoding: ControlMessage.event("heard", ["confidence": Double.nan]).line, as: UTF8.self)
        #expect(broken == #"{"ok":false,"error":"internal: reply could not be encoded"}"# + "\n")
    }

    /// A display's script matches `{"event":"heard"` at the line's start.
    @Test func anEventsNameLeadsItsLine() {
        let line = String(decoding: ControlMessage.event("heard", ["confidence": 1, "text": "next", "intent": "next"]).line, as: UTF8.self)
        #expect(line == #"{"event":"heard","confidence":1,"intent":"next","text":"next"}"# + "\n")
    }

    /// `true` is no number of servings and no id to echo; a large id comes
    /// back exactly as sent.
    @Test func booleansAreNotNumbersAndIdsComeBackAsSent() throws {
        #expect(throws: ControlRequest.Problem.self) {
            try ControlRequest.parse(Data(#"{"id":16,"cmd":"start","recipe":"shakshuka","servings":true}"#.utf8))
        }
        #expect {
            try ControlRequest.parse(Data(#"{"id":true,"cmd":"ping"}"#.utf8))
        } throws: { ($0 as? ControlRequest.Problem)?.message.contains("\"id\" must be a number or a string") == true }
        let big = try ControlRequest.parse(Data(#"{"id":12345678901234567,"cmd":"ping"}"#.utf8))
        #expect(String(decoding: ControlMessage.reply(big.id).line, as: UTF8.self).contains(#""id":12345678901234567"#))
        #expect(try ControlRequest.parse(Data(#"{"id":null,"cmd":"ping"}"#.utf8)).id == nil)
    }

    /// `printf '{"cmd":"subscribe"}\n' | nc -N -U sous.sock` closes its
    /// writing side at once: the subscriber still gets its events.
    @Test func aSubscriberThatHalfClosesKeepsGettingEvents() throws {
        let server = try server()
        defer { server.shutdown() }
        let display = try #require(RawClient(path))
        defer { display.close() }
        display.send("{\"cmd\":\"subscribe\"}\n")
        Glibc.shutdown(display.fd, Int32(SHUT_WR))
        #expect(display.lines(1).first?["subscribed"] as? Bool == true)
        Thread.sleep(forTimeInterval: 0.1)
        server.broadcast(.event("said", ["text": "Step 2 of 3"]))
        #expect(display.lines(1).first?["text"] as? String == "Step 2 of 3")
    }

    @Test func socketIsPrivateToItsUser() throws {
        let server = try server()
        defer { server.shutdown() }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func badLinesGetErrorsAndTheConnectionCarriesOn() throws {
        let server = try server()
        defer { server.shutdown() }
        let client = try #require(RawClient(path))
        defer { client.close() }
        client.send("{not json\n")
        client.send(Data([0xFF, 0x00, 0xFE, 0x0A]))
        client.send("[1,2,3]\n")
        client.send("{\"id\":7,\"cmd\":\"frobnicate\"}\n")
        client.send("{\"id\":8,\"cmd\":\"start\"}\n")
        client.send(String(repeating: "x", count: 70_000) + "\n")
        client.send("{\"id\":9,\"cmd\":\"ping\"}\n")
        let replies = client.lines(7)
        #expect(replies.count == 7)
        #expect(replies.prefix(6).allSatisfy { $0["ok"] as? Bool == false && $0["error"] is String })
        #expect(replies[3]["id"] as? Int == 7)
        #expect((replies[5]["error"] as? String)?.contains("64 KiB") == true)
        #expect(replies[6]["ok"] as? Bool == true && replies[6]["id"] as? Int == 9)
    }

    /// The daemon used to start closing connections while the reply to
    /// "shutdown" was still on its way: a client could not tell a clean
    /// stop from a crash. The server acts only once the reply is sent, and
    /// a text too long to be a command is refused before any parsing.
    @Test func shutdownIsAnsweredBeforeTheServerActsOnIt() throws {
        let server = try server()
        let answered = Counter()
        server.onShutdownAnswered {
            answered.increment()
            DispatchQueue.global().async { server.shutdown() }
        }
        let client = try #require(RawClient(path))
        defer { client.close() }
        client.send("{\"id\":3,\"cmd\":\"intent\",\"text\":\"\(String(repeating: "how much garlic ", count: 2000))\"}\n")
        client.send("{\"id\":4,\"cmd\":5}\n")
        client.send("{\"id\":5,\"cmd\":\"shutdown\"}\n")
        let replies = client.lines(3)
        #expect((replies.first?["error"] as? String)?.contains("a command is at most 300") == true)
        #expect((replies.dropFirst().first?["error"] as? String)?.hasPrefix("\"cmd\" must be a string") == true)
        #expect(replies.last?["id"] as? Int == 5 && replies.last?["ok"] as? Bool == true)
        for _ in 0..<200 where answered.value == 0 { Thread.sleep(forTimeInterval: 0.01) }
        #expect(answered.value == 1)
    }

    @Test func repliesKeepTheClientsOrder() throws {
        let server = try server()
        defer { server.shutdown() }
        let client = try #require(RawClient(path))
        defer { client.close() }
        client.send("{\"id\":1,\"cmd\":\"intent\",\"text\":\"slow\"}\n{\"id\":2,\"cmd\":\"ping\"}\n")
        #expect(client.lines(2).map { $0["id"] as? Int } == [1, 2])
    }

    /// Each client is a real thread blocking on its socket, like 100 separate programs.
    @Test func hundredClientsAtOnceAllGetAnswers() throws {
        let server = try server()
        defer { server.shutdown() }
        let path = self.path
        let answered = Counter()
        let group = DispatchGroup()
        var threads: [Thread] = []
        for index in 0..<100 {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                guard let client = RawClient(path) else { return }
                defer { client.close() }
                client.send("{\"id\":\(index),\"cmd\":\"status\"}\n")
                if client.lines(1).first?["id"] as? Int == index { answered.increment() }
            }
            threads.append(thread)
        }
        threads.forEach { $0.start() }
        #expect(group.wait(timeout: .now() + 30) == .success)
        #expect(answered.value == 100)
        #expect(server.clientCount <= 100)
    }

    @Test func vanishingClientsDoNotHurtTheOthers() throws {
        let server = try server()
        defer { server.shutdown() }
        for _ in 0..<20 {
            let rude = try #require(RawClient(path))
            rude.send("{\"cmd\":\"intent\",\"text\":\"slow\"}\n{\"cmd\":\"status\"}\n")
            rude.close()
        }
        let half = try #require(RawClient(path))
        half.send("{\"cmd\":\"sta")
        half.close()
        let polite = try #require(RawClient(path))
        defer { polite.close() }
        polite.send("{\"id\":1,\"cmd\":\"ping\"}\n")
        #expect(polite.lines(1).first?["ok"] as? Bool == true)
    }

    /// `printf '{"cmd":"ping"}' | nc -U`: the last request has no newline
    /// and the client closes its writing side. It got no reply; now it and
    /// the requests before it are answered, then the connection closes.
    @Test func aLastRequestWithoutNewlineIsAnsweredAtEndOfInput() throws {
        let server = try server()
        defer { server.shutdown() }
        let client = try #require(RawClient(path))
        defer { client.close() }
        client.send("{\"id\":1,\"cmd\":\"intent\",\"text\":\"slow\"}\n{\"id\":2,\"cmd\":\"ping\"}")
        Glibc.shutdown(client.fd, Int32(SHUT_WR))
        let replies = client.lines(3)
        #expect(replies.map { $0["id"] as? Int } == [1, 2])
        #expect(replies.allSatisfy { $0["ok"] as? Bool == true })
        // Then the daemon closes its side.
        var byte: UInt8 = 0
        #expect(recv(client.fd, &byte, 1, 0) == 0)
        for _ in 0..<100 where server.clientCount > 0 { Thread.sleep(forTimeInterval: 0.01) }
        #expect(server.clientCount == 0)
    }

    /// Clients that connect and say nothing (a leaky status widget) used to
    /// lock every other client out with "too many clients" for as long as
    /// they stayed open. Now the one idle longest makes room; a subscriber
    /// goes only when nothing but subscribers is left.
    @Test func idleClientsCannotLockOthersOut() throws {
        let server = try ControlServer(path: path, maximumClients: 40) { .reply($0.id, ["pong": true]) }
        defer { server.shutdown() }
        let subscriber = try #require(RawClient(path))
        defer { subscriber.close() }
        subscriber.send("{\"cmd\":\"subscribe\"}\n")
        #expect(subscriber.lines(1).first?["subscribed"] as? Bool == true)
        var idle: [RawClient] = []
        defer { idle.forEach { $0.close() } }
        for _ in 0..<100 { idle.append(try #require(RawClient(path))) }
        let cook = try #require(RawClient(path))
        defer { cook.close() }
        cook.send("{\"id\":1,\"cmd\":\"ping\"}\n")
        let reply = cook.lines(1).first
        #expect(reply?["ok"] as? Bool == true && reply?["id"] as? Int == 1, "\(String(describing: reply))")
        #expect(server.clientCount <= 40)
        // The first idle clients were told why and closed; the subscriber still hears events.
        let first = idle[0].lines(2)
        #expect(first.count == 1 && (first.first?["error"] as? String)?.contains("idle longest") == true, "\(first)")
        server.broadcast(.event("said", ["text": "Step 2 of 3"]))
        #expect(subscriber.lines(1).first?["text"] as? String == "Step 2 of 3")

        // Nothing but subscribers: the oldest makes room.
        idle.forEach { $0.close() }
        idle.removeAll()
        for _ in 0..<100 where server.clientCount > 2 { Thread.sleep(forTimeInterval: 0.01) }
        var subscribers: [RawClient] = []
        defer { subscribers.forEach { $0.close() } }
        for _ in 0..<39 {
            let another = try #require(RawClient(path))
            another.send("{\"cmd\":\"subscribe\"}\n")
            #expect(another.lines(1).first?["subscribed"] as? Bool == true)
            subscribers.append(another)
        }
        let late = try #require(RawClient(path))
        defer { late.close() }
        late.send("{\"id\":2,\"cmd\":\"ping\"}\n")
        #expect(late.lines(1).first?["id"] as? Int == 2)
        #expect((subscriber.lines(2).first?["error"] as? String)?.contains("idle longest") == true)
    }

    @Test func subscribersReceiveEvents() throws {
        let server = try server()
        defer { server.shutdown() }
        let subscriber = try #require(RawClient(path))
        defer { subscriber.close() }
        subscriber.send("{\"id\":1,\"cmd\":\"subscribe\"}\n")
        #expect(subscriber.lines(1).first?["subscribed"] as? Bool == true)
        server.broadcast(.event("said", ["text": "Step 2 of 3"]))
        let event = subscriber.lines(1).first
        #expect(event?["event"] as? String == "said")
        #expect(event?["text"] as? String == "Step 2 of 3")
    }

    @Test func secondDaemonOnTheSameSocketIsRefused() throws {
        let server = try server()
        defer { server.shutdown() }
        #expect(throws: ControlServer.Failure.self) { _ = try ControlServer(path: path) { .reply($0.id) } }
    }

    /// A socket left by a killed daemon (bound, nobody listening) is reused.
    @Test func staleSocketFileIsReplaced() throws {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = try #require(ControlServer.address(path))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        close(fd)
        #expect(bound == 0)
        #expect(!ControlServer.isAlive(path))
        let server = try server()
        defer { server.shutdown() }
        #expect(ControlServer.isAlive(path))
    }

    /// `--socket notes.txt` by mistake: the file is kept and the daemon refused.
    @Test func aFileThatIsNoSocketIsNeverReplaced() throws {
        try Data("notes".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ControlServer.Failure.self) { _ = try server() }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "notes")
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
