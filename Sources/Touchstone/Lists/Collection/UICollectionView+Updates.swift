import Foundation

/// Inserting, deleting, moving and reloading items and sections, with UIKit's batch
/// semantics (R-LS6, which collection views share with tables): inside
/// `performBatchUpdates` deletions and reloads name index paths before the batch,
/// insertions index paths after it, and the batch applies when it ends; outside one, each
/// call is a batch of its own. The data source already holds the new data: the collection
/// view asks it for the counts, checks them against the updates (trapping with UIKit's
/// message when they disagree), tells the layout the updates
/// (`prepare(forCollectionViewUpdates:)`), prepares it again, and keeps the shown cells
/// and the selection at their items' new index paths. Headless, the animations happen at
/// once.
extension UICollectionView {
    /// Runs `updates` as one batch, then `completion` with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batch { updates?() }
        completion?(true)
    }

    private func update(_ change: (inout ListUpdates) -> Void) {
        batch { change(&pendingUpdates) }
    }

    /// Runs `body` inside a batch; batches nest, and the outermost applies the updates.
    private func batch(_ body: () -> Void) {
        if batchDepth == 0 { pendingUpdates = ListUpdates() }
        batchDepth += 1
        body()
        batchDepth -= 1
        if batchDepth == 0 { apply(pendingUpdates) }
    }

    /// Inserts items at `indexPaths` (after the batch).
    public func insertItems(at indexPaths: [IndexPath]) { update { $0.insertedItems += indexPaths } }
    /// Deletes the items at `indexPaths` (before the batch).
    public func deleteItems(at indexPaths: [IndexPath]) { update { $0.deletedItems += indexPaths } }
    /// Asks the data source again for the cells of the items at `indexPaths`.
    public func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloadedItems += indexPaths } }
    /// Moves the item at `indexPath` to `newIndexPath`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts `sections` (after the batch).
    public func insertSections(_ sections: IndexSet) { update { $0.insertedSections.formUnion(sections) } }
    /// Deletes `sections` (before the batch).
    public func deleteSections(_ sections: IndexSet) { update { $0.deletedSections.formUnion(sections) } }
    /// Reloads `sections`: their counts and cells.
    public func reloadSections(_ sections: IndexSet) { update { $0.reloadedSections.formUnion(sections) } }
    /// Moves `section` to `newSection`, with its items.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source for the shown cells of `indexPaths` again, keeping each cell:
    /// dequeuing its identifier during the call returns the same cell, without
    /// `prepareForReuse()`, as iOS 15's reconfiguration does.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = shownCells[indexPath]?.view else { continue }
            reconfiguringCell = cell
            let configured = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCell = nil
            if configured !== cell {
                shownCells[indexPath] = nil
                putAway(cell, indexPath: indexPath)
                configured.removeFromSuperview()
                setNeedsLayout()
            }
        }
    }

    /// Applies a closed batch: checks the new counts, tells the layout, moves the shown
    /// cells and the selection to their new index paths, and lays out anew.
    private func apply(_ updates: ListUpdates) {
        let oldCounts = itemCounts
        let hadCounts = !countsAreStale
        countsAreStale = true
        updateCountsIfNeeded()
        layoutWasInvalidated()
        guard hadCounts else { return putAwayEverything() }
        updates.checkCounts(oldSections: oldCounts.count, oldCount: { oldCounts[$0] },
                            newSections: itemCounts.count, newCount: { self.itemCounts[$0] }, .collection)
        collectionViewLayout.prepare(forCollectionViewUpdates: Self.updateItems(updates))
        var kept: [IndexPath: ShownElement<UICollectionViewCell>] = [:]
        for (indexPath, shown) in shownCells {
            if let new = updates.newIndexPath(of: indexPath), contains(new) {
                kept[new] = shown
            } else {
                putAway(shown.view, indexPath: indexPath)
            }
        }
        shownCells = kept
        for (key, shown) in shownSupplements { putAway(shown.view, key: key) }
        shownSupplements.removeAll()
        selectedItems = selectedItems.compactMap { updates.newIndexPath(of: $0) }
        layoutIfNeeded()
        collectionViewLayout.finalizeCollectionViewUpdates()
    }

    /// The batch as the layout hears it: deletions, insertions, reloads, then moves.
    private static func updateItems(_ updates: ListUpdates) -> [UICollectionViewUpdateItem] {
        updates.deletedSections.map { UICollectionViewUpdateItem(action: .delete, before: IndexPath(index: $0), after: nil) }
            + updates.insertedSections.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: $0)) }
            + updates.reloadedSections.map { UICollectionViewUpdateItem(action: .reload, before: IndexPath(index: $0), after: IndexPath(index: $0)) }
            + updates.movedSections.map { UICollectionViewUpdateItem(action: .move, before: IndexPath(index: $0.from), after: IndexPath(index: $0.to)) }
            + updates.deletedItems.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
            + updates.insertedItems.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
            + updates.reloadedItems.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
            + updates.movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
    }
}
