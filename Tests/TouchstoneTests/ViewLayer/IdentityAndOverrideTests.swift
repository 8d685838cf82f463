import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// R-I1 (identity) and R-I2 (`open` members), against UIKit's documented behavior.

/// A recognizer subclass written as on iOS: it overrides `state` to watch it, and the
/// designated `init(target:action:)`.
@MainActor private final class WatchingTap: UITapGestureRecognizer {
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var madeWithDesignatedInit = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        madeWithDesignatedInit = true
    }

    override var state: UIGestureRecognizer.State {
        didSet { states.append(state) }
    }
}

/// A view that widens its touchable area by overriding `point(inside:with:)`, and
/// records the frames set through an overridden `frame`.
@MainActor private final class WideView: UIView {
    private(set) var framesSet: [CGRect] = []

    override var frame: CGRect {
        didSet { framesSet.append(frame) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

@MainActor @Suite struct IdentityAndOverrideTests {
    @Test func respondersAndRecognizersAreEqualByIdentity() {
        // R-I1: NSObject's isEqual(_:) compares identity
        // (developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)).
        let pan = UIPanGestureRecognizer()
        let otherPan = UIPanGestureRecognizer()
        let asBase: UIGestureRecognizer = pan
        #expect(asBase == pan)
        #expect(asBase != otherPan)
        let optional: UIGestureRecognizer? = pan
        let implicitlyUnwrapped: UIPanGestureRecognizer! = pan
        #expect(optional == implicitlyUnwrapped)
        #expect(Set([pan, otherPan, pan] as [UIGestureRecognizer]).count == 2)

        let view = UIView(), sameView = view, controller = UIViewController()
        #expect(view == sameView)
        #expect(view != UIView())
        #expect(Set<UIResponder>([view, sameView, controller, UIWindow(frame: .zero)]).count == 3)
        #expect([view: "a"][sameView] == "a")
    }

    @Test func aDelegateComparesRecognizersWithEquals() {
        // R-I1: the delegate idiom `gestureRecognizer == panGesture`: of two pans on one
        // view, the delegate stops the one it names.
        @MainActor final class Delegate: UIGestureRecognizerDelegate {
            var blocked: UIPanGestureRecognizer!
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                gestureRecognizer != blocked
            }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var began: [String] = []
        let blocked = UIPanGestureRecognizer { if $0.state == .began { began.append("blocked") } }
        let allowed = UIPanGestureRecognizer { if $0.state == .began { began.append("allowed") } }
        let delegate = Delegate()
        delegate.blocked = blocked
        for pan in [blocked, allowed] {
            pan.delegate = delegate
            window.addGestureRecognizer(pan)
        }
        TouchSimulator(window: window).drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
        #expect(began == ["allowed"])
    }

    @Test func anOverriddenStateSeesEveryChangeAndTheEngineSeesItToo() {
        // R-I2: `state` is open (developer.apple.com/documentation/uikit/uigesturerecognizer/state);
        // the engine sees the change made through `super`, so the action is sent.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var actions = 0
        let tap = WatchingTap(handler: { _ in actions += 1 })
        #expect(tap.madeWithDesignatedInit)  // the convenience forms go through it
        window.addGestureRecognizer(tap)
        TouchSimulator(window: window).tap(at: CGPoint(x: 100, y: 100))
        #expect(tap.states == [.ended])
        #expect(actions == 1)
    }

    @Test func anOverriddenPointInsideWidensHitTestingAndAnOverriddenFrameIsCalled() {
        // R-I2: hitTest(_:with:) asks point(inside:with:)
        // (developer.apple.com/documentation/uikit/uiview/point(inside:with:)).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = WideView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        window.addSubview(view)
        #expect(window.hitTest(CGPoint(x: 90, y: 90), with: nil) === view)  // 10 pt outside
        #expect(window.hitTest(CGPoint(x: 70, y: 70), with: nil) === window)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.framesSet == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }
}
