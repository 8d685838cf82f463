import Foundation
import TouchstonePhysics

/// Runs UIKit Dynamics' behaviors over items in a reference view's coordinates (R-DY1),
/// stepping the physics on the host clock of the reference view's window (else the bound
/// application's key window).
///
/// **Decision: Touchstone's own integrator, not Box2D.** UIKit Dynamics is specified in
/// UIKit's units and behaviors (UIKit Newtons, gravity of 1000 pt/s², snaps, rods), which
/// any engine must be fitted to; Box2D is a C++ library that every user of the package
/// would have to install, or that a trait would have to leave Dynamics out without. The
/// integrator (the `TouchstonePhysics` target) steps rigid rectangles at a fixed 1/240 s
/// whatever the display's rate, so that a test sees the same motion at 60, 120 and 240 Hz.
///
/// Each step, in order: the behaviors, depth first, describe their effects from their
/// current values; the world steps; the items' centers and rotations are set; collision
/// delegates hear contacts that began and ended; every behavior's `action` runs. An item
/// is in the animator while a behavior names it: its state is read when it joins (or on
/// ``updateItem(usingCurrentState:)``) and forgotten when no behavior names it.
///
/// The animator pauses when every item has moved slower than 1 point (and 0.01 radian) a
/// second for 0.1 s, putting snapped items on their points, telling its delegate, and
/// resumes when a behavior, an item or a value changes, as Apple's does.
@MainActor
open class UIDynamicAnimator {
    /// The steps of the physics a second.
    static let stepsPerSecond = 240.0
    /// The step of the physics, in seconds.
    static let stepInterval: TimeInterval = 1 / stepsPerSecond
    /// The steps at rest after which the animator pauses: 0.1 s.
    private static let restingSteps = 24

    /// An animator for the items of `view`'s subtree, in `view`'s coordinates.
    public init(referenceView view: UIView) {
        referenceView = view
    }

    /// An animator in coordinates of its own, with no reference bounds, on the bound
    /// application's key window's clock.
    public init() {}

    /// The view whose coordinates the items move in.
    open private(set) weak var referenceView: UIView?

    /// The behaviors added, in order.
    open private(set) var behaviors: [UIDynamicBehavior] = []

    /// Told when the animator pauses and resumes. Held weakly.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?

    /// Whether the animator is stepping.
    open private(set) var isRunning = false

    /// The seconds the animator has stepped since it started.
    open var elapsedTime: TimeInterval { Double(stepsTaken) / Self.stepsPerSecond }

    /// The steps taken, and the host time of the step before the first since the last
    /// resume: steps fall on whole multiples of the interval from it, not on sums of it.
    private var stepsTaken = 0
    private var stepsAtResume = 0
    private var resumedAt: TimeInterval = 0

    private var world = PhysicsWorld()
    private var states: [ObjectIdentifier: PhysicsBody] = [:]
    private var order: [any UIDynamicItem] = []
    private var stale: Set<ObjectIdentifier> = []
    private var stepsAtRest = 0
    private var timer: VirtualTimer?

