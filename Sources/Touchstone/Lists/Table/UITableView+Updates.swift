import Foundation

/// Inserting, deleting, moving and reloading rows and sections (R-LS6), with UIKit's batch
/// semantics: inside `performBatchUpdates` (or `beginUpdates`/`endUpdates`) deletions and
/// reloads name index paths before the batch, insertions index paths after it, and the
/// whole batch applies at once when it ends; outside one, each call is a batch of its own.
/// The data source must already hold the new data: the table then asks it for the counts,
/// checks them against the updates and traps with UIKit's message when they disagree.
/// Shown rows keep their cells at their new index paths, and the selection follows them.
/// Headless, the row animations happen at once.
extension UITableView {
    /// Runs `updates` as one batch, then `completion` with `true` (headless, the batch's
    /// animations are over when it applies).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Opens a batch; batches nest, and the outermost `endUpdates()` applies them.
    public func beginUpdates() {
        if batchDepth == 0 { pendingUpdates = ListUpdates() }
        batchDepth += 1
    }

    /// Closes a batch; the outermost applies the updates.
    public func endUpdates() {
        precondition(batchDepth > 0, "UITableView.endUpdates(): no beginUpdates() to end")
        batchDepth -= 1
        if batchDepth == 0 { apply(pendingUpdates) }
    }

    private func update(_ change: (inout ListUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates)
        endUpdates()
    }

    /// Inserts rows at `indexPaths` (after the batch).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedItems += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (before the batch).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedItems += indexPaths }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedItems += indexPaths }
    }

    /// Moves the row at `indexPath` to `newIndexPath`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts `sections` (after the batch).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes `sections` (before the batch).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads `sections`: their counts, heights and cells.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves `section` to `newSection`, with its rows.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source for the shown cells of `indexPaths` again, keeping each cell:
    /// dequeuing its identifier during the call returns the same cell, without
    /// `prepareForReuse()`, as iOS 15's reconfiguration does.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let index = shownCells.firstIndex(where: { $0.indexPath == indexPath }) else { continue }
            let cell = shownCells[index].cell
            reconfiguringCell = cell
            let configured = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCell = nil
            if configured !== cell {
                putAway(cell, indexPath: indexPath)
                shownCells.remove(at: index)
                setNeedsLayout()
                recycle(cell: configured)
            }
        }
    }

    /// Applies a closed batch: checks the data source's new counts, moves the shown cells
    /// and the selection to their new index paths, and lays out anew.
    private func apply(_ updates: ListUpdates) {
        let oldGeometry = geometry
        let wasStale = geometryIsStale
        geometryIsStale = true
        updateGeometryIfNeeded()
        guard !wasStale else { return putAwayEverything() }
        updates.checkCounts(oldSections: oldGeometry.numberOfSections, oldCount: oldGeometry.numberOfRows(inSection:),
                            newSections: geometry.numberOfSections, newCount: geometry.numberOfRows(inSection:), .table)
        var kept: [ShownCell] = []
        for shown in shownCells {
            if let indexPath = updates.newIndexPath(of: shown.indexPath), geometry.contains(indexPath) {
                kept.append(ShownCell(slot: geometry.rowSlot(indexPath), indexPath: indexPath, cell: shown.cell))
            } else {
                putAway(shown.cell, indexPath: shown.indexPath)
            }
        }
        shownCells = kept.sorted { $0.slot < $1.slot }
        for shown in shownSupplements { putAway(supplement: shown) }
        shownSupplements.removeAll()
        selectedRows = selectedRows.compactMap { updates.newIndexPath(of: $0) }
        if let swipe {
            if let indexPath = updates.newIndexPath(of: swipe.indexPath) { swipe.indexPath = indexPath } else { closeSwipeActions() }
        }
        setNeedsLayout()
    }
}
