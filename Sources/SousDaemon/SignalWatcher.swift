import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM, SIGINT and SIGHUP as an async sequence.
///
/// The default actions are turned off before the dispatch sources are made:
/// libdispatch watches signals with signalfd, and ignoring a signal after
/// its source exists makes it vanish (see the facts notes).
public final class SignalWatcher: @unchecked Sendable {
    public enum Signal: Sendable { case terminate, interrupt, hangUp }

    public let signals: AsyncStream<Signal>
    private var sources: [DispatchSourceSignal] = []

    public init() {
        let (stream, continuation) = AsyncStream<Signal>.makeStream()
        signals = stream
        let queue = DispatchQueue(label: "sous.signals")
        for (number, signal) in [(SIGTERM, Signal.terminate), (SIGINT, .interrupt), (SIGHUP, .hangUp)] {
            Glibc.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { continuation.yield(signal) }
            source.resume()
            sources.append(source)
        }
        Glibc.signal(SIGPIPE, SIG_IGN)
    }
}
