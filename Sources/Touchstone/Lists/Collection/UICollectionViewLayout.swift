import Foundation

/// The object that decides where a collection view's elements go (R-LS10): the base class
/// of ``UICollectionViewFlowLayout`` and of the custom layouts apps write for card stacks
/// and carousels.
///
/// The collection view drives it as UIKit does: after a reload or an invalidation it calls
/// ``prepare()``, reads ``collectionViewContentSize`` and then, for each layout pass, asks
/// ``layoutAttributesForElements(in:)`` for the elements in its bounds. As the bounds move
/// (every scrolled frame) it asks ``shouldInvalidateLayout(forBoundsChange:)``, and prepares
/// again when the layout says yes, which is how a carousel rescales its cards as they pass
/// the center. When a drag ends, ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``
/// chooses where the deceleration stops: a snapping carousel overrides it.
@MainActor
open class UICollectionViewLayout {
    /// The collection view the layout is installed in; set when it is.
    open internal(set) weak var collectionView: UICollectionView?

    /// The decoration views registered by kind.
    var decorationFactories: [String: () -> UICollectionReusableView] = [:]

    /// Creates a layout.
    public init() {}

    /// Creates a layout; the coder is not read (R-I3).
    public required init?(coder: NSCoder) {}

    /// The class of the attributes the layout makes; UIKit's subclasses use it to create
    /// attributes of a subclass.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Computing the layout

    /// Computes the layout: called before the first layout pass and after every
    /// invalidation. The default does nothing.
    open func prepare() {}

    /// The size of all the content, which becomes the collection view's `contentSize`;
    /// zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`; `nil` by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; `nil` by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; `nil` by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; `nil` by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Registers `viewClass`, a `UICollectionReusableView` subclass, for the decoration
    /// views of `elementKind`; `nil` unregisters.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { decorationFactories[elementKind] = nil; return }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("UICollectionViewLayout.register(_:forDecorationViewOfKind:): \(viewClass) is not a UICollectionReusableView subclass")
        }
        decorationFactories[elementKind] = { viewType.init(frame: .zero) }
    }

    /// Whether cells are asked for the attributes they prefer as they appear; only a
    /// flow layout with an estimated item size sizes its cells.
    var sizesCellsThemselves: Bool { false }

    // MARK: Invalidation

    /// Whether moving or resizing the bounds to `newBounds` calls for a new layout; `false`
    /// by default. Asked for every scrolled frame: a layout whose attributes depend on the
    /// visible area (a carousel that scales its centered card) answers `true`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context that invalidates the layout for a bounds change.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.boundsChange = true
        return context
    }

    /// Whether a self-sizing cell's preferred attributes call for a new layout; `false`
    /// by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context that invalidates the layout for a self-sizing cell's preferred attributes.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// Marks the whole layout stale: the collection view prepares it again before its next
    /// layout pass.
    open func invalidateLayout() {
        invalidateLayout(with: makeInvalidationContext())
    }

    /// Marks the parts `context` names stale. The base class prepares the whole layout
    /// again whatever the context says; subclasses read it to redo less.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutWasInvalidated()
    }

    private func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextType = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return contextType.init()
    }

    // MARK: Scrolling

    /// Where a drag's deceleration should stop, given where it would (`proposedContentOffset`)
    /// and the scroll view's velocity (R-LS13); the proposal by default. The velocity is the
    /// one `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` hears, in points
    /// per millisecond.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// The content offset to keep after an update or a layout change; the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    // MARK: Updates

    /// Told the updates of a batch before they apply. The default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Told that a batch's updates have applied. The default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an appearing item starts its animation; `nil` (headless: none) by default.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing item ends its animation; `nil` by default.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Interactive movement (R-LS12)

    /// The index path a moving item would drop at with the finger at `position`: the item
    /// under it, or where it is now when there is none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of the moving item with the finger at `position`: its own, centered
    /// there, above every other item.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// Whether the layout mirrors in right-to-left languages. Stored.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}

/// What part of a layout an invalidation concerns; the base layout prepares everything
/// again regardless, and subclasses read it to redo less.
@MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether everything is stale (a reload, a new data source).
    open internal(set) var invalidateEverything = false
    /// Whether the data source's counts changed.
    open internal(set) var invalidateDataSourceCounts = false
    /// Whether the invalidation comes from a bounds change.
    var boundsChange = false
    /// How much to move the content offset once the layout is computed again.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content size changes.
    open var contentSizeAdjustment = CGSize.zero
    /// The items named stale.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// An empty context.
    public required init() {}

    /// Names `indexPaths` stale.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}

/// One update of a batch, as a layout's ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` hears it.
@MainActor
open class UICollectionViewUpdateItem {
    /// What the update does.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The index path before the update: `nil` for an insertion.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path after the update: `nil` for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the update does.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }
}
