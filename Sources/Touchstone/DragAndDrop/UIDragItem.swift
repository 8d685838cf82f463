import Foundation

/// One thing a drag carries (R-DD1): the data in its ``itemProvider`` and, for a drop in
/// the same app, the object itself in ``localObject``, which is how a list's reorder finds
/// the item it moves.
@MainActor
open class UIDragItem: NSObject {
    /// The provider of the item's data.
    public let itemProvider: NSItemProvider

    /// The dragged object as the app knows it, seen only by drops in the same app.
    open var localObject: Any?

    /// A drag item carrying `itemProvider`'s data.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}
