import Foundation

/// What a collection view answers about its items (R-LS10): counts, the items and views on
/// screen, the item at a point, the layout's attributes, and scrolling an item into view.
/// The shown views are brought up to date first, as UIKit's `visibleCells` lays the
/// collection view out.
extension UICollectionView {
    /// The number of sections, as the data source last gave it.
    public var numberOfSections: Int {
        updateCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        updateCountsIfNeeded()
        precondition(itemCounts.indices.contains(section),
                     "UICollectionView.numberOfItems(inSection:): section \(section) is out of bounds (\(itemCounts.count) sections)")
        return itemCounts[section]
    }

    /// The cells on screen.
    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return shownCellsInOrder.map(\.value.view)
    }

    /// The index paths of the items on screen, in index-path order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return shownCellsInOrder.map(\.key)
    }

    private var shownCellsInOrder: [(key: IndexPath, value: ShownElement<UICollectionViewCell>)] {
        shownCells.sorted { $0.key < $1.key }
    }

    /// The cell of the item at `indexPath` if it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return shownCells[indexPath]?.view
    }

    /// The index path of `cell` if it is on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        shownCells.first { $0.value.view === cell }?.key
    }

    /// The item at `point`, in the collection view's coordinates: the topmost (highest
    /// z-index) item whose frame holds it, from the layout's attributes.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        var best: UICollectionViewLayoutAttributes?
        for attributes in collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
        where attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.frame.contains(point) {
            if best == nil || attributes.zIndex >= best!.zIndex { best = attributes }
        }
        return best?.indexPath
    }

    /// The layout's attributes for the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath` if it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return shownSupplements[SupplementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]?.view
    }

    /// The supplementary views of `elementKind` on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return shownSupplements.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value.view)
    }

    /// The index paths of the supplementary views of `elementKind` on screen.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return shownSupplements.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }
            .map(\.indexPath).sorted()
    }

    /// Scrolls so that the item at `indexPath` rests where `scrollPosition` says on each
    /// axis (as little as shows it on an axis it names nothing for), within the content's
    /// range.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        func alignment(_ leading: ScrollPosition, _ centered: ScrollPosition, _ trailing: ScrollPosition) -> ListScrollAlignment {
            if scrollPosition.contains(leading) { return .leading }
            if scrollPosition.contains(centered) { return .centered }
            return scrollPosition.contains(trailing) ? .trailing : .nearest
        }
        let offset = offset(showing: frame, horizontal: alignment(.left, .centeredHorizontally, .right),
                            vertical: alignment(.top, .centeredVertically, .bottom))
        setContentOffset(offset, animated: animated)
    }
}
