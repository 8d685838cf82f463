import Foundation
import Testing
import TouchstoneGeometry
import TouchstonePhysics

/// The integrator against motions whose answer is known in closed form (R-DY1–R-DY5).
@Suite struct PhysicsWorldTests {
    /// Steps `world` for `seconds` at `rate` steps a second.
    private func run(_ world: inout PhysicsWorld, for seconds: Double, rate: Double = 240) {
        for _ in 0..<Int((seconds * rate).rounded()) { _ = world.step(CGFloat(1 / rate)) }
    }

    // R-DY1: under UIKit gravity (1000 pt/s² down) a body falls y0 + ½ g t², 500 points in
    // the first second, and reaches 1000 pt/s, at any step size.
    @Test(arguments: [60.0, 240.0, 1000.0])
    func aFallIsTheParabola(rate: Double) {
        var world = PhysicsWorld()
        world.bodies = [PhysicsBody(position: CGPoint(x: 0, y: 100), size: CGSize(width: 50, height: 50))]
        world.forces = [PhysicsForce(body: 0, vector: CGPoint(x: 0, y: 1000), isAcceleration: true)]
        run(&world, for: 1, rate: rate)
        #expect(abs(world.bodies[0].position.y - 600) < 1e-6)
        #expect(abs(world.bodies[0].velocity.y - 1000) < 1e-6)
    }

    // R-DY2: an impulse of 1 gives a 100 × 100 body of density 1 100 pt/s; a body of twice
    // the area gets half; a continuous force of 1 accelerates the first at 100 pt/s².
    @Test func impulsesAndForcesAreInUIKitNewtons() {
        var world = PhysicsWorld()
        world.bodies = [PhysicsBody(position: .zero, size: CGSize(width: 100, height: 100)),
                        PhysicsBody(position: .zero, size: CGSize(width: 100, height: 200))]
        world.applyImpulse(CGPoint(x: 1, y: 0), to: 0)
        world.applyImpulse(CGPoint(x: 1, y: 0), to: 1)
        _ = world.step(1.0 / 240)
        #expect(abs(world.bodies[0].velocity.x - 100) < 1e-9)
        #expect(abs(world.bodies[1].velocity.x - 50) < 1e-9)
        world.forces = [PhysicsForce(body: 0, vector: CGPoint(x: 0, y: 1), isAcceleration: false)]
        run(&world, for: 0.5)
        #expect(abs(world.bodies[0].velocity.y - 50) < 1e-6)
    }

    // R-DY4: a snap from 200 points away at rest follows the damped oscillator's closed
    // form, x(t) = 200 e^(-ζωt)(cos ωd t + ζω/ωd sin ωd t), whatever the step.
    @Test(arguments: [60.0, 240.0])
    func aSnapIsTheDampedOscillator(rate: Double) {
        var world = PhysicsWorld()
        world.bodies = [PhysicsBody(position: CGPoint(x: 300, y: 0), angle: 0.5, size: CGSize(width: 80, height: 80))]
        world.snaps = [PhysicsSnap(body: 0, point: CGPoint(x: 100, y: 0), damping: 0.5)]
        let omega = Double(PhysicsWorld.snapFrequency), zeta = 0.5, damped = omega * (1 - zeta * zeta).squareRoot()
        for t in [0.05, 0.1, 0.25] {
            run(&world, for: t == 0.05 ? 0.05 : (t == 0.1 ? 0.05 : 0.15), rate: rate)
            let expected = 100 + 200 * exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
            #expect(abs(Double(world.bodies[0].position.x) - expected) < 1e-6, "t = \(t)")
        }
        run(&world, for: 1)
        #expect(abs(world.bodies[0].position.x - 100) < 0.01)
        #expect(abs(world.bodies[0].angle) < 1e-4)  // upright at the end, as Apple's snap leaves it
    }

