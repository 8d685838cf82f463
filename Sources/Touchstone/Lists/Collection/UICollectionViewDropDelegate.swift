import Foundation

/// Where a collection view would put dropped items.
public enum UICollectionViewDropIntent: Int, Sendable {
    /// No preference: the items are not placed among the others while the finger moves.
    case unspecified = 0
    /// Between items, at the destination index path: the other items make room as the
    /// finger moves (a reorder).
    case insertAtDestinationIndexPath = 1
    /// Into the item at the destination index path (a folder, say).
    case insertIntoDestinationIndexPath = 2
}

/// A drop delegate's proposal for a collection view: the operation and where the items go.
@MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where the items would go.
    public let intent: UICollectionViewDropIntent

    /// A proposal to perform `operation`, placing the items by `intent`.
    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal to perform `operation` with no placement (``UICollectionViewDropIntent/unspecified``).
    public override init(operation: UIDropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }
}

/// One dropped item, as a ``UICollectionViewDropCoordinator`` lists it.
@MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The drag item.
    var dragItem: UIDragItem { get }
    /// Where the item was when the drag began in this collection view, else `nil`.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's drag preview.
    var previewSize: CGSize { get }
}

/// What a drop delegate gets to perform a drop (R-DD2): the items, where they go, the
/// proposal that was accepted, and the methods that settle each item in place.
@MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [any UICollectionViewDropItem] { get }
    /// The index path under the finger when it lifted, or `nil` over no item.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the delegate made.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Settles `dragItem` onto the item at `indexPath`, where the delegate has put it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Settles `dragItem` into `rect` of the item at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}

/// The object a collection view asks whether and how it takes a drag held over it, and
/// tells to perform the drop (R-DD2). Only ``collectionView(_:performDropWith:)`` is required.
@MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// The finger lifted over the collection view on a proposal to copy or move: put the
    /// items in the data source and the collection view (usually in `performBatchUpdates`)
    /// and settle them with the coordinator.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view can take the session's items; `true` by default.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// The finger moved over the collection view: what would a drop at `destinationIndexPath`
    /// do? By default nothing (``UIDropOperation/cancel``).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// The drag left the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drag over the collection view ended, dropped or not.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
}
