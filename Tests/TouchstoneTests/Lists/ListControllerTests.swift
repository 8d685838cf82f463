import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// List view controllers as iOS apps subclass them (R-LS1, R-LS10, R-LS12): the subclass
/// overrides the data source and delegate methods, and the controller's table or
/// collection view is its view, with the controller as data source and delegate.
@MainActor @Suite(.gestureLog) struct ListControllerTests {
    final class Fruits: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry"]
        var picked: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { picked.append(fruits[indexPath.row]) }
    }

    /// Rows of 60 points (the override's): a tap at y 150 picks the third row, "Cherry";
    /// the selection is cleared when the view appears again.
    @Test func aTableViewControllerSubclassAnswersForItsTable() {
        let controller = Fruits(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 120, width: 390, height: 60))
        TouchSimulator(window: window).tap(at: CGPoint(x: 200, y: 150))
        #expect(controller.picked == ["Cherry"])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    final class Tiles: UICollectionViewController, UICollectionViewDataSourceItemMoving {
        var tiles = (0..<12).map { "tile \($0)" }
        var moves: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(sourceIndexPath.item) → \(destinationIndexPath.item)")
            tiles.insert(tiles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    /// The standard gesture: held past 0.5 s on item 0 (a flow layout of 100-point items,
    /// three to a 390-point line at x 0, 145, 290), the tile follows the finger to item 2's
    /// place and drops there, and the subclass hears one move.
    @Test func aCollectionViewControllerMovesItemsWithItsStandardGesture() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = Tiles(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        TouchSimulator(window: window).press(at: CGPoint(x: 50, y: 50), forDuration: 0.8, thenDragTo: CGPoint(x: 340, y: 50))
        #expect(controller.moves == ["0 → 2"])
        #expect(controller.tiles.prefix(3) == ["tile 1", "tile 2", "tile 0"])
    }
}
