import Foundation

/// A bar of buttons, as a navigation controller shows at its bottom (R-NV7): its items are
/// laid out from the leading edge, 44 points wide each, flexible spaces sharing what is
/// left; a tap on one sends its action.
@MainActor
open class UIToolbar: UIView {
    /// The bar's height, in points.
    static let height: CGFloat = 44

    /// The items, from the leading edge.
    open var items: [UIBarButtonItem]? { didSet { setNeedsLayout() } }
    /// Whether the bar is translucent; `true`. Stored.
    open var isTranslucent = true
    /// The bar's background tint. Stored.
    open var barTintColor: UIColor?
    /// The bar's style. Stored.
    open var barStyle: UIBarStyle = .default

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    private var buttons: [BarButtonView] = []

    /// Lays out the items from the leading edge (R-NV7), flexible spaces sharing what is
    /// left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = (items ?? []).filter { !$0.isHidden }
        let flexible = shown.filter { $0.systemItem == .flexibleSpace }.count
        let fixed = shown.reduce(0) { $0 + BarButtonView.width(of: $1) }
        let room = max(0, bounds.width - 2 * UINavigationBar.margin - fixed)
        var wanted: [BarButtonView.Placement] = []
        var x = UINavigationBar.margin
        for item in shown {
            let width = item.systemItem == .flexibleSpace ? room / CGFloat(flexible) : BarButtonView.width(of: item)
            if !item.isSpace {
                wanted.append(.init(item: item, isBackButton: false,
                                    frame: CGRect(x: x, y: 0, width: width, height: bounds.height)))
            }
            x += width
        }
        BarButtonView.show(wanted, in: self, reusing: &buttons)
    }
}

extension UIViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set {
            storedToolbarItems = newValue
            if let navigation = navigationController, navigation.topViewController === self {
                navigation.toolbar.items = newValue
            }
        }
    }

    /// Sets the toolbar's items for this controller.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }
}
