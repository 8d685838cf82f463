import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// Records a dynamic animator's pauses and a collision behavior's contacts.
@MainActor private final class DynamicsLog: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var events: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        events.append("began \((identifier as? NSString).map { $0 as String } ?? "bounds") at \(Int(p.y.rounded()))")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint) {
        events.append("began items")
    }
}

/// A window whose root view is an animator's reference view, with a 100 × 100 box in it.
@MainActor private struct DynamicsStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let box = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
    let animator: UIDynamicAnimator
    let fingers: TouchSimulator

    init(screenRate: Int = 60) {
        window.screen = UIScreen(bounds: window.bounds, scale: 3, maximumFramesPerSecond: screenRate)
        window.addSubview(box)
        animator = UIDynamicAnimator(referenceView: window)
        fingers = TouchSimulator(window: window)
    }
}

@MainActor
@Suite("UIKit Dynamics on the window's clock (R-DY1–R-DY5)")
struct DynamicAnimatorTests {
    // R-DY2: under UIKit gravity a box falls ½ · 1000 pt/s² · t²: 125 points in 0.5 s; the
    // reference bounds stop it on the floor (800 − 50 = 750 for its center), the delegate
    // hearing the contact with the bounds (a nil identifier) at the floor, and then the
    // animator pauses.
    @Test func gravityDropsABoxOntoTheReferenceBoundsAndTheAnimatorPauses() {
        let stage = DynamicsStage()
        let log = DynamicsLog()
        stage.animator.delegate = log
        stage.animator.addBehavior(UIGravityBehavior(items: [stage.box]))
        let collision = UICollisionBehavior(items: [stage.box])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = log
        stage.animator.addBehavior(collision)
        #expect(stage.animator.isRunning)
        stage.fingers.advance(by: 0.5)
        #expect(abs(stage.box.center.y - (100 + 125)) < 1e-6)
        stage.fingers.advance(by: 2)
        #expect(abs(stage.box.center.y - 750) < 0.01)
        #expect(log.events == ["resume", "began bounds at 800", "pause"])
        #expect(!stage.animator.isRunning)
        #expect(abs(stage.animator.elapsedTime - 1.3) < 0.2)  // fell 650 pt in √1.3 s, then rested 0.1 s
    }

    // R-DY2: a continuous push of 1 accelerates a 100 × 100 box at 100 pt/s² (0.5 · 100 ·
    // 0.5² = 12.5 points in 0.5 s); an instantaneous push of 2 on a second box of twice the
    // area gives it 100 pt/s at once, and turns itself off.
    @Test func pushesAreInUIKitNewtons() {
        let stage = DynamicsStage()
        let wide = UIView(frame: CGRect(x: 0, y: 400, width: 200, height: 100))
        stage.window.addSubview(wide)
        let steady = UIPushBehavior(items: [stage.box], mode: .continuous)
        steady.pushDirection = CGVector(dx: 1, dy: 0)
        let kick = UIPushBehavior(items: [wide], mode: .instantaneous)
        kick.setAngle(.pi / 2, magnitude: 2)
        stage.animator.addBehavior(steady)
        stage.animator.addBehavior(kick)
        stage.fingers.advance(by: 0.5)
        #expect(abs(stage.box.center.x - (200 + 12.5)) < 1e-6)
        #expect(abs(wide.center.y - (450 + 50)) < 1e-6)
        #expect(!kick.active)
        #expect(abs(kick.magnitude - 2) < 1e-12 && abs(kick.angle - .pi / 2) < 1e-12)
    }

    // R-DY1: an item behavior's velocity and resistance: 300 pt/s added decays as
    // exp(−10 · 0.2 · t); its position is the integral, 300 (1 − e^(−2t)) / 2.
    @Test func anItemBehaviorAddsVelocityAndResists() {
        let stage = DynamicsStage()
        let item = UIDynamicItemBehavior(items: [stage.box])
        item.resistance = 0.2
        item.allowsRotation = false
        item.addLinearVelocity(CGPoint(x: 300, y: 0), for: stage.box)
        #expect(item.linearVelocity(for: stage.box) == CGPoint(x: 300, y: 0))  // accumulated before joining
        stage.animator.addBehavior(item)
        stage.fingers.advance(by: 0.5)
        #expect(abs(Double(item.linearVelocity(for: stage.box).x) - 300 * exp(-1.0)) < 1e-6)
        // Semi-implicit steps of 1/240 s sum the decayed velocity a step late: within 1 %.
        #expect(abs(Double(stage.box.center.x - 200) - 150 * (1 - exp(-1.0))) < 1)
    }

