import Foundation

/// Reordering rows (R-LS8): in editing mode, a row of a ``UITableViewDataSourceRowMoving``
/// data source that `tableView(_:canMoveRowAt:)` allows shows a reorder control at its
/// trailing edge. A touch on the control picks the row up at once (no delay, no movement
/// threshold); the row follows the finger, the delegate's
/// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` redirects the row
/// under the finger, and lifting drops it there: the data source hears
/// `tableView(_:moveRowAt:to:)` once, and the table already shows the row in its new place.
extension UITableView {
    /// A row being dragged by its reorder control.
    struct ReorderState {
        let source: IndexPath
        let cell: UITableViewCell
        /// The finger's distance from the row's center when it was picked up.
        let grip: CGFloat
        var destination: IndexPath
    }

    /// Whether the row at `indexPath` shows a reorder control while editing.
    func canReorderRow(at indexPath: IndexPath) -> Bool {
        guard let moving = dataSource as? any UITableViewDataSourceRowMoving else { return false }
        return moving.tableView(self, canMoveRowAt: indexPath)
    }

    /// The table's part of configuring a shown cell: its reorder control while editing.
    func configureEditingControls(of cell: UITableViewCell, at indexPath: IndexPath) {
        let reorders = storedEditing && canReorderRow(at: indexPath)
        cell.showsReorderControl = reorders
        if reorders, cell.reorderControl == nil {
            let control = UITableViewCellReorderControl()
            control.grip.addTarget(self, action: UITableView.handleReorder)
            cell.reorderControl = control
        } else if !reorders, let control = cell.reorderControl {
            control.removeFromSuperview()
            cell.reorderControl = nil
        }
    }

    private func handleReorder(_ grip: UIGestureRecognizer) {
        switch grip.state {
        case .began:
            guard let cell = (grip.view?.superview as? UITableViewCell), let indexPath = indexPath(for: cell) else { return }
            let finger = grip.location(in: self).y
            reorder = ReorderState(source: indexPath, cell: cell, grip: finger - cell.center.y, destination: indexPath)
            bringSubviewToFront(cell)
        case .changed:
            guard var state = reorder else { return }
            let finger = grip.location(in: self)
            let y = min(max(finger.y - state.grip, 0), contentSize.height)
            state.cell.center.y = y
            if let proposed = proposedDestination(at: y, for: state.source) {
                state.destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: state.source,
                                                             toProposedIndexPath: proposed) ?? proposed
            }
            reorder = state
        case .ended:
            guard let state = reorder else { return }
            reorder = nil
            finishReordering(state)
        default:
            guard let state = reorder else { return }
            reorder = nil
            state.cell.frame = rectForRow(at: state.source)
        }
    }

    /// The row the dragged row would take with its center at `y`: the row there, or the
    /// last row of the section above a footer, or the first row after a header.
    private func proposedDestination(at y: CGFloat, for source: IndexPath) -> IndexPath? {
        guard let slot = geometry.slot(atY: y) ?? (y < geometry.top ? geometry.headerSlot(0) : nil)
                ?? (geometry.numberOfSections > 0 ? geometry.footerSlot(geometry.numberOfSections - 1) : nil) else { return nil }
        switch geometry.kind(of: slot) {
        case .row(let indexPath):
            return indexPath
        case .header(let section):
            return IndexPath(row: 0, section: section)
        case .footer(let section):
            let rows = geometry.numberOfRows(inSection: section)
            // The dragged row leaves its own section, so its last place there is one less.
            return IndexPath(row: max(0, section == source.section ? rows - 1 : rows), section: section)
        }
    }

    private func finishReordering(_ state: ReorderState) {
        guard state.destination != state.source, let moving = dataSource as? any UITableViewDataSourceRowMoving else {
            state.cell.frame = rectForRow(at: state.source)
            return
        }
        moving.tableView(self, moveRowAt: state.source, to: state.destination)
        moveRow(at: state.source, to: state.destination)
    }
}

/// The grip a reorderable row shows at its trailing edge in editing mode; a touch on it
/// starts dragging the row at once (R-LS8).
@MainActor
final class UITableViewCellReorderControl: UIView {
    /// The recognizer that drags the row: it begins at touch-down, as UIKit's does.
    let grip = ReorderGripGestureRecognizer()

    /// UIKit's reorder control is as wide as a standard accessory area.
    static let width: CGFloat = 40

    init() {
        super.init(frame: .zero)
        addGestureRecognizer(grip)
    }

    required init?(coder: NSCoder) { nil }
}

/// Begins on touch-down, changes as the finger moves, ends on lift: a drag with no
/// threshold, which the reorder control needs and no public recognizer is.
@MainActor
final class ReorderGripGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .began }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }
}
