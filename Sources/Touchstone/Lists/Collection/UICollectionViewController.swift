import Foundation

/// A view controller whose view is a collection view (R-LS10), and which is its data source
/// and delegate: a subclass overrides the methods it needs, as in UIKit.
///
/// Every method of `UICollectionViewDataSource`, `UICollectionViewDelegate` and
/// `UIScrollViewDelegate` is an open member with the protocols' default answer, so that a
/// subclass's `override` compiles; a subclass that moves items adopts
/// `UICollectionViewDataSourceItemMoving` (the porting plugin adds it). With
/// ``installsStandardGestureForInteractiveMovement`` (the default), a long press on an item
/// of such a controller moves it (R-LS12), as UIKit's standard gesture does.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is made with.
    public let collectionViewLayout: UICollectionViewLayout
    /// The protocols' own default answers, which the open members give.
    private let defaults = DefaultAnswers()
    /// The standard gesture that moves items.
    private let movementPress = UILongPressGestureRecognizer()

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout; there are no nibs (R-I3).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a flow layout; the coder is not read (R-I3).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view, which is the controller's view; made when the view loads.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return view as? UICollectionView
        }
        set { view = newValue }
    }

    /// Starts or ends editing, in the controller and its collectionView (R-NV7).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    /// Whether the selected items are deselected each time the view is about to appear;
    /// `true` by default.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press on an item moves it, when the data source moves items; `true`
    /// by default.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { movementPress.isEnabled = installsStandardGestureForInteractiveMovement }
    }
    /// Whether pushing another collection view controller animates between layouts. Stored.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view, with the controller as its data source and delegate, and
    /// the standard movement gesture.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        // Only a controller that moves items has the gesture, so that holding an item of any
        // other still selects it.
        if self is any UICollectionViewDataSourceItemMoving {
            movementPress.addTarget(self, action: UICollectionViewController.movementPressChanged)
            movementPress.isEnabled = installsStandardGestureForInteractiveMovement
            collectionView.addGestureRecognizer(movementPress)
        }
        view = collectionView
    }

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = view as? UICollectionView else { return }
        for item in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: item, animated: animated) }
    }

    private func movementPressChanged() {
        guard let collectionView = view as? UICollectionView else { return }
        let location = movementPress.location(in: collectionView)
        switch movementPress.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    // MARK: UICollectionViewDataSource

    /// No items by default.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass that has items gives their cells; asked for one without overriding this,
    /// the controller traps.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:)")
    }

    /// A subclass whose layout places supplementary views gives them; asked for one
    /// without overriding this, the controller traps.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("\(type(of: self)) does not override collectionView(_:viewForSupplementaryElementOfKind:at:), and the layout asked for a view of kind \(kind) at \(indexPath)")
    }

    /// Does nothing; a subclass that moves items overrides it and adopts
    /// `UICollectionViewDataSourceItemMoving`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: The protocols' optional methods, with their default answers
    //
    // The scroll view delegate's are the same as `UITableViewController`'s: UIKit gives both controllers
    // UIViewController as their superclass, so no shared class can hold them.

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        defaults.numberOfSections(in: collectionView)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        defaults.collectionView(collectionView, canMoveItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        defaults.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, didHighlightItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        defaults.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, didSelectItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        defaults.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) {
        defaults.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        defaults.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath) {
        defaults.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        defaults.collectionView(collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath, atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        defaults.collectionView(collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset)
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        // As the protocol's default, but asking this controller, which a subclass overrides.
        indexPaths.first.flatMap { self.collectionView(collectionView, contextMenuConfigurationForItemAt: $0, point: point) }
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        defaults.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        defaults.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator)
    }
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        defaults.collectionView(collectionView, willEndContextMenuInteraction: configuration, animator: animator)
    }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) { defaults.scrollViewDidScroll(scrollView) }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) { defaults.scrollViewDidZoom(scrollView) }
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        defaults.scrollViewWillBeginDragging(scrollView)
    }
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        defaults.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        defaults.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        defaults.scrollViewWillBeginDecelerating(scrollView)
    }
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        defaults.scrollViewDidEndDecelerating(scrollView)
    }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        defaults.scrollViewDidEndScrollingAnimation(scrollView)
    }
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { defaults.viewForZooming(in: scrollView) }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        defaults.scrollViewWillBeginZooming(scrollView, with: view)
    }
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        defaults.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }

    /// An object that implements nothing optional, whose answers are the protocols' defaults.
    private final class DefaultAnswers: UICollectionViewDataSourceItemMoving, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell(frame: .zero)
        }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    }
}
