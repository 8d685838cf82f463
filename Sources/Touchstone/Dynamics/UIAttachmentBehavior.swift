import Foundation
import TouchstonePhysics

/// A link from a point of an item to a fixed anchor or to a point of another item
/// (R-DY3): a rod that keeps the two points ``length`` apart when ``frequency`` is 0 (the
/// default: Apple's "solid rod"), else a spring of that frequency in Hz and damping
/// ratio ``damping``. Points are offsets from the items' centers in their own axes, so an
/// item held off its center turns as it is dragged. The length starts as the distance
/// between the points when the behavior is made.
///
/// Moving ``anchorPoint`` each time a pan changes is how a card follows a finger.
@MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items
        /// A fixed anchor point.
        case anchor
    }

    /// The center of `item` attached to `point` by a rod.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// The point `offset` from `item`'s center attached to `point` by a rod.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        offsets = (offset, .zero)
        anchorPoint = point
        length = (Self.point(of: item, at: offset) - point).length
        super.init()
        members = [item]
    }

    /// The centers of `item1` and `item2` held apart by a rod.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// The point `offset1` from `item1`'s center and the point `offset2` from `item2`'s
    /// held apart by a rod.
    public init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
                offsetFromCenter offset2: UIOffset) {
        attachedBehaviorType = .items
        offsets = (offset1, offset2)
        anchorPoint = .zero
        length = (Self.point(of: item1, at: offset1) - Self.point(of: item2, at: offset2)).length
        super.init()
        members = [item1, item2]
    }

    private let offsets: (UIOffset, UIOffset)

    /// The items attached: one for an anchor, two for items.
    open var items: [any UIDynamicItem] { members }
    /// What the item is attached to.
    public let attachedBehaviorType: AttachmentType
    /// The fixed point, in the reference coordinates; `.zero` for two items.
    open var anchorPoint: CGPoint { didSet { changed() } }
    /// The distance kept between the two points, in points.
    open var length: CGFloat { didSet { changed() } }
    /// The spring's damping ratio (1 is critical); 0 by default.
    open var damping: CGFloat = 0 { didSet { changed() } }
    /// The spring's frequency in Hz; 0 (a rod) by default.
    open var frequency: CGFloat = 0 { didSet { changed() } }
    /// Kept: items turn freely about their attachment points.
    open var frictionTorque: CGFloat = 0
    /// Kept: the link slides and turns without limit.
    open var attachmentRange = UIFloatRange.infinite

    /// The world point `offset` from `item`'s center, in the item's turned axes.
    private static func point(of item: any UIDynamicItem, at offset: UIOffset) -> CGPoint {
        let angle = atan2(item.transform.b, item.transform.a), (c, s) = (cos(angle), sin(angle))
        return CGPoint(x: item.center.x + offset.horizontal * c - offset.vertical * s,
                       y: item.center.y + offset.horizontal * s + offset.vertical * c)
    }

    override func contribute(to step: inout DynamicsStep) {
        guard let first = members.first, let body = step.body(of: first) else { return }
        let offset = CGPoint(x: offsets.0.horizontal, y: offsets.0.vertical)
        switch attachedBehaviorType {
        case .anchor:
            step.links.append(PhysicsLink(body: body, offset: offset, anchor: anchorPoint, length: length,
                                          frequency: frequency, damping: damping))
        case .items:
            guard members.count == 2, let other = step.body(of: members[1]) else { return }
            step.links.append(PhysicsLink(body: body, offset: offset, otherBody: other,
                                          otherOffset: CGPoint(x: offsets.1.horizontal, y: offsets.1.vertical),
                                          length: length, frequency: frequency, damping: damping))
        }
    }
}
