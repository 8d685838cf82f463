import Foundation

/// One line of a line-based recording (evemu, getevent), with what it takes to report a
/// problem on it.
struct TextLine {
    /// The 1-based line number.
    let number: Int
    /// The line without leading blanks and without a trailing carriage return.
    let text: Substring
    /// Whether this is the file's last line and the file does not end with a newline: a
    /// line that does not parse there means the recording was cut off.
    let isUnterminated: Bool
    let file: String

    /// The lines of `text`, blank ones left out.
    static func lines(of text: String, file: String) -> [TextLine] {
        let raw = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = text.hasSuffix("\n")
        return raw.enumerated().compactMap { index, line in
            let trimmed = (line.hasSuffix("\r") ? line.dropLast() : line).drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty else { return nil }
            return TextLine(number: index + 1, text: trimmed,
                            isUnterminated: index == raw.count - 1 && !endsWithNewline, file: file)
        }
    }

    /// An error on this line. A line that does not parse at the cut-off end of the file
    /// is reported as truncated rather than malformed.
    func error(_ kind: InputError.Kind, _ message: String) -> InputError {
        let location = InputLocation(file: file, line: number)
        if kind == .malformed && isUnterminated {
            return InputError(.truncated, at: location, "the file ends in the middle of a line: \(message)")
        }
        return InputError(kind, at: location, message)
    }
}
