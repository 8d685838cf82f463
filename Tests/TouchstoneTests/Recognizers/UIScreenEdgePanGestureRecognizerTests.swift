import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// BEHAVIOR §7, `UIScreenEdgePanGestureRecognizer`. The window is 400×800.
@MainActor
@Suite struct UIScreenEdgePanGestureRecognizerTests {
    typealias Scene = Continuous.Scene

    private func edgeScene(_ edges: UIRectEdge)
        -> (Scene, UIScreenEdgePanGestureRecognizer, TouchLogView,
            Continuous.ActionLog<UIScreenEdgePanGestureRecognizer, CGPoint>) {
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), log: SceneLog())
        let scene = Scene(view: view)
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = edges
        view.addGestureRecognizer(edgePan)
        let log = Continuous.ActionLog(edgePan) { $0.translation(in: nil) }
        return (scene, edgePan, view, log)
    }

    /// Drags one finger from `start` by `offset` in three steps and lifts it.
    private func drag(_ scene: Scene, from start: CGPoint, by offset: CGPoint) {
        scene.fingers.down(1, at: start)
        for step in 1...3 {
            let fraction = CGFloat(step) / 3
            scene.move(1, to: CGPoint(x: start.x + offset.x * fraction, y: start.y + offset.y * fraction))
        }
        scene.fingers.up(1)
    }

    // §7 defaults; UIRectEdge raw values.
    @Test func defaults() {
        let edgePan = UIScreenEdgePanGestureRecognizer()
        #expect(edgePan.edges == [])
        #expect(edgePan.maximumNumberOfTouches == 1)
        #expect(edgePan.minimumNumberOfTouches == 1)
        #expect(edgePan.delaysTouchesBegan)
        #expect(edgePan.delaysTouchesEnded)
        #expect(edgePan.cancelsTouchesInView)
        #expect((edgePan as UIPanGestureRecognizer).translation(in: nil) == .zero)
        #expect(UIRectEdge.top.rawValue == 1)
        #expect(UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4)
        #expect(UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
    }

    // §7: with no edges set, nothing begins it.
    @Test func emptyEdgesNeverBegin() {
        let (scene, edgePan, _, log) = edgeScene([])
        drag(scene, from: CGPoint(x: 2, y: 400), by: CGPoint(x: 100, y: 0))
        #expect(log.states.isEmpty)
        #expect(scene.outcomes(of: edgePan) == [.failed])
    }

    // §7: a touch within 13 pt of a listed edge can begin it; 13 is within, 14 is not.
    @Test(arguments: [
        (UIRectEdge.left, CGPoint(x: 13, y: 400), CGPoint(x: 60, y: 0), true),
        (UIRectEdge.left, CGPoint(x: 14, y: 400), CGPoint(x: 60, y: 0), false),
        (UIRectEdge.right, CGPoint(x: 387, y: 400), CGPoint(x: -60, y: 0), true),
        (UIRectEdge.right, CGPoint(x: 386, y: 400), CGPoint(x: -60, y: 0), false),
        (UIRectEdge.top, CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 60), true),
        (UIRectEdge.top, CGPoint(x: 200, y: 14), CGPoint(x: 0, y: 60), false),
        (UIRectEdge.bottom, CGPoint(x: 200, y: 790), CGPoint(x: 0, y: -60), true),
        (UIRectEdge.bottom, CGPoint(x: 200, y: 786), CGPoint(x: 0, y: -60), false),
        // Near an edge that is not listed.
        (UIRectEdge.left, CGPoint(x: 395, y: 400), CGPoint(x: -60, y: 0), false),
        (UIRectEdge([.top, .right]), CGPoint(x: 395, y: 400), CGPoint(x: -60, y: 0), true),
    ])
    func beginsOnlyNearAListedEdge(edges: UIRectEdge, start: CGPoint, offset: CGPoint, begins: Bool) {
        let (scene, edgePan, _, log) = edgeScene(edges)
        drag(scene, from: start, by: offset)
        if begins {
            #expect(log.states == [.began, .changed, .changed, .ended])
            // It is a pan: the translation loses the 10-pt hysteresis.
            let expected = CGPoint(x: offset.x - (offset.x > 0 ? 10 : offset.x < 0 ? -10 : 0),
                                   y: offset.y - (offset.y > 0 ? 10 : offset.y < 0 ? -10 : 0))
            Continuous.expectClose(log.values.last ?? .zero, expected)
        } else {
            #expect(log.states.isEmpty)
            #expect(scene.outcomes(of: edgePan) == [.failed])
        }
    }

    // R-D3 with delaysTouchesBegan: the view hears nothing of an edge pan that begins, and
    // gets the held began at once when the touch is not at an edge.
    @Test func delaysTouchesBeganFromTheView() {
        let (scene, _, view, log) = edgeScene(.left)
        drag(scene, from: CGPoint(x: 5, y: 300), by: CGPoint(x: 90, y: 0))
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(view.log.entries.isEmpty)

        scene.fingers.advance(by: 1)
        drag(scene, from: CGPoint(x: 200, y: 300), by: CGPoint(x: 90, y: 0))
        #expect(view.log.entries == ["began(t1)", "moved(t1)", "moved(t1)", "moved(t1)", "ended(t1)"])
    }

    // §7: one finger only; a second one is ignored (R-D6) and reaches the view.
    @Test func followsOneFinger() {
        let (scene, edgePan, view, log) = edgeScene(.left)
        view.isMultipleTouchEnabled = true
        scene.fingers.down(1, at: CGPoint(x: 3, y: 300))
        scene.fingers.down(2, at: CGPoint(x: 200, y: 300))
        #expect(edgePan.numberOfTouches == 1)
        scene.move(2, to: CGPoint(x: 260, y: 300))
        #expect(edgePan.state == .possible)
        scene.move(1, to: CGPoint(x: 33, y: 300))
        #expect(edgePan.state == .began)
        scene.fingers.up(2)
        scene.fingers.up(1)
        #expect(log.states == [.began, .ended])
        #expect(view.log.entries == ["began(t2)", "moved(t2)", "ended(t2)"])
    }

    // §7 (inherited from pan): a system cancellation cancels it; R-S8: so does disabling.
    @Test func cancellationAndDisabling() {
        let (scene, edgePan, _, log) = edgeScene(.left)
        scene.fingers.down(1, at: CGPoint(x: 3, y: 300))
        scene.move(1, to: CGPoint(x: 40, y: 300))
        scene.fingers.cancel(1)
        #expect(log.states == [.began, .cancelled])

        scene.fingers.down(1, at: CGPoint(x: 3, y: 300))
        scene.move(1, to: CGPoint(x: 40, y: 300))
        edgePan.isEnabled = false
        scene.move(1, to: CGPoint(x: 80, y: 300))
        scene.fingers.up(1)
        #expect(log.states == [.began, .cancelled, .began, .cancelled])
    }
}
