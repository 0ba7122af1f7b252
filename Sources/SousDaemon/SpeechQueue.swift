import Foundation
import SousCore
import SousSpeech

/// Speaks queued replies one after another on a thread of its own, so the
/// kitchen never waits for a sentence to finish.
///
/// While it speaks, `isSpeaking` is true and `recentOutput` holds what was
/// played, for the listener's echo gate. `interrupt()` stops after the
/// current sentence; `finish()` lets the current sentence end and then
/// stops (SIGTERM).
public final class SpeechQueue: KitchenVoice, @unchecked Sendable {
    private let speaker: Speaker
    private let log: Log
    private let condition = NSCondition()
    private var queue: [String] = []
    private var cancelled = false
    private var stopping = false
    private var speaking = false
    private var thread: Thread?
    private var generation = 0

    /// The voice as configured; tuning moves rate and volume from it.
    private let baseSettings: VoiceSettings
    private var tuning = VoiceTuning()

    public init(speaker: Speaker, log: Log) {
        self.speaker = speaker
        baseSettings = speaker.settings
        self.log = log
        let thread = Thread { [weak self] in self?.run() }
        thread.name = "sous-speech"
        self.thread = thread
        thread.start()
    }

    public var isSpeaking: Bool { condition.withLock { speaking || !queue.isEmpty } }

    public func speak(_ text: String) {
        condition.withLock {
            guard !stopping else { return }
            queue.append(text)
            condition.signal()
        }
    }

    /// Takes effect from the next sentence (the speaker is only touched on
    /// the speaking thread).
    public func tune(_ tuning: VoiceTuning) {
        condition.withLock { self.tuning = tuning }
    }

    public func interrupt() {
        condition.withLock {
            queue.removeAll()
            cancelled = true
            generation += 1
        }
    }

    /// Waits until everything queued has been said (end of a recorded session).
    public func drain(timeout: TimeInterval = 60) {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        while (speaking || !queue.isEmpty) && Date() < deadline {
            _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.05)))
        }
        condition.unlock()
        speaker.finish()
    }

    /// Lets the sentence being spoken end, drops the rest, and returns once
    /// the speaker is quiet.
    public func finish(timeout: TimeInterval = 10) {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        stopping = true
        queue.removeAll()
        cancelled = true
        condition.broadcast()
        while speaking && Date() < deadline {
            _ = condition.wait(until: deadline)
        }
        condition.unlock()
        speaker.finish()
    }

    private func run() {
        while true {
            condition.lock()
            while queue.isEmpty && !stopping { condition.wait() }
            if queue.isEmpty && stopping {
                condition.unlock()
                return
            }
            let text = queue.removeFirst()
            cancelled = false
            speaking = true
            let myGeneration = generation
            let settings = baseSettings.tuned(tuning)
            condition.unlock()
            speaker.settings = settings
            do {
                try speaker.say(text) { [weak self] in
                    guard let self else { return false }
                    return self.condition.withLock { !self.cancelled && self.generation == myGeneration }
                }
            } catch {
                log.warning("cannot speak: \(error)")
            }
            condition.withLock {
                speaking = false
                condition.broadcast()
            }
        }
    }
}
