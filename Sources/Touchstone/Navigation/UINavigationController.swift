import Foundation

/// A container that shows one view controller of a stack at a time (R-NV2): pushing a
/// controller slides its view in over the top one's, popping slides it away, and a swipe
/// from the left edge pops interactively (R-NV3). A bar at the top shows the top
/// controller's navigation item and a back button (R-NV7).
///
/// The stack changes at once: ``viewControllers`` and ``topViewController`` tell the new
/// stack as soon as ``pushViewController(_:animated:)`` or ``popViewController(animated:)``
/// returns, while the transition runs on the window's clock. The controllers' appearance
/// callbacks follow the transition, in UIKit's order (R-NV1), and a cancelled interactive
/// pop puts the popped controller back (R-NV4). The delegate may give the animator and the
/// interaction controller of each push and pop, as on iOS.
@MainActor
open class UINavigationController: UIViewController {
    /// What a transition does to the stack, with UIKit's raw values.
    public enum Operation: Int, Sendable {
        case none = 0, push, pop
    }

    /// How long the bars take to hide or show, in seconds: UIKit's
    /// `UINavigationController.hideShowBarDuration`.
    public static let hideShowBarDuration: CGFloat = 0.2

    private var stack: [UIViewController] = []
    /// The transition under way, if any.
    private(set) var transition: TransitionContext?
    /// Changes asked for during a transition, made when it ends.
    private var deferredChanges: [() -> Void] = []
    private lazy var interactivePop = InteractivePop(navigationController: self)

    /// The view the transitions run in: beneath the bars, filling the controller's view.
    let transitionView = UIView()

