#if Porting
/// What porting one iOS source file produced: the rewritten text, what was changed, and what
/// could not be translated.
///
/// The text has exactly as many lines as the input, each line the port of the same input
/// line, so a compiler error or a failing test in the ported file names the user's own line.
/// With a `sourceLocationPath` the first line is a `#sourceLocation` directive naming the
/// original file, and the input's line 1 follows it as line 2 of the output but reports as
/// line 1.
public struct PortedSource: Sendable, Equatable {
    /// The rewritten source.
    public var text: String
    /// Every edit made, in source order.
    public var changes: [PortChange]
    /// Every use of the Objective-C runtime left as it was because it has no Touchstone
    /// form, in source order. Empty when the file ports completely.
    public var problems: [PortProblem]
}

/// One edit the rewriter made, at the input's line and column (both from 1).
public struct PortChange: Sendable, Equatable, CustomStringConvertible {
    /// The input line of the edit.
    public var line: Int
    /// The input column (in UTF-8 bytes, from 1) of the edit.
    public var column: Int
    /// The source text before the edit.
    public var original: String
    /// The source text after the edit (empty when the text was removed).
    public var replacement: String

    /// `line:column: original → replacement`, or `removed original`.
    public var description: String {
        replacement.isEmpty
            ? "\(line):\(column): removed \(original)"
            : "\(line):\(column): \(original) → \(replacement)"
    }
}

/// A use of the Objective-C runtime that the rewriter cannot translate, with its place in
/// the input file and a sentence saying why and what to write instead.
public struct PortProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input file as given to the rewriter.
    public var file: String
    /// The input line (from 1).
    public var line: Int
    /// The input column (in UTF-8 bytes, from 1).
    public var column: Int
    /// What cannot be translated, why, and what to write instead.
    public var message: String

    /// The compiler's diagnostic form, `file:line:column: error: message`, which editors and
    /// build logs link to the place.
    public var description: String {
        "\(file):\(line):\(column): error: \(message)"
    }
}
#endif
