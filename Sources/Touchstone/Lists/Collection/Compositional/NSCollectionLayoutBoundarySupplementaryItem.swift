import Foundation

/// An extra view a compositional layout places with its items, named by its element kind
/// (R-LS16). Touchstone lays out only its boundary kind, ``NSCollectionLayoutBoundarySupplementaryItem``
/// (headers and footers); items anchored to other items (badges) are not built.
@MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the collection view asks its data source's supplementary views for.
    public let elementKind: String

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A header or footer of a section, or of the whole layout (R-LS16).
///
/// An item aligned to the top edge (``NSRectAlignment/top``, `topLeading`, `topTrailing`)
/// is a header, one aligned to the bottom edge a footer; in a horizontally scrolling
/// layout the leading and trailing edges play those parts. A section lays out its headers,
/// then its top content inset, its groups, its bottom inset and its footers, one after the
/// other along the scroll axis; across it, a header is as wide as the section less its
/// leading and trailing insets allow (its fractional width resolves against that), and a
/// narrower one sits at the end its alignment names, or centered. Its index path is item 0
/// of its section.
///
/// ``extendsBoundary`` (`true` by default) makes the item take room in the section;
/// without it the header lies over the start of the content. ``pinToVisibleBounds``
/// (`false` by default) keeps a header at the top of the visible area, and a footer at
/// its bottom, while any of its section shows, as Apple's page describes. An estimated
/// height stays at its estimate: the collection view sizes only its cells.
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge of the section or layout the item is aligned to.
    public let alignment: NSRectAlignment
    /// How far the item is moved from where its alignment puts it.
    public let offset: CGPoint
    /// Whether the item takes room in its section's or layout's content; `true` by default.
    public var extendsBoundary = true
    /// Whether a header stays at the top of the visible area (a footer at its bottom) while
    /// its section shows; `false` by default.
    public var pinToVisibleBounds = false

    /// A header or footer of `layoutSize` and `elementKind`, on the edge `alignment` names.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A header or footer of `layoutSize` and `elementKind` on the edge `alignment` names,
    /// moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// The item as the geometry reads it.
    var boundarySpec: CompositionalBoundarySpec {
        CompositionalBoundarySpec(size: layoutSize.value, elementKind: elementKind, alignment: alignment, offset: offset,
                                  contentInsets: contentInsets, extendsBoundary: extendsBoundary,
                                  pinToVisibleBounds: pinToVisibleBounds)
    }
}
