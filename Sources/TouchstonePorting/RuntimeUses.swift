#if Porting
import SwiftSyntax

/// The calls that reach the Objective-C runtime by a method's name at run time, which have
/// no Touchstone form: the rewriter leaves them and reports each with a sentence saying what
/// to write instead.
enum RuntimeUses {
    /// Why `call` cannot be ported, or nil when it is ordinary Swift.
    ///
    /// `perform` is a common Swift name, so only a `perform` whose first argument is a
    /// `#selector` or a variable the file declares as a selector (`selectorVariables`), or
    /// whose labels are `NSObject`'s (`perform(_:with:)`, `perform(_:on:with:…)`), counts.
    static func problem(in call: FunctionCallExprSyntax, selectorVariables: Set<String>) -> String? {
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
        case "perform" where labels.first == "_" && (isSelector(call.arguments.first?.expression, selectorVariables)
                                                    || ["with", "on"].contains(labels.dropFirst().first)):
            return """
                perform(\(labels.map { "\($0):" }.joined())) sends a message by name through the \
                Objective-C runtime: call the method directly (or through a closure)
                """
        case "performSelector", "cancelPreviousPerformRequests":
            return """
                \(name)(\(labels.map { "\($0):" }.joined())) sends or cancels a message by name \
                through the Objective-C runtime: call the method directly, or schedule a closure
                """
        case "responds" where labels == ["to"], "instancesRespond" where labels == ["to"]:
            return """
                \(name)(to:) asks the Objective-C runtime whether an object has a method: test for \
                a protocol conformance (`as? Protocol`) instead
                """
        default:
            return nil
        }
    }

    private static func isSelector(_ expression: ExprSyntax?, _ selectorVariables: Set<String>) -> Bool {
        guard let expression else { return false }
        if expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector" { return true }
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.map(selectorVariables.contains) ?? false
    }
}
#endif
