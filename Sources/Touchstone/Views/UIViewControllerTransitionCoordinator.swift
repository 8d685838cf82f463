import Foundation

/// What a transition's blocks learn about it: a window's resize (R-AP3), a push, a pop, a
/// presentation or a dismissal (R-NV1).
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
    /// Whether the transition started interactively; never, for a resize.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted; a resize cannot.
    var isInterruptible: Bool { get }
    /// How far an interactive transition got: 0 for a resize.
    var percentComplete: CGFloat { get }
    /// The speed at which an interactive transition completes: 1 for a resize.
    var completionVelocity: CGFloat { get }
    /// The curve of the end of an interactive transition: ease-in-out for a resize.
    var completionCurve: UIView.AnimationCurve { get }
    /// The presentation style of a presentation or dismissal: `.none` for a resize, a push
    /// or a pop.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The controller leaving (`.from`) or arriving (`.to`) in a presentation: `nil` for
    /// a resize, which has neither.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or arriving (`.to`) in a presentation: `nil` for a
    /// resize.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Names the controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller that is visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller that is visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
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

    /// As ``animate(alongsideTransition:completion:)``, for animations of a view outside
    /// the transition's container: the same here, where every view shares the window's
    /// clock.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool

    /// Registers `handler` for when the user stops driving an interactive transition; a
    /// resize is never interactive, so it is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
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
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var presentationStyle: UIModalPresentationStyle { .none }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    func runAlongsideAnimations() {
        for block in alongside { block(self) }
        alongside = []
    }

    func runCompletions() {
        for block in completions { block(self) }
        completions = []
    }
}
