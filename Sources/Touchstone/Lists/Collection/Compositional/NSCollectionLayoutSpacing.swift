import Foundation

/// A space between or around a compositional layout's items (R-LS16): a fixed number of
/// points, or a flexible space of at least that many that grows to share the room left in
/// its group, as Apple's page describes ("as more space becomes available, items are
/// respaced evenly in the additional space").
@MainActor
public final class NSCollectionLayoutSpacing {
    /// The spacing as the geometry reads it.
    let value: CompositionalSpacing

    private init(_ value: CompositionalSpacing) {
        self.value = value
    }

    /// A space of exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(.fixed(fixedSpacing))
    }

    /// A space of at least `flexibleSpacing` points, more when the group has room to spare.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(.flexible(flexibleSpacing))
    }

    /// The points the spacing was made with: the fixed space, or the flexible one's least.
    public var spacing: CGFloat {
        switch value {
        case .fixed(let points), .flexible(let points): points
        }
    }

    /// Whether the space is exactly ``spacing``.
    public var isFixed: Bool {
        if case .fixed = value { return true }
        return false
    }

    /// Whether the space may grow beyond ``spacing``.
    public var isFlexible: Bool {
        if case .flexible = value { return true }
        return false
    }
}