    /// Creates a navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller with an empty stack; `coder` is not read (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    /// The stack, the root first. Setting it is ``setViewControllers(_:animated:)`` without
    /// animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: one presented over the navigation controller,
    /// or the top one.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// The object that gives the animators of pushes and pops and hears them.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Pushes `viewController` on top of the stack and shows it, sliding in when
    /// `animated` (R-NV2).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(!stack.contains { $0 === viewController },
                     "Pushing the same view controller instance more than once is not supported (\(type(of: viewController)))")
        guard transition == nil else {
            return deferredChanges.append { [unowned self] in pushViewController(viewController, animated: animated) }
        }
        let from = topViewController
        addChild(viewController)
        stack.append(viewController)
        stackDidChange()
        guard let from else {
            showTopWithoutTransition()
            return viewController.didMove(toParent: self)
        }
        runTransition(from: from, to: viewController, operation: .push, animated: animated) { [unowned self] completed in
            if completed {
                viewController.didMove(toParent: self)
            } else {
                stack.removeLast()
                viewController.willMove(toParent: nil)
                viewController.removeFromParent()
                stackDidChange()
            }
        }
    }

    /// Pops the top controller and returns it; `nil` at the root (R-NV2).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        pop(toIndex: stack.count - 2, animated: animated)?.last
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        pop(toIndex: 0, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them; `nil` when it is not
    /// in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        return pop(toIndex: index, animated: animated)
    }

    /// Replaces the stack; when the top changes, a push (the old top stays in the stack)
    /// or a pop shows the new one.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard transition == nil else {
            return deferredChanges.append { [unowned self] in setViewControllers(viewControllers, animated: animated) }
        }
        let old = stack
        let removed = old.filter { controller in !viewControllers.contains { $0 === controller } }
        let added = viewControllers.filter { controller in !old.contains { $0 === controller } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        stack = viewControllers
        stackDidChange()
        let finish = { [unowned self] in
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
        }
        guard let from = old.last, let to = viewControllers.last, from !== to else {
            showTopWithoutTransition()
            return finish()
        }
        let operation: Operation = viewControllers.contains { $0 === from } ? .push : .pop
        runTransition(from: from, to: to, operation: operation, animated: animated) { [unowned self] completed in
            if completed { return finish() }
            for controller in added { controller.willMove(toParent: nil); controller.removeFromParent() }
            for controller in removed { controller.didMove(toParent: self) }
            stack = old
            stackDidChange()
        }
    }

    /// Pops down to `index`, driven by `interaction` when the edge swipe pops (R-NV3).
    @discardableResult
    func pop(toIndex index: Int, animated: Bool,
             interaction: UIPercentDrivenInteractiveTransition? = nil) -> [UIViewController]? {
        guard index >= 0, index < stack.count - 1, transition == nil else { return nil }
        let popped = Array(stack[(index + 1)...])
        let from = stack[stack.count - 1]
        let to = stack[index]
        stack.removeSubrange((index + 1)...)
        for controller in popped { controller.willMove(toParent: nil) }
        stackDidChange()
        runTransition(from: from, to: to, operation: .pop, animated: animated,
                      interaction: interaction) { [unowned self] completed in
            if completed {
                for controller in popped { controller.removeFromParent() }
            } else {
                stack += popped
                for controller in popped { controller.didMove(toParent: self) }
                stackDidChange()
            }
        }
        return popped
    }

    // MARK: Transitions (R-NV1, R-NV2)

    /// Runs the transition from `from` to `to`: when `animated`, the delegate's animator,
    /// else the standard slide; when not, none; the delegate's interaction controller, else the
    /// edge swipe's for the standard pop. `finish` puts the stack right once it completed
    /// or was cancelled.
    private func runTransition(from: UIViewController, to: UIViewController, operation: Operation, animated: Bool,
                               interaction: UIPercentDrivenInteractiveTransition? = nil,
                               finish: @escaping (_ completed: Bool) -> Void) {
        guard isViewLoaded else { return finish(true) }
        let animates = animated || interaction != nil
        let custom = animates ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let animator: (any UIViewControllerAnimatedTransitioning)? =
            custom ?? (animates ? StandardTransition(operation == .push ? .push : .pop) : nil)
        let interactionController = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            ?? (custom == nil ? interaction : nil)
        // Controllers hear appearance callbacks only while the navigation controller is on
        // screen (R-NV1).
        let onScreen = appearance.phase == .appeared || appearance.phase == .appearing
        let bounds = transitionView.bounds
        from.isMovingFromParent = operation == .pop
        to.isMovingToParent = operation == .push
        delegate?.navigationController(self, willShow: to, animated: animated)
        let context = TransitionContext(
            container: transitionView,
            from: .init(controller: from, view: from.view, initialFrame: bounds, finalFrame: .zero),
            to: .init(controller: to, view: to.view, initialFrame: .zero, finalFrame: bounds),
            disappearing: onScreen ? [from] : [], appearing: onScreen ? [to] : [],
            animator: animator, interactionController: interactionController
        ) { [unowned self] completed in
            let (shown, hidden) = completed ? (to, from) : (from, to)
            hidden.viewIfLoaded?.removeFromSuperview()
            shown.view.frame = transitionView.bounds
            if shown.view.superview !== transitionView { transitionView.addSubview(shown.view) }
            transition = nil
            finish(completed)
        }
        context.didEnd = { [unowned self] completed in
            from.isMovingFromParent = false
            to.isMovingToParent = false
            if completed { delegate?.navigationController(self, didShow: to, animated: animated) }
            let changes = deferredChanges
            deferredChanges = []
            for change in changes { change() }
        }
        transition = context
        if animator == nil {
            to.view.frame = bounds
            transitionView.addSubview(to.view)
        }
        context.start()
    }

    /// Shows the top controller's view, and no other, without a transition; on screen,
    /// the controllers whose views leave and arrive hear their appearance callbacks.
    private func showTopWithoutTransition() {
        guard isViewLoaded else { return }
        let onScreen = appearance.phase == .appeared
        let top = topViewController
        let leaving = transitionView.subviews.filter { $0 !== top?.viewIfLoaded }.compactMap(\.viewController)
        let arriving = top.map { $0.viewIfLoaded?.superview === transitionView ? [] : [$0] } ?? []
        if onScreen {
            for controller in leaving { controller.beginAppearance(false, animated: false) }
            for controller in arriving { controller.beginAppearance(true, animated: false) }
        }
        for controller in leaving { controller.viewIfLoaded?.removeFromSuperview() }
        if let top {
            top.view.frame = transitionView.bounds
            if top.view.superview !== transitionView { transitionView.addSubview(top.view) }
        }
        if onScreen {
            for controller in leaving { controller.endAppearance() }
            for controller in arriving { controller.endAppearance() }
        }
    }

    /// The bars follow the stack: the navigation bar shows its items, the toolbar the top
    /// controller's.
    private func stackDidChange() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toolbar.items = topViewController?.toolbarItems
    }

    // MARK: Appearance (R-AP2)

    /// `false`: the navigation controller sends its children their appearance callbacks.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceForwardedChildren: [UIViewController] {
        guard transition == nil, let top = topViewController else { return [] }
        return [top]
    }

    // MARK: The view and its bars (R-NV7)

    /// The bar at the top.
    public let navigationBar = UINavigationBar()

    /// Whether the navigation bar is hidden; `false` by default.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
    }

    /// The toolbar at the bottom, hidden by default.
    public private(set) lazy var toolbar: UIToolbar! = {
        let toolbar = UIToolbar()
        toolbar.isHidden = true
        return toolbar
    }()

    /// Whether the toolbar is hidden; `true` by default.
    open var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbar.isHidden = hidden
    }

    /// The left-edge swipe that pops the top controller (R-NV3): a
    /// ``UIScreenEdgePanGestureRecognizer`` on the controller's view, disabled at the root.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePop.recognizer }

    /// Whether a swipe hides the bars; `false`. Stored.
    open var hidesBarsOnSwipe = false
    /// Whether a tap hides the bars; `false`. Stored.
    open var hidesBarsOnTap = false
    /// Whether the keyboard hides the bars; `false`. Stored.
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether a compact height hides the bars; `false`. Stored.
    open var hidesBarsWhenVerticallyCompact = false

    /// Makes the controller's view: the transition view, the navigation bar and the
    /// toolbar, and the top controller's view.
    open override func loadView() {
        view = ContainerControllerView(frame: UIScreen.main.bounds) { [unowned self] in
            layOutContainer(in: $0, safeArea: $1)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.navigationController = self
        transitionView.frame = view.bounds
        view.addSubview(transitionView)
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        view.addGestureRecognizer(interactivePop.recognizer)
        showTopWithoutTransition()
    }

    /// Lays out the bars and the transition view in the controller's view.
    private func layOutContainer(in bounds: CGRect, safeArea: UIEdgeInsets) {
        transitionView.frame = bounds
        navigationBar.frame = CGRect(x: 0, y: safeArea.top, width: bounds.width, height: UINavigationBar.height)
        toolbar.frame = CGRect(x: 0, y: bounds.height - safeArea.bottom - UIToolbar.height,
                               width: bounds.width, height: UIToolbar.height)
        if transition == nil, let top = topViewController?.viewIfLoaded, top.superview === transitionView {
            top.frame = transitionView.bounds
        }
    }
}

/// The object that gives a navigation controller the animator and interaction controller
/// of each push and pop, and hears them (R-NV2). Every method has a default.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController`'s view is shown.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// Called after `viewController`'s view was shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The animator of the transition from `fromVC` to `toVC`; `nil` (the default) for the
    /// standard slide.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives `animationController`; `nil` by default.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    /// `nil`: the standard slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: not interactive.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
