import Foundation
import TouchstoneGeometry

/// Rigid rectangles under forces, springs, rods, snaps and collisions, stepped at a fixed
/// interval: the integrator behind UIKit Dynamics in Touchstone (R-DY1).
///
/// One step of ``step(_:)``, in order:
/// 1. Impulses queued with ``applyImpulse(_:to:atOffset:)`` change velocities at once.
/// 2. Forces, accelerations and springs move the bodies: springs (evaluated at the start of
///    the step) by symplectic Euler, which keeps their energy bounded; constant forces
///    exactly, `x += v dt + a dt² / 2`, so that a fall under gravity is the parabola.
/// 3. Resistance decays velocities by `exp(-rate · resistance · dt)`, the same decay at any
///    step size.
/// 4. Snaps move their bodies by the damped oscillator's exact solution over the step.
/// 5. Rods and ropes move the points they link back to their length, by the bodies' inverse
///    masses and inertias, and the move becomes velocity (position-based dynamics).
/// 6. Collisions push overlapping bodies apart and answer the approach speed with the
///    elasticity and friction of the bodies; the push is not velocity, so a resting body
///    does not bounce.
///
/// Nothing here reads a clock: the owner steps the world by a fixed interval, so the same
/// inputs give the same motion whatever the display's frame rate.
public struct PhysicsWorld: Sendable {
    /// The bodies, addressed by index in the effects.
    public var bodies: [PhysicsBody] = []
    /// The forces and accelerations acting now.
    public var forces: [PhysicsForce] = []
    /// The springs, rods and ropes.
    public var links: [PhysicsLink] = []
    /// The snaps.
    public var snaps: [PhysicsSnap] = []
    /// The collision groups.
    public var collisionGroups: [PhysicsCollisionGroup] = []

    /// The snap's natural frequency ω, in radians per second: 20, so that a snap of the
    /// default damping 0.5 settles within a thousandth in about 0.7 s. Apple publishes none.
    public static let snapFrequency: CGFloat = 20
    /// The decay rate a resistance of 1 gives a velocity, per second: 10, so that it falls to
    /// a thousandth within 0.7 s ("stops as soon as there is no force", Apple's words).
    public static let resistanceRate: CGFloat = 10

    private var pendingImpulses: [(body: Int, impulse: CGPoint, offset: CGPoint)] = []
    private var touching: Set<PhysicsContact> = []

    /// An empty world.
    public init() {}

    /// Queues `impulse` (UIKit Newton-seconds: a mass of 1 gains 100 pt/s per unit) at
    /// `offset` from `body`'s center, in its own axes, for the next step.
    public mutating func applyImpulse(_ impulse: CGPoint, to body: Int, atOffset offset: CGPoint = .zero) {
        pendingImpulses.append((body, impulse, offset))
    }

    /// Moves the world on by `dt` seconds; returns the contacts that began, with where, and
    /// those that ended.
    public mutating func step(_ dt: CGFloat) -> (began: [(contact: PhysicsContact, point: CGPoint)], ended: [PhysicsContact]) {
        applyImpulses()
        integrate(dt)
        resist(dt)
        for snap in snaps { applySnap(snap, dt) }
        var moved = bodies.map { _ in (CGPoint.zero, CGFloat(0)) }
        for _ in 0..<8 { for link in links where link.frequency <= 0 { enforce(link, moved: &moved) } }
        for index in bodies.indices where !bodies[index].isAnchored {
            bodies[index].velocity = bodies[index].velocity + moved[index].0 * (1 / dt)
            bodies[index].angularVelocity += moved[index].1 / dt
        }
        let contacts = collide()
        let began = contacts.keys.filter { !touching.contains($0) }.sorted(by: Self.order)
        let ended = touching.subtracting(contacts.keys).sorted(by: Self.order)
        touching = Set(contacts.keys)
        return (began.map { ($0, contacts[$0]!) }, ended)
    }

    private static func order(_ a: PhysicsContact, _ b: PhysicsContact) -> Bool {
        (a.group, a.body, a.otherBody ?? -1, a.boundary ?? -1) < (b.group, b.body, b.otherBody ?? -1, b.boundary ?? -1)
    }

    private mutating func applyImpulses() {
        for (index, impulse, offset) in pendingImpulses where bodies.indices.contains(index) {
            bodies[index].apply(impulse: impulse * 100, atArm: bodies[index].rotated(offset))
        }
        pendingImpulses.removeAll()
    }

    /// Step 2: constant forces exactly, springs by symplectic Euler.
    private mutating func integrate(_ dt: CGFloat) {
        var constant = bodies.map { _ in (CGPoint.zero, CGFloat(0)) }
        var spring = constant
        for force in forces where bodies.indices.contains(force.body) {
            let body = bodies[force.body]
            if force.isAcceleration {
                constant[force.body].0 = constant[force.body].0 + force.vector
            } else {
                let newtons = force.vector * 100
                constant[force.body].0 = constant[force.body].0 + newtons * body.inverseMass
                constant[force.body].1 += cross(body.rotated(force.offset), newtons) * body.inverseInertia
            }
        }
        for link in links where link.frequency > 0 { addSpring(link, to: &spring) }
        // A snapped body drifts by the snap's own solution (step 4), so here it only gains
        // the forces' share of the step.
        let snapped = Set(snaps.map(\.body))
        for index in bodies.indices where !bodies[index].isAnchored {
            var body = bodies[index]
            let (a, alpha) = (constant[index].0, constant[index].1), (s, sigma) = (spring[index].0, spring[index].1)
            let drifts: CGFloat = snapped.contains(index) ? 0 : 1
            let velocity = body.velocity + s * dt
            body.position = body.position + velocity * (dt * drifts) + a * (dt * dt / 2)
            body.velocity = velocity + a * dt
            if body.allowsRotation {
                let spin = body.angularVelocity + sigma * dt
                body.angle += spin * dt * drifts + alpha * dt * dt / 2
                body.angularVelocity = spin + alpha * dt
            } else {
                body.angularVelocity = 0
            }
            bodies[index] = body
        }
    }