    // R-DY3: a rod of length 0 to an anchor keeps the body's point on the anchor, within a
    // hundredth of a point, as the anchor moves and turns the body; a spring of 1 Hz, undamped, swings a body released 50 points out with
    // the period of 1 s.
    @Test func rodsHoldTheirLengthAndSpringsSwingAtTheirFrequency() {
        var world = PhysicsWorld()
        world.bodies = [PhysicsBody(position: CGPoint(x: 100, y: 100), size: CGSize(width: 100, height: 100))]
        world.links = [PhysicsLink(body: 0, offset: CGPoint(x: 30, y: 0), anchor: CGPoint(x: 130, y: 100), length: 0)]
        for step in 1...48 {
            world.links[0].anchor = CGPoint(x: 130 + CGFloat(step) * 2, y: 100 + CGFloat(step))
            _ = world.step(1.0 / 240)
            let point = world.bodies[0].point(atOffset: CGPoint(x: 30, y: 0))
            #expect((point - world.links[0].anchor).length < 0.01)
        }

        var spring = PhysicsWorld()
        spring.bodies = [PhysicsBody(position: CGPoint(x: 50, y: 0), size: CGSize(width: 10, height: 10))]
        spring.bodies[0].allowsRotation = false
        spring.links = [PhysicsLink(body: 0, anchor: .zero, length: 0.001, frequency: 1, damping: 0)]
        run(&spring, for: 0.5, rate: 2400)
        #expect(abs(spring.bodies[0].position.x + 50) < 0.5)  // half a period: the far side
        run(&spring, for: 0.5, rate: 2400)
        #expect(abs(spring.bodies[0].position.x - 50) < 0.5)
    }

    // R-DY5: a body dropped on a floor comes to rest on it, reporting one contact; with an
    // elasticity of 1 it bounces back near its height; two bodies meeting head on with
    // elasticity 1 and equal masses trade velocities.
    @Test func collisionsStopBounceAndTrade() {
        func drop(elasticity: CGFloat) -> (PhysicsWorld, [PhysicsContact]) {
            var world = PhysicsWorld()
            var body = PhysicsBody(position: CGPoint(x: 200, y: 100), size: CGSize(width: 100, height: 100))
            body.elasticity = elasticity
            world.bodies = [body]
            world.forces = [PhysicsForce(body: 0, vector: CGPoint(x: 0, y: 1000), isAcceleration: true)]
            world.collisionGroups = [PhysicsCollisionGroup(bodies: [0], boundaries: [
                PhysicsBoundary(identifier: 7, from: CGPoint(x: 0, y: 600), to: CGPoint(x: 400, y: 600)),
            ])]
            var began: [PhysicsContact] = []
            for _ in 0..<240 { began += world.step(1.0 / 240).began.map(\.contact) }
            return (world, began)
        }
        let (resting, contacts) = drop(elasticity: 0)
        #expect(abs(resting.bodies[0].position.y - 550) < 0.01)
        #expect(contacts == [PhysicsContact(group: 0, body: 0, otherBody: nil, boundary: 7)])
        #expect(abs(resting.bodies[0].angle) < 1e-9)
        var bouncing = drop(elasticity: 1).0
        // It hit the floor at 1 s (450 points, ½ g t²) and is rising: by symmetry it is
        // back at its height 1 s after the hit, give or take a step's worth.
        run(&bouncing, for: 1)
        #expect(abs(bouncing.bodies[0].position.y - 100) < 10)

        var world = PhysicsWorld()
        var left = PhysicsBody(position: CGPoint(x: 0, y: 0), size: CGSize(width: 50, height: 50))
        left.velocity = CGPoint(x: 100, y: 0)
        left.elasticity = 1
        var right = left
        right.position = CGPoint(x: 200, y: 0)
        right.velocity = .zero
        world.bodies = [left, right]
        world.collisionGroups = [PhysicsCollisionGroup(bodies: [0, 1], boundaries: [])]
        run(&world, for: 2)
        #expect(abs(world.bodies[0].velocity.x) < 1e-6)
        #expect(abs(world.bodies[1].velocity.x - 100) < 1e-6)
    }

    // R-DY1: resistance decays a velocity by exp(-10 r t) at any step size.
    @Test(arguments: [60.0, 240.0])
    func resistanceDecaysExponentially(rate: Double) {
        var world = PhysicsWorld()
        world.bodies = [PhysicsBody(position: .zero, size: CGSize(width: 100, height: 100))]
        world.bodies[0].velocity = CGPoint(x: 300, y: 0)
        world.bodies[0].resistance = 0.5
        run(&world, for: 0.4, rate: rate)
        #expect(abs(Double(world.bodies[0].velocity.x) - 300 * exp(-2.0)) < 1e-6)
    }
}
