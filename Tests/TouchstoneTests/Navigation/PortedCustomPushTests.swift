import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// A custom push written for iOS, as tutorials teach it: the navigation controller's
// delegate returns an animator that slides the pushed view up from the bottom while it
// fades in, and slides the popped one back down. UIKit's API only; the test writes no
// stand-in. Expected frames are worked out from the animator's own curve (linear): at
// half its 0.4 s the view is half its height below its place.

/// Logs the appearance callbacks of every controller it makes, in order.
@MainActor final class AppearanceRecorder {
    var entries: [String] = []
}

@MainActor class RecordingViewController: UIViewController {
    let name: String
    let recorder: AppearanceRecorder
    var sawCoordinatorInWillAppear: Bool?

    init(_ name: String, recorder: AppearanceRecorder) {
        self.name = name
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder.entries.append("\(name).willAppear\(isMovingToParent ? "(moving)" : "")")
        sawCoordinatorInWillAppear = transitionCoordinator != nil
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder.entries.append("\(name).didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder.entries.append("\(name).willDisappear\(isMovingFromParent ? "(moving)" : "")")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        recorder.entries.append("\(name).didDisappear")
    }
}

final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    private(set) var endedWith: Bool?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to),
              let fromView = transitionContext.view(forKey: .from) else { return }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        if operation == .push {
            container.addSubview(toView)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
            toView.alpha = 0
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = finalFrame
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                       animations: {
            if self.operation == .push {
                toView.frame = finalFrame
                toView.alpha = 1
            } else {
                fromView.frame.origin.y = finalFrame.height
                fromView.alpha = 0
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedWith = transitionCompleted
    }
}

@MainActor final class SlideUpNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var animators: [SlideUpAnimator] = []
    var shown: [String] = []

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = SlideUpAnimator(operation: operation)
        animators.append(animator)
        return animator
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        shown.append("willShow \(viewController.title ?? "")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        shown.append("didShow \(viewController.title ?? "")")
    }
}

@MainActor
@Suite("A ported custom push animator (R-NV1, R-NV2)")
struct PortedCustomPushTests {
    private func stage() -> (UINavigationController, SlideUpNavigationDelegate, AppearanceRecorder, TouchSimulator) {
        let recorder = AppearanceRecorder()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: RecordingViewController("list", recorder: recorder))
        let delegate = SlideUpNavigationDelegate()
        navigation.delegate = delegate
        window.rootViewController = navigation
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        recorder.entries = []
        return (navigation, delegate, recorder, fingers)
    }

    // R-NV1: the animator's frames are the views' in flight; the stack changes at once;
    // the appearance callbacks follow Apple's "viewWillDisappear … viewDidDisappear" of the
    // leaving controller and "viewWillAppear … viewDidAppear" of the arriving one, the
    // did-callbacks after the animation.
    @Test func thePushSlidesUpInFlightAndAppearsInOrder() throws {
        let (navigation, delegate, recorder, fingers) = stage()
        let list = try #require(navigation.topViewController)
        let detail = RecordingViewController("detail", recorder: recorder)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === detail)
        #expect(recorder.entries == ["list.willDisappear", "detail.willAppear(moving)"])
        #expect(detail.sawCoordinatorInWillAppear == true)

        fingers.advance(by: 0.2)
        let inFlight = try #require(detail.view.layer.presentation())
        #expect(abs(inFlight.frame.minY - 422) < 0.5)  // half of 844, halfway through a linear 0.4 s
        #expect(abs(inFlight.opacity - 0.5) < 0.01)
        #expect(detail.view.frame.minY == 0)  // the model value, at once
        #expect(!recorder.entries.contains("detail.didAppear"))

        fingers.settle()
        #expect(recorder.entries == ["list.willDisappear", "detail.willAppear(moving)",
                                     "list.didDisappear", "detail.didAppear"])
        #expect(list.view.window == nil)
        #expect(detail.view.frame == navigation.view.bounds)
        #expect(detail.isMovingToParent == false)
        #expect(delegate.animators.first?.endedWith == true)
        #expect(delegate.shown == ["willShow detail", "didShow detail"])
    }

    // R-NV2: the pop runs the delegate's pop animator and the popped controller leaves its
    // parent; its appearance callbacks say it is moving from its parent.
    @Test func thePopSlidesDownAndRemovesTheController() throws {
        let (navigation, delegate, recorder, fingers) = stage()
        let detail = RecordingViewController("detail", recorder: recorder)
        navigation.pushViewController(detail, animated: false)
        fingers.settle()
        recorder.entries = []
        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail)
        #expect(navigation.viewControllers.count == 1)
        fingers.advance(by: 0.1)
        let inFlight = try #require(detail.view.layer.presentation())
        #expect(abs(inFlight.frame.minY - 211) < 0.5)  // a quarter of 844
        fingers.settle()
        #expect(recorder.entries == ["detail.willDisappear(moving)", "list.willAppear",
                                     "detail.didDisappear", "list.didAppear"])
        #expect(detail.parent == nil)
        #expect(detail.view.window == nil)
        #expect(delegate.animators.last?.operation == .pop)
    }
}
