import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A grid screen as an iOS app writes one: numbered items in a flow layout, recording what
/// its collection view tells it.
@MainActor
final class GridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching {
    var numbers: [Int]
    var log: [String] = []
    var created = 0
    var prefetched: [IndexPath] = []
    let layout = UICollectionViewFlowLayout()
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    init(count: Int) {
        numbers = Array(0..<count)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView.frame = view.bounds
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        if let cell = cell as? NumberCell {
            if cell.isNew { created += 1; cell.isNew = false }
            cell.number = numbers[indexPath.item]
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched += indexPaths }

    /// The context menu each item has; none by default.
    var menu: ((IndexPath) -> UIContextMenuConfiguration?)?
    var menuEvents: [String] = []
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { menu?(indexPath) }
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) { menuEvents.append("display") }
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) { menuEvents.append("end") }
}

final class NumberCell: UICollectionViewCell {
    var isNew = true
    var number = -1
    private(set) var reuses = 0
    override func prepareForReuse() { reuses += 1 }
}

/// The collection view's items, reuse, selection and updates with a flow layout, checked
/// with one-line gestures against UIKit's documented behavior (R-LS10–R-LS15). Items are
/// 100 × 100 at the flow layout's default 10-point spacings in a 390 × 844 window: three
/// fit a line (3 × 100 + 2 × 10 ≤ 390), the 90 points left over shared by the two gaps, so
/// items sit at x 0, 145 and 290, and line `n` at y 110·n.
@MainActor @Suite(.gestureLog) struct CollectionViewTests {
    private func show(_ controller: UIViewController) -> (UIWindow, TouchSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, TouchSimulator(window: window))
    }

    /// A 100,000-item grid shows the lines that meet its 844-point bounds (lines 0 to 7,
    /// 24 items), makes only those cells, and scrolling reuses them: after the content
    /// jumps 2,200 points the visible items are those of lines 20 to 27, in the same 24
    /// cells, put back in the queue before the new items arrive (R-LS11).
    @Test func aHundredThousandItemsMakeAScreenfulOfCells() {
        let grid = GridController(count: 100_000)
        _ = show(grid)
        #expect(grid.collectionView.indexPathsForVisibleItems.count == 24)
        #expect(grid.created == 24)
        #expect(grid.collectionView.contentSize == CGSize(width: 390, height: 33_334 * 110 - 10))
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 2_200)
        let visible = grid.collectionView.indexPathsForVisibleItems.map(\.item)
        #expect(visible == Array(60..<84))
        #expect(grid.created == 24)
        let numbers = grid.collectionView.visibleCells.compactMap { ($0 as? NumberCell)?.number }.sorted()
        #expect(numbers == Array(60..<84))
    }

    /// A tap: the highlight on touch-down, then on lift `shouldSelect`, the highlight
    /// removed and the selection, in the order of the Collection View Programming Guide's
    /// "Tracking touches in a cell"; a second tap elsewhere deselects the first item.
    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let grid = GridController(count: 30)
        let (_, fingers) = show(grid)
        fingers.tap(at: CGPoint(x: 195, y: 50))
        fingers.settle()
        #expect(grid.log == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didSelect 1"])
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        grid.log.removeAll()
        fingers.tap(at: CGPoint(x: 50, y: 160))
        fingers.settle()
        #expect(grid.log == ["shouldHighlight 3", "didHighlight 3", "shouldSelect 3", "didUnhighlight 3", "didDeselect 1", "didSelect 3"])
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    /// A drag scrolls the grid: the item under the finger may highlight, but the scroll
    /// view's pan takes the touch, so it is unhighlighted and nothing is selected.
    @Test func aDragScrollsAndSelectsNothing() {
        let grid = GridController(count: 60)
        let (_, fingers) = show(grid)
        fingers.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        fingers.settle()
        #expect(grid.collectionView.contentOffset.y == 290)
        #expect(!grid.log.contains { $0.hasPrefix("didSelect") })
        #expect(grid.collectionView.indexPathsForSelectedItems == nil)
    }

    /// A batch that deletes item 0 and inserts one at the end keeps the shown cells at
    /// their items' new index paths, and the selection follows its item.
    @Test func updatesMoveTheShownCellsAndTheSelection() throws {
        let grid = GridController(count: 30)
        _ = show(grid)
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        grid.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        grid.numbers.removeFirst()
        grid.numbers.append(99)
        grid.collectionView.performBatchUpdates {
            grid.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            grid.collectionView.insertItems(at: [IndexPath(item: 29, section: 0)])
        }
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cell)
        #expect(cell.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    /// `scrollToItem(at:at:animated:)` with `.top` rests item 60's line (y 2,200) at the top.
    @Test func scrollingToAnItemRestsItAtTheTop() {
        let grid = GridController(count: 300)
        _ = show(grid)
        grid.collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: .top, animated: false)
        #expect(grid.collectionView.contentOffset.y == 2_200)
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 60, section: 0)) != nil)
    }

    /// The prefetch data source hears the items within a screen's height below the bounds
    /// (lines 8 to 15) that are not shown yet.
    @Test func thePrefetchDataSourceHearsTheItemsAhead() {
        let grid = GridController(count: 300)
        grid.loadViewIfNeeded()
        grid.collectionView.prefetchDataSource = grid
        _ = show(grid)
        #expect(Set(grid.prefetched.map(\.item)) == Set(24..<48))
    }
}

