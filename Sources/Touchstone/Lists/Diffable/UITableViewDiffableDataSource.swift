import Foundation

/// A table's data source driven by snapshots (R-LS9): the app describes its sections and
/// rows by identifier in an ``NSDiffableDataSourceSnapshot`` and applies it; the data source
/// works out the difference from what the table shows and performs it as one batch update,
/// so the shown cells move with their rows.
///
/// The methods a subclass overrides in UIKit (section titles, `canEditRowAt`) are open
/// here; a subclass that moves or commits rows adopts ``UITableViewDataSourceRowMoving`` or
/// ``UITableViewDataSourceRowEditing`` as any table data source does (R-LS1).
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UITableViewDataSource {
    /// Makes the cell for a row from its identifier, usually by dequeuing it.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How applied differences animate. Headless, rows move at once.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView`, which it becomes the data source of, making cells
    /// with `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The data the table shows, as a snapshot to change and apply.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the difference from the shown one is performed as one batch
    /// (deletions, insertions and moves), then the rows it marks reloaded or reconfigured
    /// are asked for again; `completion` runs once the table shows it. A table that has not
    /// shown anything yet reloads instead.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot
        guard let tableView else { return completion?() ?? () }
        guard tableView.hasShownRows else {
            tableView.reloadData()
            return completion?() ?? ()
        }
        let animation = defaultRowAnimation
        tableView.performBatchUpdates {
            tableView.deleteSections(difference.deletedSections, with: animation)
            tableView.insertSections(difference.insertedSections, with: animation)
            for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
            tableView.deleteRows(at: difference.deletedItems, with: animation)
            tableView.insertRows(at: difference.insertedItems, with: animation)
            for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        }
        if !difference.reloadedSections.isEmpty { tableView.reloadSections(difference.reloadedSections, with: animation) }
        if !difference.reloadedItems.isEmpty { tableView.reloadRows(at: difference.reloadedItems, with: animation) }
        if !difference.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: difference.reconfiguredItems) }
        completion?()
    }

    /// Shows `snapshot` by reloading the table, without working out a difference.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// The identifier of the row at `indexPath`, or `nil` when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// The index path of the row `itemIdentifier` names, or `nil` when it is not shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The identifier of the section at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// The index of the section `identifier` names.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableViewDiffableDataSource: the cell provider returned nil for the row at \(indexPath)")
        }
        return cell
    }

    /// No section titles by default; a subclass overrides to give them.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer titles by default.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows are not editable by default, as in UIKit's diffable data source.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
}
