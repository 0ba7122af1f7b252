import Dispatch

/// A task executor over one serial dispatch queue.
///
/// Requests from the control socket run on it rather than on Swift's shared
/// thread pool, so a daemon (or a test process) whose pool threads are busy
/// with blocking work still answers its clients promptly.
final class QueueExecutor: TaskExecutor, @unchecked Sendable {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
