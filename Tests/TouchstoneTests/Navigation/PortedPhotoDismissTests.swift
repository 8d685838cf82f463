import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// A photo viewer dismissed by a vertical pan, as iOS tutorials write it: the viewer is
// presented over full screen with itself as the transitioning delegate; a pan's .began
// calls dismiss(animated:) with an interactor (a UIPercentDrivenInteractiveTransition
// subclass that remembers whether a pan drives it), .changed updates it with the pan's
// share of the height, and .ended finishes past half or on a fast flick down (over
// 1,000 pt/s) and cancels otherwise. Its dismiss animator slides the photo down with a
// linear curve, so in flight the photo sits at the pan's translation. UIKit's API only.

final class DismissInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
}

final class SlideDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let height = transitionContext.containerView.bounds.height
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                       animations: {
            fromView.frame.origin.y = height
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class PanToDismissPhotoController: UIViewController, UIViewControllerTransitioningDelegate {
    let imageView = UIImageView()
    let interactor = DismissInteractor()
    private(set) var dismissCompletions = 0
    var lifecycle: [String] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.frame = view.bounds
        imageView.isUserInteractionEnabled = true
        view.addSubview(imageView)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("handlePan:", PanToDismissPhotoController.handlePan(_:))))
    }

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
        lifecycle.append("willDisappear\(isBeingDismissed ? "(dismissing)" : "")")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        lifecycle.append("didDisappear")
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        let progress = min(max(translation.y / view.bounds.height, 0), 1)
        switch pan.state {
        case .began:
            interactor.hasStarted = true
            dismiss(animated: true) { self.dismissCompletions += 1 }
        case .changed:
            interactor.update(progress)
        case .cancelled:
            interactor.hasStarted = false
            interactor.cancel()
        case .ended:
            interactor.hasStarted = false
            if progress > 0.5 || pan.velocity(in: view).y > 1_000 {
                interactor.finish()
            } else {
                interactor.cancel()
            }
        default:
            break
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideDownDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor.hasStarted ? interactor : nil
    }
}

@MainActor
@Suite("A ported photo viewer dismissed by a pan (R-NV4, R-NV5)")
struct PortedPhotoDismissTests {
    private func stage() -> (UIViewController, PanToDismissPhotoController, TouchSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let gallery = UIViewController()
        window.rootViewController = gallery
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        let photo = PanToDismissPhotoController()
        gallery.present(photo, animated: false)
        fingers.settle()
        return (gallery, photo, fingers)
    }

    /// Drags one finger down from y = 100 by `distance` in 10-point steps, 20 ms apart.
    private func pull(_ fingers: TouchSimulator, by distance: CGFloat) {
        fingers.down(0, at: CGPoint(x: 195, y: 100))
        for step in 1...Int(distance / 10) {
            fingers.advance(by: 0.02)
            fingers.move(0, to: CGPoint(x: 195, y: 100 + CGFloat(step) * 10))
        }
    }

    // R-NV4: in flight the photo sits at the pan's translation (its animator is linear);
    // a slow lift short of half cancels: the photo goes back, the gallery stays beneath,
    // and the viewer hears will-disappear, then will-appear and did-appear again.
    @Test func aShortSlowPullCancels() throws {
        let (gallery, photo, fingers) = stage()
        photo.lifecycle = []
        pull(fingers, by: 300)
        let pan = try #require(photo.view.gestureRecognizers?.first as? UIPanGestureRecognizer)
        let translation = pan.translation(in: photo.view).y
        #expect(translation > 285 && translation <= 300)
        let inFlight = try #require(photo.view.layer.presentation()).frame.minY
        #expect(abs(inFlight - translation) < 0.5)
        #expect(gallery.view.window != nil)
        fingers.advance(by: 0.1)
        fingers.up(0)
        fingers.settle()
        #expect(gallery.presentedViewController === photo)
        #expect(photo.view.frame.minY == 0)
        #expect(photo.dismissCompletions == 0)
        #expect(photo.lifecycle == ["willDisappear(dismissing)", "willAppear", "didAppear"])
    }

    // R-NV4: a slow lift past half finishes: the viewer is dismissed and its completion
    // runs once.
    @Test func aLongSlowPullDismisses() {
        let (gallery, photo, fingers) = stage()
        photo.lifecycle = []
        pull(fingers, by: 500)
        fingers.advance(by: 0.1)
        fingers.up(0)
        fingers.settle()
        #expect(gallery.presentedViewController == nil)
        #expect(photo.view.window == nil)
        #expect(photo.dismissCompletions == 1)
        #expect(photo.lifecycle == ["willDisappear(dismissing)", "didDisappear"])
    }

    // R-NV4: a short fast flick down (1,250 pt/s at the lift) finishes too.
    @Test func aFastFlickDismisses() {
        let (gallery, _, fingers) = stage()
        let velocity = fingers.flick(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 200), duration: 0.1)
        #expect(velocity.y == 1_250)
        fingers.settle()
        #expect(gallery.presentedViewController == nil)
    }
}
