import Foundation

/// Highlight and selection by touch (R-LS14), as UIKit's collection view does it: the
/// collection view hears the touches its cells do not handle through the responder chain.
/// A touch that reaches an item (after the scroll view's delay, or at once when the finger
/// lifts first) highlights it if the delegate's `shouldHighlightItemAt` agrees; lifting the
/// finger selects it; a touch the scroll view's pan takes is cancelled and selects nothing.
/// On lift the order is that of the Collection View Programming Guide's "Tracking touches
/// in a cell": `shouldSelectItemAt`, the highlight removed (`didUnhighlightItemAt`), then in
/// a single selection the previous item deselected (`didDeselectItemAt`), then `isSelected`
/// and `didSelectItemAt`. In a multiple selection a tap on a selected item asks
/// `shouldDeselectItemAt` and deselects it.
extension UICollectionView {
    /// The selected items in index-path order, or `nil` when none is.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects the item at `indexPath` (all others deselected unless multiple selection is
    /// allowed) and scrolls it to `scrollPosition`. As in UIKit, the delegate hears nothing;
    /// `nil` clears the selection.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        if !allowsMultipleSelectionNow {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        shownCells[indexPath]?.view.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the delegate hears nothing.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        shownCells[indexPath]?.view.isSelected = false
    }

    var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var allowsMultipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    // MARK: Touches

    /// A touch reached an item: highlight it, if selection is allowed and the delegate agrees.
    func itemTouchesBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first, highlightedItem == nil, movement == nil, allowsSelectionNow,
              let indexPath = indexPathForItem(at: touch.location(in: self)), let cell = shownCells[indexPath]?.view,
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedItem = indexPath
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// The finger lifted on the highlighted item: select it (R-LS14).
    func itemTouchesEnded() {
        guard let indexPath = highlightedItem else { return }
        if allowsMultipleSelectionNow, selectedItems.contains(indexPath) {
            let deselects = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight(indexPath)
            if deselects { userDeselect(indexPath) }
            return
        }
        let selects = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight(indexPath)
        guard selects else { return }
        if !allowsMultipleSelectionNow {
            for item in selectedItems where item != indexPath { userDeselect(item) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        shownCells[indexPath]?.view.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// The scroll view (or a recognizer) took the touch: the item loses its highlight and is
    /// not selected.
    func itemTouchesCancelled() {
        guard let indexPath = highlightedItem else { return }
        unhighlight(indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        highlightedItem = nil
        shownCells[indexPath]?.view.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        deselectItem(at: indexPath, animated: false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }
}
