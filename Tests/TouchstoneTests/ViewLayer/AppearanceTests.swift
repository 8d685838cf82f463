import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A parent that forwards appearance to its children itself.
@MainActor
final class ManualForwardingController: LifecycleLogController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// A controller that logs the size transitions it hears and uses the coordinator.
@MainActor
final class TransitionLogController: LifecycleLogController {
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.append("\(label).viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { context in
            self.log.append("\(self.label).alongside(\(context.transitionDuration), window \(Int(context.containerView.bounds.width)))")
        }, completion: { _ in
            self.log.append("\(self.label).completion")
        })
    }
}

@MainActor
@Suite("Appearance callbacks (R-AP1–R-AP3)")
struct AppearanceTests {
    // R-AP1: installing a root view controller runs UIKit's documented order: loadView,
    // viewDidLoad, viewWillAppear, viewIsAppearing, the layout callbacks, viewDidAppear
    // (Apple: viewWillAppear(_:), viewIsAppearing(_:), viewDidAppear(_:)); viewDidAppear
    // waits for the window's update, as it waits for the run loop on iOS.
    @Test func aRootViewControllerAppearsInUIKitsOrder() {
        let log = SceneLog()
        let controller = LifecycleLogController("vc", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = controller
        #expect(log.entries == ["vc.loadView", "vc.viewDidLoad", "vc.viewWillAppear"])
        window.layoutIfNeeded()
        #expect(log.entries == ["vc.loadView", "vc.viewDidLoad", "vc.viewWillAppear", "vc.viewIsAppearing",
                                "vc.viewWillLayoutSubviews", "vc.view.layoutSubviews", "vc.viewDidLayoutSubviews",
                                "vc.viewDidAppear"])
        log.clear()
        window.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    // R-AP1: the next event also completes the appearance, before it is delivered.
    @Test func theNextEventCompletesTheAppearance() {
        let log = SceneLog()
        let controller = LifecycleLogController("vc", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = controller
        TouchSimulator(window: window).tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries.last == "vc.viewDidAppear")
    }

    // R-AP1: replacing the root view controller makes the old one disappear (will, then
    // did, around its view's removal) and the new one appear.
    @Test func replacingTheRootMakesTheOldOneDisappear() {
        let log = SceneLog()
        let first = LifecycleLogController("a", log: log)
        let second = LifecycleLogController("b", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = first
        window.layoutIfNeeded()
        log.clear()
        window.rootViewController = second
        window.layoutIfNeeded()
        #expect(log.entries == ["a.viewWillDisappear", "a.viewDidDisappear",
                                "b.loadView", "b.viewDidLoad", "b.viewWillAppear", "b.viewIsAppearing",
                                "b.viewWillLayoutSubviews", "b.view.layoutSubviews", "b.viewDidLayoutSubviews",
                                "b.viewDidAppear"])
        #expect(first.viewIfLoaded?.window == nil)
    }

    // R-AP2: a child whose view is in its parent's hears its appearance with the parent's,
    // after it (Apple: shouldAutomaticallyForwardAppearanceMethods); adding a child's view
    // to a parent already on screen makes the child appear; removing it, disappear.
    @Test func childrenAppearWithTheirParent() {
        let log = SceneLog()
        let parent = LifecycleLogController("parent", log: log)
        let child = LifecycleLogController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        log.clear()
        window.rootViewController = parent
        window.layoutIfNeeded()
        let appearance = log.entries.filter { $0.contains("Appear") }
        #expect(appearance == ["parent.viewWillAppear", "child.viewWillAppear",
                               "parent.viewIsAppearing", "child.viewIsAppearing",
                               "parent.viewDidAppear", "child.viewDidAppear"])
        // viewIsAppearing comes once the superview laid the view out, before the view's
        // own layout (Apple: viewIsAppearing(_:)).
        #expect(log.entries.drop { $0 != "parent.viewIsAppearing" }.prefix(8) == [
            "parent.viewIsAppearing", "parent.viewWillLayoutSubviews", "parent.view.layoutSubviews",
            "parent.viewDidLayoutSubviews", "child.viewIsAppearing", "child.viewWillLayoutSubviews",
            "child.view.layoutSubviews", "child.viewDidLayoutSubviews"])

        let late = LifecycleLogController("late", log: log)
        parent.addChild(late)
        log.clear()
        parent.view.addSubview(late.view)
        late.didMove(toParent: parent)
        window.layoutIfNeeded()
        #expect(log.entries.filter { $0.contains("ppear") }
                == ["late.viewWillAppear", "late.viewIsAppearing", "late.viewDidAppear"])
        log.clear()
        late.willMove(toParent: nil)
        late.view.removeFromSuperview()
        late.removeFromParent()
        #expect(log.entries == ["late.viewWillDisappear", "late.viewDidDisappear"])
    }

    // R-AP2: a parent that does not forward automatically calls
    // beginAppearanceTransition / endAppearanceTransition itself; the child hears only those.
    @Test func aParentThatForwardsItselfDrivesItsChildren() {
        let log = SceneLog()
        let parent = ManualForwardingController("parent", log: log)
        let child = LifecycleLogController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        log.clear()
        window.rootViewController = parent
        window.layoutIfNeeded()
        #expect(!log.entries.contains { $0.hasPrefix("child.view") && $0.contains("ppear") })
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)  // already appearing: nothing
        child.endAppearanceTransition()
        #expect(log.entries.filter { $0.hasPrefix("child.") && $0.contains("ppear") }
                == ["child.viewWillAppear", "child.viewDidAppear"])
    }

    // R-AP3: a resize tells the root controller (and, through super, its children) with
    // viewWillTransition(to:with:) before the size changes; the alongside block runs in
    // the resize's animation with the new size in place, the completion when it ends on the
    // host clock (Apple: viewWillTransition(to:with:),
    // animate(alongsideTransition:completion:)).
    @Test func aResizeRunsTheTransitionCoordinatorsBlocks() {
        let log = SceneLog()
        let parent = TransitionLogController("parent", log: log)
        let child = TransitionLogController("child", log: log)
        parent.addChild(child)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = parent
        window.layoutIfNeeded()
        log.clear()
        window.resize(to: CGSize(width: 800, height: 400), duration: 0.3)
        #expect(log.entries == ["parent.viewWillTransition(800x400)", "child.viewWillTransition(800x400)",
                                "child.alongside(0.3, window 800)", "parent.alongside(0.3, window 800)",
                                "parent.viewWillLayoutSubviews", "parent.view.layoutSubviews",
                                "parent.viewDidLayoutSubviews"])
        log.clear()
        let simulator = TouchSimulator(window: window)
        simulator.advance(by: 0.29)
        #expect(log.entries.isEmpty)
        simulator.settle()
        #expect(log.entries == ["child.completion", "parent.completion"])  // in the order given
        #expect(window.currentTime == 0.3)
    }
}
