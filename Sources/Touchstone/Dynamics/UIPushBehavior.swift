import Foundation
import TouchstonePhysics

/// A push on its items (R-DY2), continuous (a force for as long as it is active) or
/// instantaneous (one impulse each time it becomes active). A ``pushDirection`` of
/// length 1 is one UIKit Newton: it accelerates a 100 × 100-point item of density 1 at
/// 100 points per second², or, instantaneous, gives it 100 points per second at once
/// (Apple documents the force; the impulse is the same quantity over one second).
///
/// An instantaneous push sets ``active`` back to `false` once applied; set it to `true`
/// to push again.
@MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// How the push acts.
    public enum Mode: Int, Sendable {
        /// A force for as long as the behavior is active.
        case continuous
        /// One impulse each time the behavior becomes active.
        case instantaneous
    }

    /// A push of `mode` on `items`, with no direction yet.
    public init(items: [any UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init()
        members = items
    }

    /// How the push acts.
    public let mode: Mode

    /// The items pushed.
    open var items: [any UIDynamicItem] { members }
    /// Pushes `item` too.
    open func addItem(_ item: any UIDynamicItem) { addMember(item) }
    /// Stops pushing `item`.
    open func removeItem(_ item: any UIDynamicItem) { removeMember(item) }

    /// Whether the push acts; `true` by default.
    open var active = true { didSet { changed() } }

    /// The push as a vector in UIKit Newtons; (0, 0) by default.
    open var pushDirection = CGVector.zero { didSet { changed() } }

    /// The direction in radians from the x axis; 0 by default.
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength in UIKit Newtons; 0 by default.
    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and the strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// Applies the push at `o` from `item`'s center, in the item's own axes, so that it
    /// also turns it.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = o
        changed()
    }

    /// Where the push acts on `item`; the center (zero) unless set.
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override func contribute(to step: inout DynamicsStep) {
        guard active else { return }
        let vector = CGPoint(x: pushDirection.dx, y: pushDirection.dy)
        for item in members {
            guard let body = step.body(of: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let arm = CGPoint(x: offset.horizontal, y: offset.vertical)
            switch mode {
            case .continuous: step.forces.append(PhysicsForce(body: body, vector: vector, isAcceleration: false, offset: arm))
            case .instantaneous: step.impulses.append((body, vector, arm))
            }
        }
        if mode == .instantaneous { active = false }
    }
}
