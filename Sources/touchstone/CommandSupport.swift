import ArgumentParser
import Foundation
import Glibc
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
        try fail()
    }

    /// Writes `text` to standard output at once, after what `print` buffered, and reports
    /// a write that fails as ``flush()`` does. A command's result goes this way rather
    /// than through `print`: a text larger than `print`'s buffer is written while `print`
    /// runs, which drops it on an error and leaves nothing for the flush at exit to
    /// report (a JSON timeline to `/dev/full` used to exit 0).
    static func write(_ text: String) throws {
        try flush()
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                try fail()
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reports `errno` as standard output's failure: one line on stderr, exit code 1.
    private static func fail() throws -> Never {
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
