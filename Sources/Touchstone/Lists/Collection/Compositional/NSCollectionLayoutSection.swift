import Foundation

/// How a compositional layout's section scrolls across the layout's scroll axis (R-LS16).
/// Raw values are those of the iOS SDK.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays its groups out along the layout's scroll axis, and does not scroll
    /// on its own.
    case none = 0
    /// The section scrolls across, continuously.
    case continuous
    /// The section scrolls across, coming to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// The section scrolls across a page (the section's width) at a time.
    case paging
    /// The section scrolls across a group at a time.
    case groupPaging
    /// The section scrolls across a group at a time, the group centered.
    case groupPagingCentered
}

/// A part of a compositional layout: one group repeated for the section's items, with
/// its spacing, insets, headers and footers (R-LS16).
///
/// The section's group is repeated along the layout's scroll axis, ``interGroupSpacing``
/// apart, until every item of the section has a place; the last group may be only partly
/// filled, its items where a full group would put them. ``contentInsets`` surround the
/// groups; the group's fractional dimensions resolve against the layout's content size
/// less them.
///
/// A section with an ``orthogonalScrollingBehavior`` other than `.none` lays its groups
/// out across the scroll axis instead, one beside the other, as iOS does, and is as long
/// as its longest group. Touchstone does not scroll such a section on its own: the groups
/// that start within the collection view's bounds show, and those beyond them stay there,
/// out of sight and out of reach of touches (a swipe across the section scrolls nothing).
/// Screens and tests see the section as iOS first shows it.
@MainActor
public final class NSCollectionLayoutSection {
    private let group: NSCollectionLayoutGroup
    /// The space between consecutive groups; 0 by default.
    public var interGroupSpacing: CGFloat = 0
    /// The space between the section's groups and its edges; none by default.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// How the section scrolls across the layout's scroll axis; `.none` by default. Stored:
    /// a section that scrolls across is laid out across, but never scrolled.
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none

    /// A section that repeats `group` for its items.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// The section as the geometry reads it.
    var sectionSpec: CompositionalSectionSpec {
        CompositionalSectionSpec(group: group.elementSpec(), interGroupSpacing: interGroupSpacing, contentInsets: contentInsets,
                                 boundaryItems: boundarySupplementaryItems.map(\.boundarySpec),
                                 scrollsOrthogonally: orthogonalScrollingBehavior != .none)
    }
}
