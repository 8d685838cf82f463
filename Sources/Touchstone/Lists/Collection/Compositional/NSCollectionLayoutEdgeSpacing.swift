import Foundation

/// Space added outside an item's edges, between it and its neighbours and its group
/// (R-LS16): applied before the item's content insets, as Apple's `edgeSpacing` page says.
/// An edge without a spacing has none. Touchstone lays out left to right, where leading is
/// left.
@MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// The space before the item's leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The space above the item.
    public let top: NSCollectionLayoutSpacing?
    /// The space after the item's trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The space below the item.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing of `leading`, `top`, `trailing` and `bottom`; `nil` leaves an edge without.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing as the geometry reads it.
    var value: CompositionalEdgeSpacing {
        CompositionalEdgeSpacing(leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
    }
}
