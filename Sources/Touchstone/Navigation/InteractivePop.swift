import Foundation

/// The left-edge swipe of a navigation controller (R-NV3): a
/// ``UIScreenEdgePanGestureRecognizer`` on the controller's view that pops the top
/// controller with the standard slide, the top view following the finger across the width,
/// and on lift finishes or cancels the pop by position and velocity.
///
/// It is the recognizer's delegate, as UIKit's is: it begins only when a controller is
/// below the top one and no transition runs, and the content's pans wait for it to fail,
/// so that a horizontal scroll view under the edge does not take the swipe. A touch
/// farther than the edge region from the edge fails it at once and leaves the content's
/// pans free.
@MainActor
final class InteractivePop: UIGestureRecognizerDelegate {
    private unowned let navigationController: UINavigationController
    let recognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    private var transition: UIPercentDrivenInteractiveTransition?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        recognizer.edges = .left
        recognizer.delegate = self
        recognizer.addTarget(self, action: InteractivePop.follow)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController.viewControllers.count > 1 && navigationController.transition == nil
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard otherGestureRecognizer is UIPanGestureRecognizer, let view = otherGestureRecognizer.view,
              let container = navigationController.viewIfLoaded else { return false }
        return view !== container && view.isDescendant(of: container)
    }

    private func follow(_ pan: UIScreenEdgePanGestureRecognizer) {
        let view: UIView = navigationController.view
        let width = max(1, view.bounds.width)
        switch pan.state {
        case .began:
            let transition = UIPercentDrivenInteractiveTransition()
            guard navigationController.pop(toIndex: navigationController.viewControllers.count - 2, animated: true,
                                           interaction: transition) != nil else { return }
            self.transition = transition
            transition.update(pan.translation(in: view).x / width)
        case .changed:
            transition?.update(pan.translation(in: view).x / width)
        case .ended:
            transition?.finishOrCancel(progress: transition?.percentComplete ?? 0,
                                       velocity: pan.velocity(in: view).x / width)
            transition = nil
        case .cancelled, .failed:
            transition?.cancel()
            transition = nil
        default:
            break
        }
    }
}
