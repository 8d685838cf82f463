#if Porting
import SwiftSyntax

/// What an iOS file's table-view declarations need to compile and behave the same on
/// Touchstone, where Swift has no Objective-C runtime to ask (R-PT2):
///
/// - A table makes the cells and header views registered by class from their type, so their
///   initializers are `required` (`init(style:reuseIdentifier:)`,
///   `init(reuseIdentifier:)`): an override must say `required` (which implies `override`,
///   so the rewriter puts `required` in its place). So is a collection view's
///   cells' and reusable views' `init(frame:)`, in a class that inherits from one of them
///   by name (a subclass of an app's own cell class is not recognized).
/// - UIKit gives swipe-to-delete to a data source that responds to
///   `tableView(_:commit:forRowAt:)`, and reorder controls to one that responds to
///   `tableView(_:moveRowAt:to:)`; on Touchstone a type says so by adopting
///   `UITableViewDataSourceRowEditing` or `UITableViewDataSourceRowMoving`, which the
///   rewriter adds to the type (or extension) that implements them; likewise
///   `collectionView(_:moveItemAt:to:)`, which lets a collection view move items, and
///   `UICollectionViewDataSourceItemMoving`.
enum ListDeclarations {
    /// Whether `node` overrides a list view's initializer without the `required` it needs.
    static func needsRequired(_ node: InitializerDeclSyntax) -> Bool {
        let modifiers = node.modifiers.map(\.name.text)
        guard modifiers.contains("override"), !modifiers.contains("required") else { return false }
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        if labels == ["style", "reuseIdentifier"] || labels == ["reuseIdentifier"] { return true }
        return labels == ["frame"] && inheritsFromCollectionReusableView(node)
    }

    /// The collection view classes whose `init(frame:)` is required.
    private static let collectionReusableViews: Set<String> = [
        "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell",
    ]

    /// Whether the class declaring `node` names a collection view reusable view class as
    /// its superclass.
    private static func inheritsFromCollectionReusableView(_ node: InitializerDeclSyntax) -> Bool {
        var parent = node.parent
        while let current = parent, !current.is(ClassDeclSyntax.self) { parent = current.parent }
        guard let declaration = parent?.as(ClassDeclSyntax.self),
              let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
        return collectionReusableViews.contains(superclass.hasPrefix("UIKit.") ? String(superclass.dropFirst(6)) : superclass)
    }

    /// The conformances `members` call for that `inherited` does not already name.
    static func markerProtocols(for members: MemberBlockSyntax, inherited: InheritanceClauseSyntax?) -> [String] {
        let named = Set(inherited?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
        var markers: [String] = []
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            let labels = [function.name.text] + function.signature.parameterClause.parameters.map(\.firstName.text)
            let marker: String? = switch labels {
            case ["tableView", "_", "commit", "forRowAt"]: "UITableViewDataSourceRowEditing"
            case ["tableView", "_", "moveRowAt", "to"]: "UITableViewDataSourceRowMoving"
            case ["collectionView", "_", "moveItemAt", "to"]: "UICollectionViewDataSourceItemMoving"
            default: nil
            }
            if let marker, !named.contains(marker), !markers.contains(marker) { markers.append(marker) }
        }
        return markers
    }
}
#endif
