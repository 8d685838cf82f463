import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// R-I2: the members UIKit declares `open` can be overridden, as custom views, recognizers,
// controllers and scroll views commonly do. These subclasses compile only if they are.

@MainActor private final class RecordingView: UIView {
    var calls: [String] = []
    override var bounds: CGRect { didSet { calls.append("bounds") } }
    override var center: CGPoint { didSet { calls.append("center") } }
    override var transform: CGAffineTransform { didSet { calls.append("transform") } }
    override var isHidden: Bool { didSet { calls.append("isHidden") } }
    override var alpha: CGFloat { didSet { calls.append("alpha") } }
    override var tag: Int { didSet { calls.append("tag") } }
    override func addSubview(_ view: UIView) { calls.append("addSubview"); super.addSubview(view) }
    override func removeFromSuperview() { calls.append("removeFromSuperview"); super.removeFromSuperview() }
    override func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        calls.append("addGestureRecognizer")
        super.addGestureRecognizer(recognizer)
    }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        calls.append("convert")
        return super.convert(point, to: view)
    }
}

@MainActor private final class SwitchableTap: UITapGestureRecognizer {
    var enabledChanges = 0
    override var isEnabled: Bool { didSet { enabledChanges += 1 } }
    override var cancelsTouchesInView: Bool { get { false } set { super.cancelsTouchesInView = newValue } }
    override func require(toFail other: UIGestureRecognizer) { super.require(toFail: other) }
    override var modifierFlags: UIKeyModifierFlags { super.modifierFlags }
    override var buttonMask: UIEvent.ButtonMask { super.buttonMask }
    override var name: String? { get { "switchable" } set {} }
}

@MainActor private final class RecordingController: UIViewController {
    var childrenAdded = 0
    override func addChild(_ child: UIViewController) { childrenAdded += 1; super.addChild(child) }
    override var isViewLoaded: Bool { super.isViewLoaded }
}

@MainActor private final class RecordingScrollView: UIScrollView {
    var zooms: [CGFloat] = []
    override func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zooms.append(scale)
        super.setZoomScale(scale, animated: animated)
    }
    override var isDragging: Bool { super.isDragging }
}

@MainActor private final class RecordingButton: UIButton {
    var added = 0
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        added += 1
        super.addAction(action, for: controlEvents)
    }
}

@MainActor @Suite struct OverridabilityTests {
    @Test func overriddenViewMembersAreCalledAndStillWork() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.bounds.size = CGSize(width: 50, height: 50)
        view.center = CGPoint(x: 25, y: 25)
        view.transform = .identity
        view.isHidden = false
        view.alpha = 1
        view.tag = 7
        view.addSubview(UIView())
        view.addGestureRecognizer(UITapGestureRecognizer())
        _ = view.convert(CGPoint.zero, to: nil)
        #expect(view.calls == ["bounds", "center", "transform", "isHidden", "alpha", "tag",
                               "addSubview", "addGestureRecognizer", "convert"])
        #expect(window.viewWithTag(7) === view)
        view.removeFromSuperview()
        #expect(view.calls.last == "removeFromSuperview" && view.superview == nil)
    }

    @Test func anOverriddenIsEnabledStillDisablesTheRecognizer() {
        // Disabling through `super` reaches the engine: the tap sends nothing (R-S8).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var actions = 0
        let tap = SwitchableTap(handler: { _ in actions += 1 })
        window.addGestureRecognizer(tap)
        tap.isEnabled = false
        TouchSimulator(window: window).tap(at: CGPoint(x: 50, y: 50))
        #expect(actions == 0 && tap.enabledChanges == 1)
        #expect(tap.name == "switchable" && !tap.cancelsTouchesInView)
    }

    @Test func controllersScrollViewsAndControlsOverrideAsOnIOS() {
        let parent = RecordingController()
        parent.addChild(UIViewController())
        #expect(parent.childrenAdded == 1 && parent.children.count == 1)
        let scrollView = RecordingScrollView()
        scrollView.zoomScale = 1  // the property goes through the overridable method
        #expect(scrollView.zooms == [1] && !scrollView.isDragging)
        let button = RecordingButton()
        button.addAction(UIAction { _ in }, for: .touchUpInside)
        #expect(button.added == 1 && button.allControlEvents == .touchUpInside)
    }
}
