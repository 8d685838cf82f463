import Foundation

/// The size of what a compositional layout lays its sections out in (R-LS16), as a section
/// provider reads it from its ``NSCollectionLayoutEnvironment``.
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The collection view's bounds size.
    var contentSize: CGSize { get }
    /// The collection view's bounds size less its content inset: the width sections span.
    var effectiveContentSize: CGSize { get }
    /// The insets between ``contentSize`` and ``effectiveContentSize``: the collection
    /// view's adjusted content inset.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The same insets; Touchstone adds none of its own.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a compositional layout's section provider is told about the collection view as
/// it makes each section (R-LS16): the container's size and the traits.
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The size the sections are laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The environment a compositional layout hands its section provider.
@MainActor
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
    }

    var container: any NSCollectionLayoutContainer { self }

    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}
