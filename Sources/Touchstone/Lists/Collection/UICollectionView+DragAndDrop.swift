import Foundation

/// Drag and drop in a collection view (R-DD2), as UIKit's built-in reorder works: with
/// ``dragInteractionEnabled`` and a ``dragDelegate``, a finger held still on an item lifts
/// it; the ``dropDelegate`` proposes, as the finger moves, what a drop would do; and when
/// the finger lifts on a proposal to move or copy, the drop delegate performs the drop.
extension UICollectionView {
    /// How soon the other items make room for a dragged one. Stored: Touchstone moves them
    /// as soon as the drop delegate proposes a new destination.
    public enum ReorderingCadence: Int, Sendable {
        /// At once, as the finger moves (UIKit's default).
        case immediate
        /// Soon after the finger pauses.
        case fast
        /// Only after the finger has rested a while.
        case slow
    }

    /// The object that gives the drag items for an item the finger lifts. Setting it
    /// installs the lift, a long press named `com.apple.UIKit.dragInitiation` as UIKit's is.
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { dragAndDrop.dragDelegate }
        set {
            dragAndDrop.dragDelegate = newValue
            if newValue == nil { removeGestureRecognizer(dragAndDrop.lift) } else { addGestureRecognizer(dragAndDrop.lift) }
        }
    }

    /// The object that decides what a drag held over the collection view would do, and
    /// performs the drop.
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { dragAndDrop.dropDelegate }
        set { dragAndDrop.dropDelegate = newValue }
    }

    /// Whether an item of this collection view is being dragged.
    public var hasActiveDrag: Bool { dragAndDrop.session != nil }

    /// Whether a drag is over this collection view.
    public var hasActiveDrop: Bool { dragAndDrop.isOverCollectionView }

    /// How soon the other items make room for a dragged one; stored (``ReorderingCadence``).
    public var reorderingCadence: ReorderingCadence {
        get { dragAndDrop.reorderingCadence }
        set { dragAndDrop.reorderingCadence = newValue }
    }
}

/// The collection view's side of a drag (R-DD2): the lift, the session, and the calls to
/// the drag and drop delegates in UIKit's order.
///
/// The lift is a long press of ``liftDelay`` with the standard 10 points of allowed
/// movement: it begins only over an item the drag delegate gives drag items for, and
/// beginning, it cancels the touch in the collection view (the item is unhighlighted and not
/// selected) and excludes the scroll view's pan. The lifted item then follows the finger as
/// an interactively moving item does (R-LS12). While the finger is over the collection
/// view, the drop delegate hears `dropSessionDidEnter` once, then at the lift and at each
/// move `dropSessionDidUpdate` with the item under the finger; a proposal to move or copy
/// with ``UICollectionViewDropIntent/insertAtDestinationIndexPath`` makes the other items
/// room there. When the finger lifts on such a proposal the items are put back in the data
/// source's order and the drop delegate performs the drop through a coordinator (the app's
/// batch update moves the item); otherwise the item goes back. Either way the drop delegate
/// then hears `dropSessionDidEnd` and the drag delegate `dragSessionDidEnd`.
@MainActor
final class CollectionViewDragAndDrop: UIGestureRecognizerDelegate {
    /// How long the finger is held still before the item lifts: a long press's default
    /// half second, which Touchstone takes for UIKit's undocumented lift delay.
    static let liftDelay: TimeInterval = 0.5

    unowned let collectionView: UICollectionView
    weak var dragDelegate: (any UICollectionViewDragDelegate)?
    weak var dropDelegate: (any UICollectionViewDropDelegate)?
    var reorderingCadence = UICollectionView.ReorderingCadence.immediate
    let lift = UILongPressGestureRecognizer()

