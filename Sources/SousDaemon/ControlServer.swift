import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The daemon's control socket: a Unix domain socket (mode 0600, only its
/// user may connect) speaking newline-delimited JSON.
///
/// Bad input never hurts the daemon: malformed JSON and unknown commands get
/// an error reply, a line over 64 KiB gets an error and is skipped, a client
/// that vanishes or stops reading is dropped, and the others carry on. When
/// every place is taken, the client idle longest makes room for the new
/// one, so clients that connect and say nothing never lock the cook out. All
/// socket work happens on one serial queue; requests from one client are
/// answered in order.
public final class ControlServer: @unchecked Sendable {
    public typealias Handler = @Sendable (ControlRequest) async -> ControlMessage

    public static let maximumLine = 64 * 1024
    public static let maximumClients = 512
    static let maximumBacklog = 4 * 1024 * 1024
    /// How many clients may be connected at once (fewer in tests).
    let clientLimit: Int

    public let path: String
    private let handler: Handler
    private var acceptPaused = false
    /// Called on the server's queue once a shutdown request has its reply.
    private var shutdownAnswered: (@Sendable () -> Void)?

    /// What to do when a client's shutdown request has been answered.
    public func onShutdownAnswered(_ action: @escaping @Sendable () -> Void) {
        queue.sync { shutdownAnswered = action }
    }

    /// Lines for one new subscriber alone, given a way to send them.
    public typealias Greeting = @Sendable (_ send: @escaping @Sendable (ControlMessage) -> Void) async -> Void
    private var greeting: Greeting?

