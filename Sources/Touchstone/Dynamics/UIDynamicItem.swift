import Foundation

/// Something UIKit Dynamics moves (R-DY1): a center it sets, bounds it reads for the size,
/// and a transform whose rotation it sets. Views are dynamic items.
@MainActor
public protocol UIDynamicItem: AnyObject {
    /// The center, in the animator's reference coordinates; the animator sets it each step.
    var center: CGPoint { get set }
    /// The bounds, whose size is the item's size in the physics.
    var bounds: CGRect { get }
    /// The transform; the animator sets its rotation, and reads only that.
    var transform: CGAffineTransform { get set }
    /// The shape the item collides as; `.rectangle` by default.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The outline for a `.path` shape, about the center.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// A rectangle, the bounds'.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// An empty path.
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

/// The shape an item collides as. Touchstone collides every item as its bounds' rectangle,
/// turned by its rotation: an ellipse or a path is kept and counted as that rectangle.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The bounds' rectangle.
    case rectangle
    /// The ellipse in the bounds.
    case ellipse
    /// ``UIDynamicItem/collisionBoundingPath``.
    case path
}

extension UIView: UIDynamicItem {}
