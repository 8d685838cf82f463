import Foundation

/// A container that shows one of several view controllers, chosen by the tabs of a bar at
/// its bottom (R-NV8): a tap on a tab asks the delegate, selects its controller and shows
/// its view in place of the selected one's, the two controllers hearing their appearance
/// callbacks (R-NV1). Setting ``selectedIndex`` or ``selectedViewController`` selects
/// without asking the delegate, as on iOS.
@MainActor
open class UITabBarController: UIViewController {
    private var controllers: [UIViewController] = []
    private var selected: UIViewController?

    /// The bar of tabs.
    public let tabBar = UITabBar()

    /// The view the selected controller's view fills: the controller's view, above the bar.
    let contentView = UIView()

    /// The object asked before a tap selects and told after.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The controllers a user may rearrange. Stored.
    open var customizableViewControllers: [UIViewController]?

    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.tabBarController = self
    }

    /// Creates a tab bar controller with no tabs; `coder` is not read (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.tabBarController = self
    }

    /// The controllers of the tabs, in order. Setting it is ``setViewControllers(_:animated:)``.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the first is selected unless the selected controller stays.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        for old in controllers where !new.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === selected { show(nil) }
            old.removeFromParent()
        }
        for controller in new where !controllers.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        controllers = new
        tabBar.items = new.compactMap { $0.tabBarItem }
        show(selected.flatMap { current in new.first { $0 === current } } ?? new.first)
    }

    /// The controller shown.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue, controllers.contains(where: { $0 === newValue }) else { return }
            show(newValue)
        }
    }

    /// The index of the controller shown; `Int.max` with no tabs, as UIKit's `NSNotFound`.
    open var selectedIndex: Int {
        get { selected.flatMap { current in controllers.firstIndex { $0 === current } } ?? Int.max }
        set {
            guard controllers.indices.contains(newValue) else { return }
            show(controllers[newValue])
        }
    }

    /// A tap on `item` (R-NV8): the delegate may refuse; otherwise its controller is
    /// selected and the delegate hears it, even when it was selected already.
    func userSelected(_ item: UITabBarItem) {
        guard let controller = controllers.first(where: { $0.tabBarItem === item }),
              delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        show(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows `controller`'s view in place of the selected one's.
    private func show(_ controller: UIViewController?) {
        let old = selected
        selected = controller
        tabBar.selectedItem = controller?.tabBarItem
        guard isViewLoaded, old !== controller else { return }
        let onScreen = appearance.phase == .appeared
        if onScreen {
            old?.beginAppearance(false, animated: false)
            controller?.beginAppearance(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        if let view = controller?.view {
            view.frame = contentView.bounds
            contentView.addSubview(view)
        }
        if onScreen {
            old?.endAppearance()
            controller?.endAppearance()
        }
    }

    // MARK: Appearance (R-AP2)

    /// `false`: the tab bar controller sends its children their appearance callbacks.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceForwardedChildren: [UIViewController] { selected.map { [$0] } ?? [] }

    // MARK: The view

    /// Makes the controller's view: the content view and the tab bar.
    open override func loadView() {
        view = ContainerControllerView(frame: UIScreen.main.bounds) { [unowned self] in
            layOut(in: $0, safeArea: $1)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(contentView)
        view.addSubview(tabBar)
        let shown = selected
        selected = nil
        show(shown)
    }

    /// Lays out the content and the bar, the bar's height above the safe area's bottom.
    private func layOut(in bounds: CGRect, safeArea: UIEdgeInsets) {
        let barHeight = UITabBar.height + safeArea.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        contentView.frame = bounds
        selected?.viewIfLoaded?.frame = contentView.bounds
    }
}

/// The object a tab bar controller asks before a tap selects a tab and tells after. Every
/// method has a default.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tap may select `viewController`; `true` by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after a tap selected `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// `true`.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension UIViewController {
    /// The item the tab bar shows for this controller, made on first access with its
    /// title (R-NV8).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: UITabBarController? {
        var controller = parent
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }
}
