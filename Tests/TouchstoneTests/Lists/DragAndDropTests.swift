import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A reorderable grid as iOS tutorials write one (Apple's "Supporting Drag and Drop in
/// Collection Views"): the drag delegate wraps each item's title in an item provider with
/// the title as its local object, and the drop delegate moves the item in a batch update.
@MainActor
final class ReorderGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate {
    var titles = (0..<12).map { "Item \($0)" }
    var log: [String] = []
    var operation = UIDropOperation.move
    var sawActiveDrag = false
    lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        collectionView.frame = view.bounds
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.dragInteractionEnabled = true
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityIdentifier = titles[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("itemsForBeginning \(indexPath.item)")
        let title = titles[indexPath.item]
        let dragItem = UIDragItem(itemProvider: NSItemProvider(object: title as NSString))
        dragItem.localObject = title
        return [dragItem]
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) { log.append("dragWillBegin") }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) { log.append("dragDidEnd") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) { log.append("dropDidEnter") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) { log.append("dropDidEnd") }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        sawActiveDrag = sawActiveDrag || collectionView.hasActiveDrag
        if log.last?.hasPrefix("update") != true { log.append("update") }
        guard collectionView.hasActiveDrag else { return UICollectionViewDropProposal(operation: .forbidden) }
        return UICollectionViewDropProposal(operation: operation, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
              let source = item.sourceIndexPath, let title = item.dragItem.localObject as? String else { return }
        log.append("performDrop \(source.item) → \(destination.item)")
        collectionView.performBatchUpdates({
            self.titles.remove(at: source.item)
            self.titles.insert(title, at: destination.item)
            collectionView.deleteItems(at: [source])
            collectionView.insertItems(at: [destination])
        })
        coordinator.drop(item.dragItem, toItemAt: destination)
    }
}

/// The collection view's built-in reorder by drag and drop (R-DD1, R-DD2), in the grid of
/// ``CollectionViewTests``: 100-point items three to a line at x 0, 145 and 290, line `n`
/// at y 110·n, so item 4 is the middle of the second line.
@MainActor @Suite(.gestureLog) struct DragAndDropTests {
    private func show(_ controller: UIViewController) -> TouchSimulator {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        return TouchSimulator(window: window)
    }

    /// Holding item 0 past the lift delay lifts it; dragged over item 4 and let go, the drop
    /// delegate hears a move from 0 to 4 and the data source now has it there, its cell in
    /// item 4's place. The calls come in UIKit's order: the items, the drag's beginning, the
    /// drop's entering, its updates, the drop, then the drop's end and the drag's.
    @Test func holdingAnItemAndDraggingItReordersTheGrid() throws {
        let grid = ReorderGridController()
        let fingers = show(grid)
        fingers.press(at: CGPoint(x: 50, y: 50), forDuration: 0.7, thenDragTo: CGPoint(x: 195, y: 160))
        fingers.settle()
        #expect(grid.log == ["itemsForBeginning 0", "dragWillBegin", "dropDidEnter", "update", "performDrop 0 → 4", "dropDidEnd", "dragDidEnd"])
        #expect(grid.sawActiveDrag)
        #expect(grid.titles.prefix(6) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 0", "Item 5"])
        let moved = try fingers.view(withAccessibilityIdentifier: "Item 0")
        #expect(moved.frame.origin == CGPoint(x: 145, y: 110))
        #expect(!grid.collectionView.hasActiveDrag)
        #expect(grid.collectionView.contentOffset == .zero)
    }

    /// A drag that moves before the lift delay scrolls the grid and lifts nothing.
    @Test func aQuickDragScrollsInsteadOfLifting() {
        let grid = ReorderGridController()
        grid.titles = (0..<60).map { "Item \($0)" }
        let fingers = show(grid)
        fingers.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        fingers.settle()
        #expect(grid.log.isEmpty)
        #expect(grid.collectionView.contentOffset.y > 0)
    }

    /// A drop the delegate forbids is not performed: the item goes back, the data source is
    /// untouched, and both sessions still end.
    @Test func aForbiddenDropPutsTheItemBack() throws {
        let grid = ReorderGridController()
        grid.operation = .forbidden
        let fingers = show(grid)
        fingers.press(at: CGPoint(x: 50, y: 50), forDuration: 0.7, thenDragTo: CGPoint(x: 195, y: 160))
        fingers.settle()
        #expect(grid.log == ["itemsForBeginning 0", "dragWillBegin", "dropDidEnter", "update", "dropDidEnd", "dragDidEnd"])
        #expect(grid.titles == (0..<12).map { "Item \($0)" })
        #expect(try fingers.view(withAccessibilityIdentifier: "Item 0").frame.origin == .zero)
        #expect(try fingers.view(withAccessibilityIdentifier: "Item 4").frame.origin == CGPoint(x: 145, y: 110))
    }

    /// Without `dragInteractionEnabled` (false on iPhone) the hold lifts nothing and lets
    /// go as a selection would.
    @Test func dragInteractionIsOffByDefault() {
        let grid = ReorderGridController()
        let fingers = show(grid)
        #expect(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).dragInteractionEnabled == false)
        grid.collectionView.dragInteractionEnabled = false
        fingers.press(at: CGPoint(x: 50, y: 50), forDuration: 0.7, thenDragTo: CGPoint(x: 195, y: 160))
        fingers.settle()
        #expect(grid.log.isEmpty)
        #expect(grid.titles == (0..<12).map { "Item \($0)" })
    }
}
