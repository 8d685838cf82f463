import Foundation

/// What a table answers about its rows (R-LS6): counts, rectangles in the table's content
/// coordinates, the row at a point, the cells on screen, and scrolling a row into view. The
/// answers reflect the data source as of the last reload or update, recomputed when asked
/// right after `reloadData()`, and the shown cells are brought up to date first, as UIKit's
/// `visibleCells` lays the table out.
extension UITableView {
    /// The number of sections.
    public var numberOfSections: Int {
        updateGeometryIfNeeded()
        return geometry.numberOfSections
    }

    /// The number of rows in `section`.
    public func numberOfRows(inSection section: Int) -> Int {
        updateGeometryIfNeeded()
        precondition(geometry.numberOfSections > section && section >= 0,
                     "UITableView.numberOfRows(inSection:): section \(section) is out of bounds (\(geometry.numberOfSections) sections)")
        return geometry.numberOfRows(inSection: section)
    }

    /// The rectangle of `section`: its header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        let top = geometry.minY(of: geometry.headerSlot(section))
        let footer = geometry.footerSlot(section)
        let span = rowSpan
        return CGRect(x: span.x, y: top, width: span.width, height: geometry.minY(of: footer) + geometry.height(of: footer) - top)
    }

    /// The rectangle of the row at `indexPath`, including its separator.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        updateGeometryIfNeeded()
        guard geometry.contains(indexPath) else { return .zero }
        return frameOfRow(slot: geometry.rowSlot(indexPath))
    }

    /// The rectangle of `section`'s header, where it scrolls to (not floating).
    public func rectForHeader(inSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        let slot = geometry.headerSlot(section)
        let padding = geometry.headerPadding(section)
        return CGRect(x: rowSpan.x, y: geometry.minY(of: slot) + padding, width: rowSpan.width,
                      height: geometry.height(of: slot) - padding)
    }

    /// The rectangle of `section`'s footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        let slot = geometry.footerSlot(section)
        return CGRect(x: rowSpan.x, y: geometry.minY(of: slot), width: rowSpan.width, height: geometry.height(of: slot))
    }

    /// The row at `point`, in the table's coordinates; `nil` over a header, a footer or
    /// nothing.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        updateGeometryIfNeeded()
        guard point.x >= 0, point.x < bounds.width, let slot = geometry.slot(atY: point.y),
              case .row(let indexPath) = geometry.kind(of: slot) else { return nil }
        return indexPath
    }

    /// The rows that overlap `rect`, in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        updateGeometryIfNeeded()
        guard let slots = geometry.slots(from: rect.minY, to: rect.maxY) else { return [] }
        return slots.compactMap { slot in
            if case .row(let indexPath) = geometry.kind(of: slot) { return indexPath } else { return nil }
        }
    }

    /// The cell of the row at `indexPath` if it is on screen, else `nil`.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        tileIfNeeded()
        return shownCells.first { $0.indexPath == indexPath }?.cell
    }

    /// The row `cell` shows, or `nil` when it is not on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        tileIfNeeded()
        return shownCells.first { $0.cell === cell }?.indexPath
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        tileIfNeeded()
        return shownCells.map(\.cell)
    }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        tileIfNeeded()
        return shownCells.map(\.indexPath)
    }

    /// The header view of `section` if it is on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        tileIfNeeded()
        return shownSupplements.first { $0.section == section && $0.isHeader }?.view as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` if it is on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        tileIfNeeded()
        return shownSupplements.first { $0.section == section && !$0.isHeader }?.view as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row at `indexPath` rests at `scrollPosition` (``UITableView/ScrollPosition/none``:
    /// as little as shows it), within the content's range (R-LS6).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        updateGeometryIfNeeded()
        precondition(geometry.contains(indexPath),
                     "UITableView.scrollToRow(at:at:animated:): row \(indexPath.row) of section \(indexPath.section) does not exist")
        scroll(toShow: rectForRow(at: indexPath), at: scrollPosition, animated: animated)
    }

    /// Scrolls the selected row nearest the top to `scrollPosition`, if a row is selected.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let first = indexPathsForSelectedRows?.first else { return }
        scrollToRow(at: first, at: scrollPosition, animated: animated)
    }

    func scroll(toShow rect: CGRect, at position: ScrollPosition, animated: Bool) {
        let alignment: ListScrollAlignment = switch position {
        case .top: .leading
        case .middle: .centered
        case .bottom: .trailing
        case .none: .nearest
        }
        let offset = offset(showing: rect, horizontal: nil, vertical: alignment)
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    /// Shows the rows the bounds overlap now, if a change is waiting for layout.
    func tileIfNeeded() {
        if geometryIsStale || layoutState.needsLayout { tile() }
    }
}
