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

/// The non-blank lines of a ``ByteSource``, found as its chunks arrive: only the line
/// being read and the rest of one chunk are held, whatever the file's size.
///
/// The text is split by bytes, because Swift takes `"\r\n"` for one `Character` that a
/// split on `"\n"` never finds (files with Windows line endings would be one line). Each
/// line is UTF-8, or ISO Latin-1 where it is not valid UTF-8.
struct TextLines {
    private let read: ByteSource.Reader
    let file: String
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next newline resumes, so a long line is scanned once.
    private var scanned = 0
    private var atEnd = false
    private var number = 0
    /// The bytes handed out by the source so far.
    private(set) var bytesRead = 0
    /// The most bytes held at once: what reading costs in memory.
    private(set) var peakBufferedBytes = 0

    init(_ read: @escaping ByteSource.Reader, file: String) {
        self.read = read
        self.file = file
    }

    /// The next non-blank line, or `nil` at the end.
    mutating func next() throws(InputError) -> TextLine? {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                number += 1
                let line = makeLine(buffer[start..<newline], isUnterminated: false)
                start = newline + 1
                scanned = start
                if let line { return line }
            } else if atEnd {
                guard start < buffer.count else { return nil }
                number += 1
                let line = makeLine(buffer[start...], isUnterminated: true)
                start = buffer.count
                return line
            } else {
                buffer.removeSubrange(0..<start)
                scanned = buffer.count
                start = 0
                if let chunk = try read() {
                    buffer += chunk
                    bytesRead += chunk.count
                    peakBufferedBytes = max(peakBufferedBytes, buffer.count)
                } else {
                    atEnd = true
                }
            }
        }
    }

    private func makeLine(_ bytes: ArraySlice<UInt8>, isUnterminated: Bool) -> TextLine? {
        var bytes = bytes.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        guard !bytes.isEmpty else { return nil }
        let text = String(validating: bytes, as: UTF8.self) ?? String(bytes.map { Character(Unicode.Scalar($0)) })
        return TextLine(number: number, text: Substring(text), isUnterminated: isUnterminated, file: file)
    }
}
