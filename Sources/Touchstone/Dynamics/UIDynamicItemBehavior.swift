import Foundation
import TouchstonePhysics

/// The physical properties of its items (R-DY1): density (with the size, the mass),
/// elasticity and friction in collisions, resistance to motion and turning, whether they
/// turn or move at all; and the velocities added to them. Where several item behaviors
/// name one item, the last in the tree (depth first from the animator) decides, as Apple
/// states.
@MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The properties of `items`.
    public init(items: [any UIDynamicItem]) {
        super.init()
        members = items
    }

    /// The items.
    open var items: [any UIDynamicItem] { members }
    /// Gives `item` these properties.
    open func addItem(_ item: any UIDynamicItem) { addMember(item) }
    /// Stops giving `item` these properties.
    open func removeItem(_ item: any UIDynamicItem) { removeMember(item) }

    /// The share of the approach speed a collision gives back, 0…1; 0 by default.
    open var elasticity: CGFloat = 0 { didSet { changed() } }
    /// The friction of contacts; 0 by default.
    open var friction: CGFloat = 0 { didSet { changed() } }
    /// The density; 1 by default. A 100 × 100-point item of density 1 has a mass of 1.
    open var density: CGFloat = 1 { didSet { changed() } }
    /// The damping of motion: 0 none (the default), 1 stops an item soon after forces stop
    /// (velocity decays as `exp(-10 · resistance · t)`).
    open var resistance: CGFloat = 0 { didSet { changed() } }
    /// The damping of turning, as ``resistance`` for angular velocity; 0 by default.
    open var angularResistance: CGFloat = 0 { didSet { changed() } }
    /// Kept: there are no field behaviors.
    open var charge: CGFloat = 0
    /// Whether collisions do not move the items, which act as boundaries; `false` by default.
    open var isAnchored = false { didSet { changed() } }
    /// Whether the items turn; `true` by default.
    open var allowsRotation = true { didSet { changed() } }

    /// Velocity added and not yet given to the animator's items, by item.
    var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    /// Adds `velocity`, in points per second, to `item`'s velocity at the next step; before
    /// the behavior is in an animator the additions add up.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        let key = ObjectIdentifier(item)
        pendingLinear[key] = (pendingLinear[key] ?? .zero) + velocity
        changed()
    }

    /// `item`'s velocity, in points per second: the animator's, plus what was added since.
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        (dynamicAnimator?.body(of: item)?.velocity ?? .zero) + (pendingLinear[ObjectIdentifier(item)] ?? .zero)
    }

    /// Adds `velocity`, in radians per second, to `item`'s angular velocity at the next step.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        changed()
    }

    /// `item`'s angular velocity, in radians per second.
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        (dynamicAnimator?.body(of: item)?.angularVelocity ?? 0) + (pendingAngular[ObjectIdentifier(item)] ?? 0)
    }

    override func contribute(to step: inout DynamicsStep) {
        for item in members { if let body = step.body(of: item) { step.properties[body] = self } }
    }

    /// Gives `body` these properties and the velocity added for `item`.
    func configure(_ body: inout PhysicsBody, for item: ObjectIdentifier) {
        (body.density, body.elasticity, body.friction) = (max(density, 1e-6), elasticity, friction)
        (body.resistance, body.angularResistance) = (resistance, angularResistance)
        (body.isAnchored, body.allowsRotation) = (isAnchored, allowsRotation)
        if let linear = pendingLinear.removeValue(forKey: item) { body.velocity = body.velocity + linear }
        if let angular = pendingAngular.removeValue(forKey: item) { body.angularVelocity += angular }
        if isAnchored { (body.velocity, body.angularVelocity) = (.zero, 0) }
    }
}
