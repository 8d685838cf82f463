import ArgumentParser
import Foundation
import TouchstoneFormats

/// Runs `body`; an `InputError` becomes its one-line message on stderr and exit code 1.
func reportingInputErrors(_ body: () throws(InputError) -> Void) throws {
    do {
        try body()
    } catch {
        printError("touchstone: error: \(error)")
        throw ExitCode.failure
    }
}

/// Standard output, whose failure to be written is reported rather than ignored.
enum StandardOutput {
    /// Flushes what `print` buffered (every stream: Swift 6 cannot name C's `stdout`,
    /// a global it counts as shared mutable state); a write that fails becomes a message
    /// on stderr and exit code 1.
    static func flush() throws {
        guard fflush(nil) != 0 else { return }
        printError("touchstone: error: cannot write the standard output: \(String(cString: strerror(errno)).lowercased())")
        throw ExitCode.failure
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Shows how far a long replay has got, on stderr, once it has taken more than two
/// seconds of wall time; silent when stdout is not a terminal (output piped to a file).
final class ProgressIndicator {
    private let start = ContinuousClock.now
    private let enabled = isatty(STDOUT_FILENO) != 0
    private var shown = false

    func update(_ fraction: Double) {
        guard enabled, ContinuousClock.now - start > .seconds(2) else { return }
        shown = true
        FileHandle.standardError.write(Data("\rreplaying… \(Int(fraction * 100))%".utf8))
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
