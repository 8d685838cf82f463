import Foundation
import TouchstonePhysics

/// Gravity on its items (R-DY2): an acceleration of 1000 points per second² per unit of
/// ``gravityDirection`` ("UIKit gravity"), the same for every item whatever its mass.
@MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// Gravity on `items`, downward at 1000 pt/s².
    public init(items: [any UIDynamicItem]) {
        super.init()
        members = items
    }

    /// The items under gravity.
    open var items: [any UIDynamicItem] { members }
    /// Puts `item` under gravity.
    open func addItem(_ item: any UIDynamicItem) { addMember(item) }
    /// Takes `item` out of gravity.
    open func removeItem(_ item: any UIDynamicItem) { removeMember(item) }

    /// The direction and strength: (0, 1), downward, by default; 1 is 1000 pt/s².
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { changed() } }

    /// The direction in radians from the x axis; π/2 (down) by default.
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength; 1 by default. Setting 0 makes the direction (0, 0) and the angle 0.
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and the strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    override func contribute(to step: inout DynamicsStep) {
        let acceleration = CGPoint(x: gravityDirection.dx * 1000, y: gravityDirection.dy * 1000)
        for item in members {
            guard let body = step.body(of: item) else { continue }
            step.forces.append(PhysicsForce(body: body, vector: acceleration, isAcceleration: true))
        }
    }
}
