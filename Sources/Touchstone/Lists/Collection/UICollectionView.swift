import Foundation

/// A scroll view that shows items in sections wherever its layout puts them, and makes
/// views only for the elements in its bounds (R-LS10–R-LS14).
///
/// The collection view asks its ``dataSource`` how many sections and items there are and
/// for the cell of each item it shows, and its ``collectionViewLayout`` where each goes.
/// Everything is laid out in ``layoutSubviews()``, which UIKit runs as the content offset
/// changes (R-V8): the layout is prepared when it is stale, asked whether the bounds change
/// invalidates it, then asked for the elements in the bounds; those not shown yet get their
/// views, dequeued from the ones that scrolled away, and the ones that left wait for reuse,
/// hidden among the collection view's subviews.
///
/// Its gestures are UIKit's: the scroll view's pan drags the content and, on lift, the
/// layout may choose where the deceleration stops (R-LS13); a touch the scroll view lets
/// through highlights the item it is on, and lifting without scrolling selects it (R-LS14);
/// an app's long press moves an item with ``beginInteractiveMovementForItem(at:)`` (R-LS12).
@MainActor
open class UICollectionView: UIScrollView {
    /// Where an item scrolled to with ``scrollToItem(at:at:animated:)`` comes to rest: one
    /// vertical and one horizontal position at most.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// What an element of the layout is.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The kind of section headers, as flow and compositional layouts name them.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Creates a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        storedLayout = layout
        super.init(frame: frame)
        adopt(layout)
        addInteraction(contextMenu)
    }

    /// Creates a collection view with a flow layout; the coder is not read (R-I3).
    public required init?(coder: NSCoder) {
        storedLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(storedLayout)
        addInteraction(contextMenu)
    }

    // MARK: Layout object

    private var storedLayout: UICollectionViewLayout

    /// The object that places the items; setting it lays the collection view out anew.
    open var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout; headless, the change happens at once, and `completion` runs
    /// with `true`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== storedLayout else { completion?(true); return }
        storedLayout.collectionView = nil
        storedLayout = layout
        adopt(layout)
        completion?(true)
    }

    /// Replaces the layout.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            preconditionFailure("UICollectionView: the layout \(layout) is already used by another collection view")
        }
        layout.collectionView = self
        layoutWasInvalidated()
    }

    /// The layout is stale: prepare it again before the next layout pass.
    func layoutWasInvalidated() {
        layoutIsStale = true
        setNeedsLayout()
    }

    // MARK: Data source and delegate

    /// The object that supplies the sections, items, cells and supplementary views.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The collection view's delegate, which is also its scroll view delegate. UIKit
    /// declares it as `UICollectionViewDelegate`; Swift cannot narrow an inherited
    /// property's type, so it keeps the scroll view's and the collection view uses it as a
    /// collection view delegate when it is one.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any UICollectionViewDelegate
            layoutWasInvalidated()
        }
    }

    /// ``delegate`` as a collection view delegate, kept so each question asks it without a cast.
    weak var collectionDelegate: (any UICollectionViewDelegate)?

    /// The object told which items will soon be shown.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether ``prefetchDataSource`` is told; `true` by default.
    open var isPrefetchingEnabled = true

    /// The view behind the content, sized to the bounds; it does not scroll.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection options (R-LS14)

    /// Whether a tap selects an item outside editing mode; `true` by default.
    open var allowsSelection = true
    /// Whether taps add items to the selection (and a tap on a selected item deselects it).
    open var allowsMultipleSelection = false
    /// Whether a tap selects an item in editing mode; `false` by default.
    open var allowsSelectionDuringEditing = false
    /// Whether taps add items to the selection in editing mode.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is in editing mode; `false` by default.
    open var isEditing = false
    /// Whether focus moves the selection. Stored: Touchstone has no focus engine.
    open var selectionFollowsFocus = false
    /// Whether dragging items is enabled; `false` by default on iPhone. Stored.
    open var dragInteractionEnabled = false

    /// The selected items, in the order they were selected.
    var selectedItems: [IndexPath] = []
    /// The item under a finger, highlighted until the finger lifts or the touch is taken.
    var highlightedItem: IndexPath?

    /// A touch that reached an item through the responder chain highlights it (R-LS14).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchesBegan(touches) }
    /// A moving touch changes nothing: when it scrolls, the scroll view's pan cancels it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// The finger lifted on the highlighted item: the item is selected (R-LS14).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchesEnded() }
    /// The touch was taken: the item loses its highlight and is not selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { itemTouchesCancelled() }

    // MARK: Registration and reuse (R-LS11)

    var cellPool = ReusableViewPool<UICollectionReusableView>()
    var supplementaryPool = ReusableViewPool<UICollectionReusableView>()
    /// The cell a reconfiguration asks the data source for again, which dequeuing returns.
    var reconfiguringCell: UICollectionViewCell?
    /// How many `performBatchUpdates` are open, and the updates they collect (R-LS6).
    var batchDepth = 0
    var pendingUpdates = ListUpdates()

    /// Registers `cellClass`, a `UICollectionViewCell` subclass, to make cells for
    /// `identifier`; `nil` unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return cellPool.register(identifier, factory: nil) }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure("UICollectionView.register(_:forCellWithReuseIdentifier:): \(cellClass) is not a UICollectionViewCell subclass")
        }
        cellPool.register(identifier) { cellType.init(frame: .zero) }
    }

    /// Registers `viewClass`, a `UICollectionReusableView` subclass, to make supplementary
    /// views of `elementKind` for `identifier`; `nil` unregisters.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = Self.supplementaryKey(elementKind, identifier)
        guard let viewClass else { return supplementaryPool.register(key, factory: nil) }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a UICollectionReusableView subclass")
        }
        supplementaryPool.register(key) { viewType.init(frame: .zero) }
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    /// A cell for the item at `indexPath`: a reused one (after its `prepareForReuse()`) or
    /// a new one of the class registered for `identifier`. Dequeuing an identifier nothing
    /// was registered for is a programming error, and traps with UIKit's message.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reconfiguringCell, reconfiguringCell.reuseIdentifier == identifier { return reconfiguringCell }
        guard let view = cellPool.dequeue(identifier), let cell = view as? UICollectionViewCell else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        ready(cell, identifier: identifier)
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new; an identifier
    /// nothing was registered for traps with UIKit's message.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryPool.dequeue(Self.supplementaryKey(elementKind, identifier)) else {
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        ready(view, identifier: identifier)
        return view
    }

    /// A dequeued view is reset if it waited for reuse, and named by its identifier.
    private func ready(_ view: UICollectionReusableView, identifier: String) {
        view.reuseIdentifier = identifier
        if view.isWaitingForReuse {
            view.isWaitingForReuse = false
            view.resetForReuse()
        }
    }

    // MARK: Counts

    /// Each section's item count, as the data source last gave them.
    var itemCounts: [Int] = []
    /// Whether ``itemCounts`` must be asked again before they are read.
    var countsAreStale = true
    /// Whether the layout must be prepared again before the next layout pass.
    var layoutIsStale = true

    /// Asks the data source for the counts again if a reload made them stale.
    func updateCountsIfNeeded() {
        guard countsAreStale else { return }
        countsAreStale = false
        guard let dataSource else { itemCounts = []; return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Whether `indexPath` names an item the data source has.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    /// Reloads everything: the counts, the layout and the shown views, which go back to
    /// the reuse queues. The selection is cleared, as in UIKit.
    open func reloadData() {
        selectedItems.removeAll()
        highlightedItem = nil
        movement = nil
        putAwayEverything()
        countsAreStale = true
        layoutWasInvalidated()
    }

    /// Prepares the layout if it is stale, and takes its content size.
    func prepareLayoutIfNeeded() {
        updateCountsIfNeeded()
        guard layoutIsStale else { return }
        layoutIsStale = false
        storedLayout.prepare()
        let size = storedLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    // MARK: Shown views

    /// What a view was last placed with, to place it again only when it changed.
    struct Placement: Equatable {
        var center: CGPoint
        var size: CGSize
        var transform: CGAffineTransform
        var alpha: CGFloat
        var zIndex: Int
        var isHidden: Bool

        @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
            center = attributes.center
            size = attributes.size
            transform = attributes.transform
            alpha = attributes.alpha
            zIndex = attributes.zIndex
            isHidden = attributes.isHidden
        }
    }

    /// An element on screen: its view, what placed it, and the layout pass that last saw it.
    struct ShownElement<View: UICollectionReusableView> {
        let view: View
        var placement: Placement
        var pass: Int
    }

    /// A supplementary or decoration view's identity among the shown ones.
    struct SupplementKey: Hashable {
        var category: ElementCategory
        var kind: String
        var indexPath: IndexPath
    }

    /// The cells on screen, by index path.
    var shownCells: [IndexPath: ShownElement<UICollectionViewCell>] = [:]
    /// The supplementary and decoration views on screen.
    var shownSupplements: [SupplementKey: ShownElement<UICollectionReusableView>] = [:]
    /// The layout pass being run, which marks the elements it sees.
    private var pass = 0
    /// The bounds the last layout pass showed, to tell the layout when they change.
    private var tiledBounds: CGRect?
    /// Whether some shown element has a nonzero z-index, so views must be kept in z order.
    private var ordersByZIndex = false
    /// The elements a pass found gone, kept to reuse the storage every pass.
    private var departingCells: [IndexPath] = []
    private var departingSupplements: [SupplementKey] = []
    /// The items last announced to the prefetch data source.
    private var prefetchedItems: Set<IndexPath> = []
    /// The item being moved interactively (R-LS12) or dragged (R-DD2).
    var movement: InteractiveMovement?
    /// The lift and the drag under way (R-DD2).
    lazy var dragAndDrop = CollectionViewDragAndDrop(collectionView: self)
    /// The items' context menus (R-MN2), configured by the delegate.
    private lazy var contextMenuSource = ListContextMenu { [unowned self] point in
        guard let indexPath = indexPathForItem(at: point) else { return nil }
        return collectionDelegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
    } willDisplay: { [unowned self] configuration in
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: nil)
    } willEnd: { [unowned self] configuration in
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: nil)
    }
    private lazy var contextMenu = UIContextMenuInteraction(delegate: contextMenuSource)

    // MARK: Layout (R-V8)

    /// Shows the elements the layout places in the bounds: UIKit's collection view lays
    /// itself out here whenever it scrolls or resizes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        tile()
    }

    /// Brings the shown views up to date with the layout and the bounds.
    func tile() {
        guard dataSource != nil else { return putAwayEverything() }
        prepareLayoutIfNeeded()
        if bounds != tiledBounds {
            if tiledBounds != nil, storedLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
                storedLayout.invalidateLayout(with: storedLayout.invalidationContext(forBoundsChange: bounds))
                prepareLayoutIfNeeded()
            }
            tiledBounds = bounds
        }
        // A self-sizing cell that prefers another size invalidates the layout as it
        // appears; the pass runs again on the new layout (four rounds at most, as each
        // round can only settle the cells it showed).
        for _ in 0..<4 {
            pass &+= 1
            let elements = storedLayout.layoutAttributesForElements(in: bounds) ?? []
            var arrivals = false
            for attributes in elements where !placeIfShown(attributes) { arrivals = true }
            // Views that left go back to the queues first, so the ones that arrive reuse them.
            putAwayDeparted()
            if arrivals {
                for attributes in elements { showArriving(attributes) }
            }
            guard layoutIsStale else { break }
            prepareLayoutIfNeeded()
        }
        if let movement, let shown = shownCells[movement.current] {
            showMovingCell(shown.view, movement)
        }
        if isPrefetchingEnabled, let prefetchDataSource { announcePrefetching(to: prefetchDataSource) }
    }

    /// Places the element's view again if it is shown, marking it seen by this pass;
    /// returns whether it is shown.
    private func placeIfShown(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        switch attributes.representedElementCategory {
        case .cell:
            let indexPath = attributes.indexPath
            guard let index = shownCells.index(forKey: indexPath) else { return false }
            shownCells.values[index].pass = pass
            // The moving item is where the finger is, not where the layout puts it.
            if movement?.current != indexPath {
                place(shownCells.values[index].view, with: attributes, placement: &shownCells.values[index].placement)
            }
            return true
        case .supplementaryView, .decorationView:
            guard let index = shownSupplements.index(forKey: supplementKey(of: attributes)) else { return false }
            shownSupplements.values[index].pass = pass
            place(shownSupplements.values[index].view, with: attributes, placement: &shownSupplements.values[index].placement)
            return true
        }
    }

    private func supplementKey(of attributes: UICollectionViewLayoutAttributes) -> SupplementKey {
        SupplementKey(category: attributes.representedElementCategory, kind: attributes.representedElementKind ?? "",
                      indexPath: attributes.indexPath)
    }

    /// Shows the element's view if it is not shown yet: a cell from the data source, a
    /// supplementary view from the data source, a decoration view from the layout.
    private func showArriving(_ attributes: UICollectionViewLayoutAttributes) {
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            guard shownCells[indexPath] == nil, contains(indexPath), let cell = makeCell(for: indexPath) else { return }
            var placement = Placement(attributes)
            placeArriving(cell, with: attributes, placement: &placement)
            shownCells[indexPath] = ShownElement(view: cell, placement: placement, pass: pass)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            if storedLayout.sizesCellsThemselves { measure(cell, attributes) }
        case .supplementaryView, .decorationView:
            let key = supplementKey(of: attributes)
            guard shownSupplements[key] == nil, let view = makeSupplement(key) else { return }
            var placement = Placement(attributes)
            placeArriving(view, with: attributes, placement: &placement)
            shownSupplements[key] = ShownElement(view: view, placement: placement, pass: pass)
            if key.category == .supplementaryView {
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: indexPath)
            }
        }
    }

    /// Asks a self-sizing cell for the attributes it prefers, and the layout whether they
    /// call for a new layout (R-LS15).
    private func measure(_ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes) {
        guard let offered = attributes.copy() as? UICollectionViewLayoutAttributes else { return }
        let preferred = cell.preferredLayoutAttributesFitting(offered)
        guard storedLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else { return }
        storedLayout.invalidateLayout(with: storedLayout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                             withOriginalAttributes: attributes))
    }

    /// The data source's cell for `indexPath`, in the collection view's states.
    private func makeCell(for indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cell.isWaitingForReuse = false
        let selected = selectedItems.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        return cell
    }

    private func makeSupplement(_ key: SupplementKey) -> UICollectionReusableView? {
        switch key.category {
        case .supplementaryView:
            guard let dataSource else { return nil }
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            let waiting = supplementaryPool.dequeue(Self.supplementaryKey("decoration", key.kind))
            if let waiting {
                waiting.isWaitingForReuse = false
                waiting.resetForReuse()
                return waiting
            }
            guard let view = storedLayout.decorationFactories[key.kind]?() else { return nil }
            view.reuseIdentifier = key.kind
            return view
        case .cell:
            return nil
        }
    }

    /// Places a view that arrives: with the attributes, then among the subviews (a view that
    /// waited for reuse is still a hidden subview and only shows again).
    private func placeArriving(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes,
                               placement: inout Placement) {
        apply(attributes, to: view)
        if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
        if attributes.zIndex != 0 { ordersByZIndex = true }
        if ordersByZIndex { order(view, zIndex: attributes.zIndex) }
    }

    /// Places a shown view again when its attributes changed.
    private func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes,
                       placement: inout Placement) {
        let new = Placement(attributes)
        guard new != placement else { return }
        let reorders = new.zIndex != placement.zIndex
        placement = new
        apply(attributes, to: view)
        if new.zIndex != 0 { ordersByZIndex = true }
        if reorders { order(view, zIndex: new.zIndex) }
    }

    /// Sets the view's geometry and looks from `attributes`, then lets it read them.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.transform != .identity { view.transform = .identity }
        if view.bounds.size != attributes.size { view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size) }
        if view.center != attributes.center { view.center = attributes.center }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.layoutZIndex = attributes.zIndex
        view.apply(attributes)
    }

    /// Keeps the shown elements' views in z-index order among the subviews, so that of two
    /// overlapping cells a touch hits the one the layout shows above (R-LS10): `view` goes
    /// above the last element at or below its z-index.
    private func order(_ view: UICollectionReusableView, zIndex: Int) {
        var target: UIView?
        for case let sibling as UICollectionReusableView in subviews
        where sibling !== view && !sibling.isWaitingForReuse && sibling.layoutZIndex <= zIndex {
            target = sibling
        }
        if let target {
            insertSubview(view, aboveSubview: target)
        } else {
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
        }
    }

    /// The elements this pass did not see leave.
    private func putAwayDeparted() {
        departingCells.removeAll(keepingCapacity: true)
        for (indexPath, shown) in shownCells where shown.pass != pass && movement?.current != indexPath {
            departingCells.append(indexPath)
        }
        for indexPath in departingCells {
            if let shown = shownCells.removeValue(forKey: indexPath) { putAway(shown.view, indexPath: indexPath) }
        }
        departingSupplements.removeAll(keepingCapacity: true)
        for (key, shown) in shownSupplements where shown.pass != pass { departingSupplements.append(key) }
        for key in departingSupplements {
            if let shown = shownSupplements.removeValue(forKey: key) { putAway(shown.view, key: key) }
        }
    }

    /// A cell leaves: the delegate hears it, and it waits for reuse.
    func putAway(_ cell: UICollectionViewCell, indexPath: IndexPath) {
        if highlightedItem == indexPath {
            highlightedItem = nil
            cell.isHighlighted = false
        }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        recycle(cell, poolKey: cell.reuseIdentifier, in: &cellPool)
    }

    func putAway(_ view: UICollectionReusableView, key: SupplementKey) {
        switch key.category {
        case .supplementaryView:
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
            recycle(view, poolKey: view.reuseIdentifier.map { Self.supplementaryKey(key.kind, $0) }, in: &supplementaryPool)
        case .decorationView:
            recycle(view, poolKey: Self.supplementaryKey("decoration", key.kind), in: &supplementaryPool)
        case .cell:
            break
        }
    }

    /// Keeps `view` for reuse, hidden among the subviews as UIKit's lists keep reusable
    /// views (leaving and joining the window at every reuse would tell the whole subtree it
    /// moved). A view without an identifier (made by the data source itself) is let go.
    private func recycle(_ view: UICollectionReusableView, poolKey: String?, in pool: inout ReusableViewPool<UICollectionReusableView>) {
        guard let poolKey, view.superview === self || view.superview == nil else {
            view.removeFromSuperview()
            return
        }
        view.isHidden = true
        view.isWaitingForReuse = true
        pool.enqueue(view, identifier: poolKey)
    }

    func putAwayEverything() {
        for (indexPath, shown) in shownCells { putAway(shown.view, indexPath: indexPath) }
        shownCells.removeAll(keepingCapacity: true)
        for (key, shown) in shownSupplements { putAway(shown.view, key: key) }
        shownSupplements.removeAll(keepingCapacity: true)
    }

    // MARK: Prefetching

    /// Tells the prefetch data source about the items within a screen's length beyond the
    /// bounds on each side that are not shown yet, and about those announced before that
    /// have left that margin.
    private func announcePrefetching(to prefetchDataSource: any UICollectionViewDataSourcePrefetching) {
        let margin = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var ahead = Set<IndexPath>()
        for attributes in storedLayout.layoutAttributesForElements(in: margin) ?? []
        where attributes.representedElementCategory == .cell && shownCells[attributes.indexPath] == nil {
            ahead.insert(attributes.indexPath)
        }
        let arriving = ahead.subtracting(prefetchedItems).sorted()
        let cancelled = prefetchedItems.subtracting(ahead).filter { shownCells[$0] == nil }.sorted()
        prefetchedItems = ahead
        if !arriving.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: arriving) }
        if !cancelled.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
    }

    // MARK: Deceleration (R-LS13)

    /// The layout chooses where a drag's deceleration stops, before the delegate hears it.
    override func decelerationTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        storedLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }
}
