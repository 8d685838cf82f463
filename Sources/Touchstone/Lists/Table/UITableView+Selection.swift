import Foundation

/// Highlight and selection by touch (R-LS5), as UIKit's table does it: the table hears the
/// touches its rows do not handle through the responder chain. A touch that reaches a row
/// (after the scroll view's delay, or at once when the finger lifts first) highlights it if
/// the delegate agrees; lifting the finger selects it; a touch the scroll view's pan takes
/// over is cancelled and selects nothing. On lift the order is UIKit's:
/// `setHighlighted(false)`, `didUnhighlightRowAt`, `willSelectRowAt`, then for a single
/// selection the old row's `willDeselectRowAt`, `setSelected(false)` and `didDeselectRowAt`,
/// then `setSelected(true)` and `didSelectRowAt`. In a multiple selection a tap on a
/// selected row deselects it instead.
extension UITableView {
    /// The selected row, the first selected if there are several.
    public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

    /// The selected rows in index-path order, or `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row at `indexPath` (all others deselected unless the table allows a
    /// multiple selection) and scrolls it to `scrollPosition`. As in UIKit, the delegate
    /// hears nothing; `nil` clears the selection.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`; the delegate hears nothing.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        shownCells.first { $0.indexPath == indexPath }?.cell.setSelected(false, animated: animated)
    }

    var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var allowsMultipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    // MARK: Touches

    /// A touch reached a row: highlight it, if the delegate agrees and selection is allowed.
    func rowTouchesBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first, highlightedRow == nil, !closeSwipeActionsForTouch() else { return }
        guard allowsSelectionNow, let indexPath = indexPathForRow(at: touch.location(in: self)),
              let cell = cellForRow(at: indexPath),
              tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        highlightedRow = indexPath
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The finger lifted on the highlighted row: select it (R-LS5).
    func rowTouchesEnded() {
        guard let indexPath = highlightedRow else { return }
        unhighlight(indexPath)
        userTapped(indexPath)
    }

    /// The scroll view (or a recognizer) took the touch: the row loses its highlight and
    /// is not selected.
    func rowTouchesCancelled() {
        guard let indexPath = highlightedRow else { return }
        unhighlight(indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        highlightedRow = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// The user's tap on `indexPath`, in UIKit's order of calls.
    private func userTapped(_ indexPath: IndexPath) {
        if allowsMultipleSelectionNow, selectedRows.contains(indexPath) {
            return userDeselect(indexPath)
        }
        let proposed: IndexPath? = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = proposed, geometry.contains(target) else { return }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != target { userDeselect(row) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        cellForRow(at: target)?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let proposed: IndexPath? = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target = proposed else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