/// Custom layouts (R-LS10, R-LS13): the attributes a layout gives are what the views show,
/// a higher z-index is hit first, and a flow layout sizes cells that size themselves.
@MainActor @Suite struct CollectionLayoutTests {
    /// Two overlapping cards, the second above the first by its z-index.
    final class StackLayout: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 300) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<2).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 20 + 40 * CGFloat(indexPath.item), y: 20, width: 200, height: 200)
            attributes.zIndex = indexPath.item == 1 ? 5 : 0
            attributes.alpha = indexPath.item == 1 ? 0.5 : 1
            return attributes
        }
    }

    final class Cards: UICollectionViewDataSource, UICollectionViewDelegate {
        var selected: [Int] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath.item) }
    }

    /// At (100, 100) both cards overlap (x 20–220 and 60–260): the second, at z-index 5,
    /// is the one shown above, the one `indexPathForItem(at:)` names, and the one a tap
    /// selects; the views carry the attributes' frame and alpha.
    @Test func theHigherZIndexIsAboveAndTakesTheTap() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: StackLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        let cards = Cards()
        collectionView.dataSource = cards
        collectionView.delegate = cards
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == CGRect(x: 60, y: 20, width: 200, height: 200))
        #expect(second.alpha == 0.5)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 100, y: 100)) == IndexPath(item: 1, section: 0))
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil)?.isDescendant(of: second) == true)
        TouchSimulator(window: window).tap(at: CGPoint(x: 100, y: 100))
        #expect(cards.selected == [1])
        withExtendedLifetime(cards) {}
    }

    final class LabelCell: UICollectionViewCell {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                label.heightAnchor.constraint(equalToConstant: CGFloat(30)),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    /// With an estimated item size, each cell is laid out at the estimate and then at the
    /// size its constraints give (10 + 30 + 10 = 50 points tall at the estimate's 390-point
    /// width), and the lines below move up to follow: the third cell at 2 × (50 + 10).
    @Test func anEstimatedItemSizeLetsCellsSizeThemselves() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 390, height: 200)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, text in cell.label.text = text }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"])
        source.apply(snapshot)
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? LabelCell)
        #expect(third.label.text == "c")
        #expect(third.frame == CGRect(x: 0, y: 120, width: 390, height: 50))
        let fourCellsAndThreeGaps: CGFloat = 4 * 50 + 3 * 10
        #expect(collectionView.contentSize.height == fourCellsAndThreeGaps)
        withExtendedLifetime(source) {}
    }

    /// A diffable apply that moves an item keeps its cell, now at the item's new index path.
    @Test func aDiffableMoveKeepsTheCell() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in cell.number = number }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, number in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([10, 20, 30])
        source.apply(snapshot)
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        let thirty = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        snapshot.moveItem(30, beforeItem: 10)
        source.apply(snapshot)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === thirty)
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 30)
        #expect(source.indexPath(for: 10) == IndexPath(item: 1, section: 0))
        withExtendedLifetime(source) {}
    }
}

