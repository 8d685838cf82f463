import Foundation

/// An interaction controller that scrubs a transition's animator by a fraction (R-NV4): the
/// object a pan's `.changed` calls ``update(_:)`` on, and its `.ended` ``finish()`` or
/// ``cancel()``, as on iOS.
///
/// When the transition starts, the animator's ``UIViewControllerAnimatedTransitioning/animateTransition(using:)``
/// runs with its `UIView` animations held at their start. ``update(_:)`` moves them to the
/// fraction of the animator's duration; ``finish()`` runs them on to their end at
/// ``completionSpeed``, and ``cancel()`` runs them back to their start, the views ending
/// where they were, before their completions run. The animator's own completion then
/// calls `completeTransition(!transitionContext.transitionWasCancelled)`.
///
/// Only the transition contexts Touchstone makes can be driven: a context of your own gets
/// its animator's animations run by you.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private var context: TransitionContext?
    private var animations: [AnimationGroup] = []

    /// Creates an interaction controller with UIKit's defaults.
    public override init() {}

    /// The animator's duration, in seconds, while a transition runs; 0 before.
    open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }

    /// The fraction last given to ``update(_:)``.
    open private(set) var percentComplete: CGFloat = 0

    /// How fast the rest of the transition runs after ``finish()`` or ``cancel()``,
    /// relative to the animator's speed; 1 by default. Values of 0 or less count as 1.
    open var completionSpeed: CGFloat = 1

    /// The curve of the completion; ease-in-out by default. Stored: the rest of the
    /// transition keeps the animator's own curves.
    open var completionCurve: UIView.AnimationCurve = .easeInOut

    /// Whether the transition starts driven (`true`, the default) or running, until
    /// ``pause()``.
    open var wantsInteractiveStart = true

    /// Starts the transition: runs the animator with its animations held (R-NV4).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        percentComplete = 0
        animations = context.captureAnimations()
        if !wantsInteractiveStart { for animation in animations { animation.resume() } }
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1) of its duration.
    open func update(_ percentComplete: CGFloat) {
        let fraction = min(max(percentComplete, 0), 1)
        self.percentComplete = fraction
        let time = Double(fraction) * Double(duration)
        for animation in animations {
            animation.pause()
            animation.seek(to: time)
        }
        context?.updateInteractiveTransition(fraction)
    }

    /// Holds a transition that runs where it is, to be driven.
    open func pause() {
        for animation in animations { animation.pause() }
        context?.pauseInteractiveTransition()
    }

    /// Runs the transition on to its end (R-NV4).
    open func finish() {
        context?.finishInteractiveTransition()
        complete(rate: 1)
    }

    /// Runs the transition back to its start and undoes it (R-NV4).
    open func cancel() {
        context?.cancelInteractiveTransition()
        complete(rate: -1)
    }

    private func complete(rate direction: Double) {
        let speed = completionSpeed > 0 ? Double(completionSpeed) : 1
        let running = animations
        animations = []
        context = nil
        for animation in running { animation.resume(rate: direction * speed) }
    }
}
