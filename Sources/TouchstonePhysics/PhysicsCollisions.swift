import Foundation
import TouchstoneGeometry

/// Step 6 of ``PhysicsWorld/step(_:)``: rectangles against boundaries and against each
/// other (R-DY5).
///
/// A rectangle meets a segment when corners of it cross the segment's line, within the
/// segment, to the far side from the rectangle's center; it is pushed back by the deepest
/// corner and the approach speed at the corners' middle is answered. Two rectangles meet
/// when they overlap on every axis of their edges (the separating-axis test); they are
/// pushed apart along the axis of least overlap, by their inverse masses. The elasticity of
/// a contact is the larger of the two bodies' (a boundary has none of its own), its friction
/// the geometric mean, as Box2D mixes them.
extension PhysicsWorld {
    mutating func collide() -> [PhysicsContact: CGPoint] {
        var contacts: [PhysicsContact: CGPoint] = [:]
        for (groupIndex, group) in collisionGroups.enumerated() {
            let members = group.bodies.filter { bodies.indices.contains($0) }
            if group.collidesWithBoundaries {
                for body in members where !bodies[body].isAnchored {
                    for boundary in group.boundaries {
                        guard let point = collide(body, with: boundary) else { continue }
                        contacts[PhysicsContact(group: groupIndex, body: body, otherBody: nil,
                                                boundary: boundary.identifier)] = point
                    }
                }
            }
            if group.collidesWithBodies {
                for (i, first) in members.enumerated() {
                    for second in members[(i + 1)...] {
                        guard let point = collide(first, second) else { continue }
                        contacts[PhysicsContact(group: groupIndex, body: min(first, second),
                                                otherBody: max(first, second), boundary: nil)] = point
                    }
                }
            }
        }
        return contacts
    }

    /// A body against one boundary segment; where they touch, if they do.
    private mutating func collide(_ index: Int, with boundary: PhysicsBoundary) -> CGPoint? {
        let body = bodies[index]
        let along = boundary.end - boundary.start, length = along.length
        guard length > 1e-9 else { return nil }
        let tangent = along * (1 / length)
        var normal = CGPoint(x: -tangent.y, y: tangent.x)
        if dot(body.position - boundary.start, normal) < 0 { normal = normal * -1 }
        var deepest: CGFloat = 0, touching: [CGPoint] = []
        for corner in body.corners {
            let depth = dot(corner - boundary.start, normal), across = dot(corner - boundary.start, tangent)
            guard depth < 1e-6, across >= -1e-6, across <= length + 1e-6 else { continue }
            touching.append(corner)
            deepest = min(deepest, depth)
        }
        guard !touching.isEmpty else { return nil }
        let contact = touching.reduce(CGPoint.zero, +) * (1 / CGFloat(touching.count))
        bodies[index].position = bodies[index].position + normal * -deepest
        let touchingPoint = contact + normal * -deepest
        respond(index, nil, at: touchingPoint, normal: normal)
        return touchingPoint
    }

    /// Two bodies against each other; where they touch, if they do.
    private mutating func collide(_ first: Int, _ second: Int) -> CGPoint? {
        let (a, b) = (bodies[first], bodies[second])
        guard a.inverseMass + b.inverseMass > 0 else { return nil }
        let (cornersA, cornersB) = (a.corners, b.corners)
        var overlap = CGFloat.infinity, axis = CGPoint.zero
        for angle in [a.angle, a.angle + .pi / 2, b.angle, b.angle + .pi / 2] {
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            let projectionsA = cornersA.map { dot($0, direction) }, projectionsB = cornersB.map { dot($0, direction) }
            let depth = min(projectionsA.max()! - projectionsB.min()!, projectionsB.max()! - projectionsA.min()!)
            guard depth > -1e-6 else { return nil }
            if depth < overlap { (overlap, axis) = (depth, direction) }
        }
        if dot(b.position - a.position, axis) < 0 { axis = axis * -1 }
        let inside = cornersB.filter { Self.contains(a, $0) } + cornersA.filter { Self.contains(b, $0) }
        let contact = inside.isEmpty ? (a.position + b.position) * 0.5
            : inside.reduce(CGPoint.zero, +) * (1 / CGFloat(inside.count))
        let total = a.inverseMass + b.inverseMass, depth = max(overlap, 0)
        let moveA = axis * (-depth * a.inverseMass / total), moveB = axis * (depth * b.inverseMass / total)
        bodies[first].position = bodies[first].position + moveA
        bodies[second].position = bodies[second].position + moveB
        respond(second, first, at: contact, normal: axis)
        return contact
    }

    /// Whether `point` lies in `body`'s rectangle, a little grown.
    private static func contains(_ body: PhysicsBody, _ point: CGPoint) -> Bool {
        let local = point - body.position, (c, s) = (cos(body.angle), sin(body.angle))
        let x = local.x * c + local.y * s, y = -local.x * s + local.y * c
        return abs(x) <= body.size.width / 2 + 1e-6 && abs(y) <= body.size.height / 2 + 1e-6
    }

    /// Answers the approach of `index` toward `other` (a boundary when `nil`) at `point`,
    /// along `normal` (pointing from the other side to `index`): the approach speed turns
    /// into the elasticity's share of itself going away, less friction along the contact.
    private mutating func respond(_ index: Int, _ other: Int?, at point: CGPoint, normal: CGPoint) {
        let armA = point - bodies[index].position
        let armB = other.map { point - bodies[$0].position } ?? .zero
        let velocityA = bodies[index].velocity(atArm: armA)
        let velocityB = other.map { bodies[$0].velocity(atArm: armB) } ?? .zero
        let relative = velocityA - velocityB
        let approach = dot(relative, normal)
        guard approach < 0 else { return }
        let elasticity = max(bodies[index].elasticity, other.map { bodies[$0].elasticity } ?? 0)
        let friction = other.map { (bodies[index].friction * bodies[$0].friction).squareRoot() } ?? bodies[index].friction
        var weight = bodies[index].inverseEffectiveMass(arm: armA, along: normal)
        if let other { weight += bodies[other].inverseEffectiveMass(arm: armB, along: normal) }
        guard weight > 0 else { return }
        let push = -(1 + elasticity) * approach / weight
        let slide = relative - normal * approach, slideSpeed = slide.length
        var impulse = normal * push
        if slideSpeed > 1e-9 {
            let tangent = slide * (1 / slideSpeed)
            var tangentWeight = bodies[index].inverseEffectiveMass(arm: armA, along: tangent)
            if let other { tangentWeight += bodies[other].inverseEffectiveMass(arm: armB, along: tangent) }
            let stop = tangentWeight > 0 ? slideSpeed / tangentWeight : 0
            impulse = impulse - tangent * min(stop, friction * push)
        }
        bodies[index].apply(impulse: impulse, atArm: armA)
        if let other { bodies[other].apply(impulse: impulse * -1, atArm: armB) }
    }
}
