import Foundation

/// An item of a tab bar (R-NV8): a controller's ``UIViewController/tabBarItem``, made on
/// first access with the controller's title. Its values are stored.
@MainActor
open class UITabBarItem: UIBarItem {
    /// The system's standard tab items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// The image shown while the item is selected.
    open var selectedImage: UIImage?
    /// The text of the item's badge.
    open var badgeValue: String?
    /// The badge's color. Stored.
    open var badgeColor: UIColor?
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?

    /// Creates an item with no title.
    public override init() {}

    /// Creates an item titled `title` with `image`, and `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item titled `title` with `image` and `selectedImage`.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item with `tag`.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }
}

/// A bar of tabs, as a tab bar controller shows at its bottom (R-NV8): its items share the
/// width equally, and a tap on one selects it and tells the delegate.
@MainActor
open class UITabBar: UIView {
    /// The bar's height above the safe area's bottom, in points.
    static let height: CGFloat = 49

    /// The items, from the leading edge.
    open var items: [UITabBarItem]? { didSet { setNeedsLayout() } }
    /// The item selected.
    open var selectedItem: UITabBarItem?
    /// The object told of selections.
    open weak var delegate: (any UITabBarDelegate)?
    /// Whether the bar is translucent; `true`. Stored.
    open var isTranslucent = true
    /// The bar's background tint. Stored.
    open var barTintColor: UIColor?

    /// The controller whose selection a tap changes; set by a tab bar controller.
    weak var tabBarController: UITabBarController?
    private var tabs: [TabView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// Lays out the tabs, sharing the bar's width (R-NV8).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let items = self.items ?? []
        let width = items.isEmpty ? 0 : bounds.width / CGFloat(items.count)
        var kept: [TabView] = []
        for (index, item) in items.enumerated() {
            let tab = tabs.first { $0.item === item } ?? TabView(item: item, bar: self)
            tab.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: UITabBar.height)
            tab.isEnabled = item.isEnabled
            if tab.superview !== self { addSubview(tab) }
            kept.append(tab)
        }
        for tab in tabs where !kept.contains(where: { $0 === tab }) { tab.removeFromSuperview() }
        tabs = kept
    }

    /// A tap on `item`: the controller's selection, or the bar's own.
    fileprivate func tapped(_ item: UITabBarItem) {
        if let tabBarController {
            tabBarController.userSelected(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }
}

/// The object a tab bar tells of selections.
@MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Called when a tap selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The view of one tab: it takes the taps.
@MainActor
private final class TabView: UIControl {
    let item: UITabBarItem
    private unowned let bar: UITabBar

    init(item: UITabBarItem, bar: UITabBar) {
        self.item = item
        self.bar = bar
        super.init(frame: .zero)
        accessibilityIdentifier = item.accessibilityIdentifier
        addTarget(self, action: TabView.tapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("a tab's view is made by its bar")
    }

    private func tapped() { bar.tapped(item) }
}
