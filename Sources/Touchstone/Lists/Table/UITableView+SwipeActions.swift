import Foundation

/// Swipe actions (R-LS7): a horizontal pan on a row slides its content aside and reveals the
/// actions the delegate configures for that edge, as UIKit's table does with a pan
/// recognizer of its own on the table.
///
/// - The pan begins only on a row, outside editing mode, moving more horizontally than
///   vertically, toward an edge that has actions; the scroll view's vertical pan and it
///   exclude each other by the usual rules, so a drag that starts on a row scrolls the list
///   and a sideways one swipes.
/// - The content follows the finger; past the buttons' width it is damped (the excess to
///   the power 0.7) unless the configuration performs its first action on a full swipe.
/// - On lift: beyond the full-swipe point (the larger of the buttons' width and 52.5 % of
///   the row's) the first action is performed; otherwise a release faster than 50 points per
///   second opens or closes the row by its direction, and a slower one opens it if more than
///   half the buttons show.
/// - One row is open at a time. Tapping a button runs its action's handler; its completion
///   closes the row. A touch anywhere else on the table, a scroll or a reload closes it
///   without selecting anything.
/// - Without a trailing configuration, a ``UITableViewDataSourceRowEditing`` data source
///   gets UIKit's Delete button (its title from the delegate), which commits `.delete`.
extension UITableView {
    /// An open (or opening) row's swipe.
    @MainActor
    final class SwipeState {
        var indexPath: IndexPath
        let cell: UITableViewCell
        let configuration: UISwipeActionsConfiguration
        /// The actions revealed from the leading (left) edge, else the trailing.
        let isLeading: Bool
        let actionsView = UIView()
        let buttons: [UIButton]
        var offset: CGFloat = 0
        var offsetAtPanStart: CGFloat = 0
        var contentOffsetWhenOpened: CGPoint = .zero

        init(indexPath: IndexPath, cell: UITableViewCell, configuration: UISwipeActionsConfiguration, isLeading: Bool,
             buttons: [UIButton]) {
            self.indexPath = indexPath
            self.cell = cell
            self.configuration = configuration
            self.isLeading = isLeading
            self.buttons = buttons
        }

        /// The buttons' total width: how far the row opens.
        var openWidth: CGFloat { configuration.actions.reduce(0) { $0 + $1.buttonWidth } }
    }

    func installTableGestures() {
        swipePan.addTarget(self, action: UITableView.handleSwipePan)
        // The table answers whether its pan begins, as the scroll view does for its own.
        swipePan.delegate = self
        addGestureRecognizer(swipePan)
        addInteraction(contextMenu)
    }

    /// The configuration for a swipe from the leading or trailing edge of the row.
    func swipeConfiguration(for indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        if leading {
            return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration
        }
        guard let editing = dataSource as? any UITableViewDataSourceRowEditing,
              editing.tableView(self, canEditRowAt: indexPath),
              (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self, weak editing] _, _, completion in
            guard let self, let editing, let row = self.swipe?.indexPath else { return completion(false) }
            editing.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Whether the swipe pan may begin: see the type's rules.
    func swipePanShouldBegin() -> Bool {
        guard !isEditing else { return false }
        // Asked before the pan begins, when its movement shows in its velocity.
        let direction = swipePan.velocity(in: self)
        guard abs(direction.x) > abs(direction.y) else { return false }
        guard let indexPath = indexPathForRow(at: swipePan.location(in: self)),
              let cell = cellForRow(at: indexPath) else { return false }
        if let swipe, swipe.indexPath == indexPath { return true }
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return false }
        let leading = direction.x > 0
        guard let configuration = swipeConfiguration(for: indexPath, leading: leading),
              !configuration.actions.isEmpty else { return false }
        closeSwipeActions()
        open(indexPath, cell: cell, configuration: configuration, leading: leading)
        return true
    }

