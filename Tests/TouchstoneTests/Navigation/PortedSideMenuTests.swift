import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// A side menu as iOS apps write it with UIKit's custom presentation: an edge pan on the
// main screen presents the menu interactively (`.custom`, with a presentation controller
// that gives the menu 80 % of the width and covers the rest with a dimming view), the
// drawer following the finger; a pan on the dimmed content dismisses it the same way.
// Both finish past 30 % of the menu's width or on a flick over 800 pt/s in their
// direction, and cancel otherwise. The animator slides the menu with a linear curve, so
// in flight its right edge is at the finger. UIKit's API only.

final class MenuInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
}

final class MenuPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return CGRect(x: 0, y: 0, width: containerView.bounds.width * 0.8, height: containerView.bounds.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        containerView.insertSubview(dimmingView, at: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class MenuSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let menu = transitionContext.viewController(forKey: key) else { return }
        let onScreen = isPresenting ? transitionContext.finalFrame(for: menu) : menu.view.frame
        let offScreen = onScreen.offsetBy(dx: -onScreen.width, dy: 0)
        if isPresenting {
            transitionContext.containerView.addSubview(menu.view)
            menu.view.frame = offScreen
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                       animations: {
            menu.view.frame = self.isPresenting ? onScreen : offScreen
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class MenuTransitionManager: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = MenuInteractor()

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        MenuPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        MenuSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        MenuSlideAnimator(isPresenting: false)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor.hasStarted ? interactor : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor.hasStarted ? interactor : nil
    }

    /// Drives the interactor from a pan: `progress` is the pan's share of the menu's width
    /// in the transition's direction, `velocity` its speed in that direction.
    func drive(_ state: UIGestureRecognizer.State, progress: CGFloat, velocity: CGFloat, begin: () -> Void) {
        switch state {
        case .began:
            interactor.hasStarted = true
            begin()
            interactor.update(progress)
        case .changed:
            interactor.update(progress)
        case .ended:
            interactor.hasStarted = false
            progress > 0.3 || velocity > 800 ? interactor.finish() : interactor.cancel()
        case .cancelled:
            interactor.hasStarted = false
            interactor.cancel()
        default:
            break
        }
    }
}

final class MenuViewController: UIViewController {
    let manager: MenuTransitionManager
    private(set) var lifecycle: [String] = []

    init(manager: MenuTransitionManager) {
        self.manager = manager
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = manager
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        lifecycle.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lifecycle.append("didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        lifecycle.append("willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        lifecycle.append("didDisappear")
    }
}

final class MainViewController: UIViewController {
    let manager = MenuTransitionManager()
    lazy var menu = MenuViewController(manager: manager)
    private(set) var appearanceCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Selector("openMenu:", MainViewController.openMenu(_:)))
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearanceCalls += 1
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearanceCalls += 1
    }

    func openMenu(_ edge: UIScreenEdgePanGestureRecognizer) {
        let width = view.bounds.width * 0.8
        manager.drive(edge.state, progress: min(max(edge.translation(in: view).x / width, 0), 1),
                      velocity: edge.velocity(in: view).x) {
            present(menu, animated: true) {
                self.installClosingPan()
            }
        }
    }

    private func installClosingPan() {
        guard let presentation = menu.presentationController as? MenuPresentationController else { return }
        presentation.dimmingView.gestureRecognizers?.forEach(presentation.dimmingView.removeGestureRecognizer)
        presentation.dimmingView.addGestureRecognizer(
            UIPanGestureRecognizer(target: self, action: Selector("closeMenu:", MainViewController.closeMenu(_:))))
    }

    func closeMenu(_ pan: UIPanGestureRecognizer) {
        let width = view.bounds.width * 0.8
        manager.drive(pan.state, progress: min(max(-pan.translation(in: view).x / width, 0), 1),
                      velocity: -pan.velocity(in: view).x) {
            menu.dismiss(animated: true)
        }
    }
}

@MainActor
@Suite("A ported side menu (R-NV4, R-NV5)")
struct PortedSideMenuTests {
    private let menuWidth: CGFloat = 312  // 80 % of 390

    private func stage() -> (MainViewController, TouchSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let main = MainViewController()
        window.rootViewController = main
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        main.loadViewIfNeeded()
        return (main, fingers)
    }

    /// Moves finger 0 from `start` by `dx` in 10-point steps, 20 ms apart, without lifting.
    private func slide(_ fingers: TouchSimulator, from start: CGPoint, by dx: CGFloat) {
        fingers.down(0, at: start)
        let steps = Int(abs(dx) / 10)
        for step in 1...steps {
            fingers.advance(by: 0.02)
            fingers.move(0, to: CGPoint(x: start.x + CGFloat(step) * 10 * (dx < 0 ? -1 : 1), y: start.y))
        }
    }

    // R-NV4, R-NV5: the edge pan opens the menu with the drawer at the finger; past 30 %
    // it opens on a slow lift, at 80 % of the width, the main screen still beneath and
    // hearing no appearance callback (a custom presentation keeps the presenter's view).
    @Test func anEdgePanOpensTheMenuFollowingTheFinger() throws {
        let (main, fingers) = stage()
        let callsBefore = main.appearanceCalls
        slide(fingers, from: CGPoint(x: 2, y: 400), by: 200)
        let edge = try #require(main.view.gestureRecognizers?.first as? UIScreenEdgePanGestureRecognizer)
        let translation = edge.translation(in: main.view).x
        let drawer = try #require(main.menu.view.layer.presentation()).frame
        #expect(abs(drawer.maxX - translation) < 0.5)
        fingers.advance(by: 0.1)
        fingers.up(0)
        fingers.settle()
        #expect(main.presentedViewController === main.menu)
        #expect(main.menu.view.frame == CGRect(x: 0, y: 0, width: menuWidth, height: 844))
        #expect(main.view.window != nil)
        #expect(main.appearanceCalls == callsBefore)
        #expect(main.menu.lifecycle == ["willAppear", "didAppear"])
    }

    // R-NV4: a short edge pan, slow, cancels: nothing stays presented.
    @Test func aShortEdgePanCancels() {
        let (main, fingers) = stage()
        slide(fingers, from: CGPoint(x: 2, y: 400), by: 60)
        fingers.advance(by: 0.1)
        fingers.up(0)
        fingers.settle()
        #expect(main.presentedViewController == nil)
        #expect(main.menu.view.window == nil)
        #expect(main.menu.lifecycle == ["willAppear", "willDisappear", "didDisappear"])
    }

    // R-NV4: a pan on the dimmed content closes the open menu, the drawer following it.
    @Test func aPanOnTheContentClosesTheMenu() throws {
        let (main, fingers) = stage()
        fingers.edgePan(from: .left, distance: 250, duration: 0.3)
        fingers.settle()
        #expect(main.presentedViewController === main.menu)
        slide(fingers, from: CGPoint(x: 360, y: 400), by: -150)
        let drawer = try #require(main.menu.view.layer.presentation()).frame
        #expect(drawer.maxX < menuWidth - 130 && drawer.maxX > menuWidth - 150)
        fingers.advance(by: 0.1)
        fingers.up(0)
        fingers.settle()
        #expect(main.presentedViewController == nil)
        #expect(main.menu.view.window == nil)
        #expect(main.view.window != nil)
    }
}
