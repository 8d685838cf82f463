import Foundation

/// A view controller whose view is a table (R-LS1), and which is that table's data source
/// and delegate: a subclass overrides the data source and delegate methods it needs, as in
/// UIKit.
///
/// Every method of `UITableViewDataSource`, `UITableViewDelegate` and `UIScrollViewDelegate`
/// is an open member with the protocols' default answer, so that a subclass's `override`
/// compiles; a subclass that implements `tableView(_:commit:forRowAt:)` or
/// `tableView(_:moveRowAt:to:)` also adopts `UITableViewDataSourceRowEditing` or
/// `UITableViewDataSourceRowMoving`, as any data source does (the porting plugin adds it).
/// When the view appears, the selected row is deselected (``clearsSelectionOnViewWillAppear``).
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table's style, given at creation.
    private let style: UITableView.Style
    /// The protocols' own default answers, which the open members give.
    private let defaults = DefaultAnswers()

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table; there are no nibs (R-I3).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a plain table; the coder is not read (R-I3).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The table, which is the controller's view; made when the view loads.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return view as? UITableView
        }
        set { view = newValue }
    }

    /// Starts or ends editing, in the controller and its tableView (R-NV7).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// Whether the selected row is deselected each time the view is about to appear; `true`
    /// by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes the table, with the controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected row when ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = view as? UITableView else { return }
        for row in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: row, animated: animated) }
    }

    // MARK: UITableViewDataSource

    /// No rows by default.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A subclass that has rows gives their cells; asked for one without overriding this,
    /// the controller traps.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        preconditionFailure("\(type(of: self)) has rows but does not override tableView(_:cellForRowAt:)")
    }

    /// Does nothing; a subclass that commits edits overrides it and adopts
    /// `UITableViewDataSourceRowEditing`.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// Does nothing; a subclass that moves rows overrides it and adopts
    /// `UITableViewDataSourceRowMoving`.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: The protocols' optional methods, with their default answers
    //
    // The scroll view delegate's are the same as `UICollectionViewController`'s: UIKit gives both controllers
    // UIViewController as their superclass, so no shared class can hold them.

    open func numberOfSections(in tableView: UITableView) -> Int { defaults.numberOfSections(in: tableView) }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        defaults.tableView(tableView, titleForHeaderInSection: section)
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        defaults.tableView(tableView, titleForFooterInSection: section)
    }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        defaults.tableView(tableView, canEditRowAt: indexPath)
    }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        defaults.sectionIndexTitles(for: tableView)
    }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        defaults.tableView(tableView, canMoveRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        defaults.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        defaults.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        defaults.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        defaults.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        defaults.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        defaults.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        defaults.tableView(tableView, heightForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        defaults.tableView(tableView, heightForHeaderInSection: section)
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        defaults.tableView(tableView, heightForFooterInSection: section)
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        defaults.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        defaults.tableView(tableView, viewForHeaderInSection: section)
    }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        defaults.tableView(tableView, viewForFooterInSection: section)
    }
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        defaults.tableView(tableView, shouldHighlightRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        defaults.tableView(tableView, didHighlightRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        defaults.tableView(tableView, didUnhighlightRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        defaults.tableView(tableView, willSelectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        defaults.tableView(tableView, willDeselectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        defaults.tableView(tableView, didSelectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        defaults.tableView(tableView, didDeselectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        defaults.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        defaults.tableView(tableView, editingStyleForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        defaults.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        defaults.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        defaults.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        defaults.tableView(tableView, willBeginEditingRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        defaults.tableView(tableView, didEndEditingRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        defaults.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        defaults.tableView(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    }
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        defaults.tableView(tableView, indentationLevelForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        defaults.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        defaults.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
    }
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        defaults.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
    }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) { defaults.scrollViewDidScroll(scrollView) }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) { defaults.scrollViewDidZoom(scrollView) }
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        defaults.scrollViewWillBeginDragging(scrollView)
    }
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        defaults.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        defaults.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        defaults.scrollViewWillBeginDecelerating(scrollView)
    }
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        defaults.scrollViewDidEndDecelerating(scrollView)
    }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        defaults.scrollViewDidEndScrollingAnimation(scrollView)
    }
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { defaults.viewForZooming(in: scrollView) }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        defaults.scrollViewWillBeginZooming(scrollView, with: view)
    }
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        defaults.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }

    /// An object that implements nothing optional, whose answers are the protocols' defaults.
    private final class DefaultAnswers: UITableViewDataSourceRowMoving, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    }
}