    /// Adds `behavior`; one already added is ignored.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behaviorTreeChanged(adding: behavior)
    }

    /// Removes `behavior`.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behaviorTreeChanged(removing: behavior)
    }

    /// Removes every behavior.
    open func removeAllBehaviors() {
        for behavior in behaviors.reversed() { removeBehavior(behavior) }
    }

    /// The items whose frames (their turned rectangles' bounding boxes) meet `rect`, in the
    /// reference coordinates.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        currentItems().filter { item in
            UIView.frame(size: item.bounds.size, center: item.center, anchorPoint: CGPoint(x: 0.5, y: 0.5),
                         transform: item.transform).intersects(rect)
        }
    }

    /// Reads `item`'s center and rotation again, after code moved it.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        stale.insert(ObjectIdentifier(item))
        wake()
    }

    /// `item`'s body, if it is in the animator.
    func body(of item: any UIDynamicItem) -> PhysicsBody? { states[ObjectIdentifier(item)] }

    func behaviorTreeChanged(adding behavior: UIDynamicBehavior) {
        for member in behavior.tree {
            member.willMove(to: self)
            member.dynamicAnimator = self
        }
        itemsChanged()
    }

    func behaviorTreeChanged(removing behavior: UIDynamicBehavior) {
        for member in behavior.tree {
            member.willMove(to: nil)
            member.dynamicAnimator = nil
        }
        itemsChanged()
    }

    /// The behaviors or the items they name changed: items no behavior names any more are
    /// forgotten, and a paused animator resumes.
    func itemsChanged() {
        let named = Set(currentItems().map(ObjectIdentifier.init))
        states = states.filter { named.contains($0.key) }
        wake()
    }

    /// Something changed: a paused animator resumes, telling its delegate.
    func wake() {
        stepsAtRest = 0
        guard !isRunning, !behaviors.isEmpty, let window = clockWindow else { return }
        isRunning = true
        (resumedAt, stepsAtResume) = (window.currentTime, stepsTaken)
        delegate?.dynamicAnimatorWillResume(self)
        scheduleNextStep(on: window)
    }

    private var clockWindow: UIWindow? { referenceView?.window ?? UIApplication.boundApplication?.keyWindow }

    /// The items the behaviors name, each once, in the order of the tree.
    private func currentItems() -> [any UIDynamicItem] {
        var seen: Set<ObjectIdentifier> = [], items: [any UIDynamicItem] = []
        for behavior in behaviors.flatMap(\.tree) {
            for item in behavior.members where seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        }
        return items
    }

    /// One step of the physics (see the type's description).
    private func stepOnce() {
        let tree = behaviors.flatMap(\.tree)
        order = currentItems()
        let keys = order.map(ObjectIdentifier.init)
        for (item, key) in zip(order, keys) where states[key] == nil || stale.contains(key) {
            let velocity = states[key].map { ($0.velocity, $0.angularVelocity) }
            var body = PhysicsBody(position: item.center, angle: atan2(item.transform.b, item.transform.a),
                                   size: item.bounds.size)
            if let velocity { (body.velocity, body.angularVelocity) = velocity }
            states[key] = body
        }
        stale.removeAll()
        var step = DynamicsStep(index: Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }))
        for behavior in tree { behavior.contribute(to: &step) }
        world.bodies = keys.enumerated().map { index, key in
            var body = states[key]!
            body.density = 1
            (body.elasticity, body.friction, body.resistance, body.angularResistance) = (0, 0, 0, 0)
            (body.isAnchored, body.allowsRotation) = (false, true)
            step.properties[index]?.configure(&body, for: key)
            return body
        }
        (world.forces, world.links, world.snaps) = (step.forces, step.links, step.snaps)
        world.collisionGroups = step.collisions.map(\.group)
        for impulse in step.impulses { world.applyImpulse(impulse.impulse, to: impulse.body, atOffset: impulse.offset) }
        let contacts = world.step(CGFloat(Self.stepInterval))
        stepsTaken += 1
        var resting = step.impulses.isEmpty
        for (index, key) in keys.enumerated() {
            let body = world.bodies[index]
            states[key] = body
            order[index].center = body.position
            if body.angle != atan2(order[index].transform.b, order[index].transform.a) {
                order[index].transform = CGAffineTransform(rotationAngle: body.angle)
            }
            if body.velocity.length >= 1 || abs(body.angularVelocity) >= 0.01 { resting = false }
        }
        report(contacts, groups: step.collisions.map(\.behavior))
        for behavior in tree { behavior.action?() }
        stepsAtRest = resting ? stepsAtRest + 1 : 0
        guard isRunning else { return }
        if stepsAtRest >= Self.restingSteps || behaviors.isEmpty {
            settleSnaps()
            isRunning = false
            timer?.invalidate()
            delegate?.dynamicAnimatorDidPause(self)
        } else if let window = clockWindow {
            scheduleNextStep(on: window)
        }
    }

    private func scheduleNextStep(on window: UIWindow) {
        let due = resumedAt + Double(stepsTaken - stepsAtResume + 1) / Self.stepsPerSecond
        window.scheduleHostTimer(in: &timer, atGridTime: due) { self.stepOnce() }
    }

    /// The items come to rest: a snapped item is put on its point, upright, where the
    /// oscillation was heading (Apple: the item "settles at a specific point" with a
    /// rotation of 0).
    private func settleSnaps() {
        for case let snap as UISnapBehavior in behaviors.flatMap(\.tree) {
            guard let item = snap.members.first else { continue }
            item.center = snap.snapPoint
            if item.transform.b != 0 || item.transform.a != 1 { item.transform = .identity }
            states[ObjectIdentifier(item)]?.position = snap.snapPoint
            states[ObjectIdentifier(item)]?.angle = 0
        }
    }

    /// Tells the collision delegates what began and ended in the step.
    private func report(_ contacts: (began: [(contact: PhysicsContact, point: CGPoint)], ended: [PhysicsContact]),
                        groups: [UICollisionBehavior]) {
        for (contact, point) in contacts.began where groups.indices.contains(contact.group) {
            let behavior = groups[contact.group], item = order[contact.body]
            if let other = contact.otherBody {
                behavior.collisionDelegate?.collisionBehavior(behavior, beganContactFor: item, with: order[other], at: point)
            } else {
                behavior.collisionDelegate?.collisionBehavior(
                    behavior, beganContactFor: item, withBoundaryIdentifier: behavior.boundaryIdentifier(contact.boundary ?? -1),
                    at: point)
            }
        }
        for contact in contacts.ended where groups.indices.contains(contact.group) && order.indices.contains(contact.body) {
            let behavior = groups[contact.group], item = order[contact.body]
            if let other = contact.otherBody, order.indices.contains(other) {
                behavior.collisionDelegate?.collisionBehavior(behavior, endedContactFor: item, with: order[other])
            } else if contact.otherBody == nil {
                behavior.collisionDelegate?.collisionBehavior(
                    behavior, endedContactFor: item, withBoundaryIdentifier: behavior.boundaryIdentifier(contact.boundary ?? -1))
            }
        }
    }
}

/// What a dynamic animator's delegate hears. Both methods have empty defaults.
@MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// `animator` is about to step again after a pause (or for the first time).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// `animator` paused: its items came to rest, or it has no behaviors left.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