    // R-DY3: a rod from the box's center to an anchor that moves keeps the center on it;
    // a custom behavior's action runs on every step, 240 times a second (a falling second
    // item keeps the animator from resting), and its children's effects count.
    @Test func anAttachmentFollowsItsAnchorAndActionsRunEveryStep() {
        let stage = DynamicsStage()
        final class Dragging: UIDynamicBehavior {}
        let drag = UIAttachmentBehavior(item: stage.box, attachedToAnchor: stage.box.center)
        #expect(drag.length == 0 && drag.attachedBehaviorType == .anchor && drag.frequency == 0)
        let falling = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(falling)
        let composite = Dragging()
        composite.addChildBehavior(drag)
        composite.addChildBehavior(UIGravityBehavior(items: [falling]))
        var steps = 0
        composite.action = { steps += 1 }
        stage.animator.addBehavior(composite)
        #expect(drag.dynamicAnimator === stage.animator)
        drag.anchorPoint = CGPoint(x: 260, y: 180)
        stage.fingers.advance(by: 0.25)
        #expect(steps == 60)
        #expect(abs(stage.box.center.x - 260) < 0.01 && abs(stage.box.center.y - 180) < 0.01)
        stage.animator.removeAllBehaviors()
        #expect(drag.dynamicAnimator == nil)
    }

    // R-DY5: boundaries by identifier, and two items meeting.
    @Test func boundariesByIdentifierAndItemsMeeting() {
        let stage = DynamicsStage()
        let log = DynamicsLog()
        let ball = UIView(frame: CGRect(x: 150, y: 300, width: 100, height: 100))
        stage.window.addSubview(ball)
        let collision = UICollisionBehavior(items: [stage.box, ball])
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 600), to: CGPoint(x: 400, y: 600))
        collision.collisionDelegate = log
        #expect((collision.boundaryIdentifiers?.first as? NSString) == "shelf")
        stage.animator.addBehavior(collision)
        stage.animator.addBehavior(UIGravityBehavior(items: [ball]))
        stage.fingers.advance(by: 2)
        #expect(log.events.contains("began shelf at 600"))
        #expect(abs(ball.center.y - 550) < 0.01)
        #expect(collision.boundary(withIdentifier: "shelf" as NSString) != nil)
        collision.removeBoundary(withIdentifier: "shelf" as NSString)
        #expect(collision.boundaryIdentifiers == nil)
    }

    // R-DY1: the physics steps at a fixed 1/240 s of host time whatever the screen: a snap
    // with gravity and a push ends in the same place, to a billionth of a point, at 60,
    // 120 and 240 frames a second.
    @Test func theMotionIsTheSameAtEveryFrameRate() {
        func run(rate: Int) -> [CGPoint] {
            let stage = DynamicsStage(screenRate: rate)
            let snap = UISnapBehavior(item: stage.box, snapTo: CGPoint(x: 320, y: 500))
            let push = UIPushBehavior(items: [stage.box], mode: .instantaneous)
            push.pushDirection = CGVector(dx: -3, dy: 1)
            stage.animator.addBehavior(snap)
            stage.animator.addBehavior(push)
            stage.animator.addBehavior(UIGravityBehavior(items: [stage.box]))
            return (0..<8).map { _ in
                stage.fingers.advance(by: 0.125)
                return stage.box.center
            }
        }
        let (sixty, oneTwenty, twoForty) = (run(rate: 60), run(rate: 120), run(rate: 240))
        for (a, (b, c)) in zip(sixty, zip(oneTwenty, twoForty)) {
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.x - c.x) < 1e-9 && abs(a.y - c.y) < 1e-9)
        }
    }
}
