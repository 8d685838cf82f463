import Foundation

/// What a drop would do with the dragged items.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drop is not taken, and the finger's lift cancels the drag.
    case cancel = 0
    /// The drop is refused here, though it might be taken elsewhere.
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items are moved: allowed only when the session's `allowsMoveOperation` is true.
    case move = 3
}

/// A drop target's answer while the finger moves over it: what it would do with the items
/// if the finger lifted now (R-DD2).
@MainActor
open class UIDropProposal: NSObject {
    /// What the drop would do.
    public let operation: UIDropOperation
    /// Whether the drop needs a precise location (iOS offsets the finger's point for it).
    open var isPrecise = false
    /// Whether the drag's preview should grow to the item's full size.
    open var prefersFullSizePreview = false

    /// A proposal to perform `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}
