import Foundation
import Touchstone

/// A grid of fixed-size items scrolled frame by frame, for the list benchmark (`touchstone
/// bench --lists`): a 390 × 844 window whose collection view has `items` items of 100 × 100
/// points in a flow layout (three to a line, lines 110 points apart), each frame moving the
/// content ``TableScreen/step`` points and laying the collection view out, which puts away
/// the items that left and dequeues cells for those that arrive.
///
/// The data source does what an app's does at least: it dequeues a registered cell and
/// tags it with its item; it allocates nothing itself, so what a frame allocates is the
/// collection view's and its layout's.
@MainActor
public final class GridScreen: ScrolledListScreen {
    public let window: UIWindow
    public let grid: UICollectionView
    private let source: Source

    /// A screen whose grid has `items` items, laid out at the top.
    public init(items: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Source.identifier)
        source = Source(items: items)
        grid.dataSource = source
        window.addSubview(grid)
        window.layoutIfNeeded()
    }

    public var cellsMade: Int { source.cells.count }
    public var scrollView: UIScrollView { grid }

    @MainActor
    private final class Source: UICollectionViewDataSource {
        static let identifier = "item"
        let items: Int
        /// Every cell configured so far; a reused cell is already in it.
        var cells = Set<ObjectIdentifier>()
        init(items: Int) { self.items = items }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
            cell.tag = indexPath.item
            cells.insert(ObjectIdentifier(cell))
            return cell
        }
    }
}
