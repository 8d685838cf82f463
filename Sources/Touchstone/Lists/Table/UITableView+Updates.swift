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
    /// The updates of the open batch, in old (deletions, reloads, moves' sources) and new
    /// (insertions, moves' destinations) index paths.
    struct PendingUpdates {
        var deletedSections = IndexSet()
        var insertedSections = IndexSet()
        var reloadedSections = IndexSet()
        var movedSections: [(from: Int, to: Int)] = []
        var deletedRows: [IndexPath] = []
        var insertedRows: [IndexPath] = []
        var reloadedRows: [IndexPath] = []
        var movedRows: [(from: IndexPath, to: IndexPath)] = []

        /// Where an old section's rows are after the batch; `nil` when it is deleted.
        func newSection(of section: Int) -> Int? {
            if deletedSections.contains(section) { return nil }
            if let move = movedSections.first(where: { $0.from == section }) { return move.to }
            var new = section - deletedSections.count(in: 0..<section)
                - movedSections.filter { $0.from < section }.count
            for inserted in (insertedSections.map { $0 } + movedSections.map(\.to)).sorted() where inserted <= new { new += 1 }
            return new
        }

        /// Where an old row is after the batch; `nil` when it, or its section, is deleted
        /// or reloaded.
        func newIndexPath(of indexPath: IndexPath) -> IndexPath? {
            if deletedRows.contains(indexPath) || reloadedRows.contains(indexPath) { return nil }
            if let move = movedRows.first(where: { $0.from == indexPath }) { return move.to }
            guard !reloadedSections.contains(indexPath.section), let section = newSection(of: indexPath.section) else { return nil }
            let row = indexPath.row
            var new = row - deletedRows.filter { $0.section == indexPath.section && $0.row < row }.count
                - movedRows.filter { $0.from.section == indexPath.section && $0.from.row < row }.count
            let arrivals = (insertedRows.filter { $0.section == section } + movedRows.map(\.to).filter { $0.section == section })
                .map(\.row).sorted()
            for arrival in arrivals where arrival <= new { new += 1 }
            return IndexPath(row: new, section: section)
        }
    }

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
        if batchDepth == 0 { pendingUpdates = PendingUpdates() }
        batchDepth += 1
    }

    /// Closes a batch; the outermost applies the updates.
    public func endUpdates() {
        precondition(batchDepth > 0, "UITableView.endUpdates(): no beginUpdates() to end")
        batchDepth -= 1
        if batchDepth == 0 { apply(pendingUpdates) }
    }

    private func update(_ change: (inout PendingUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates)
        endUpdates()
    }

    /// Inserts rows at `indexPaths` (after the batch).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedRows += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (before the batch).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedRows += indexPaths }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedRows += indexPaths }
    }

    /// Moves the row at `indexPath` to `newIndexPath`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)) }
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
    private func apply(_ updates: PendingUpdates) {
        let oldGeometry = geometry
        let wasStale = geometryIsStale
        geometryIsStale = true
        updateGeometryIfNeeded()
        guard !wasStale else { return putAwayEverything() }
        checkCounts(before: oldGeometry, after: geometry, updates)
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

    /// UIKit's consistency check: each surviving section's new count is its old count,
    /// less its deletions and moves out, plus its insertions and moves in.
    private func checkCounts(before old: TableGeometry, after new: TableGeometry, _ updates: PendingUpdates) {
        let expectedSections = old.numberOfSections - updates.deletedSections.count + updates.insertedSections.count
        precondition(new.numberOfSections == expectedSections, """
            Invalid update: invalid number of sections. The number of sections contained in the table view after the \
            update (\(new.numberOfSections)) must be equal to the number of sections contained in the table view before \
            the update (\(old.numberOfSections)), plus or minus the number of sections inserted or deleted \
            (\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted).
            """)
        for section in 0..<old.numberOfSections where !updates.reloadedSections.contains(section) {
            guard let newSection = updates.newSection(of: section) else { continue }
            let deleted = updates.deletedRows.filter { $0.section == section }.count
            let inserted = updates.insertedRows.filter { $0.section == newSection }.count
            let movedIn = updates.movedRows.filter { $0.to.section == newSection && $0.from.section != section }.count
            let movedOut = updates.movedRows.filter { $0.from.section == section && $0.to.section != newSection }.count
            let before = old.numberOfRows(inSection: section), after = new.numberOfRows(inSection: newSection)
            precondition(after == before - deleted + inserted + movedIn - movedOut, """
                Invalid update: invalid number of rows in section \(newSection). The number of rows contained in an \
                existing section after the update (\(after)) must be equal to the number of rows contained in that \
                section before the update (\(before)), plus or minus the number of rows inserted or deleted from that \
                section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or \
                out of that section (\(movedIn) moved in, \(movedOut) moved out).
                """)
        }
    }
}
