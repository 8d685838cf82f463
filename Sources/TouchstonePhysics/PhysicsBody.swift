import Foundation
import TouchstoneGeometry

/// A rigid rectangle moving in the plane: the body behind one dynamic item of UIKit
/// Dynamics.
///
/// Units are UIKit's (R-DY1): points, seconds and radians, and a mass of 1 for a
/// 100 × 100-point body of density 1, so that a force of 1 (a "UIKit Newton") accelerates
/// it at 100 points per second². Its moment of inertia is a uniform rectangle's.
public struct PhysicsBody: Equatable, Sendable {
    /// The center, in points.
    public var position: CGPoint
    /// The velocity, in points per second.
    public var velocity = CGPoint.zero
    /// The rotation, in radians.
    public var angle: CGFloat
    /// The angular velocity, in radians per second.
    public var angularVelocity: CGFloat = 0
    /// The rectangle's size, in points.
    public var size: CGSize
    /// The density; 1 by default.
    public var density: CGFloat = 1
    /// How much of the approach speed a collision gives back, 0…1; 0 by default.
    public var elasticity: CGFloat = 0
    /// The friction of its contacts; 0 by default.
    public var friction: CGFloat = 0
    /// How fast its velocity decays with no force acting; 0 by default (see
    /// ``PhysicsWorld/resistanceRate``).
    public var resistance: CGFloat = 0
    /// How fast its angular velocity decays; 0 by default.
    public var angularResistance: CGFloat = 0
    /// Whether nothing moves it: it takes part in collisions as a boundary does.
    public var isAnchored = false
    /// Whether it turns; `true` by default.
    public var allowsRotation = true

    /// A body of `size` at rest at `position`, turned by `angle`.
    public init(position: CGPoint, angle: CGFloat = 0, size: CGSize) {
        self.position = position
        self.angle = angle
        self.size = size
    }

    /// The mass: the density times the area over 100 × 100 points.
    public var mass: CGFloat { max(density * size.width * size.height / 10_000, 1e-6) }

    /// One over the mass; 0 for an anchored body.
    var inverseMass: CGFloat { isAnchored ? 0 : 1 / mass }

    /// One over the moment of inertia about the center; 0 for a body that does not turn.
    var inverseInertia: CGFloat {
        guard !isAnchored, allowsRotation else { return 0 }
        let inertia = mass * (size.width * size.width + size.height * size.height) / 12
        return inertia > 0 ? 1 / inertia : 0
    }

    /// `offset`, in the body's own axes, turned into the world's.
    public func rotated(_ offset: CGPoint) -> CGPoint {
        let (c, s) = (cos(angle), sin(angle))
        return CGPoint(x: offset.x * c - offset.y * s, y: offset.x * s + offset.y * c)
    }

    /// The world point at `offset` from the center, in the body's own axes.
    public func point(atOffset offset: CGPoint) -> CGPoint { position + rotated(offset) }

    /// The velocity of the world point `arm` away from the center.
    func velocity(atArm arm: CGPoint) -> CGPoint {
        velocity + CGPoint(x: -angularVelocity * arm.y, y: angularVelocity * arm.x)
    }

    /// The four corners, in the world.
    var corners: [CGPoint] {
        let (w, h) = (size.width / 2, size.height / 2)
        return [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h)].map(point(atOffset:))
    }

    /// How much the body resists a push along `normal` applied `arm` from its center.
    func inverseEffectiveMass(arm: CGPoint, along normal: CGPoint) -> CGFloat {
        let turn = cross(arm, normal)
        return inverseMass + turn * turn * inverseInertia
    }

    /// Applies `impulse` at the world point `arm` from the center.
    mutating func apply(impulse: CGPoint, atArm arm: CGPoint) {
        velocity = velocity + impulse * inverseMass
        angularVelocity += cross(arm, impulse) * inverseInertia
    }

    /// Moves the body by `correction` applied at `arm`, as a position constraint does,
    /// returning how far the center and the angle moved.
    mutating func shift(by correction: CGPoint, atArm arm: CGPoint) -> (CGPoint, CGFloat) {
        let move = correction * inverseMass, turn = cross(arm, correction) * inverseInertia
        position = position + move
        angle += turn
        return (move, turn)
    }
}

/// The z component of the cross product of two plane vectors.
func cross(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.y - a.y * b.x }

/// The dot product.
func dot(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.x + a.y * b.y }