    /// The accelerations a spring gives its bodies now.
    private func addSpring(_ link: PhysicsLink, to accelerations: inout [(CGPoint, CGFloat)]) {
        let a = bodies[link.body], armA = a.rotated(link.offset), pointA = a.position + armA
        let b = link.otherBody.map { bodies[$0] }
        let armB = b?.rotated(link.otherOffset) ?? .zero
        let pointB = b.map { $0.position + armB } ?? link.anchor
        let delta = pointB - pointA, distance = delta.length
        guard distance > 1e-9 else { return }
        let normal = delta * (1 / distance)
        let stretch = distance - link.length
        if link.isLimit && stretch <= 0 { return }
        let mass = 1 / max(a.inverseMass + (b?.inverseMass ?? 0), 1e-9)
        let omega = 2 * .pi * link.frequency
        let approach = dot((b?.velocity(atArm: armB) ?? .zero) - a.velocity(atArm: armA), normal)
        let pull = normal * (mass * omega * omega * stretch + 2 * mass * link.damping * omega * approach)
        accelerations[link.body].0 = accelerations[link.body].0 + pull * a.inverseMass
        accelerations[link.body].1 += cross(armA, pull) * a.inverseInertia
        if let other = link.otherBody, let b {
            accelerations[other].0 = accelerations[other].0 - pull * b.inverseMass
            accelerations[other].1 -= cross(armB, pull) * b.inverseInertia
        }
    }

    /// Step 3.
    private mutating func resist(_ dt: CGFloat) {
        for index in bodies.indices {
            bodies[index].velocity = bodies[index].velocity * exp(-Self.resistanceRate * bodies[index].resistance * dt)
            bodies[index].angularVelocity *= exp(-Self.resistanceRate * bodies[index].angularResistance * dt)
        }
    }

    /// Step 4: the damped oscillator's solution over `dt`, for the offset from the point
    /// on each axis and for the angle.
    private mutating func applySnap(_ snap: PhysicsSnap, _ dt: CGFloat) {
        guard bodies.indices.contains(snap.body), !bodies[snap.body].isAnchored else { return }
        var body = bodies[snap.body]
        let zeta = min(max(snap.damping, 0.01), 10), omega = Self.snapFrequency
        let x = Self.oscillate(body.position.x - snap.point.x, body.velocity.x, zeta, omega, dt)
        let y = Self.oscillate(body.position.y - snap.point.y, body.velocity.y, zeta, omega, dt)
        body.position = CGPoint(x: snap.point.x + x.0, y: snap.point.y + y.0)
        body.velocity = CGPoint(x: x.1, y: y.1)
        if body.allowsRotation {
            let turn = Self.oscillate(body.angle, body.angularVelocity, zeta, omega, dt)
            (body.angle, body.angularVelocity) = (turn.0, turn.1)
        }
        bodies[snap.body] = body
    }

    /// The offset and velocity of `x'' = -ω² x - 2ζω x'` after `t`, from `x0` and `v0`.
    static func oscillate(_ x0: CGFloat, _ v0: CGFloat, _ zeta: CGFloat, _ omega: CGFloat, _ t: CGFloat) -> (CGFloat, CGFloat) {
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot(), decay = exp(-zeta * omega * t)
            let b = (v0 + zeta * omega * x0) / damped
            let (c, s) = (cos(damped * t), sin(damped * t))
            let x = decay * (x0 * c + b * s)
            let v = decay * ((b * damped - zeta * omega * x0) * c - (x0 * damped + zeta * omega * b) * s)
            return (x, v)
        }
        if zeta == 1 {
            let decay = exp(-omega * t), b = v0 + omega * x0
            return (decay * (x0 + b * t), decay * (b - omega * (x0 + b * t)))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c1 = (v0 - r2 * x0) / (r1 - r2), c2 = x0 - c1
        return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
    }

    /// Step 5: a rod (or a stretched rope) moves its points back to its length.
    private mutating func enforce(_ link: PhysicsLink, moved: inout [(CGPoint, CGFloat)]) {
        let armA = bodies[link.body].rotated(link.offset), pointA = bodies[link.body].position + armA
        let armB = link.otherBody.map { bodies[$0].rotated(link.otherOffset) } ?? .zero
        let pointB = link.otherBody.map { bodies[$0].position + armB } ?? link.anchor
        let delta = pointB - pointA, distance = delta.length
        let stretch = distance - link.length
        if link.isLimit && stretch <= 0 { return }
        // A rod of length 0 has no direction: pull straight along the gap.
        let normal = distance > 1e-9 ? delta * (1 / distance) : CGPoint(x: 1, y: 0)
        var weight = bodies[link.body].inverseEffectiveMass(arm: armA, along: normal)
        if let other = link.otherBody { weight += bodies[other].inverseEffectiveMass(arm: armB, along: normal) }
        guard weight > 0, abs(stretch) > 1e-12 else { return }
        let correction = normal * (stretch / weight)
        let (move, turn) = bodies[link.body].shift(by: correction, atArm: armA)
        moved[link.body] = (moved[link.body].0 + move, moved[link.body].1 + turn)
        if let other = link.otherBody {
            let (move, turn) = bodies[other].shift(by: correction * -1, atArm: armB)
            moved[other] = (moved[other].0 + move, moved[other].1 + turn)
        }
    }
}
