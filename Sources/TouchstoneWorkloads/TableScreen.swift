import Foundation
import Touchstone

/// A table of fixed-height rows scrolled frame by frame, for the list benchmark (`touchstone
/// bench --lists`) and the allocation guard that keeps it honest: a 390 × 844 window whose
/// table has `rows` rows of 44 points, each frame moving the content 7 points (a finger's
/// steady drag at 60 frames a second, 420 points a second) and laying the table out, which
/// puts away the rows that left and dequeues cells for those that arrive.
///
/// The data source does what an app's does at least: it dequeues a registered cell and
/// tags it with its row; it allocates nothing itself, so what a frame allocates is the
/// table's.
@MainActor
public final class TableScreen: ScrolledListScreen {
    public let window: UIWindow
    public let table: UITableView
    private let source: Source
    /// How far a frame scrolls.
    public static let step: CGFloat = 7

    /// A screen whose table has `rows` rows, laid out at the top.
    public init(rows: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: Source.identifier)
        source = Source(rows: rows)
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
    }

    public var cellsMade: Int { source.cells.count }
    public var scrollView: UIScrollView { table }

    @MainActor
    private final class Source: UITableViewDataSource {
        static let identifier = "row"
        let rows: Int
        /// Every cell configured so far; a reused cell is already in it, so inserting it
        /// again allocates nothing.
        var cells = Set<ObjectIdentifier>()
        init(rows: Int) { self.rows = rows }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
            cell.tag = indexPath.row
            cells.insert(ObjectIdentifier(cell))
            return cell
        }
    }
}
