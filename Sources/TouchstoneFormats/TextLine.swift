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

    /// The lines of `text`, blank ones left out, one at a time. Lines end at `\n` or
    /// `\r\n`.
    static func lines(of text: String, file: String) -> TextLines {
        TextLines(bytes: text.utf8, file: file)
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

/// The non-blank lines of a text, found as they are read rather than all at once.
///
/// The text is split by bytes, because Swift takes `"\r\n"` for one `Character` that a
/// split on `"\n"` never finds (files with Windows line endings would be one line).
struct TextLines: Sequence, IteratorProtocol {
    private let bytes: String.UTF8View
    private let file: String
    private var start: String.Index
    private var number = 0

    init(bytes: String.UTF8View, file: String) {
        self.bytes = bytes
        self.file = file
        start = bytes.startIndex
    }

    mutating func next() -> TextLine? {
        while start < bytes.endIndex {
            number += 1
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            var end = newline ?? bytes.endIndex
            if end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") { end = bytes.index(before: end) }
            let text = Substring(bytes[start..<end]).drop { $0 == " " || $0 == "\t" }
            start = newline.map { bytes.index(after: $0) } ?? bytes.endIndex
            if !text.isEmpty { return TextLine(number: number, text: text, isUnterminated: newline == nil, file: file) }
        }
        return nil
    }
}