    /// The drag under way, from the lift to the drop.
    private(set) var session: LocalDragSession?
    private(set) var isOverCollectionView = false
    /// What the drag delegate gave when the lift was about to begin.
    private var pending: (items: [UIDragItem], indexPath: IndexPath)?
    private var source: IndexPath?
    private var destination: IndexPath?
    private var proposal = UICollectionViewDropProposal(operation: .cancel)

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        lift.name = "com.apple.UIKit.dragInitiation"
        lift.minimumPressDuration = Self.liftDelay
        lift.delegate = self
        lift.addTarget(self, action: CollectionViewDragAndDrop.liftChanged)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = nil
        guard collectionView.dragInteractionEnabled, session == nil, collectionView.movement == nil,
              let dragDelegate, let indexPath = collectionView.indexPathForItem(at: lift.location(in: collectionView)) else { return false }
        let items = dragDelegate.collectionView(collectionView, itemsForBeginning: LocalDragSession(items: [], finger: lift), at: indexPath)
        guard !items.isEmpty else { return false }
        pending = (items, indexPath)
        return true
    }

    private func liftChanged() {
        switch lift.state {
        case .began: begin()
        case .changed: fingerMoved()
        case .ended: drop()
        case .cancelled, .failed: end(dropped: false)
        default: break
        }
    }

    private func begin() {
        guard let (items, indexPath) = pending, let dragDelegate else { return }
        pending = nil
        let session = LocalDragSession(items: items, finger: lift)
        session.allowsMoveOperation = dragDelegate.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication =
            dragDelegate.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session)
        self.session = session
        source = indexPath
        dragDelegate.collectionView(collectionView, dragSessionWillBegin: session)
        collectionView.pickUpItem(at: indexPath, position: lift.location(in: collectionView))
        fingerMoved()
    }

    /// The finger moved: the drag enters or leaves the collection view, or the drop
    /// delegate proposes anew and the items make room where it says.
    private func fingerMoved() {
        guard let session else { return }
        let location = lift.location(in: collectionView)
        let isInside = collectionView.bounds.contains(location)
        if isInside, !isOverCollectionView, let dropDelegate, dropDelegate.collectionView(collectionView, canHandle: session) {
            isOverCollectionView = true
            dropDelegate.collectionView(collectionView, dropSessionDidEnter: session)
        } else if !isInside, isOverCollectionView {
            leave()
        }
        guard isOverCollectionView, let dropDelegate else {
            collectionView.moveLiftedItem(to: nil, position: location)
            return
        }
        destination = collectionView.indexPathForItem(at: location)
        proposal = dropDelegate.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        let makesRoom = proposal.intent == .insertAtDestinationIndexPath && [.move, .copy].contains(proposal.operation)
        collectionView.moveLiftedItem(to: makesRoom ? destination : source, position: location)
    }

    private func leave() {
        isOverCollectionView = false
        destination = nil
        proposal = UICollectionViewDropProposal(operation: .cancel)
        if let session { dropDelegate?.collectionView(collectionView, dropSessionDidExit: session) }
    }

    /// The finger lifted: the drop delegate performs the drop if it proposed to move or copy.
    private func drop() {
        guard let session else { return }
        guard isOverCollectionView, let dropDelegate, [.move, .copy].contains(proposal.operation) else {
            end(dropped: false)
            return
        }
        collectionView.cancelInteractiveMovement()
        let previewSize = source.flatMap { collectionView.cellForItem(at: $0)?.bounds.size } ?? .zero
        let coordinator = CollectionViewDropCoordinator(session: session, source: source, previewSize: previewSize,
                                                        destination: destination, proposal: proposal)
        dropDelegate.collectionView(collectionView, performDropWith: coordinator)
        coordinator.settling.run()
        end(dropped: true)
    }

    private func end(dropped: Bool) {
        guard let session else { return }
        if !dropped { collectionView.cancelInteractiveMovement() }
        if isOverCollectionView {
            isOverCollectionView = false
            dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
        }
        self.session = nil
        source = nil
        destination = nil
        proposal = UICollectionViewDropProposal(operation: .cancel)
        dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
    }
}

/// The coordinator of a drop in the collection view that began the drag.
@MainActor
private final class CollectionViewDropCoordinator: UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession
    let settling = DropSettling()

    init(session: LocalDragSession, source: IndexPath?, previewSize: CGSize, destination: IndexPath?, proposal: UICollectionViewDropProposal) {
        // The drag began on one item: the first drag item is that item's, the others (added by
        // the drag delegate) have no place in the collection view.
        items = session.items.enumerated().map { index, item in
            DropItem(dragItem: item, sourceIndexPath: index == 0 ? source : nil, previewSize: previewSize)
        }
        destinationIndexPath = destination
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating { settling }
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating { settling }

    private final class DropItem: UICollectionViewDropItem {
        let dragItem: UIDragItem
        let sourceIndexPath: IndexPath?
        let previewSize: CGSize
        init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
            self.dragItem = dragItem
            self.sourceIndexPath = sourceIndexPath
            self.previewSize = previewSize
        }
    }
}
