import Foundation

/// The object that tells a collection view what it shows: how many sections and items, the
/// cell of each item, and the supplementary views its layout asks for (R-LS10).
///
/// Every method UIKit marks optional has UIKit's default in an extension. Moving items is
/// the one optional method whose mere presence changes what the collection view does, which
/// Swift cannot see: a data source that implements `collectionView(_:moveItemAt:to:)`
/// adopts ``UICollectionViewDataSourceItemMoving`` (the porting plugin adds the conformance
/// to iOS files that implement it), as a table's does `UITableViewDataSourceRowMoving`.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually dequeued with
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` (a section header or footer) at `indexPath`, usually
    /// dequeued with ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// Asked only when the layout places one; the default traps, as UIKit does when a layout
    /// asks for a view the data source cannot give.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("the layout asked for a supplementary view of kind \(kind) at \(indexPath), and the collection view's data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
}

/// A data source that moves items: its presence lets ``UICollectionView/beginInteractiveMovementForItem(at:)``
/// pick an item up (R-LS12), unless ``collectionView(_:canMoveItemAt:)`` refuses it.
@MainActor
public protocol UICollectionViewDataSourceItemMoving: UICollectionViewDataSource {
    /// Whether the item at `indexPath` can be moved; `true` by default.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user dropped the item from `sourceIndexPath` at `destinationIndexPath`: the
    /// collection view already shows it there; the data source moves its data to match.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSourceItemMoving {
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
}

/// The object a collection view tells which items it will soon show, ahead of scrolling,
/// so that their data can be loaded early.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items that will soon be shown.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items announced earlier that will not be shown after all.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
