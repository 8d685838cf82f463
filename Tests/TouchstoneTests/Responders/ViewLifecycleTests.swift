import Foundation
import Testing
@testable import Touchstone

/// A view that logs its lifecycle calls, labelled, into a shared log.
@MainActor
private final class LifecycleView: UIView {
    let label: String
    let log: SceneLog

    init(_ label: String, log: SceneLog) {
        self.label = label
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    required init?(coder: NSCoder) { return nil }

    private func name(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return (view as? LifecycleView)?.label ?? (view is UIWindow ? "window" : "view")
    }

    override func willMove(toSuperview newSuperview: UIView?) { log.append("\(label).willMoveToSuperview(\(name(newSuperview)))") }
    override func didMoveToSuperview() { log.append("\(label).didMoveToSuperview(\(name(superview)))") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("\(label).willMoveToWindow(\(name(newWindow)))") }
    override func didMoveToWindow() { log.append("\(label).didMoveToWindow(\(name(window)))") }
    override func didAddSubview(_ subview: UIView) { log.append("\(label).didAddSubview(\(name(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { log.append("\(label).willRemoveSubview(\(name(subview)))") }
}

/// The view lifecycle calls in UIKit's order (R-R3).
@MainActor
@Suite struct ViewLifecycleTests {
    @Test func addingToAWindowCallsWillMoveDidMoveOnTheSubtreeThenDidAdd() {
        // R-R3: willMove(toSuperview:), willMove(toWindow:) parents first, the move,
        // didMoveToWindow() parents first, didMoveToSuperview(), then didAddSubview(_:).
        let log = SceneLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LifecycleView("parent", log: log)
        window.addSubview(parent)
        let child = LifecycleView("child", log: log)
        let grandchild = LifecycleView("grandchild", log: log)
        child.addSubview(grandchild)
        log.clear()
        parent.addSubview(child)
        #expect(log.entries == [
            "child.willMoveToSuperview(parent)",
            "child.willMoveToWindow(window)", "grandchild.willMoveToWindow(window)",
            "child.didMoveToWindow(window)", "grandchild.didMoveToWindow(window)",
            "child.didMoveToSuperview(parent)",
            "parent.didAddSubview(child)",
        ])
    }

    @Test func removingCallsWillRemoveFirstThenTheSamePairsWithNil() {
        // R-R3.
        let log = SceneLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LifecycleView("parent", log: log)
        let child = LifecycleView("child", log: log)
        let grandchild = LifecycleView("grandchild", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        log.clear()
        child.removeFromSuperview()
        #expect(log.entries == [
            "parent.willRemoveSubview(child)",
            "child.willMoveToSuperview(nil)",
            "child.willMoveToWindow(nil)", "grandchild.willMoveToWindow(nil)",
            "child.didMoveToWindow(nil)", "grandchild.didMoveToWindow(nil)",
            "child.didMoveToSuperview(nil)",
        ])
    }

    @Test func outsideAnyWindowOnlyTheSuperviewCallsHappen() {
        // R-R3: "when the window changes": nil to nil is no change.
        let log = SceneLog()
        let parent = LifecycleView("parent", log: log)
        let child = LifecycleView("child", log: log)
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(log.entries == [
            "child.willMoveToSuperview(parent)", "child.didMoveToSuperview(parent)", "parent.didAddSubview(child)",
            "parent.willRemoveSubview(child)", "child.willMoveToSuperview(nil)", "child.didMoveToSuperview(nil)",
        ])
    }

    @Test func movingBetweenWindowsTellsTheNewWindowAndTheOldSuperview() {
        // R-R3 for a move: the view's willMove calls name the new superview and window,
        // the old superview hears willRemoveSubview before the move, the new one
        // didAddSubview after it (Decision: the old superview's call comes after the
        // view's willMove calls, as addSubview removes the view on its way in).
        let log = SceneLog()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let oldParent = LifecycleView("old", log: log)
        let newParent = LifecycleView("new", log: log)
        first.addSubview(oldParent)
        second.addSubview(newParent)
        let child = LifecycleView("child", log: log)
        oldParent.addSubview(child)
        log.clear()
        newParent.addSubview(child)
        #expect(child.window === second)
        #expect(log.entries == [
            "child.willMoveToSuperview(new)", "child.willMoveToWindow(window)", "old.willRemoveSubview(child)",
            "child.didMoveToWindow(window)", "child.didMoveToSuperview(new)", "new.didAddSubview(child)",
        ])
    }

    @Test func reorderingAmongSiblingsCallsNothing() {
        let log = SceneLog()
        let parent = LifecycleView("parent", log: log)
        let a = LifecycleView("a", log: log)
        let b = LifecycleView("b", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        log.clear()
        parent.bringSubviewToFront(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(log.entries.isEmpty)
        #expect(parent.subviews.map { ($0 as! LifecycleView).label } == ["a", "b"])
    }

    @Test func aControllersViewHearsTheCallsWhenInstalledAsRoot() {
        // R-R2 with R-R3.
        let log = SceneLog()
        @MainActor final class Controller: UIViewController {
            let log: SceneLog
            init(log: SceneLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { return nil }
            override func loadView() { view = LifecycleView("root", log: log) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = Controller(log: log)
        #expect(log.entries == [
            "root.willMoveToSuperview(window)", "root.willMoveToWindow(window)", "root.didMoveToWindow(window)",
            "root.didMoveToSuperview(window)",
        ])
    }
}
