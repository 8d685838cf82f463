import Foundation

/// The object that tells a table view what it shows: how many sections and rows, and the
/// cell for each row (R-LS1).
///
/// Every method UIKit marks optional has UIKit's default here in an extension. Two optional
/// methods change what the table does merely by existing, which Swift cannot see:
/// `tableView(_:commit:forRowAt:)` (a swipe shows a Delete button) and
/// `tableView(_:moveRowAt:to:)` (editing shows reorder controls). They live in
/// ``UITableViewDataSourceRowEditing`` and ``UITableViewDataSourceRowMoving``: a data
/// source that implements them adopts those protocols (the porting plugin adds the
/// conformance to iOS files that implement them).
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually dequeued with
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, shown in a standard header view; `nil` by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer; `nil` by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted, inserted or swiped); `true` by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index; `nil` (no index) by default. Stored, not drawn.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

/// A data source that commits edits: its presence gives rows swiped without swipe-action
/// configurations UIKit's Delete button, and ``UITableView/setEditing(_:animated:)`` its
/// delete and insert controls (R-LS7). UIKit finds `tableView(_:commit:forRowAt:)` by
/// asking the object whether it responds to it; Swift declares that by conformance.
@MainActor
public protocol UITableViewDataSourceRowEditing: UITableViewDataSource {
    /// The user confirmed deleting (or inserting) the row at `indexPath`; the data source
    /// updates its data and the table, usually with ``UITableView/deleteRows(at:with:)``.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
}

/// A data source that moves rows: its presence gives editing rows their reorder controls
/// (R-LS8), unless ``tableView(_:canMoveRowAt:)`` refuses a row.
@MainActor
public protocol UITableViewDataSourceRowMoving: UITableViewDataSource {
    /// Whether the row at `indexPath` can be moved; `true` by default.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dropped the row from `sourceIndexPath` at `destinationIndexPath`: the table
    /// already shows it there; the data source moves its data to match.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSourceRowMoving {
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}

/// The object a table view tells which rows it will soon show, ahead of scrolling, so that
/// their data can be loaded early (R-LS3).
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows that will soon be shown.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows announced earlier that will not be shown after all (the scroll turned back).
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
