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
/// - `#if os(iOS)` and `#if canImport(UIKit)` are read as on iOS (`ConditionalCompilation`).
///
/// What it cannot translate it leaves as it is and reports (`PortProblem`): selectors from
/// strings, `perform(_:)`, `responds(to:)`, `#selector(getter:)`, `#keyPath`, optional
/// protocol requirements, `@NSManaged`. The output depends on the input text alone.
public enum SourcePort {
    /// Ports `source`, the text of the file `file` (used in problems' places).
    ///
    /// - Parameter sourceLocationPath: when given, the output starts with a
    ///   `#sourceLocation(file:line:)` directive naming this path, so that the compiler and
    ///   `#filePath` report the original file's path and line numbers.
    public static func port(_ source: String, file: String, sourceLocationPath: String? = nil) -> PortedSource {
        let tree = Parser.parse(source: source)
        let input = Array(tree.syntaxTextBytes)
        let rewriter = TargetActionRewriter(
            input: input, methods: MethodIndex(tree), locations: SourceLocationConverter(fileName: file, tree: tree), file: file)
        rewriter.walk(tree)
        var text = String(decoding: SourceEdit.apply(rewriter.edits, to: input), as: UTF8.self)
        if let path = sourceLocationPath {
            let literal = path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            text = "#sourceLocation(file: \"\(literal)\", line: 1)\n" + text
        }
        return PortedSource(text: text, changes: rewriter.changes, problems: rewriter.problems)
    }
}
#endif
