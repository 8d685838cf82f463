import Foundation

/// The object that animates a transition between two view controllers (R-NV1): a push or
/// pop of a ``UINavigationController`` whose delegate supplies it, or a presentation or
/// dismissal whose ``UIViewController/transitioningDelegate`` does.
///
/// ``animateTransition(using:)`` adds the arriving view to the context's
/// ``UIViewControllerContextTransitioning/containerView``, animates with `UIView`'s
/// animations, and calls ``UIViewControllerContextTransitioning/completeTransition(_:)``
/// when they end, as on iOS. When an interaction controller drives the transition, the
/// same animations are scrubbed by the finger (R-NV4).
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval

    /// Animates the transition: adds the arriving view to the container and ends with
    /// ``UIViewControllerContextTransitioning/completeTransition(_:)``.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

    /// Called after the transition completed (`true`) or was cancelled. The default does
    /// nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The object that drives a transition with the user's input (R-NV4), usually a
/// ``UIPercentDrivenInteractiveTransition`` that a pan updates.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition; the controller then reports progress to the context.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition completes once the user lets go, relative to its duration;
    /// 1 by default.
    var completionSpeed: CGFloat { get }
    /// The curve of the transition's completion; ease-in-out by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive; `true` by default.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1: the rest of the transition at its own speed.
    public var completionSpeed: CGFloat { 1 }
    /// Ease-in-out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// `true`.
    public var wantsInteractiveStart: Bool { true }
}

/// What an animator and an interaction controller know of the transition under way
/// (R-NV1): the container, the two controllers and their views and frames, and the calls
/// that report and end it.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition happens; the leaving view is in it already.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled; an animator's completion reads it to call
    /// `completeTransition(!transitionContext.transitionWasCancelled)`.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal; `.none` for a push or pop.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition applies: identity, Touchstone's windows do not rotate
    /// during transitions.
    var targetTransform: CGAffineTransform { get }

    /// Reports the interactive transition's progress, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the user's interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// Reports that the user's interaction ended and the transition will be undone.
    func cancelInteractiveTransition()
    /// Reports that the transition was paused to become interactive.
    func pauseInteractiveTransition()
    /// Ends the transition: `true` when it completed, `false` when it was cancelled.
    func completeTransition(_ didComplete: Bool)

    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or arriving (`.to`): `nil` for a presenter whose view
    /// stays in place, as on iOS.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is when the transition starts; `.zero` for the arriving one.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends; `.zero` for the leaving one.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// The object a presented controller asks for the animator, the interaction controller
/// and the presentation controller of its presentation and dismissal (R-NV5). Every
/// method has a default that returns `nil`: the standard transition.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of the presentation of `presented`.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal of `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the presentation's `animator`.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller that drives the dismissal's `animator`.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// `nil`: the standard animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: the standard animation.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: not interactive.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// `nil`: not interactive.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// `nil`: a plain ``UIPresentationController``.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
