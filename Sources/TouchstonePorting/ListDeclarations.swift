#if Porting
import SwiftSyntax

/// What an iOS file's table-view declarations need to compile and behave the same on
/// Touchstone, where Swift has no Objective-C runtime to ask (R-PT2):
///
/// - A table makes the cells and header views registered by class from their type, so their
///   initializers are `required` (`init(style:reuseIdentifier:)`,
///   `init(reuseIdentifier:)`): an override must say `required`.
/// - UIKit gives swipe-to-delete to a data source that responds to
///   `tableView(_:commit:forRowAt:)`, and reorder controls to one that responds to
///   `tableView(_:moveRowAt:to:)`; on Touchstone a type says so by adopting
///   `UITableViewDataSourceRowEditing` or `UITableViewDataSourceRowMoving`, which the
///   rewriter adds to the type (or extension) that implements them.
enum ListDeclarations {
    /// Whether `node` overrides a list view's initializer without the `required` it needs.
    static func needsRequired(_ node: InitializerDeclSyntax) -> Bool {
        let modifiers = node.modifiers.map(\.name.text)
        guard modifiers.contains("override"), !modifiers.contains("required") else { return false }
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        return labels == ["style", "reuseIdentifier"] || labels == ["reuseIdentifier"]
    }

    /// The conformances `members` call for that `inherited` does not already name.
    static func markerProtocols(for members: MemberBlockSyntax, inherited: InheritanceClauseSyntax?) -> [String] {
        let named = Set(inherited?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
        var markers: [String] = []
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "tableView" else { continue }
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            let marker: String? = switch labels {
            case ["_", "commit", "forRowAt"]: "UITableViewDataSourceRowEditing"
            case ["_", "moveRowAt", "to"]: "UITableViewDataSourceRowMoving"
            default: nil
            }
            if let marker, !named.contains(marker), !markers.contains(marker) { markers.append(marker) }
        }
        return markers
    }
}
#endif
