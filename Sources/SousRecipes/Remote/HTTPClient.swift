import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response as the remote sources need it.
public struct HTTPResponse: Sendable {
    public var status: Int
    /// Header names lower-cased.
    public var headers: [String: String]
    public var body: Data

    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// GET with a timeout over URLSession, failures turned into `RemoteError`s
/// that name the URL without its secrets.
public struct HTTPClient: Sendable {
    public var timeout: TimeInterval
    /// Sent with every request; values are never part of a message.
    var secretHeaders: [String: String]
    var key: APIKey?

    /// `timeout` is rounded up to whole seconds: URLSession on Linux hands
    /// it to libcurl in whole seconds, and 0.4 would become "at once".
    public init(timeout: TimeInterval, key: APIKey? = nil, secretHeaders: [String: String] = [:]) {
        self.timeout = max(1, timeout.rounded(.up))
        self.key = key
        self.secretHeaders = secretHeaders
    }

    public func get(_ url: URL) async throws(RemoteError) -> HTTPResponse {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, RemoteError>, Never>) in
            start(url) { continuation.resume(returning: $0) }
        }
        return try result.get()
    }

    /// For synchronous callers outside Swift concurrency (loading the
    /// library at start-up). URLSession calls back on its own queue, so
    /// waiting here cannot starve it.
    public func getBlocking(_ url: URL) throws(RemoteError) -> HTTPResponse {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        start(url) { result in
            box.set(result)
            done.signal()
        }
        done.wait()
        return try box.get()
    }

    private func start(_ url: URL, completion: @escaping @Sendable (Result<HTTPResponse, RemoteError>) -> Void) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        // A redirect to another server would carry the API key header along
        // (URLSession copies custom headers): only the same origin is followed.
        let guardRedirects = SameOriginRedirects()
        let session = URLSession(configuration: configuration, delegate: guardRedirects, delegateQueue: nil)
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("sous/0.1", forHTTPHeaderField: "User-Agent")
        for (name, value) in secretHeaders { request.setValue(value, forHTTPHeaderField: name) }
        let shown = Redact.url(url)
        let timeout = timeout
        let key = key
        let task = session.dataTask(with: request) { data, response, error in
            defer { session.finishTasksAndInvalidate() }
            if let error {
                let code: URLError.Code? = URLError.Code(rawValue: (error as? URLError)?.code.rawValue ?? (error as NSError).code)
                if code == .timedOut {
                    completion(.failure(.timedOut(url: shown, seconds: timeout)))
                } else {
                    let reason = code.flatMap(Self.reason) ?? error.localizedDescription
                    completion(.failure(.unreachable(url: shown, reason: key?.scrub(reason) ?? reason)))
                }
                return
            }
            guard let http = response as? HTTPURLResponse else {
                completion(.failure(.badResponse(url: shown, problem: "not an HTTP response")))
                return
            }
            if (300..<400).contains(http.statusCode), let refused = guardRedirects.refusedHost {
                completion(.failure(.badResponse(url: shown, problem: "it redirected to another server (\(refused)), which Sous does not follow with your key")))
                return
            }
            var headers: [String: String] = [:]
            for (name, value) in http.allHeaderFields {
                if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
            }
            completion(.success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data())))
        }
        task.resume()
    }

    private static func reason(_ code: URLError.Code) -> String? {
        switch code {
        case .cannotConnectToHost: "connection refused"
        case .cannotFindHost, .dnsLookupFailed: "unknown host"
        case .notConnectedToInternet: "no network"
        case .networkConnectionLost: "the connection was lost"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate: "the secure connection failed"
        default: nil
        }
    }
}

/// Follows a redirect only within the same scheme, host and port, and
/// remembers the host it refused.
private final class SameOriginRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var refused: String?

    var refusedHost: String? {
        lock.lock(); defer { lock.unlock() }
        return refused
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let from = response.url ?? task.originalRequest?.url
        let to = request.url
        func origin(_ url: URL?) -> String? {
            guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
            return "\(scheme)://\(host):\(url.port ?? (scheme == "https" ? 443 : 80))"
        }
        if let from = origin(from), from == origin(to) {
            completionHandler(request)
        } else {
            lock.lock()
            refused = to?.host ?? "an unknown place"
            lock.unlock()
            completionHandler(nil)
        }
    }
}

/// Hands a result from URLSession's queue to the waiting thread.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<HTTPResponse, RemoteError> = .failure(.badResponse(url: "", problem: "no answer"))

    func set(_ value: Result<HTTPResponse, RemoteError>) {
        lock.lock(); defer { lock.unlock() }
        result = value
    }

    func get() throws(RemoteError) -> HTTPResponse {
        lock.lock(); defer { lock.unlock() }
        return try result.get()
    }
}
