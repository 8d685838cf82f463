import Foundation

/// One transition between two view controllers, from its start to its completion (R-NV1):
/// the context its animator and interaction controller receive, and the coordinator that
/// ``UIViewController/transitionCoordinator`` returns while it runs.
///
/// Its owner (a navigation controller's push or pop, a presentation or a dismissal) says
/// which views leave and arrive and where, and what to do once the transition completed
/// or was cancelled. The context does the rest in UIKit's order:
/// 1. the leaving controllers hear `viewWillDisappear(_:)`, then the arriving ones
///    `viewWillAppear(_:)` (R-NV1);
/// 2. the animator animates, driven by the interaction controller when there is one
///    (R-NV4), and the coordinator's alongside blocks animate with it;
/// 3. at ``completeTransition(_:)``, the owner moves the views for good (or back); the
///    leaving controllers hear `viewDidDisappear(_:)` and the arriving ones
///    `viewDidAppear(_:)`, or, when cancelled, the controllers that were leaving hear
///    `viewWillAppear(_:)` and the ones that were arriving `viewWillDisappear(_:)`, then
///    `viewDidDisappear(_:)` and `viewDidAppear(_:)` (R-NV4);
/// 4. the animator hears `animationEnded(_:)`, then the coordinator's completions run.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    /// A controller of the transition, its view (`nil` when it stays where it is) and
    /// its frames.
    struct Side {
        let controller: UIViewController
        let view: UIView?
        let initialFrame: CGRect
        let finalFrame: CGRect
    }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private let from: Side
    private let to: Side
    private let animator: (any UIViewControllerAnimatedTransitioning)?
    private let interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// The controllers that hear appearance callbacks: fewer than the two sides when a
    /// presenter's view stays on screen (R-NV5).
    private let disappearing: [UIViewController]
    private let appearing: [UIViewController]
    private let finish: (_ didComplete: Bool) -> Void

    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var isComplete = false
    private var hasStarted = false
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(container: UIView, from: Side, to: Side, disappearing: [UIViewController], appearing: [UIViewController],
         animator: (any UIViewControllerAnimatedTransitioning)?,
         interactionController: (any UIViewControllerInteractiveTransitioning)?,
         presentationStyle: UIModalPresentationStyle = .none, finish: @escaping (_ didComplete: Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        self.disappearing = disappearing
        self.appearing = appearing
        self.animator = animator
        self.interactionController = animator == nil ? nil : interactionController
        isAnimated = animator != nil
        self.presentationStyle = presentationStyle
        self.finish = finish
        // From now on the controllers' views may move without automatic appearance
        // callbacks: the context sends them.
        for controller in [from.controller, to.controller] { controller.activeTransition = self }
    }

    /// Runs after the appearance callbacks of the completion, before the animator hears
    /// `animationEnded(_:)`: what the owner resets once the controllers heard the end.
    var didEnd: ((_ didComplete: Bool) -> Void)?

    /// Runs the transition: appearance, then the animation, or the completion at once
    /// when there is no animator (a transition that is not animated).
    func start() {
        for controller in disappearing { controller.beginAppearance(false, animated: isAnimated) }
        for controller in appearing { controller.beginAppearance(true, animated: isAnimated) }
        hasStarted = true
        guard animator != nil else { return completeTransition(true) }
        if let interactionController {
            isInteractive = interactionController.wantsInteractiveStart
            initiallyInteractive = isInteractive
            interactionController.startInteractiveTransition(self)
        } else {
            runAnimations()
        }
    }

    /// The animator's animations and the coordinator's alongside blocks.
    private func runAnimations() {
        animator?.animateTransition(using: self)
        runAlongsideBlocks()
    }

    private func runAlongsideBlocks() {
        let blocks = alongside
        alongside = []
        guard !blocks.isEmpty else { return }
        let remaining = transitionDuration * Double(1 - percentComplete)
        UIView.animate(withDuration: remaining, delay: 0, options: isInteractive ? .curveLinear : [],
                       animations: { for block in blocks { block(self) } })
    }

    /// Runs the animations with `UIView`'s animations held paused at their start, for an
    /// interaction controller to scrub, and returns them (R-NV4).
    func captureAnimations() -> [AnimationGroup] {
        let window = containerView.window
        let capture = InteractiveAnimations()
        window?.interactiveAnimations = capture
        runAnimations()
        window?.interactiveAnimations = nil
        return capture.groups
    }

    // MARK: UIViewControllerContextTransitioning

    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }

    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() { isInteractive = true }

    private func endInteraction(cancelled: Bool) {
        transitionWasCancelled = cancelled
        isInteractive = false
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        finish(didComplete)
        if didComplete {
            for controller in disappearing { controller.endAppearance() }
            for controller in appearing { controller.endAppearance() }
        } else {
            for controller in disappearing { controller.beginAppearance(true, animated: isAnimated) }
            for controller in appearing { controller.beginAppearance(false, animated: isAnimated) }
            for controller in appearing { controller.endAppearance() }
            for controller in disappearing { controller.endAppearance() }
        }
        for controller in [from.controller, to.controller] where controller.activeTransition === self {
            controller.activeTransition = nil
        }
        didEnd?(didComplete)
        animator?.animationEnded(didComplete)
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from.controller
        case .to: to.controller
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.view
        case .to: to.view
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from.controller ? from.initialFrame : vc === to.controller ? to.initialFrame : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === from.controller ? from.finalFrame : vc === to.controller ? to.finalFrame : .zero
    }

    // MARK: UIViewControllerTransitionCoordinator

    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval { animator?.transitionDuration(using: self) ?? 0 }
    var isInterruptible: Bool { false }
    var completionVelocity: CGFloat { interactionController?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactionController?.completionCurve ?? .easeInOut }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isComplete else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        // Blocks handed over once the animation runs join it for the time that is left.
        if hasStarted && animator != nil { runAlongsideBlocks() }
        return true
    }

    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }
}

/// The animations an animator makes while an interaction controller drives its
/// transition: `UIView`'s animations join it paused at their start instead of running
/// (R-NV4). A window holds one only while the animator's block runs.
@MainActor
final class InteractiveAnimations {
    private(set) var groups: [AnimationGroup] = []

    func adopt(_ group: AnimationGroup) { groups.append(group) }
}
