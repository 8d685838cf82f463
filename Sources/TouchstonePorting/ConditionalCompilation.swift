#if Porting
import SwiftSyntax

/// How the rewriter reads `#if` conditions: the ported file is the iOS build of the file, so
/// the conditions that pick the iOS code are made true and the other platforms' false, and the
/// compiler then keeps the same branch an iOS build keeps.
///
/// - `os(iOS)` becomes `true`; `os(X)` for any other platform (macOS, Linux, tvOS…) `false`.
/// - `canImport(UIKit)` (or a UIKit submodule) becomes `true`: UIKit is Touchstone here.
/// - Everything else (`DEBUG`, `swift(>=6)`, `canImport(Combine)`, `targetEnvironment`) is
///   left to the compiler, which answers it for the machine it runs on.
///
/// Only the atoms are replaced, so `#if os(iOS) || os(tvOS)` becomes `#if true || false` and
/// every line keeps its place.
enum ConditionalCompilation {
    /// The replacement for one `#if` condition atom, or nil to leave it.
    static func replacement(for call: FunctionCallExprSyntax) -> String? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription
        else { return nil }
        switch name {
        case "os":
            return argument == "iOS" ? "true" : "false"
        case "canImport":
            return argument == "UIKit" || argument.hasPrefix("UIKit.") ? "true" : nil
        default:
            return nil
        }
    }
}
#endif
