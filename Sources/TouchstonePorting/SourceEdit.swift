#if Porting
/// One replacement of a range of the input's UTF-8 bytes, the unit every rewrite is made of.
///
/// Edits are collected while the syntax tree is read and applied in one pass at the end, so
/// that the untouched text (comments, formatting, blank lines) is copied byte for byte.
struct SourceEdit {
    /// The replaced bytes of the input.
    var range: Range<Int>
    /// The text put in their place; never contains a newline (see `apply(_:to:)`).
    var replacement: String
}

extension SourceEdit {
    /// The input with `edits` made, in order of position. An edit over text that spanned
    /// several lines (a `#selector(` broken across lines) is followed by as many newlines
    /// as it removed, so every later line keeps its number.
    static func apply(_ edits: [SourceEdit], to input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var copied = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            precondition(edit.range.lowerBound >= copied, "overlapping source edits at byte \(edit.range.lowerBound)")
            output += input[copied..<edit.range.lowerBound]
            output += Array(edit.replacement.utf8)
            let removedNewlines = input[edit.range].count(where: { $0 == UInt8(ascii: "\n") })
            output += Array(repeating: UInt8(ascii: "\n"), count: removedNewlines)
            copied = edit.range.upperBound
        }
        output += input[copied...]
        return output
    }
}
#endif
