import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A list screen as an iOS app writes one: a table of numbered rows, with a trailing
/// "Delete" action and reordering in editing mode, recording what its table tells it.
@MainActor
final class NumbersController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourceRowMoving {
    var numbers: [Int]
    var log: [String] = []
    var created = 0
    let tableView: UITableView

    init(count: Int, style: UITableView.Style = .plain) {
        numbers = Array(0..<count)
        tableView = UITableView(frame: .zero, style: style)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        tableView.frame = view.bounds
        tableView.rowHeight = 44
        tableView.register(CountingCell.self, forCellReuseIdentifier: "number")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { numbers.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
        if (cell as? CountingCell)?.isNew == true { created += 1; (cell as? CountingCell)?.isNew = false }
        cell.textLabel?.text = "\(numbers[indexPath.row])"
        return cell
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("unhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return }
            self.log.append("delete \(self.numbers[indexPath.row])")
            self.numbers.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        numbers.insert(numbers.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

final class CountingCell: UITableViewCell {
    var isNew = true
    private(set) var reuses = 0
    override func prepareForReuse() { reuses += 1 }
}

/// The table's rows, reuse, selection, swipe actions and reordering, checked with one-line
/// gestures against UIKit's documented behavior (R-LS1–R-LS8). Rows are 44 points in a
/// 390 × 844 window, so row `n` spans `44n..<44n + 44` in the content.
@MainActor @Suite(.gestureLog) struct TableViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    func show(_ controller: NumbersController) -> TouchSimulator {
        window.rootViewController = controller
        window.layoutIfNeeded()
        return TouchSimulator(window: window)
    }

    /// R-LS3: only the rows on screen get cells: 844 / 44 = 19.2, so rows 0 to 19; scrolling
    /// far away reuses them, each reuse preceded by prepareForReuse.
    @Test func aHundredThousandRowsMakeOnlyTheCellsOnScreen() throws {
        let screen = NumbersController(count: 100_000)
        _ = show(screen)
        #expect(screen.tableView.indexPathsForVisibleRows?.map(\.row) == Array(0...19))
        #expect(screen.created == 20)
        #expect(screen.tableView.contentSize.height == 4_400_000)
        screen.tableView.contentOffset = CGPoint(x: 0, y: 44 * 50_000)
        window.layoutIfNeeded()
        #expect(screen.tableView.indexPathsForVisibleRows?.map(\.row) == Array(50_000...50_019))
        #expect(screen.created == 20)
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 50_003, section: 0)))
        #expect(cell.textLabel?.text == "50003")
        #expect((cell as? CountingCell)?.reuses == 1)
        #expect(cell.frame == CGRect(x: 0, y: 44 * 50_003, width: 390, height: 44))
        #expect(screen.tableView.indexPathForRow(at: CGPoint(x: 10, y: 44 * 50_003 + 43.5)) == IndexPath(row: 50_003, section: 0))
    }

    /// R-LS5: a tap highlights the row and selects it on lift, in UIKit's order.
    @Test func aTapSelectsTheRowInUIKitsOrder() {
        let screen = NumbersController(count: 50)
        let fingers = show(screen)
        fingers.tap(at: CGPoint(x: 200, y: 3 * 44 + 22))
        fingers.settle()
        #expect(screen.log == ["highlight 3", "unhighlight 3", "willSelect 3", "didSelect 3"])
        #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        screen.log.removeAll()
        fingers.tap(at: CGPoint(x: 200, y: 5 * 44 + 22))
        fingers.settle()
        #expect(screen.log == ["highlight 5", "unhighlight 5", "willSelect 5", "willDeselect 3", "didDeselect 3", "didSelect 5"])
        #expect(screen.tableView.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
    }

    /// R-LS5: a drag that starts on a row scrolls the list; the row is neither highlighted
    /// (the pan began within the scroll view's delay) nor selected.
    @Test func aDragThatStartsOnARowScrollsAndSelectsNothing() {
        let screen = NumbersController(count: 50)
        let fingers = show(screen)
        fingers.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
        fingers.settle()
        #expect(screen.log.isEmpty)
        #expect(screen.tableView.indexPathForSelectedRow == nil)
        // The finger rested before lifting: the content stays where it was dragged, 300
        // points less the 10 points of the pan's hysteresis.
        #expect(abs(screen.tableView.contentOffset.y - 290) < 1)
        #expect(screen.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 290 / 44, section: 0))
    }

    /// R-LS5: multiple selection adds rows, and a tap on a selected row deselects it.
    @Test func multipleSelectionTogglesRows() {
        let screen = NumbersController(count: 50)
        screen.loadViewIfNeeded()
        screen.tableView.allowsMultipleSelection = true
        let fingers = show(screen)
        for row in [1, 4, 1] {
            fingers.tap(at: CGPoint(x: 200, y: CGFloat(row) * 44 + 22))
            fingers.settle()
        }
        #expect(screen.tableView.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(screen.log.filter { $0.hasPrefix("did") && !$0.contains("light") } == ["didSelect 1", "didSelect 4", "didDeselect 1"])
    }

    /// R-LS7: a slow swipe left past half the button opens the row by the Delete button's
    /// 74 points; tapping the button runs the action, which deletes the row.
    @Test func aSwipeRevealsTheActionAndTappingItDeletesTheRow() throws {
        let screen = NumbersController(count: 50)
        let fingers = show(screen)
        fingers.drag(from: CGPoint(x: 300, y: 2 * 44 + 22), to: CGPoint(x: 200, y: 2 * 44 + 22))
        fingers.settle()
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.contentView.frame.minX == -74)
        #expect(screen.log.isEmpty)
        fingers.tap(at: CGPoint(x: 390 - 37, y: 2 * 44 + 22))
        fingers.settle()
        #expect(screen.log == ["delete 2"])
        #expect(screen.tableView.numberOfRows(inSection: 0) == 49)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "3")
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.frame.minX == 0)
    }

    /// R-LS7: swiping past 52.5 % of the row's width performs the first action.
    @Test func aFullSwipePerformsTheFirstAction() {
        let screen = NumbersController(count: 50)
        let fingers = show(screen)
        fingers.drag(from: CGPoint(x: 380, y: 22), to: CGPoint(x: 100, y: 22))
        fingers.settle()
        #expect(screen.log == ["delete 0"])
        #expect(screen.numbers.first == 1)
    }

    /// R-LS7: while a row is open, a tap elsewhere closes it and selects nothing.
    @Test func aTapElsewhereClosesTheOpenRowWithoutSelecting() throws {
        let screen = NumbersController(count: 50)
        let fingers = show(screen)
        fingers.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 200, y: 22))
        fingers.settle()
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame.minX == -74)
        fingers.tap(at: CGPoint(x: 200, y: 6 * 44 + 22))
        fingers.settle()
        #expect(cell.contentView.frame.minX == 0)
        #expect(screen.tableView.indexPathForSelectedRow == nil)
        #expect(!screen.log.contains { $0.hasPrefix("didSelect") })
    }

    /// R-LS8: in editing mode, dragging a row's reorder control (the trailing 40 points)
    /// from row 0 to row 3 moves it and tells the data source once, at the lift.
    @Test func theReorderControlMovesTheRowAndTellsTheDataSource() {
        let screen = NumbersController(count: 10)
        let fingers = show(screen)
        screen.tableView.setEditing(true, animated: false)
        window.layoutIfNeeded()
        fingers.drag(from: CGPoint(x: 390 - 20, y: 22), to: CGPoint(x: 390 - 20, y: 3 * 44 + 22))
        fingers.settle()
        #expect(screen.log == ["move 0 to 3"])
        #expect(screen.numbers == [1, 2, 3, 0, 4, 5, 6, 7, 8, 9])
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "0")
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 132)
    }

    /// R-LS6: a batch whose counts disagree with the data source traps with UIKit's message.
    @Test func anInconsistentBatchTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let screen = NumbersController(count: 10)
                screen.loadViewIfNeeded()
                screen.tableView.layoutIfNeeded()
                screen.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
    }
}
