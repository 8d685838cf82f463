#if Porting
import SwiftSyntax

/// The type a declaration or expression belongs to, as source names it: `CardViewController`,
/// `Outer.Inner`, or an extension's extended type.
///
/// `#selector(handleTap(_:))` names a method of the enclosing type without naming the type;
/// Touchstone's `Selector` needs the method itself (`CardViewController.handleTap(_:)`), so
/// the rewriter must name that type.
enum TypeScope {
    /// The qualified name of the innermost type around `node`, or nil at top level.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current = node.parent
        while let scope = current {
            if let name = typeName(declaredBy: scope) {
                names.append(name)
            } else if let extensionDecl = scope.as(ExtensionDeclSyntax.self) {
                // An extension is always at top level: its type is the whole qualifier.
                names.append(extensionDecl.extendedType.trimmedDescription)
                break
            }
            current = scope.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    private static func typeName(declaredBy node: Syntax) -> String? {
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
        return nil
    }
}
#endif
