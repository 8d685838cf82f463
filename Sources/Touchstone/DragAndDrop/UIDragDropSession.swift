import Foundation

/// What both sides of a drag see of it: its items and where the finger is (R-DD1).
@MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// Whether the drop may move the items rather than copy them.
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays inside the app that began it.
    var isRestrictedToDraggingApplication: Bool { get }
    /// The finger's location in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether any item has data of one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether any item can be loaded as an object of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// The drag as its source sees it.
@MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source keeps with the drag, for its own use.
    var localContext: Any? { get set }
}

/// The drag as a drop target sees it.
@MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag began in this app, else `nil`.
    var localDragSession: (any UIDragSession)? { get }
    /// Loads every item that can be loaded as an object of `aClass`, in the items' order.
    /// The handler runs before this returns (see ``NSItemProvider``).
    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress
}

/// A drag inside the window that began it: Touchstone has one app and no other process to
/// drag to, so the one object is both the source's drag session and the target's drop
/// session, its location the finger of the recognizer that lifted it.
@MainActor
final class LocalDragSession: UIDragSession, UIDropSession {
    var items: [UIDragItem]
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    private let finger: UIGestureRecognizer

    init(items: [UIDragItem], finger: UIGestureRecognizer) {
        self.items = items
        self.finger = finger
    }

    func location(in view: UIView) -> CGPoint { finger.location(in: view) }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    var localDragSession: (any UIDragSession)? { self }

    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress {
        var objects: [any NSItemProviderReading] = []
        for item in items where item.itemProvider.canLoadObject(ofClass: aClass) {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                if let object { objects.append(object) }
            }
        }
        completion(objects)
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}
