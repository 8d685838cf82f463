import Foundation
import Synchronization

/// The porting notes Touchstone writes to standard error, each once per process: the one
/// piece of state the engine shares between windows. It changes no behavior (a note is
/// advice to the developer, never an answer the engine acts on), so windows stay
/// independent and tests may run in parallel; a lock keeps it whole across threads.
enum OneTimeNotes {
    /// The keys of the notes written so far.
    private static let written = Mutex<Set<String>>([])

    /// Writes the note made by `note` to standard error, unless a note under `key` was
    /// written before in this process.
    static func write(key: String, _ note: () -> String) {
        guard written.withLock({ $0.insert(key).inserted }) else { return }
        FileHandle.standardError.write(Data((note() + "\n").utf8))
    }
}
