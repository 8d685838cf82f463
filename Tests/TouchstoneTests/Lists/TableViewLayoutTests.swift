import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A cell whose height its constraints decide: a 20-point margin above and below a view
/// of fixed height.
final class BlockCell: UITableViewCell {
    let block = UIView()
    let heightConstraint: NSLayoutConstraint

    required init(style: CellStyle, reuseIdentifier: String?) {
        heightConstraint = block.heightAnchor.constraint(equalToConstant: 40)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        block.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(block)
        NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
            block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
            block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            heightConstraint,
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
final class SectionsSource: UITableViewDataSource {
    var rows: [[Int]]
    var titles: [String?]
    init(rows: [[Int]], titles: [String?]) { self.rows = rows; self.titles = titles }
    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        (cell as? BlockCell)?.heightConstraint.constant = CGFloat(rows[indexPath.section][indexPath.row])
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
}

/// Self-sizing rows, headers and the snapshot-driven data source (R-LS2, R-LS4, R-LS9).
@MainActor @Suite(.gestureLog) struct TableViewLayoutTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    func table(_ style: UITableView.Style = .plain, cell: UITableViewCell.Type = BlockCell.self) -> UITableView {
        let table = UITableView(frame: window.bounds, style: style)
        table.register(cell, forCellReuseIdentifier: "cell")
        window.addSubview(table)
        return table
    }

    /// R-LS2: a self-sizing row is its constraints' height (20 + block + 20) plus the
    /// separator's pixel (1/3 point on the default 3× screen); without separators, exactly
    /// the constraints' height.
    @Test func selfSizingRowsTakeTheirConstraintsHeightPlusTheSeparator() {
        let table = table()
        let source = SectionsSource(rows: [[40, 60, 10]], titles: [nil])
        table.dataSource = source
        table.separatorStyle = .none
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 80, width: 390, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 180)
        #expect(table.contentSize.height == 230)
        withExtendedLifetime(source) {}

        table.separatorStyle = .singleLine
        window.layoutIfNeeded()
        let third: CGFloat = 1 / 3
        #expect(abs(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY - (80 + third)) < 1e-9)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(abs((cell?.contentView.frame.height ?? 0) - 80) < 1e-9)
        withExtendedLifetime(source) {}
    }

    /// R-LS2: rows not yet shown count at their estimate (44 by default) until they scroll
    /// into view and are measured.
    @Test func rowsOffScreenCountAtTheirEstimate() {
        let table = table()
        table.separatorStyle = .none
        let source = SectionsSource(rows: [Array(repeating: 160, count: 100)], titles: [nil])
        table.dataSource = source
        window.layoutIfNeeded()
        // 844 points show rows of 200 points: rows 0 to 4 are measured, 95 rows are estimated.
        #expect(table.indexPathsForVisibleRows?.count == 5)
        let height: CGFloat = 5 * 200 + 95 * 44
        #expect(table.contentSize.height == height)
        withExtendedLifetime(source) {}
    }

    /// R-LS4: a plain table's titled header is 28 points with 22 points of padding above
    /// it, and floats at the top while its section's rows scroll under it.
    @Test func plainHeadersFloatOverTheirRows() throws {
        let table = table(cell: UITableViewCell.self)
        table.rowHeight = 44
        let source = SectionsSource(rows: [Array(repeating: 0, count: 30), Array(repeating: 0, count: 30)], titles: ["A", "B"])
        table.dataSource = source
        window.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 390, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        // Section 1 starts after 50 + 30 × 44 = 1370 points.
        let secondHeaderTop: CGFloat = 1370 + 22
        #expect(table.rectForHeader(inSection: 1).minY == secondHeaderTop)
        table.contentOffset = CGPoint(x: 0, y: 500)
        window.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.minY == 500)
        #expect(header.textLabel?.text == "A")
        withExtendedLifetime(source) {}
    }

    /// R-LS4: in a grouped table the first section's untitled header is 35 points and the
    /// others' 17.5, with footers of 17.5.
    @Test func groupedSectionsAreSeparatedByUIKitsSpacing() {
        let table = table(.grouped, cell: UITableViewCell.self)
        table.rowHeight = 44
        let source = SectionsSource(rows: [[0, 0], [0]], titles: [nil, nil])
        table.dataSource = source
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
        // 35 + 2 × 44 + 17.5 (footer) + 17.5 (header of section 1).
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 158)
        withExtendedLifetime(source) {}
    }

    /// R-LS9: applying a snapshot performs the difference as one batch: the shown cells
    /// move with their rows, and the selection follows.
    @Test func aDiffableDataSourceMovesShownCellsWithTheirRows() throws {
        let table = table(cell: UITableViewCell.self)
        table.rowHeight = 44
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["a", "b", "c", "d"])
        source.apply(snapshot)
        window.layoutIfNeeded()
        let cellC = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)

        snapshot.deleteItems(["a"])
        snapshot.moveItem("d", beforeItem: "b")
        source.apply(snapshot)
        window.layoutIfNeeded()
        // Now d, b, c: c is at row 2 still, by way of a deletion and a move.
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellC)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["d", "b", "c"])
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "d")
        #expect(source.indexPath(for: "c") == IndexPath(row: 2, section: 0))
    }
}