    private func open(_ indexPath: IndexPath, cell: UITableViewCell, configuration: UISwipeActionsConfiguration, leading: Bool) {
        let buttons = configuration.actions.map { action in
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.perform(action) }, for: .touchUpInside)
            return button
        }
        let swipe = SwipeState(indexPath: indexPath, cell: cell, configuration: configuration, isLeading: leading, buttons: buttons)
        for button in buttons.reversed() { swipe.actionsView.addSubview(button) }
        cell.insertSubview(swipe.actionsView, at: 0)
        self.swipe = swipe
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    }

    private func handleSwipePan(_ pan: UIPanGestureRecognizer) {
        guard let swipe else { return }
        switch pan.state {
        case .began:
            swipe.offsetAtPanStart = swipe.offset
            fallthrough
        case .changed:
            setSwipeOffset(dampedSwipeOffset(swipe.offsetAtPanStart + pan.translation(in: self).x, swipe), swipe)
        case .ended:
            settleSwipe(swipe, velocity: pan.velocity(in: self).x)
        default:
            closeSwipeActions()
        }
    }

    /// The finger's offset, kept on the configuration's side and damped past the buttons.
    private func dampedSwipeOffset(_ proposed: CGFloat, _ swipe: SwipeState) -> CGFloat {
        let distance = swipe.isLeading ? max(0, proposed) : max(0, -proposed)
        let open = swipe.openWidth
        var shown = distance
        if distance > open && !swipe.configuration.performsFirstActionWithFullSwipe {
            shown = open + pow(distance - open, 0.7)
        }
        shown = min(shown, swipe.cell.bounds.width)
        return swipe.isLeading ? shown : -shown
    }

    private func settleSwipe(_ swipe: SwipeState, velocity: CGFloat) {
        let distance = abs(swipe.offset)
        let open = swipe.openWidth
        let fullSwipe = max(open, 0.525 * swipe.cell.bounds.width)
        if swipe.configuration.performsFirstActionWithFullSwipe, distance >= fullSwipe, let first = swipe.configuration.actions.first {
            setSwipeOffset(swipe.isLeading ? swipe.cell.bounds.width : -swipe.cell.bounds.width, swipe)
            return perform(first)
        }
        let opening = swipe.isLeading ? velocity > 0 : velocity < 0
        let stayOpen = abs(velocity) > 50 ? opening : distance > open / 2
        if stayOpen {
            setSwipeOffset(swipe.isLeading ? open : -open, swipe)
            swipe.contentOffsetWhenOpened = contentOffset
        } else {
            closeSwipeActions()
        }
    }

    /// Moves the row's content and lays the buttons out in the space it leaves: each grows
    /// with the opening, and a full swipe gives the first one all of it.
    private func setSwipeOffset(_ offset: CGFloat, _ swipe: SwipeState) {
        swipe.offset = offset
        swipe.cell.swipeOffset = offset
        let width = abs(offset), height = swipe.cell.bounds.height
        let rowWidth = swipe.cell.bounds.width
        swipe.actionsView.frame = CGRect(x: swipe.isLeading ? 0 : rowWidth - width, y: 0, width: width, height: height)
        let open = swipe.openWidth
        let scale = open > 0 ? width / open : 0
        var edge: CGFloat = swipe.isLeading ? 0 : width
        for (action, button) in zip(swipe.configuration.actions, swipe.buttons) {
            let buttonWidth = width >= rowWidth && action === swipe.configuration.actions.first ? width : action.buttonWidth * scale
            if swipe.isLeading {
                button.frame = CGRect(x: width - edge - buttonWidth, y: 0, width: buttonWidth, height: height)
            } else {
                button.frame = CGRect(x: edge - buttonWidth, y: 0, width: buttonWidth, height: height)
            }
            edge = swipe.isLeading ? edge + buttonWidth : edge - buttonWidth
        }
    }

    /// Runs `action`'s handler; its completion closes the row.
    private func perform(_ action: UIContextualAction) {
        guard let swipe, let index = swipe.configuration.actions.firstIndex(where: { $0 === action }) else { return }
        action.handler(action, swipe.buttons[index]) { [weak self, weak swipe] _ in
            guard let self, let swipe, self.swipe === swipe else { return }
            self.closeSwipeActions()
        }
    }

    /// Closes the open row, if any.
    func closeSwipeActions() {
        guard let swipe else { return }
        self.swipe = nil
        swipe.cell.swipeOffset = 0
        swipe.actionsView.removeFromSuperview()
        let row = geometry.contains(swipe.indexPath) ? swipe.indexPath : nil
        tableDelegate?.tableView(self, didEndEditingRowAt: row)
    }

    /// A touch on the table while a row is open closes it and does nothing else; `true`
    /// when it did. The open row's buttons are controls and take their own touches.
    func closeSwipeActionsForTouch() -> Bool {
        guard swipe != nil, !isSwipePanning else { return false }
        closeSwipeActions()
        return true
    }

    /// Whether the swipe pan is moving a row now.
    private var isSwipePanning: Bool { swipePan.state == .began || swipePan.state == .changed }

    /// Closes an open row that the table scrolled away from.
    func closeSwipeActionsIfScrolled() {
        guard let swipe, !isSwipePanning, swipe.offset != 0,
              contentOffset != swipe.contentOffsetWhenOpened else { return }
        closeSwipeActions()
    }
}
