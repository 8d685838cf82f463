import Foundation

/// The smallest part of a compositional layout: the blueprint of one cell's size and the
/// space around it (R-LS16). Groups (``NSCollectionLayoutGroup``) are items too, so groups
/// nest.
///
/// Its ``layoutSize`` is resolved against the group that contains it; ``edgeSpacing`` then
/// moves it away from its neighbours, and ``contentInsets`` shrink its frame inside the
/// room it was given, except along a dimension that is estimated, where Apple's
/// `contentInsets` page says they are ignored.
@MainActor
public class NSCollectionLayoutItem {
    /// The item's width and height.
    public let layoutSize: NSCollectionLayoutSize
    /// The space taken off the item's frame, inside the room the group gives it; none by
    /// default.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space added around the item, between it and its neighbours and its group; none
    /// by default.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// The item as the geometry reads it; a group adds its subitems.
    func elementSpec() -> CompositionalElementSpec {
        CompositionalElementSpec(size: layoutSize.value, contentInsets: contentInsets,
                                 edgeSpacing: edgeSpacing?.value ?? .none, group: nil)
    }
}
