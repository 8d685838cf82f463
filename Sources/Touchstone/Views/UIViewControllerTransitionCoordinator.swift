import Foundation

/// What a transition's blocks learn about it (R-AP3).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition; never, for a window's resize.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled; a resize never is.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// The view that contains the transition: the window.
    var containerView: UIView { get }
    /// The rotation applied by the transition: identity for a resize.
    var targetTransform: CGAffineTransform { get }
}

/// Runs blocks alongside a transition and after it (R-AP3): what a view controller's
/// ``UIViewController/viewWillTransition(to:with:)`` receives.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation block and `completion` when the
    /// transition ends; returns `true` (the blocks will run).
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` inside the transition's animation block; returns `true`.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a window's resize (``UIWindow/resize(to:duration:)``): it keeps the
/// blocks controllers hand it and runs them at the resize's two moments.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    let containerView: UIView
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(duration: TimeInterval, containerView: UIView) {
        transitionDuration = duration
        self.containerView = containerView
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var targetTransform: CGAffineTransform { .identity }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAlongsideAnimations() {
        for block in alongside { block(self) }
        alongside = []
    }

    func runCompletions() {
        for block in completions { block(self) }
        completions = []
    }
}
