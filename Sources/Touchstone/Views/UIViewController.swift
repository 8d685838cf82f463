import Foundation

/// A view controller: the owner of a view hierarchy's root view and a responder between
/// that view and its superview (R-R1, R-R2).
///
/// What Touchstone keeps of UIKit's `UIViewController` is what touch and press handling
/// needs: the lazily made ``view`` (``loadView()`` then ``viewDidLoad()`` on first
/// access), containment (``addChild(_:)``, ``removeFromParent()``), and the controller's
/// place in the responder chain, so that a controller that overrides `touchesBegan` hears
/// the touches its views do not handle. A window installs one with
/// ``UIWindow/rootViewController``. It presents others (``present(_:animated:completion:)``,
/// R-NV5) and hears the appearance callbacks of every transition (R-AP1, R-NV1); storyboards
/// and drawing are out of scope (see <doc:PortingFromUIKit>).
@MainActor
open class UIViewController: UIResponder {
    /// Creates a view controller whose view is made on first access, UIKit's designated
    /// initializer. There are no nibs: the name and bundle are kept (``nibName``,
    /// ``nibBundle``) and nothing is loaded from them; ``loadView()`` makes the view (R-I3).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller with UIKit's defaults: UIKit decodes it from a storyboard
    /// here; Touchstone has none, so `coder` is not read (R-I3).
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Creates a view controller with no nib: `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nib name given to ``init(nibName:bundle:)``; never read (R-I3).
    open private(set) var nibName: String?

    /// The bundle given to ``init(nibName:bundle:)``; never read (R-I3).
    open private(set) var nibBundle: Bundle?

    // A view that outlives its controller (still in a window) stops naming it.
    isolated deinit {
        if let loadedView, loadedView.viewController === self { loadedView.viewController = nil }
    }

    // MARK: The view (R-R2)

    private var loadedView: UIView?

    /// The root view of the controller's hierarchy. Reading it loads it when needed:
    /// ``loadView()``, then ``viewDidLoad()``, once. Setting it replaces the view without
    /// calling either.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set { install(newValue) }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the controller's view. The default makes an empty `UIView` with the screen's
    /// bounds ("the default view", Apple: `loadView()`), so that `viewDidLoad` can size
    /// views from it before the view is in a window (R-R2); override it to build your own
    /// hierarchy and assign it to ``view``, without calling `super`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once, after the view was loaded. The default does nothing.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        precondition(loadedView != nil, "\(type(of: self)).loadView() must assign a view to `view`")
        viewDidLoad()
    }

    private func install(_ newView: UIView?) {
        if let loadedView, loadedView.viewController === self { loadedView.viewController = nil }
        loadedView = newView
        if let newView {
            newView.viewController?.loadedView = nil  // a view has one controller
            newView.viewController = self
        }
    }

    // MARK: Appearance and layout (R-AP1–R-AP3, R-LY1; Views/UIViewController+Appearance.swift)

    /// Where the controller's view is in appearing or disappearing, and whether the
    /// transition is animated.
    var appearance = AppearanceState()

    /// Called before the view is added to a window's hierarchy (R-AP1). The default does
    /// nothing; overrides call `super`.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called when the view is in the window, before it is laid out there and before
    /// ``viewDidAppear(_:)`` (R-AP1). The default does nothing.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Called after the view was added to a window's hierarchy and laid out (R-AP1). The
    /// default does nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves a window's hierarchy (R-AP1). The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left a window's hierarchy (R-AP1). The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called just before the view's `layoutSubviews()` in a layout pass (R-LY1). The
    /// default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called just after the view's `layoutSubviews()` in a layout pass (R-LY1). The
    /// default does nothing.
    open func viewDidLayoutSubviews() {}

    // MARK: Navigation and presentation (R-NV1–R-NV7; Navigation/, Presentation/)

    /// The controller's title. Setting it sets its navigation item's and tab bar item's
    /// titles too, as UIKit does.
    open var title: String? {
        didSet {
            if let item = storedNavigationItem { item.title = title }
            storedTabBarItem?.title = title
        }
    }

    /// The item the navigation bar shows while this controller is on top, made on first
    /// access with the controller's ``title`` (R-NV7).
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    private var storedNavigationItem: UINavigationItem?

    /// Presents `viewControllerToPresent` over this controller's content (R-NV5): in its
    /// ``modalPresentationStyle`` (`.automatic` is a page sheet), animated with its
    /// transitioning delegate's animator or the standard one when `flag`, then calls
    /// `completion`. A controller whose view is not in a window, or that already presents
    /// one, presents nothing, as on iOS.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or, when it presents none, the
    /// presentation it is part of (R-NV5), animated with the transitioning delegate's
    /// animator or the standard one when `flag`, then calls `completion`. Controllers
    /// presented above the dismissed one go with it, without animation.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismiss(animated: flag, interaction: nil, completion: completion)
    }

    /// Shows `vc` as the controller's context does (R-NV5): pushed onto the navigation
    /// controller this one is in (or is), presented otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as a detail: presented, as on iPhone, where there is no split view.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// Whether the controller's content is being edited; `false` by default. Setting it
    /// calls ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    private var editing = false

    /// Starts or ends editing; ``editButtonItem`` shows "Done" while editing, "Edit"
    /// otherwise. A table or collection view controller passes it to its view.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        storedEditButtonItem?.title = editing ? "Done" : "Edit"
        storedEditButtonItem?.style = editing ? .done : .plain
    }

    /// A bar button item that toggles ``isEditing``, made on first access (R-NV7).
    open var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain,
                                   target: self, action: Selector("toggleEditing", UIViewController.toggleEditing))
        storedEditButtonItem = item
        return item
    }

    private var storedEditButtonItem: UIBarButtonItem?

    private func toggleEditing() { setEditing(!isEditing, animated: true) }

    /// Performs the segue registered as `identifier` (R-NV10): makes its destination,
    /// calls ``prepare(for:sender:)``, then shows the destination as the segue's kind says.
    /// As on iOS, ``shouldPerformSegue(withIdentifier:sender:)`` is not asked, and an
    /// identifier with no segue traps.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performRegisteredSegue(withIdentifier: identifier, sender: sender)
    }

    /// The items of a navigation controller's toolbar while this controller is on top.
    var storedToolbarItems: [UIBarButtonItem]?

    /// The tab bar item, made on first access.
    var storedTabBarItem: UITabBarItem?

    /// The segues registered from this controller, by identifier (R-NV10).
    var registeredSegues: [String: SegueRegistration] = [:]

    /// The transition this controller takes part in, while it runs (R-NV1).
    var activeTransition: TransitionContext?

    /// The coordinator of the transition this controller or an ancestor takes part in,
    /// while it runs; `nil` otherwise (R-NV1). Available from `viewWillAppear(_:)` and
    /// `viewWillDisappear(_:)` on.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activeTransition ?? parent?.transitionCoordinator
    }

    /// Whether the controller is being added to a container: `true` in the appearance
    /// callbacks of a pushed controller (R-NV2).
    open internal(set) var isMovingToParent = false

    /// Whether the controller is being removed from a container: `true` in the appearance
    /// callbacks of a popped controller (R-NV2).
    open internal(set) var isMovingFromParent = false

    /// Whether the controller is being presented: `true` in its appearance callbacks
    /// during its presentation (R-NV5).
    open internal(set) var isBeingPresented = false

    /// Whether the controller is being dismissed: `true` in its appearance callbacks
    /// during its dismissal (R-NV5).
    open internal(set) var isBeingDismissed = false

    /// How the controller covers its presenter when presented; `.automatic` (a page
    /// sheet) by default (R-NV5).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The animation of the controller's standard presentation; `.coverVertical` by
    /// default (R-NV5).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// The object that gives the animators and the presentation controller of the
    /// controller's presentation and dismissal (R-NV5).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Whether the controller's view is covered by a `.currentContext` or
    /// `.overCurrentContext` presentation from it or its descendants; `false` by default.
    open var definesPresentationContext = false

    /// Whether a presentation in this controller's context takes its transition style;
    /// `false` by default. Stored (R-NV5).
    open var providesPresentationContextTransitionStyle = false

    /// Whether a pull on the controller's sheet is refused; `false` by default (R-NV6).
    open var isModalInPresentation = false

    /// The presentation this controller is the presented one of, while it lasts.
    var presentationState: PresentationState?

    /// The presentation this controller presents from, while it lasts.
    var presentedStorage: UIViewController?

    /// The controller this one (or an ancestor) presented, if any (R-NV5).
    open var presentedViewController: UIViewController? { presentedStorage ?? parent?.presentedViewController }

    /// The controller that presented this one (or an ancestor), if any (R-NV5).
    open var presentingViewController: UIViewController? {
        presentationState?.presenting ?? parent?.presentingViewController
    }

    /// The presentation controller, made on first access for ``modalPresentationStyle``
    /// (R-NV5).
    var storedPresentationController: UIPresentationController?

    /// The controllers whose appearance callbacks this one forwards with its own (R-AP2):
    /// none; a navigation controller's top controller, for instance.
    var appearanceForwardedChildren: [UIViewController] { [] }

    // MARK: Traits, segues, the status bar and rotation (R-TR1, R-I11)

    /// The controller's traits: its view's window's (R-TR1).
    open var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UITraitCollection() }

    /// Called when the traits changed, after the window's size classes changed (R-TR1).
    /// The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style set on the controller (R-TR2).
    var storedOverrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The controller's trait registrations, made on the first (R-TR2).
    var storedTraitRegistrations: TraitRegistrations?

    /// Called before a segue from this controller runs, to hand data to its destination.
    /// The default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue named `identifier` may run; `true` by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// The size the controller would like its view to have in a container; zero by
    /// default. Observable (R-RT1).
    open var preferredContentSize: CGSize = .zero {
        willSet { propertyWillChange("preferredContentSize") }
        didSet { propertyDidChange("preferredContentSize") }
    }

    /// Whether the view may rotate; `true` by default. Inert: Touchstone's windows rotate
    /// when their host resizes them (R-I11).
    open var shouldAutorotate: Bool { true }

    /// The orientations the view supports: all but upside down by default. Inert (R-I11).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// The orientation to present in; portrait by default. Inert (R-I11).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// The status bar's style the controller wants; `.default`. Inert: there is no status
    /// bar (R-I11).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether the controller wants the status bar hidden; `false`. Inert (R-I11).
    open var prefersStatusBarHidden: Bool { false }

    /// How a change of the status bar animates; `.fade`. Inert (R-I11).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child whose status bar style wins; `nil`. Inert (R-I11).
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose status bar visibility wins; `nil`. Inert (R-I11).
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Whether the home indicator may hide; `false`. Inert (R-I11).
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// Asks for the status bar to be updated from the controller's preferences. Inert
    /// (R-I11).
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Auto Layout (R-AL2, R-AL8)

    /// Updates the constraints of the controller's view, in the update pass, in place of
    /// the view's own ``UIView/updateConstraints()``: the default calls that. Overrides
    /// call `super` last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// Called when the view's margins change. The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    /// Called when the view's safe area changes. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// Insets added to the view's safe area, for content of your own at its edges; zero by
    /// default.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            view.noteUsesAutoLayout()
            view.refreshInsetGuides()
            view.setNeedsLayout()
        }
    }

    /// The least margins the root view has while ``viewRespectsSystemMinimumLayoutMargins``:
    /// none at the top and bottom, 16 points at the sides in a compact width, 20 in a
    /// regular one (R-AL8).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let window = viewIfLoaded?.window
        let traits = UITraitCollection.of(windowSize: window?.bounds.size ?? UIScreen.main.bounds.size,
                                          screen: window?.screen ?? UIScreen.main, style: .unspecified)
        let side: CGFloat = traits.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``;
    /// `true` by default.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.marginsDidChange() }
    }

    /// Called before the window changes the view's size to `size` (R-AP3); `coordinator`
    /// runs blocks alongside the change and after it. The default forwards the call to
    /// the children: overrides call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Whether children's views get their appearance callbacks with this controller's
    /// view's; `true` by default. Set it to `false` to send them yourself with
    /// ``beginAppearanceTransition(_:animated:)`` (R-AP2).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its view is about to appear (`isAppearing`) or disappear:
    /// calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` (R-AP2).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)`` (R-AP2).
    open func endAppearanceTransition() { endAppearance() }

    // MARK: Responder chain (R-R1)

    /// The view's superview: the window when the view is the window's root view; `nil`
    /// when the view is not loaded or in no hierarchy.
    open override var next: UIResponder? { loadedView?.superview }

    override var responderWindow: UIWindow? { loadedView?.window }

    // MARK: Containment (R-R2)

    /// The controller that contains this one.
    open private(set) weak var parent: UIViewController?

    /// The controllers this one contains, in the order they were added.
    open private(set) var children: [UIViewController] = []

    /// Adds `childController` as a child, removing it from its old parent first. It calls
    /// the child's ``willMove(toParent:)``; adding the child's view to a view of this
    /// controller's, and calling the child's ``didMove(toParent:)``, are the caller's, as
    /// in UIKit.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent, calling its ``didMove(toParent:)`` with
    /// `nil`; removing its view and calling ``willMove(toParent:)`` first are the caller's,
    /// as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent. The default
    /// does nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent. The default
    /// does nothing.
    open func didMove(toParent parent: UIViewController?) {}
}