    /// What a new subscriber is told at once (the timers ringing as it
    /// connects). The greeting sends its lines in its own order among the
    /// events it publishes, so none overtakes a later event.
    public func onSubscribe(_ greet: @escaping Greeting) {
        queue.sync { greeting = greet }
    }
    private let queue = DispatchQueue(label: "sous.control-socket")
    private let executor = QueueExecutor(label: "sous.control-requests")
    private var acceptSource: DispatchSourceRead?
    private var clients: [Int: Client] = [:]
    private var nextClientID = 0

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Binds the socket. A stale socket file left by a crash is replaced; a
    /// live one means another daemon runs, which is an error.
    public init(path: String, maximumClients: Int = ControlServer.maximumClients, handler: @escaping Handler) throws(Failure) {
        self.path = path
        self.clientLimit = maximumClients
        self.handler = handler
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(description: "cannot create the folder \(folder) for the socket \(path): \(error.localizedDescription)")
        }
        var existing = stat()
        if lstat(path, &existing) == 0 {
            // Only a stale socket is ours to remove: a file given by mistake
            // (--socket notes.txt) must never be deleted.
            guard existing.st_mode & S_IFMT == S_IFSOCK else {
                throw Failure(description: "\(path) exists and is not a socket; choose another --socket path")
            }
            if ControlServer.isAlive(path) { throw Failure(description: "another Sous daemon is already listening on \(path)") }
            unlink(path)
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "cannot create a socket: \(String(cString: strerror(errno)))") }
        guard var address = ControlServer.address(path) else {
            close(fd)
            throw Failure(description: "socket path too long: \(path)")
        }
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(previousMask)
        guard bound == 0, listen(fd, 128) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw Failure(description: "cannot listen on \(path): \(reason)")
        }
        chmod(path, 0o600)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [weak self] in self?.acceptClients(fd) }
        source.setCancelHandler { close(fd) }
        acceptSource = source
        source.resume()
    }

    /// Stops listening, drops every client and removes the socket file.
    public func shutdown() {
        queue.sync {
            // A suspended source must be resumed before it can be cancelled.
            if acceptPaused { acceptSource?.resume(); acceptPaused = false }
            acceptSource?.cancel()
            acceptSource = nil
            for client in clients.values { client.close() }
            clients.removeAll()
            unlink(path)
        }
    }

    /// Sends an event to every subscribed client.
    public func broadcast(_ message: ControlMessage) {
        queue.async {
            for client in self.clients.values where client.subscribed { client.send(message.line) }
        }
    }

    /// How many clients are connected (for tests and the benchmark).
    public var clientCount: Int { queue.sync { clients.count } }

    // MARK: Connections

    private func acceptClients(_ listener: Int32) {
        while true {
            let fd = accept(listener, nil, nil)
            if fd < 0 {
                // Out of file descriptors the listener stays readable and this
                // handler would spin a core: pause accepting for a second.
                if errno == EMFILE || errno == ENFILE, let source = acceptSource, !acceptPaused {
                    acceptPaused = true
                    source.suspend()
                    queue.asyncAfter(deadline: .now() + 1) { [weak self] in
                        guard let self, self.acceptPaused else { return }
                        self.acceptPaused = false
                        self.acceptSource?.resume()
                    }
                }
                return
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            if clients.count >= clientLimit, let idle = longestIdle() {
                idle.send(ControlMessage.error(nil, "closed to make room for a new client: this one had been idle longest").line)
                idle.close()
            }
            if clients.count >= clientLimit {
                let message = ControlMessage.error(nil, "too many clients; try again later").line
                message.withUnsafeBytes { _ = Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(fd)
                continue
            }
            nextClientID += 1
            let client = Client(id: nextClientID, fd: fd, queue: queue)
            client.onLine = { [weak self, weak client] line in
                guard let self, let client else { return }
                self.received(line, from: client)
            }
            client.onClose = { [weak self] id in self?.clients.removeValue(forKey: id) }
            clients[client.id] = client
            client.start()
        }
    }

    /// The client to close when every place is taken: the one that has sent
    /// nothing for longest among those with no request in hand. A
    /// subscriber is a legitimate long-lived client, so others go first;
    /// but if only subscribers are left, the oldest of them goes, so a
    /// leaky widget's hundreds of subscriptions cannot lock the cook out.
    private func longestIdle() -> Client? {
        let idle = clients.values.filter { !$0.busy && $0.pending.isEmpty && !$0.closed }
        let quiet = idle.filter { !$0.subscribed }
        return (quiet.isEmpty ? idle : quiet).min { ($0.lastHeard, $0.id) < ($1.lastHeard, $1.id) }
    }

    private func received(_ line: Data, from client: Client) {
        client.pending.append(line)
        processNext(client)
    }

    /// Handles the client's next line once the previous one is answered.
    private func processNext(_ client: Client) {
        guard !client.busy, !client.closed, !client.pending.isEmpty else {
            client.closeIfAnswered()
            return
        }
        let line = client.pending.removeFirst()
        let request: ControlRequest
        do {
            request = try ControlRequest.parse(line)
        } catch {
            client.send(ControlMessage.error(error.id, error.message).line)
            processNext(client)
            return
        }
        if request.command == .subscribe {
            client.subscribed = true
            client.send(ControlMessage.reply(request.id, ["subscribed": true]).line)
            if let greeting {
                let send: @Sendable (ControlMessage) -> Void = { [weak self] message in self?.queue.async { client.send(message.line) } }
                Task(executorPreference: executor) { await greeting(send) }
            }
            processNext(client)
            return
        }
        client.busy = true
        let handler = self.handler
        Task(executorPreference: executor) {
            let reply = await handler(request)
            self.queue.async {
                client.busy = false
                client.send(reply.line)
                // The reply is out before the daemon starts closing connections.
                if request.command == .shutdown, let answered = self.shutdownAnswered { answered() }
                self.processNext(client)
            }
        }
    }

    // MARK: Helpers

    static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    /// Whether something answers on the socket at `path`.
    public static func isAlive(_ path: String) -> Bool {
        guard let fd = connectTo(path) else { return false }
        close(fd)
        return true
    }

    /// A connected, blocking client socket, or nil.
    public static func connectTo(_ path: String) -> Int32? {
        guard var address = address(path) else { return nil }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }
}

/// One connected client: its buffers and read source. Used on the server's queue only.
final class Client: @unchecked Sendable {  // confined to the server queue
    let id: Int
    let fd: Int32
    let queue: DispatchQueue
    var onLine: ((Data) -> Void)?
    var onClose: ((Int) -> Void)?
    var pending: [Data] = []
    var busy = false
    var subscribed = false
    /// When the client last sent a whole line (or connected), for choosing
    /// whom to close when the server is full.
    private(set) var lastHeard = DispatchTime.now().uptimeNanoseconds
    private(set) var closed = false
    /// The client closed its writing side (`shutdown(SHUT_WR)`, the end of
    /// `nc`'s input): what it sent is still answered, then the connection closes.
    private var inputEnded = false
    private var inbox = Data()
    private var outbox = Data()
    private var discarding = false
    private var flushScheduled = false
    private var source: DispatchSourceRead?

    init(id: Int, fd: Int32, queue: DispatchQueue) {
        self.id = id
        self.fd = fd
        self.queue = queue
    }

    func start() {
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        let fd = self.fd
        source.setEventHandler { [weak self] in self?.readAvailable() }
        source.setCancelHandler { Glibc.close(fd) }
        self.source = source
        source.resume()
    }

    private func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count == 0 {
            endOfInput()
            return
        }
        if count < 0 && errno != EAGAIN && errno != EINTR {
            close()
            return
        }
        guard count > 0 else { return }
        inbox.append(contentsOf: buffer[0..<count])
        if buffer[0..<count].contains(0x0A) { lastHeard = DispatchTime.now().uptimeNanoseconds }
        while let newline = inbox.firstIndex(of: 0x0A) {
            let line = inbox[inbox.startIndex..<newline]
            inbox.removeSubrange(inbox.startIndex...newline)
            if discarding {
                discarding = false
                continue
            }
            if line.count > ControlServer.maximumLine {
                send(ControlMessage.error(nil, "request longer than 64 KiB; skipped").line)
                continue
            }
            let trimmed = line.filter { $0 != 0x0D && $0 != 0x20 && $0 != 0x09 }
            if !trimmed.isEmpty { onLine?(Data(line)) }
        }
        if inbox.count > ControlServer.maximumLine {
            if !discarding { send(ControlMessage.error(nil, "request longer than 64 KiB; skipped").line) }
            discarding = true
            inbox.removeAll(keepingCapacity: false)
        }
    }

    /// The client will send nothing more. A last request without its
    /// newline (`printf '{"cmd":"ping"}' | nc -U`) is still a request: it
    /// and any waiting ones are answered before the connection closes.
    private func endOfInput() {
        inputEnded = true
        // At end of input the socket stays readable: stop listening to it
        // (resumed only to be cancelled, in close()).
        source?.suspend()
        let last = inbox
        inbox.removeAll()
        if !discarding, !last.filter({ $0 != 0x0D && $0 != 0x20 && $0 != 0x09 }).isEmpty { onLine?(last) }
        closeIfAnswered()
    }

    /// Closes a client whose input has ended once every request it sent
    /// has its reply out; a subscriber stays, for its events
    /// (`printf '{"cmd":"subscribe"}\n' | nc -N -U sous.sock`).
    func closeIfAnswered() {
        if inputEnded, !subscribed, !busy, pending.isEmpty, outbox.isEmpty { close() }
    }

    func send(_ data: Data) {
        guard !closed else { return }
        outbox.append(data)
        if outbox.count > ControlServer.maximumBacklog {
            close() // a subscriber that stopped reading
            return
        }
        flush()
    }

    private func flush() {
        while !outbox.isEmpty && !closed {
            let sent = outbox.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent > 0 {
                outbox.removeFirst(sent)
            } else if sent < 0 && (errno == EAGAIN || errno == EINTR) {
                if !flushScheduled {
                    flushScheduled = true
                    queue.asyncAfter(deadline: .now() + .milliseconds(5)) { [weak self] in
                        self?.flushScheduled = false
                        self?.flush()
                    }
                }
                return
            } else {
                close()
                return
            }
        }
        closeIfAnswered()
    }

    func close() {
        guard !closed else { return }
        closed = true
        // A suspended source must be resumed before it can be cancelled.
        if inputEnded { source?.resume() }
        source?.cancel()
        source = nil
        onClose?(id)
    }
}