/// Context menus on list items (R-MN2): a press held 0.4 s on an item opens the menu its
/// delegate configures, as rows a test taps by title; the touch selects nothing.
@MainActor @Suite(.gestureLog) struct ContextMenuTests {
    /// A grid whose items other than item 0 have a menu: a disabled Share and a Delete
    /// that records the item.
    private func menuGrid() -> (GridController, Box) {
        let grid = GridController(count: 30)
        let deleted = Box()
        grid.menu = { indexPath in
            guard indexPath.item != 0 else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "", children: [
                    UIAction(title: "Share", attributes: .disabled) { _ in },
                    UIAction(title: "Delete", attributes: .destructive) { _ in deleted.items.append(indexPath.item) },
                ])
            }
        }
        return (grid, deleted)
    }

    final class Box { var items: [Int] = [] }

    private func show(_ grid: GridController) -> TouchSimulator {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = grid
        window.layoutIfNeeded()
        return TouchSimulator(window: window)
    }

    /// Item 1 (x 145–245 of the first line) opens its menu; a disabled row does nothing and
    /// leaves the menu open, and Delete, found by its title, runs its handler once the menu
    /// has closed.
    @Test func aPressOpensTheItemsMenuAndARowPerformsItsAction() throws {
        let (grid, deleted) = menuGrid()
        let fingers = show(grid)
        fingers.longPress(at: CGPoint(x: 195, y: 50), duration: 0.6)
        fingers.settle()
        #expect(grid.menuEvents == ["display"])
        #expect(!grid.log.contains("didSelect 1"))
        // The rows hang 20 points below the press, centered on it: Share at y 70–114.
        fingers.tap(at: CGPoint(x: 195, y: 92))
        fingers.settle()
        #expect(deleted.items.isEmpty)
        #expect(grid.menuEvents == ["display"])
        try fingers.tap("Delete")
        fingers.settle()
        #expect(deleted.items == [1])
        #expect(grid.menuEvents == ["display", "end"])
        #expect(throws: TouchTargetError.self) { try fingers.view(withAccessibilityIdentifier: "Delete") }
    }

    /// A press held only 0.3 s opens nothing and lifts as a tap: the item is selected. On
    /// item 0, whose delegate gives no menu, a long press opens nothing either.
    @Test func aShortPressOrAnItemWithoutAMenuOpensNothing() {
        let (grid, _) = menuGrid()
        let fingers = show(grid)
        fingers.longPress(at: CGPoint(x: 195, y: 50), duration: 0.3)
        fingers.settle()
        #expect(grid.menuEvents.isEmpty)
        #expect(grid.log.contains("didSelect 1"))
        fingers.longPress(at: CGPoint(x: 50, y: 50), duration: 0.6)
        fingers.settle()
        #expect(grid.menuEvents.isEmpty)
    }

    /// A tap outside the menu's rows closes it and runs nothing.
    @Test func aTapOutsideTheMenuClosesIt() {
        let (grid, deleted) = menuGrid()
        let fingers = show(grid)
        fingers.longPress(at: CGPoint(x: 195, y: 50), duration: 0.6)
        fingers.tap(at: CGPoint(x: 20, y: 800))
        fingers.settle()
        #expect(grid.menuEvents == ["display", "end"])
        #expect(deleted.items.isEmpty)
    }
}
