import Foundation

/// The voice of a kitchen run with `--text-only`: every reply is printed on
/// standard output as it is said, including the ones nobody typed for (a
/// timer that rings, an answer to a socket client), since a cook without a
/// speaker must still see the pasta timer go off.
struct PrintedVoice: KitchenVoice {
    func speak(_ text: String) {
        // try?: the plain write traps when stdout fails (a full disk), and the daemon must not.
        try? FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
    }

    /// Printed lines cannot be taken back.
    func interrupt() {}
}
