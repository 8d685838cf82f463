import Foundation
import TouchstoneGeometry

/// A spring or a rod between a body and a fixed point, or between two bodies: UIKit's
/// attachment (R-DY3).
///
/// A ``frequency`` of 0 makes a rod that keeps the two points ``length`` apart exactly;
/// above 0 the link is a spring of that frequency (Hz) and damping ratio, `k = m ω²` and
/// `c = 2 m ζ ω` for the bodies' combined mass `m`, as Box2D's distance joint.
public struct PhysicsLink: Equatable, Sendable {
    /// The first body and the point on it, in its own axes from its center.
    public var body: Int
    public var offset: CGPoint
    /// The second body and the point on it; `nil` for a fixed ``anchor``.
    public var otherBody: Int?
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
    public var body: Int
    public var point: CGPoint
    /// The damping ratio ζ.
    public var damping: CGFloat

    public init(body: Int, point: CGPoint, damping: CGFloat) {
        (self.body, self.point, self.damping) = (body, point, damping)
    }
}

/// A force or an acceleration acting on a body for as long as it is listed: gravity
/// (an acceleration, whatever the mass) and a continuous push (a force at a point).
public struct PhysicsForce: Equatable, Sendable {
    public var body: Int
    /// The force, in UIKit Newtons (mass 1 at 100 pt/s²), or the acceleration in pt/s².
    public var vector: CGPoint
    /// Whether ``vector`` is an acceleration, independent of mass.
    public var isAcceleration: Bool
    /// Where a force acts, in the body's own axes from its center.
    public var offset: CGPoint

    public init(body: Int, vector: CGPoint, isAcceleration: Bool, offset: CGPoint = .zero) {
        (self.body, self.vector, self.isAcceleration, self.offset) = (body, vector, isAcceleration, offset)
    }
}

/// Bodies that collide with each other and with boundaries: UIKit's collision behavior
/// (R-DY5). Bodies are their rectangles; boundaries are line segments, each with an
/// identifier for the contacts reported.
public struct PhysicsCollisionGroup: Equatable, Sendable {
    public var bodies: [Int]
    public var boundaries: [PhysicsBoundary]
    public var collidesWithBodies: Bool
    public var collidesWithBoundaries: Bool

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
    public var start: CGPoint
    public var end: CGPoint

    public init(identifier: Int, from start: CGPoint, to end: CGPoint) {
        (self.identifier, self.start, self.end) = (identifier, start, end)
    }
}

/// A contact that began or ended in a step, in a collision group.
public struct PhysicsContact: Hashable, Sendable {
    /// The group's index in ``PhysicsWorld/collisionGroups``.
    public var group: Int
    public var body: Int
    /// The other body, or `nil` for a boundary.
    public var otherBody: Int?
    /// The boundary's identifier, when the contact is with one.
    public var boundary: Int?

    public init(group: Int, body: Int, otherBody: Int?, boundary: Int?) {
        (self.group, self.body, self.otherBody, self.boundary) = (group, body, otherBody, boundary)
    }
}
