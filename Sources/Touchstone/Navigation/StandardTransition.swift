import Foundation

/// The animations UIKit runs when no custom animator is given (R-NV2, R-NV5): a push slides
/// the arriving view in from the right over the leaving one, which moves a third of the
/// width to the left; a pop does the reverse; a standard presentation slides the presented
/// view up from the bottom (``UIModalTransitionStyle/coverVertical``) or fades it in, and
/// its dismissal does the reverse.
///
/// UIKit publishes neither its durations nor its curves. Touchstone lasts 0.35 seconds,
/// eases in and out, and runs linearly while a finger drives it, so that the views follow
/// the finger; the third is the parallax of Flutter's iOS-style route
/// (`_kMiddleLeftTween` in `cupertino/route.dart`), which is measured against iOS.
@MainActor
final class StandardTransition: UIViewControllerAnimatedTransitioning {
    enum Kind {
        case push, pop
        case present(UIModalTransitionStyle), dismiss(UIModalTransitionStyle)
    }

    /// The duration of every standard transition, in seconds.
    static let duration: TimeInterval = 0.35

    /// How far the view beneath a push moves, as a fraction of the width.
    static let parallax: CGFloat = 1.0 / 3.0

    private let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let toFrame = context.viewController(forKey: .to).map(context.finalFrame(for:)) ?? container.bounds
        let width = container.bounds.width
        var animations: () -> Void = {}
        switch kind {
        case .push:
            if let toView {
                toView.frame = toFrame.offsetBy(dx: width, dy: 0)
                container.addSubview(toView)
            }
            animations = {
                toView?.frame = toFrame
                fromView?.frame.origin.x = -width * Self.parallax
            }
        case .pop:
            if let toView {
                toView.frame = toFrame.offsetBy(dx: -width * Self.parallax, dy: 0)
                if let fromView { container.insertSubview(toView, belowSubview: fromView) } else { container.addSubview(toView) }
            }
            animations = {
                toView?.frame = toFrame
                fromView?.frame.origin.x = width
            }
        case .present(let style):
            guard let toView else { break }
            container.addSubview(toView)
            if style == .coverVertical {
                toView.frame = toFrame.offsetBy(dx: 0, dy: container.bounds.height - toFrame.minY)
                animations = { toView.frame = toFrame }
            } else {
                toView.frame = toFrame
                toView.alpha = 0
                animations = { toView.alpha = 1 }
            }
        case .dismiss(let style):
            if let toView, toView.superview == nil { container.insertSubview(toView, at: 0) }
            guard let fromView else { break }
            if style == .coverVertical {
                animations = { fromView.frame.origin.y = container.bounds.height }
            } else {
                animations = { fromView.alpha = 0 }
            }
        }
        UIView.animate(withDuration: Self.duration, delay: 0,
                       options: context.isInteractive ? .curveLinear : .curveEaseInOut,
                       animations: animations) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

extension UIPercentDrivenInteractiveTransition {
    /// Ends a transition the user drove, as a finger lifting decides (R-NV3, R-NV6): a flick
    /// of at least one length a second (the width for a pop, the height for a sheet)
    /// finishes it when it goes forward and cancels it when it goes back; a slower lift
    /// finishes it past half. This is the rule of Flutter's iOS-style back gesture
    /// (`_kMinFlingVelocity` in `cupertino/route.dart`); UIKit does not publish its own.
    func finishOrCancel(progress: CGFloat, velocity lengthsPerSecond: CGFloat) {
        let finishes = abs(lengthsPerSecond) >= 1 ? lengthsPerSecond > 0 : progress > 0.5
        if finishes { finish() } else { cancel() }
    }
}
