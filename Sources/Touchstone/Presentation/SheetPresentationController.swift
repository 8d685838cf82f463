import Foundation

/// The presentation controller of a page or form sheet (R-NV6): the sheet rests 10 points
/// below the container's safe area at the top, the full width in a compact width, and
/// centered in a regular one (a form sheet at its ``UIViewController/preferredContentSize``
/// or 540 × 620 points, a page sheet 704 points wide); the presenter's view stays.
///
/// A pan on the sheet pulls it down: it dismisses the sheet interactively, the sheet
/// following the finger over its height, and on lift finishes or cancels as the edge swipe
/// of a navigation controller does (R-NV3). The delegate hears
/// `presentationControllerWillDismiss(_:)` when the pull starts and
/// `presentationControllerDidDismiss(_:)` when it dismissed the sheet. A sheet whose
/// controller sets ``UIViewController/isModalInPresentation``, or whose delegate answers
/// `false` to `presentationControllerShouldDismiss(_:)`, stays, and the delegate hears
/// `presentationControllerDidAttemptToDismiss(_:)` when the finger lifts.
///
/// UIKit publishes none of these sizes; they are those of an iPhone's large sheet and the
/// classic iPad sheets. Detents and the sheet's scroll-view hand-off are not modelled.
@MainActor
final class SheetPresentationController: UIPresentationController {
    /// The gap between the safe area's top and the sheet's top, in points.
    static let topGap: CGFloat = 10
    /// A form sheet's size in a regular width when the controller prefers none.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width in a regular width.
    static let pageSheetWidth: CGFloat = 704

    private lazy var pull = UIPanGestureRecognizer(target: self, action: Selector("pull:", SheetPresentationController.pull(_:)))
    private var dismissal: UIPercentDrivenInteractiveTransition?
    private var refused = false

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let top = container.safeAreaInsets.top + Self.topGap
        guard container.traitCollection.horizontalSizeClass == .regular else {
            return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        }
        var size = CGSize(width: min(Self.pageSheetWidth, bounds.width), height: max(0, bounds.height - 2 * top))
        if presentationStyle == .formSheet {
            let preferred = presentedViewController.preferredContentSize
            size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.formSheetSize
        }
        return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                      width: size.width, height: size.height)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed { presentedView?.addGestureRecognizer(pull) }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        let pulled = dismissal != nil
        dismissal = nil
        guard completed else { return }
        pull.view?.removeGestureRecognizer(pull)
        if pulled { delegate?.presentationControllerDidDismiss(self) }
    }

    /// The pull on the sheet (R-NV6).
    private func pull(_ pan: UIPanGestureRecognizer) {
        guard let container = containerView else { return }
        let height = max(1, frameOfPresentedViewInContainerView.height)
        switch pan.state {
        case .began:
            guard !presentedViewController.isModalInPresentation,
                  delegate?.presentationControllerShouldDismiss(self) ?? true else {
                refused = true
                return
            }
            delegate?.presentationControllerWillDismiss(self)
            let transition = UIPercentDrivenInteractiveTransition()
            dismissal = transition
            presentedViewController.dismiss(animated: true, interaction: transition)
            transition.update(pan.translation(in: container).y / height)
        case .changed:
            dismissal?.update(pan.translation(in: container).y / height)
        case .ended:
            if refused {
                refused = false
                return delegate?.presentationControllerDidAttemptToDismiss(self) ?? ()
            }
            dismissal?.finishOrCancel(progress: dismissal?.percentComplete ?? 0,
                                      velocity: pan.velocity(in: container).y / height)
        case .cancelled, .failed:
            refused = false
            dismissal?.cancel()
        default:
            break
        }
    }
}
