import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A view that logs its `layoutSubviews` calls, labelled, and runs `onLayout` in them.
@MainActor
final class LayoutLogView: UIView {
    let label: String
    let log: SceneLog
    var onLayout: (() -> Void)?

    init(_ label: String, log: SceneLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.label = label
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        log.append("\(label).layoutSubviews")
        onLayout?()
    }
}

/// A controller that logs its lifecycle, appearance and layout callbacks.
@MainActor
class LifecycleLogController: UIViewController {
    let label: String
    let log: SceneLog

    init(_ label: String, log: SceneLog) {
        self.label = label
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        log.append("\(label).loadView")
        view = LayoutLogView("\(label).view", log: log)
    }
    override func viewDidLoad() { log.append("\(label).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("\(label).viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.append("\(label).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(label).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(label).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(label).viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.append("\(label).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("\(label).viewDidLayoutSubviews") }
}

@MainActor
@Suite("Layout pass (R-LY1–R-LY4)")
struct LayoutTests {
    /// A window with `root` laid out, the log cleared.
    private func settledWindow(_ root: UIView, log: SceneLog) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(root)
        window.layoutIfNeeded()
        log.clear()
        return window
    }

    // R-LY1: setNeedsLayout only marks ("returns immediately"); layoutIfNeeded lays out
    // at once, and does nothing when no layout is pending (Apple: layoutIfNeeded()).
    @Test func setNeedsLayoutMarksAndLayoutIfNeededRunsThePassOnce() {
        let log = SceneLog()
        let view = LayoutLogView("v", log: log)
        let window = settledWindow(view, log: log)
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(log.entries.isEmpty)
        window.layoutIfNeeded()
        #expect(log.entries == ["v.layoutSubviews"])
        window.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(log.entries == ["v.layoutSubviews"])
    }

    // R-LY1: the pass runs before the next event is delivered, so the view that hears the
    // touch has been laid out; the testing kit's settle() runs it too.
    @Test func thePassRunsBeforeTheNextEventAndInSettle() {
        let log = SceneLog()
        let view = TouchLogView(frame: .zero, log: log)
        let container = LayoutLogView("container", log: log, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        container.onLayout = { view.frame = CGRect(x: 0, y: 0, width: 100, height: 100) }
        container.addSubview(view)
        let window = settledWindow(container, log: log)
        let simulator = TouchSimulator(window: window)
        view.frame = .zero  // no longer under the finger until the layout runs
        container.setNeedsLayout()
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.first == "container.layoutSubviews")
        #expect(log.entries.contains("began(t1)"))
        log.clear()
        container.setNeedsLayout()
        simulator.settle()
        #expect(log.entries == ["container.layoutSubviews"])
    }

    // R-LY1: checking costs nothing when nothing is marked: events after a pass lay out
    // nothing (a count, not a time).
    @Test func eventsWithNothingMarkedLayOutNothing() {
        let log = SceneLog()
        let view = LayoutLogView("v", log: log)
        let window = settledWindow(view, log: log)
        let simulator = TouchSimulator(window: window)
        simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 90))
        simulator.settle()
        #expect(!window.layoutState.isPending)
        #expect(log.entries.isEmpty)
    }

    // R-LY2: top-down, a parent's layoutSubviews before its subviews', and a controller's
    // viewWillLayoutSubviews / viewDidLayoutSubviews around its root view's (Apple:
    // viewWillLayoutSubviews(), viewDidLayoutSubviews()).
    @Test func parentsLayOutBeforeSubviewsWithTheControllerAround() {
        let log = SceneLog()
        let controller = LifecycleLogController("vc", log: log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = controller
        let child = LayoutLogView("child", log: log)
        let grandchild = LayoutLogView("grandchild", log: log)
        child.addSubview(grandchild)
        controller.view.addSubview(child)
        window.layoutIfNeeded()
        log.clear()
        grandchild.setNeedsLayout()
        controller.view.setNeedsLayout()
        child.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.entries == ["vc.viewWillLayoutSubviews", "vc.view.layoutSubviews", "vc.viewDidLayoutSubviews",
                                "child.layoutSubviews", "grandchild.layoutSubviews"])
    }

    // R-LY2: a parent's layout that resizes a subview lays the subview out in the same pass.
    @Test func aSubviewResizedByItsParentsLayoutIsLaidOutInTheSamePass() {
        let log = SceneLog()
        let parent = LayoutLogView("parent", log: log)
        let child = LayoutLogView("child", log: log)
        parent.addSubview(child)
        parent.onLayout = { child.frame.size.width += 10 }
        let window = settledWindow(parent, log: log)
        parent.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    // R-LY3: a change of size marks the view (setting the same size, or moving it, does
    // not); adding a subview marks it and its new superview.
    @Test func aSizeChangeMarksTheViewAMoveDoesNot() {
        let log = SceneLog()
        let view = LayoutLogView("v", log: log)
        let window = settledWindow(view, log: log)
        view.center = CGPoint(x: 200, y: 200)
        view.frame.size = view.frame.size
        window.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        view.bounds.size = CGSize(width: 120, height: 100)
        window.layoutIfNeeded()
        view.frame.size.height = 50
        window.layoutIfNeeded()
        #expect(log.entries == ["v.layoutSubviews", "v.layoutSubviews"])
        log.clear()
        view.addSubview(LayoutLogView("added", log: log))
        window.layoutIfNeeded()
        #expect(log.entries == ["v.layoutSubviews", "added.layoutSubviews"])
    }

    // R-LY3: the root view controller's view tracks the window's size (Apple:
    // rootViewController, "configured to track the window size").
    @Test func theRootViewTracksTheWindowsSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let controller = UIViewController()
        window.rootViewController = controller
        #expect(controller.view.frame == window.bounds)
        window.resize(to: CGSize(width: 800, height: 400))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 800, height: 400))
        window.frame.size = CGSize(width: 300, height: 500)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    }

    // R-LY4: the size change is shared among the flexible parts in proportion to their
    // sizes (Apple: autoresizingMask); fixed parts keep their size; autoresizesSubviews
    // false turns it off.
    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let width = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        width.autoresizingMask = [.flexibleWidth]
        let centered = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let bottomRight = UIView(frame: CGRect(x: 70, y: 70, width: 20, height: 20))
        bottomRight.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let proportional = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        proportional.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for view in [width, centered, bottomRight, proportional, fixed] { parent.addSubview(view) }

        parent.frame.size = CGSize(width: 200, height: 300)
        #expect(width.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        #expect(centered.frame == CGRect(x: 80, y: 130, width: 40, height: 40))  // still centered
        #expect(bottomRight.frame == CGRect(x: 170, y: 270, width: 20, height: 20))  // 10 pt from the corner
        #expect(proportional.frame == CGRect(x: 0, y: 0, width: 100, height: 100))  // 50:50 of the 100 pt
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))

        parent.autoresizesSubviews = false
        parent.frame.size = CGSize(width: 100, height: 100)
        #expect(width.frame.width == 180)
    }
}
