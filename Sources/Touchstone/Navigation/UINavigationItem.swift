import Foundation

/// What a navigation bar shows for one view controller (R-NV7): its title and its bar
/// button items. A controller's ``UIViewController/navigationItem`` is made on first
/// access; the navigation bar shows the top controller's and offers a back button when a
/// controller is below it.
@MainActor
open class UINavigationItem: NSObject {
    /// How a large title is shown. Stored: Touchstone's bars are 44 points high.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }

    /// Where a navigation item's buttons are shown. Stored.
    public enum ItemStyle: Int, Sendable {
        case navigator, browser, editor
    }

    /// Creates an item titled `title`.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item with no title.
    public override init() {}

    /// The title the bar shows when no ``titleView`` is set.
    open var title: String? { didSet { bar?.setNeedsLayout() } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { bar?.setNeedsLayout() } }
    /// A line of text above the title. Stored.
    open var prompt: String?
    /// The item the bar shows as the back button of the controller above this one; by
    /// default a button titled with this item's title.
    open var backBarButtonItem: UIBarButtonItem?
    /// The back button's title when ``backBarButtonItem`` is not set.
    open var backButtonTitle: String?
    /// Whether the bar hides the back button while this item is on top; `false` by
    /// default.
    open var hidesBackButton = false { didSet { bar?.setNeedsLayout() } }
    /// Whether the left items go beside the back button instead of replacing it; `false`
    /// by default.
    open var leftItemsSupplementBackButton = false { didSet { bar?.setNeedsLayout() } }
    /// The items at the leading edge.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { bar?.setNeedsLayout() } }
    /// The items at the trailing edge, the first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { bar?.setNeedsLayout() } }
    /// How a large title is shown; `.automatic`. Stored.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Where the item's buttons go; `.navigator`. Stored.
    open var style: ItemStyle = .navigator
    /// Whether the search bar hides while the content scrolls; `true`. Stored: Touchstone
    /// has no search bar.
    open var hidesSearchBarWhenScrolling = true

    /// The first of ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Shows or hides the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The bar showing the item, to lay out again when it changes.
    weak var bar: UINavigationBar?
}

extension UIViewController {
    /// The nearest navigation controller among this controller's ancestors.
    public var navigationController: UINavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }
}
