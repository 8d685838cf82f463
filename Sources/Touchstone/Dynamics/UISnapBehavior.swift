import Foundation
import TouchstonePhysics

/// Pulls an item to a point on a damped spring and turns it upright (R-DY4): Apple's "a
/// spring-like behavior whose initial motion is damped over time so that the object
/// settles at a specific point", with its rotation 0 at the end.
///
/// **Decision: the spring.** Apple publishes no constants. The item moves as a damped
/// oscillator of natural frequency 20 rad/s (`PhysicsWorld.snapFrequency`) and damping ratio
/// ``damping``, so that the default 0.5 overshoots by 16 % and settles within a thousandth
/// in about 0.7 s, as a snap on a device does.
@MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// A snap of `item` to `point`, in the reference coordinates.
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        snapPoint = point
        super.init()
        members = [item]
    }

    /// The point the item settles at.
    open var snapPoint: CGPoint { didSet { changed() } }

    /// The oscillation: 0 the most, 1 the least; 0.5 by default.
    open var damping: CGFloat = 0.5 { didSet { changed() } }

    override func contribute(to step: inout DynamicsStep) {
        guard let item = members.first, let body = step.body(of: item) else { return }
        step.snaps.append(PhysicsSnap(body: body, point: snapPoint, damping: damping))
    }
}
