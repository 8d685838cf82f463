#if Porting
import SwiftSyntax

/// Turns `#selector(...)` into a call of Touchstone's `Selector` initializer: the method's
/// full Swift name and a reference to the method through its type.
///
/// `#selector(handleTap(_:))` inside `CardViewController` (or an extension of it) becomes
/// `Selector("handleTap(_:)", CardViewController.handleTap(_:))`; `#selector(Type.f(_:with:))`
/// becomes `Selector("f(_:with:)", Type.f(_:with:))`; a bare `#selector(done)` takes the full
/// name of the one method `done` the file declares in that type, else stays bare.
enum SelectorTranslation {
    /// The `Selector(...)` expression for `selector`, or why there is none.
    static func translate(_ selector: MacroExpansionExprSyntax, methods: MethodIndex) -> Result<String, Failure> {
        guard selector.arguments.count == 1, let argument = selector.arguments.first else {
            return .failure(Failure("#selector takes one method reference"))
        }
        if let label = argument.label?.text {
            return .failure(Failure("""
                #selector(\(label): …) names a property's \(label), which Touchstone's Selector cannot \
                reference: add a method that reads or writes the property and name that method
                """))
        }
        let typeName: String
        let member: DeclReferenceExprSyntax
        if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
            guard let enclosing = TypeScope.enclosingTypeName(of: selector) else {
                return .failure(Failure("""
                    #selector(\(reference.trimmedDescription)) is outside any type, so the method's type \
                    is unknown: write #selector(Type.\(reference.trimmedDescription))
                    """))
            }
            typeName = enclosing
            member = reference
        } else if let access = argument.expression.as(MemberAccessExprSyntax.self), let base = access.base {
            switch typeReference(base, around: selector) {
            case .some(let name):
                typeName = name
            case .none:
                return .failure(Failure("""
                    #selector(\(access.trimmedDescription)) names the method through a value, whose type \
                    the rewriter cannot know: write #selector(Type.\(access.declName.trimmedDescription))
                    """))
            }
            member = access.declName
        } else {
            return .failure(Failure("""
                #selector(\(argument.expression.trimmedDescription)) is not a plain method reference \
                (Type.method(_:)), the only form Touchstone's Selector takes: name the method without `as`
                """))
        }
        let baseName = member.baseName.text
        let fullName: String
        if let arguments = member.argumentNames {
            fullName = baseName + "(" + arguments.arguments.map { "\($0.name.text):" }.joined() + ")"
        } else {
            let candidates = methods.candidates(named: baseName, in: typeName)
            guard candidates.count <= 1 else {
                let names = candidates.map(\.fullName).joined(separator: ", ")
                return .failure(Failure("""
                    #selector(\(argument.expression.trimmedDescription)) could name any of \(names) in \
                    \(typeName): write the full name, e.g. #selector(\(candidates[0].fullName))
                    """))
            }
            fullName = candidates.first?.fullName ?? baseName
        }
        return .success("Selector(\"\(fullName)\", \(typeName).\(fullName))")
    }

    /// The type `base` names in `#selector(base.method)`: `self` and `Self` are the
    /// enclosing type; a capitalized name or path (`CardView`, `Outer.Inner`) is a type.
    private static func typeReference(_ base: ExprSyntax, around selector: MacroExpansionExprSyntax) -> String? {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" || name == "Self" { return TypeScope.enclosingTypeName(of: selector) }
            return name.first?.isUppercase == true ? name : nil
        }
        if let access = base.as(MemberAccessExprSyntax.self), let inner = access.base,
           access.declName.baseName.text.first?.isUppercase == true,
           let innerName = typeReference(inner, around: selector) {
            return innerName + "." + access.declName.baseName.text
        }
        return nil
    }

    /// Why a `#selector` was left untranslated.
    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
#endif
