import Foundation

/// A container that lays its subitems out along a line, left to right or top to bottom
/// (R-LS16); a section repeats its group for as many items as it has.
///
/// A horizontal group made with ``horizontal(layoutSize:subitems:)`` places each subitem
/// once, left to right, then repeats them, in order, for as long as the next one fits the
/// group's width with ``interItemSpacing`` before it: one `.fractionalWidth(0.5)` item
/// makes a row of two. ``horizontal(layoutSize:subitem:count:)`` divides the group's width
/// evenly between `count` copies of its subitem, spacing included, whatever the subitem's
/// own width says, as Apple's page describes ("the group keeps the same number of items
/// and automatically resizes them"); ``horizontal(layoutSize:repeatingSubitem:count:)``,
/// its replacement since iOS 16, repeats the subitem `count` times at its own size. The
/// vertical forms stack from the top in the same ways. A group whose length along its line
/// is estimated does not repeat its subitems: it is as long as they are.
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items and groups the group lays out, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between consecutive subitems; none by default.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    private let axis: CompositionalAxis
    private let arrangement: CompositionalArrangement

    private init(layoutSize: NSCollectionLayoutSize, axis: CompositionalAxis, subitems: [NSCollectionLayoutItem],
                 arrangement: CompositionalArrangement) {
        self.axis = axis
        self.subitems = subitems
        self.arrangement = arrangement
        super.init(layoutSize: layoutSize)
    }

    /// A group of `layoutSize` that lays `subitems` out left to right, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, arrangement: .fill)
    }

    /// A group of `layoutSize` that divides its width evenly between `count` copies of
    /// `subitem`, less the ``interItemSpacing`` between them. iOS 16 deprecates it for
    /// ``horizontal(layoutSize:repeatingSubitem:count:)``.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], arrangement: .divided(count))
    }

    /// A group of `layoutSize` that lays `subitem` out `count` times left to right, each at
    /// its own width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], arrangement: .repeated(count))
    }

    /// A group of `layoutSize` that stacks `subitems` top to bottom, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, subitems: subitems, arrangement: .fill)
    }

    /// A group of `layoutSize` that divides its height evenly between `count` copies of
    /// `subitem`, less the ``interItemSpacing`` between them. iOS 16 deprecates it for
    /// ``vertical(layoutSize:repeatingSubitem:count:)``.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], arrangement: .divided(count))
    }

    /// A group of `layoutSize` that stacks `subitem` `count` times, each at its own height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], arrangement: .repeated(count))
    }

    /// The group and everything in it as the geometry reads it.
    override func elementSpec() -> CompositionalElementSpec {
        var spec = super.elementSpec()
        spec.group = CompositionalGroupSpec(axis: axis, subitems: subitems.map { $0.elementSpec() },
                                            arrangement: arrangement, interItemSpacing: interItemSpacing?.value)
        return spec
    }
}
