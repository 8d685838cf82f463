import Foundation

/// Moving an item with the finger (R-LS12), driven by the app's own recognizer (usually a
/// long press) as UIKit's interactive movement is: `beginInteractiveMovementForItem(at:)`
/// picks the item up, each `updateInteractiveMovementTargetPosition(_:)` moves it under the
/// finger and, when the layout (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`)
/// and the delegate place it elsewhere, moves the other items out of its way, and
/// `endInteractiveMovement()` drops it there and tells the data source
/// (`collectionView(_:moveItemAt:to:)`) once; `cancelInteractiveMovement()` puts everything
/// back and tells it nothing.
extension UICollectionView {
    /// The item being moved: where it started, where it would drop now, and the finger.
    struct InteractiveMovement {
        let original: IndexPath
        var current: IndexPath
        var position: CGPoint
    }

    /// Picks up the item at `indexPath`; `false` when there is none, another is moving, or
    /// the data source does not move items (``UICollectionViewDataSourceItemMoving``) or
    /// refuses this one.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard movement == nil, let mover = dataSource as? any UICollectionViewDataSourceItemMoving, contains(indexPath),
              let cell = shownCells[indexPath]?.view, mover.collectionView(self, canMoveItemAt: indexPath) else { return false }
        pickUpItem(at: indexPath, position: cell.center)
        return true
    }

    /// Moves the picked-up item under the finger at `targetPosition` (in the collection
    /// view's coordinates), and the other items out of the way of where it would drop.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement else { return }
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        let target = collectionDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
            atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
        moveLiftedItem(to: target, position: targetPosition)
    }

    /// Drops the item where it would drop now: the data source hears the move, and the
    /// item settles into its place.
    public func endInteractiveMovement() {
        guard let movement else { return }
        self.movement = nil
        if let mover = dataSource as? any UICollectionViewDataSourceItemMoving {
            mover.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
        settle()
    }

    /// Puts the item back where it started, and the others with it; the data source hears
    /// nothing.
    public func cancelInteractiveMovement() {
        guard let movement else { return }
        self.movement = nil
        if movement.current != movement.original { rekeyShownCells(moving: movement.current, to: movement.original) }
        settle()
    }

    /// Lifts the item at `indexPath` under the finger at `position`: an interactive
    /// movement's or a drag's (R-DD2).
    func pickUpItem(at indexPath: IndexPath, position: CGPoint) {
        movement = InteractiveMovement(original: indexPath, current: indexPath, position: position)
        if let highlightedItem { shownCells[highlightedItem]?.view.isHighlighted = false; self.highlightedItem = nil }
    }

    /// Moves the lifted item under the finger at `position` and, when `target` is another
    /// item's place, the other items out of the way of it.
    func moveLiftedItem(to target: IndexPath?, position: CGPoint) {
        guard var movement else { return }
        movement.position = position
        if let target, target != movement.current, contains(target) {
            rekeyShownCells(moving: movement.current, to: target)
            movement.current = target
        }
        self.movement = movement
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Shows the moving cell where the layout puts it under the finger.
    func showMovingCell(_ cell: UICollectionViewCell, _ movement: InteractiveMovement) {
        let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
            at: movement.current, withTargetPosition: movement.position)
        apply(attributes, to: cell)
        shownCells[movement.current]?.placement = Placement(attributes)
        bringSubviewToFront(cell)
    }

    /// The cells and the selection follow a move of one item from `source` to `destination`,
    /// as the data source will once the item drops.
    private func rekeyShownCells(moving source: IndexPath, to destination: IndexPath) {
        var move = ListUpdates()
        move.movedItems = [(source, destination)]
        var moved: [IndexPath: ShownElement<UICollectionViewCell>] = [:]
        for (indexPath, shown) in shownCells {
            if let new = move.newIndexPath(of: indexPath) { moved[new] = shown }
        }
        shownCells = moved
        selectedItems = selectedItems.compactMap { move.newIndexPath(of: $0) }
    }

    /// Lays the item out at its own place again: its placement is the finger's, so the
    /// next layout pass places it anew.
    private func settle() {
        layoutWasInvalidated()
        layoutIfNeeded()
    }
}
