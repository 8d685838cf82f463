#if Porting
import SwiftSyntax

/// The calls that reach the Objective-C runtime in ways Touchstone cannot follow, a method
/// named by a string at run time or a message sent to another thread: the rewriter leaves
/// them and reports each with a sentence saying what to write instead.
enum RuntimeUses {
    /// Why `call` cannot be ported, or nil when it is ordinary Swift.
    ///
    /// `perform(_:)`, `perform(_:with:)`, `perform(_:with:afterDelay:)`,
    /// `performSelector(onMainThread:with:waitUntilDone:)`, `responds(to:)` and
    /// `cancelPreviousPerformRequests(withTarget:…)` with a selector the rewriter makes are
    /// Touchstone's (R-RT3) and pass; the forms that send to another thread do not.
    static func problem(in call: FunctionCallExprSyntax) -> String? {
        let name: String
        let isMember: Bool
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            isMember = false
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = access.declName.baseName.text
            isMember = true
        } else {
            return nil
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        switch name {
        case "Selector" where !isMember && labels == ["_"]:
            return """
                Selector(\(call.arguments.trimmedDescription)) builds a selector from a string, which \
                names the method only at run time: Touchstone's Selector needs the method itself, so \
                write #selector(Type.method(_:))
                """
        case "NSSelectorFromString":
            return """
                NSSelectorFromString looks a method up by its name at run time, which needs the \
                Objective-C runtime: write #selector(Type.method(_:))
                """
        case "NSStringFromSelector" where labels == ["_"]:
            return """
                NSStringFromSelector needs an Objective-C selector: Touchstone's Selector has the \
                name as `.name`
                """
        case "perform" where labels.first == "_" && labels.dropFirst().first == "on":
            return """
                perform(\(labels.map { "\($0):" }.joined())) sends a message on another thread, and \
                Touchstone's objects are the main actor's: call the method directly, or from a Task
                """
        case "performSelector" where labels.first == "inBackground":
            return """
                performSelector(inBackground:with:) sends a message on a background thread, and \
                Touchstone's objects are the main actor's: call the method directly, or from a Task
                """
        case "instancesRespond" where labels == ["to"]:
            return """
                instancesRespond(to:) asks the Objective-C runtime about a class's methods: test for \
                a protocol conformance (`as? Protocol`) instead
                """
        default:
            return nil
        }
    }
}
#endif
