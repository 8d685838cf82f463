import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A view controller that logs the touches that reach it through the responder chain.
@MainActor
private final class LoggingController: UIViewController {
    var log: [String] = []
    var loads = 0
    var didLoads = 0

    override func loadView() {
        loads += 1
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    override func viewDidLoad() { didLoads += 1 }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append(describe("began", touches)) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append(describe("moved", touches)) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append(describe("ended", touches)) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append(describe("cancelled", touches))
    }
}

/// The responder chain through view controllers (R-R1) and the headless view controller
/// (R-R2).
@MainActor
@Suite struct ResponderChainTests {
    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }

    @Test func aControllersTouchesBeganHearsTouchesItsViewsDoNotHandle() {
        // R-R1: the "dismiss the keyboard on a tap outside" override: the touch lands on a
        // plain subview, which forwards it to its superview, the controller's root view,
        // which forwards it to the controller.
        let window = window()
        let controller = LoggingController()
        window.rootViewController = controller
        let label = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(label)
        let simulator = TouchSimulator(window: window)
        simulator.down(1, at: CGPoint(x: 20, y: 20))
        simulator.move(1, to: CGPoint(x: 25, y: 20))
        simulator.up(1)
        #expect(controller.log == ["began(t1)", "moved(t1)", "ended(t1)"])
    }

    @Test func aTouchARecognizerTakesReachesTheControllerAsCancelled() {
        // R-R1 with R-D2: the cancellation travels the same chain.
        let window = window()
        let controller = LoggingController()
        window.rootViewController = controller
        let pan = UIPanGestureRecognizer()
        controller.view.addGestureRecognizer(pan)
        let simulator = TouchSimulator(window: window)
        simulator.down(1, at: CGPoint(x: 20, y: 20))
        simulator.advance(by: 0.016)
        simulator.move(1, to: CGPoint(x: 80, y: 20))
        simulator.up(1)
        #expect(controller.log == ["began(t1)", "cancelled(t1)"])
    }

    @Test func nextGoesViewControllerThenSuperviewAndEndsAtTheWindow() {
        // R-R1: root view → controller → window → nil; a child controller's view →
        // child → the view it was added to.
        let window = window()
        let parent = LoggingController()
        window.rootViewController = parent
        let child = LoggingController()
        parent.addChild(child)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.view.addSubview(container)
        container.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.view.next === parent)
        #expect(parent.next === window)
        #expect(window.next == nil)
        #expect(child.view.next === child)
        #expect(child.next === container)
        #expect(container.next === parent.view)
        #expect(child.parent === parent && parent.children.count == 1 && parent.children[0] === child)
    }

    @Test func theViewLoadsOnFirstAccessAndViewDidLoadRunsOnce() {
        // R-R2.
        let controller = LoggingController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && controller.loads == 0)
        #expect(controller.next == nil)  // no view, no hierarchy
        let view: UIView = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        #expect(controller.loads == 1 && controller.didLoads == 1)
    }

    @Test func theDefaultLoadViewMakesAnEmptyView() {
        let controller = UIViewController()
        #expect(controller.view.subviews.isEmpty && controller.view.next === controller)
    }

    @Test func aRootViewControllerFillsTheWindowAndReplacingItRemovesTheOldView() {
        // R-R2.
        let window = window()
        let first = LoggingController()
        window.rootViewController = first
        #expect(first.view.superview === window && first.view.frame == window.bounds)
        let second = LoggingController()
        window.rootViewController = second
        #expect(first.view.superview == nil)
        #expect(second.view.superview === window && second.view.frame == window.bounds)
    }

    @Test func removeFromParentDetachesAndCallsDidMoveWithNil() {
        @MainActor final class Child: UIViewController {
            var moves: [String] = []
            override func willMove(toParent parent: UIViewController?) { moves.append("will(\(parent == nil ? "nil" : "parent"))") }
            override func didMove(toParent parent: UIViewController?) { moves.append("did(\(parent == nil ? "nil" : "parent"))") }
        }
        let parent = UIViewController()
        let child = Child()
        parent.addChild(child)
        child.removeFromParent()
        #expect(child.parent == nil && parent.children.isEmpty)
        #expect(child.moves == ["will(parent)", "did(nil)"])
    }

    @Test func aViewThatOutlivesItsControllerForwardsToItsSuperview() {
        let window = window()
        let view: UIView
        do {
            let controller = UIViewController()
            view = controller.view
            window.addSubview(view)
        }
        #expect(view.next === window)
    }
}
