import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A client of a running daemon: one request, one reply line; or a stream
/// of events after `subscribe`.
public final class ControlClient {
    private let fd: Int32
    private var buffer = Data()

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Connects, or fails saying no daemon runs there.
    public init(path: String) throws(Failure) {
        guard let fd = ControlServer.connectTo(path) else {
            throw Failure(description: "no Sous daemon is running (nothing answers on \(path)); start one with 'sous serve'")
        }
        self.fd = fd
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    /// Sends one request object and returns the reply object.
    public func request(_ fields: [String: Any]) throws(Failure) -> [String: Any] {
        guard let data = try? JSONSerialization.data(withJSONObject: fields) else {
            throw Failure(description: "cannot encode the request")
        }
        try send(data + Data([0x0A]))
        while true {
            guard let line = try readLine() else { throw Failure(description: "the daemon closed the connection") }
            guard let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] else { continue }
            if object["event"] != nil { continue }
            return object
        }
    }

    public func send(_ data: Data) throws(Failure) {
        var offset = 0
        while offset < data.count {
            let sent = data.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw Failure(description: "the daemon closed the connection") }
            offset += sent
        }
    }

    /// The next line from the daemon, or nil at end of stream.
    public func readLine(timeout: Bool = true) throws(Failure) -> Data? {
        if !timeout {
            var forever = timeval(tv_sec: 0, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &forever, socklen_t(MemoryLayout<timeval>.size))
        }
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                return Data(line)
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return nil }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: errno == EAGAIN ? "the daemon did not answer in time" : "reading from the daemon failed")
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}
