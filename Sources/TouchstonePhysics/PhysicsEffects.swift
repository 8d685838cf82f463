import Foundation
import TouchstoneGeometry

/// A spring or a rod between a body and a fixed point, or between two bodies: UIKit's
/// attachment (R-DY3).
///
/// A ``frequency`` of 0 makes a rod that keeps the two points ``length`` apart exactly;
/// above 0 the link is a spring of that frequency (Hz) and damping ratio, `k = m ω²` and
/// `c = 2 m ζ ω` for the bodies' combined mass `m`, as Box2D's distance joint.
public struct PhysicsLink: Equatable, Sendable {
    /// The first body, by index in the world.
    public var body: Int
    /// The point on the first body, in its own axes from its center.
    public var offset: CGPoint
    /// The second body; `nil` for a fixed ``anchor``.
    public var otherBody: Int?
    /// The point on the second body, in its own axes from its center.
    public var otherOffset: CGPoint
    /// The fixed point, when there is no second body.
    public var anchor: CGPoint
    /// The distance kept, in points.
    public var length: CGFloat
    /// The spring's frequency in Hz; 0 for a rod.
    public var frequency: CGFloat
    /// The spring's damping ratio.
    public var damping: CGFloat
    /// Whether the link only keeps the points from moving further apart than ``length``
    /// (a rope).
    public var isLimit: Bool

    /// A link from `offset` on `body` to the fixed point `anchor`.
    public init(body: Int, offset: CGPoint = .zero, anchor: CGPoint, length: CGFloat, frequency: CGFloat = 0,
                damping: CGFloat = 0, isLimit: Bool = false) {
        (self.body, self.offset, otherBody, otherOffset, self.anchor) = (body, offset, nil, .zero, anchor)
        (self.length, self.frequency, self.damping, self.isLimit) = (length, frequency, damping, isLimit)
    }

    /// A link from `offset` on `body` to `otherOffset` on `otherBody`.
    public init(body: Int, offset: CGPoint = .zero, otherBody: Int, otherOffset: CGPoint = .zero, length: CGFloat,
                frequency: CGFloat = 0, damping: CGFloat = 0, isLimit: Bool = false) {
        (self.body, self.offset, self.otherBody, self.otherOffset, anchor) = (body, offset, otherBody, otherOffset, .zero)
        (self.length, self.frequency, self.damping, self.isLimit) = (length, frequency, damping, isLimit)
    }
}

/// A body pulled to a point by a damped spring that also turns it upright: UIKit's snap
/// (R-DY4). Its motion is the damped oscillator's exactly, step by step:
/// `x'' = -ω² (x - p) - 2 ζ ω x'`, with ``PhysicsWorld/snapFrequency`` for ω.
public struct PhysicsSnap: Equatable, Sendable {
    /// The body snapped, by index in the world.
    public var body: Int
    /// The point it settles at.
    public var point: CGPoint
    /// The damping ratio ζ.
    public var damping: CGFloat

    /// A snap of `body` to `point` with the damping ratio `damping`.
    public init(body: Int, point: CGPoint, damping: CGFloat) {
        (self.body, self.point, self.damping) = (body, point, damping)
    }
}

/// A force or an acceleration acting on a body for as long as it is listed: gravity
/// (an acceleration, whatever the mass) and a continuous push (a force at a point).
public struct PhysicsForce: Equatable, Sendable {
    /// The body acted on, by index in the world.
    public var body: Int
    /// The force, in UIKit Newtons (mass 1 at 100 pt/s²), or the acceleration in pt/s².
    public var vector: CGPoint
    /// Whether ``vector`` is an acceleration, independent of mass.
    public var isAcceleration: Bool
    /// Where a force acts, in the body's own axes from its center.
    public var offset: CGPoint

    /// A force (or, with `isAcceleration`, an acceleration) `vector` on `body`, at `offset`.
    public init(body: Int, vector: CGPoint, isAcceleration: Bool, offset: CGPoint = .zero) {
        (self.body, self.vector, self.isAcceleration, self.offset) = (body, vector, isAcceleration, offset)
    }
}

/// Bodies that collide with each other and with boundaries: UIKit's collision behavior
/// (R-DY5). Bodies are their rectangles; boundaries are line segments, each with an
/// identifier for the contacts reported.
public struct PhysicsCollisionGroup: Equatable, Sendable {
    /// The bodies that collide, by index in the world.
    public var bodies: [Int]
    /// The segments they collide with.
    public var boundaries: [PhysicsBoundary]
    /// Whether the bodies collide with each other.
    public var collidesWithBodies: Bool
    /// Whether the bodies collide with the boundaries.
    public var collidesWithBoundaries: Bool

    /// A group of `bodies` and `boundaries`, colliding with both by default.
    public init(bodies: [Int], boundaries: [PhysicsBoundary], collidesWithBodies: Bool = true,
                collidesWithBoundaries: Bool = true) {
        (self.bodies, self.boundaries) = (bodies, boundaries)
        (self.collidesWithBodies, self.collidesWithBoundaries) = (collidesWithBodies, collidesWithBoundaries)
    }
}

/// A line segment bodies collide with, from either side.
public struct PhysicsBoundary: Equatable, Sendable {
    /// Which boundary this is a piece of, as the group's owner numbers them.
    public var identifier: Int
    /// One end.
    public var start: CGPoint
    /// The other end.
    public var end: CGPoint

    /// The segment from `start` to `end`, a piece of boundary `identifier`.
    public init(identifier: Int, from start: CGPoint, to end: CGPoint) {
        (self.identifier, self.start, self.end) = (identifier, start, end)
    }
}

/// A contact that began or ended in a step, in a collision group.
public struct PhysicsContact: Hashable, Sendable {
    /// The group's index in ``PhysicsWorld/collisionGroups``.
    public var group: Int
    /// The body touching, by index in the world (the lower of two bodies').
    public var body: Int
    /// The other body, or `nil` for a boundary.
    public var otherBody: Int?
    /// The boundary's identifier, when the contact is with one.
    public var boundary: Int?

    /// A contact in `group` of `body` with `otherBody` or with the boundary `boundary`.
    public init(group: Int, body: Int, otherBody: Int?, boundary: Int?) {
        (self.group, self.body, self.otherBody, self.boundary) = (group, body, otherBody, boundary)
    }
}
