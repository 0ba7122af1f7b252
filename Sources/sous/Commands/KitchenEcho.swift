import Foundation
import SousDaemon

/// What the daemon says that this terminal did not ask for (a timer going
/// off, its reminders, an answer to something heard), printed in a terminal
/// that hands its typing to the daemon. Without it a cook with no speaker
/// typed "set a timer" and never saw it ring.
///
/// Every reply is also published as a `said` event, so lines are matched:
/// events arriving while a request is in flight wait for its reply, and a
/// reply's own lines are not printed twice.
final class KitchenEcho: @unchecked Sendable {
    private let lock = NSLock()
    private var inFlight = false
    private var held: [String] = []
    private var expected: [String] = []
    private let prompt: String

    /// The recipe this terminal cooks.
    struct Dish: Sendable, Equatable {
        var id: String
        var title: String
    }

    private var dish: Dish
    /// The recipe the daemon has open, as its last state event said.
    private var openID: String?
    private var openTitle = ""

    /// Subscribes on its own connection (before the first request, so
    /// nothing said is missed); nil when the daemon does not answer. When
    /// the daemon restarts, the terminal subscribes again (it went on
    /// taking commands but never showed a timer ring again).
    init?(socket path: String, prompt: String, dish: Dish) {
        self.prompt = prompt
        self.dish = dish
        self.openID = dish.id
        let subscribed = DispatchSemaphore(value: 0)
        let ready = Flag()
        let thread = Thread { [self] in
            var first = true
            while true {
                if let client = try? ControlClient(path: path), (try? client.send(Data(#"{"cmd":"subscribe"}"#.utf8 + [0x0A]))) != nil {
                    if first {
                        ready.set()
                        subscribed.signal()
                    }
                    first = false
                    listen(to: client)
                } else if first {
                    subscribed.signal()
                    return
                }
                Thread.sleep(forTimeInterval: 1)
            }
        }
        thread.start()
        subscribed.wait()
        guard ready.isSet else { return nil }
    }

    /// Prints what the daemon says until the connection closes.
    private func listen(to client: ControlClient) {
        while let line = try? client.readLine(timeout: false) {
            guard let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] else { continue }
            if object["event"] as? String == "state", let recipe = object["recipe"] as? [String: Any], let id = recipe["id"] as? String {
                opened(id, title: recipe["title"] as? String ?? id)
            }
            guard object["event"] as? String == "said", let text = object["text"] as? String else { continue }
            heard(text)
        }
    }

    /// Before sending a request.
    func begin() {
        lock.withLock { inFlight = true }
    }

    /// Prints the reply's lines, then whatever else was said meanwhile.
    func finish(reply lines: [String]) {
        lock.withLock {
            var others = held
            var echoes: [String] = []
            for line in lines {
                if let index = others.firstIndex(of: line) { others.remove(at: index) } else { echoes.append(line) }
                Console.out(line)
            }
            for line in others { Console.out(line) }
            expected = Array((expected + echoes).suffix(32))
            held = []
            inFlight = false
        }
    }

    /// "cook mashed potatoes" typed here: the terminal's dish from now on.
    func follow(_ dish: Dish) {
        lock.withLock {
            self.dish = dish
            openID = dish.id
        }
    }

    /// Another terminal (or the voice) opened another dish: said once, so
    /// the cook knows the kitchen moved and where their typing goes.
    private func opened(_ id: String, title: String) {
        lock.withLock {
            defer { openID = id; openTitle = title }
            // This terminal's own request may be what opened it.
            guard !inFlight, id != openID, id != dish.id else { return }
            let note = "(\(title) is open now, from elsewhere; what you type here is still for \(dish.title).)"
            Console.write(prompt.isEmpty ? note + "\n" : "\r" + note + "\n" + prompt)
        }
    }

    private func heard(_ text: String) {
        lock.withLock {
            // A reply already printed, spoken (and so published) later.
            if let index = expected.firstIndex(of: text) {
                expected.remove(at: index)
                return
            }
            if inFlight { held.append(text); return }
            // Said to another terminal's dish: named, or "20 g of butter"
            // read here was taken for this dish's.
            // A timer ringing is the kitchen's, whichever dish is open (the
            // mash's potato timer was shown as the chicken's).
            let ring = text.hasPrefix("Reminder:") || text.hasPrefix("Your ") && text.contains(" done")
            let line = openID != dish.id && !openTitle.isEmpty && !ring && !text.contains(dish.title) && !text.hasPrefix(openTitle)
                ? "\(openTitle): \(text)" : text
            // At a terminal the line lands where the prompt was, and the
            // prompt comes back after it.
            Console.write(prompt.isEmpty ? line + "\n" : "\r" + line + "\n" + prompt)
        }
    }

    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }
}
