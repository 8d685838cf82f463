import Foundation

/// A collection view's data source driven by snapshots (R-LS9): the app describes its
/// sections and items by identifier in an ``NSDiffableDataSourceSnapshot`` and applies it;
/// the data source works out the difference from what the collection view shows and
/// performs it as one batch update, so the shown cells move with their items.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UICollectionViewDataSource {
    /// Makes the cell for an item from its identifier, usually with a cell registration.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind for an index path.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views (section headers and footers) the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, which it becomes the data source of, making cells
    /// with `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// The data the collection view shows, as a snapshot to change and apply.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the difference from the shown one is performed as one batch
    /// (deletions, insertions and moves), then the items it marks reloaded or reconfigured
    /// are asked for again; `completion` runs once the collection view shows it. A
    /// collection view that has not shown anything yet reloads instead.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot
        guard let collectionView else { return completion?() ?? () }
        guard !collectionView.countsAreStale else {
            collectionView.reloadData()
            return completion?() ?? ()
        }
        collectionView.performBatchUpdates {
            collectionView.deleteSections(difference.deletedSections)
            collectionView.insertSections(difference.insertedSections)
            for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
            collectionView.deleteItems(at: difference.deletedItems)
            collectionView.insertItems(at: difference.insertedItems)
            for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        }
        if !difference.reloadedSections.isEmpty { collectionView.reloadSections(difference.reloadedSections) }
        if !difference.reloadedItems.isEmpty { collectionView.reloadItems(at: difference.reloadedItems) }
        if !difference.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: difference.reconfiguredItems) }
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view, without working out a difference.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// The identifier of the item at `indexPath`, or `nil` when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// The index path of the item `itemIdentifier` names, or `nil` when it is not shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// The index of the section `identifier` names.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for the item at \(indexPath)")
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind \(kind) at \(indexPath), and supplementaryViewProvider gave none")
        }
        return view
    }
}
