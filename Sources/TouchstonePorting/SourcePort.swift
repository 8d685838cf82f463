#if Porting
import SwiftParser
import SwiftSyntax

/// The iOS-source rewriter: ports one Swift file written for UIKit so that it compiles
/// against Touchstone on Linux, with every line where it was.
///
/// What it changes (see the article "Testing your iOS app's gestures on Linux"):
/// - `import UIKit` (and `UIKit.UIGestureRecognizerSubclass`) becomes `import Touchstone`;
///   `CoreGraphics` and `QuartzCore`, which Linux lacks, become `Foundation`.
/// - `#selector(...)` becomes Touchstone's `Selector(name, Type.method)` (`SelectorTranslation`),
///   wherever it stands: an `addTarget(_:action:for:)` argument, a recognizer's
///   `init(target:action:)`, a stored variable, a bar button item's `action:`.
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@IBAction`, `@IBOutlet` and the other
///   Objective-C and Interface Builder attributes are removed, and `dynamic` with them
///   (`ObjectiveCAttributes`).
/// - `#if os(iOS)` and `#if canImport(UIKit)` are read as on iOS (`ConditionalCompilation`),
///   and only the branches Linux then compiles are rewritten and checked
///   (`PortedBuildConfiguration`): an `#if canImport(ObjectiveC)` branch is left alone.
/// - `#keyPath(Type.property)` becomes the string `"property"`, which Touchstone's key-value
///   observing takes.
///
/// What it cannot translate it leaves as it is and reports (`PortProblem`): selectors from
/// strings, messages sent to other threads, `#selector(getter:)`, optional protocol
/// requirements, `@NSManaged`. The output depends on the input text alone.
public enum SourcePort {
    /// Ports `source`, the text of the file `file` (used in problems' places).
    ///
    /// - Parameters:
    ///   - source: The iOS file's text.
    ///   - file: The file's name, which problems are placed in.
    ///   - sourceLocationPath: When given, the output starts with a
    ///     `#sourceLocation(file:line:)` directive naming this path, so that the compiler and
    ///     `#filePath` report the original file's path and line numbers.
    public static func port(_ source: String, file: String, sourceLocationPath: String? = nil) -> PortedSource {
        let tree = Parser.parse(source: source)
        let input = Array(tree.syntaxTextBytes)
        let rewriter = TargetActionRewriter(
            input: input, methods: MethodIndex(tree), locations: SourceLocationConverter(fileName: file, tree: tree), file: file)
        rewriter.walk(tree)
        var text = String(decoding: SourceEdit.apply(rewriter.edits, to: input), as: UTF8.self)
        if let path = sourceLocationPath { text = placeSourceLocation(naming: path, in: text) }
        return PortedSource(text: text, changes: rewriter.changes, problems: rewriter.problems)
    }

    /// Puts the `#sourceLocation` directive naming `path` where it keeps every line's number:
    /// in the place of a first line that is blank or a `//` comment (which it drops), or of
    /// a first line that is an `import`, which moves to the end of the file (an import
    /// applies to the whole file wherever it is); so that the compiler's excerpt under an
    /// error shows the line numbers it names. Any other first line keeps its place below the
    /// directive, and the excerpt's numbers are then one more than the error's.
    static func placeSourceLocation(naming path: String, in text: String) -> String {
        let literal = path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        let firstEnd = text.firstIndex(of: "\n") ?? text.endIndex
        let first = text[..<firstEnd]
        let rest = firstEnd < text.endIndex ? text[text.index(after: firstEnd)...] : ""
        let trimmed = first.trimmingPrefix(while: \.isWhitespace)
        if trimmed.isEmpty || trimmed.hasPrefix("//") {
            return "#sourceLocation(file: \"\(literal)\", line: 2)\n" + rest
        }
        if trimmed.hasPrefix("import ") || trimmed.hasPrefix("@testable import ") {
            let ending = rest.hasSuffix("\n") || rest.isEmpty ? "" : "\n"
            return "#sourceLocation(file: \"\(literal)\", line: 2)\n" + rest + ending + first + "\n"
        }
        return "#sourceLocation(file: \"\(literal)\", line: 1)\n" + text
    }
}
#endif
