import Foundation

/// The bar at the top of a navigation controller (R-NV7): a stack of navigation items of
/// which it shows the top one, its title and its bar button items, and a back button when
/// an item is below it.
///
/// Headless, the bar's buttons are views that take taps: a tap on a bar button item sends
/// its action, and a tap on the back button pops the navigation controller, as on iOS.
/// The bar is 44 points high and each button 44 points wide (the least hit target of
/// Apple's Human Interface Guidelines); titles and appearance are stored values.
@MainActor
open class UINavigationBar: UIView {
    /// The bar's height, in points, without a large title.
    static let height: CGFloat = 44
    /// The width of each button, and the margin at the bar's ends.
    static let buttonWidth: CGFloat = 44
    static let margin: CGFloat = 8

    /// The items, the top one shown.
    open private(set) var items: [UINavigationItem]?
    /// The object that answers the bar's pushes and pops; a navigation controller's bar
    /// answers its controller.
    open weak var delegate: (any UINavigationBarDelegate)?
    /// Whether the bar is translucent; `true`. Stored.
    open var isTranslucent = true
    /// Whether the bar shows large titles; `false`. Stored.
    open var prefersLargeTitles = false
    /// The bar's background tint. Stored.
    open var barTintColor: UIColor?
    /// The attributes of the title's text. Stored.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's style. Stored.
    open var barStyle: UIBarStyle = .default

    /// The controller whose back button pops; set by a navigation controller.
    weak var navigationController: UINavigationController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The item shown.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one: the back button's.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for item in items ?? [] { item.bar = self }
        setNeedsLayout()
    }

    /// Pushes `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((items ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let item = topItem, delegate?.navigationBar(self, shouldPop: item) ?? true else { return nil }
        setItems(Array((items ?? []).dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: item)
        return item
    }

    // MARK: Buttons

    private var buttons: [BarButtonView] = []
    private let titleLabel = UILabel()

    /// The view showing `item`, while the bar shows it: for a test to find where to tap.
    func view(for item: UIBarButtonItem) -> UIView? {
        buttons.first { $0.item === item }.map { $0.item?.customView ?? $0 }
    }

    /// The back button's view, while there is one.
    var backButtonView: UIView? { buttons.first { $0.isBackButton } }

    /// Lays out the back button, the items and the title (R-NV7), reusing the buttons
    /// that show the same items.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let top = topItem else {
            BarButtonView.show([], in: self, reusing: &buttons)
            return titleLabel.removeFromSuperview()
        }
        var leading: [(UIBarButtonItem, isBack: Bool)] = []
        let left = (top.leftBarButtonItems ?? []).filter { !$0.isHidden }
        if let back = backItem, !top.hidesBackButton, left.isEmpty || top.leftItemsSupplementBackButton {
            leading.append((backButtonItem(for: back), true))
        }
        leading += left.map { ($0, false) }
        var wanted: [BarButtonView.Placement] = []
        var x = Self.margin
        for (item, isBack) in leading {
            let width = BarButtonView.width(of: item)
            if !item.isSpace { wanted.append(.init(item: item, isBackButton: isBack, frame: slot(x, width))) }
            x += width
        }
        var trailingX = bounds.width - Self.margin
        for item in (top.rightBarButtonItems ?? []) where !item.isHidden {
            let width = BarButtonView.width(of: item)
            trailingX -= width
            if !item.isSpace { wanted.append(.init(item: item, isBackButton: false, frame: slot(trailingX, width))) }
        }
        BarButtonView.show(wanted, in: self, reusing: &buttons)
        let title = top.titleView ?? titleLabel
        titleLabel.text = top.title
        title.frame = CGRect(x: x, y: 0, width: max(0, trailingX - x), height: bounds.height)
        if title.superview !== self { addSubview(title) }
    }

    private func slot(_ x: CGFloat, _ width: CGFloat) -> CGRect {
        CGRect(x: x, y: 0, width: width, height: bounds.height)
    }

    /// The back button's item: the item below's ``UINavigationItem/backBarButtonItem``, or
    /// one titled with its back button title or title, kept while that item is below.
    private func backButtonItem(for back: UINavigationItem) -> UIBarButtonItem {
        if let item = back.backBarButtonItem { return item }
        let title = back.backButtonTitle ?? back.title ?? "Back"
        if let made = madeBackButton, made.below === back, made.item.title == title { return made.item }
        let item = UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
        madeBackButton = (back, item)
        return item
    }

    private var madeBackButton: (below: UINavigationItem, item: UIBarButtonItem)?

    /// A tap on a button: the back button pops (R-NV7), the others perform their item.
    fileprivate func buttonTapped(_ button: BarButtonView) {
        if button.isBackButton {
            if let navigationController {
                navigationController.popViewController(animated: true)
            } else {
                popItem(animated: true)
            }
        } else {
            button.item?.perform(from: button)
        }
    }
}

/// The object a navigation bar asks before it pushes or pops an item. Every method has a
/// default.
@MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Whether `item` may be pushed; `true` by default.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// Called after `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped; `true` by default.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// Called after `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// `true`.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// `true`.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Does nothing.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// A bar's style, with UIKit's raw values. Stored.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
}

/// The view of one bar button item, or of the back button: it takes the taps.
@MainActor
final class BarButtonView: UIControl {
    private(set) weak var item: UIBarButtonItem?
    let isBackButton: Bool
    private weak var bar: UINavigationBar?

    init(item: UIBarButtonItem, isBackButton: Bool = false, bar: UINavigationBar? = nil) {
        self.item = item
        self.isBackButton = isBackButton
        self.bar = bar
        super.init(frame: .zero)
        isEnabled = item.isEnabled
        accessibilityIdentifier = item.accessibilityIdentifier
        addTarget(self, action: BarButtonView.tapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("a bar button's view is made by its bar")
    }

    /// Where a bar wants the view of one item.
    struct Placement {
        let item: UIBarButtonItem
        let isBackButton: Bool
        let frame: CGRect
    }

    /// The width a bar gives `item`: its custom view's, its own, or 44 points; 0 for a
    /// flexible space, which the bar sizes.
    static func width(of item: UIBarButtonItem) -> CGFloat {
        if item.systemItem == .flexibleSpace { return 0 }
        return item.customView?.bounds.width ?? (item.width > 0 ? item.width : UINavigationBar.buttonWidth)
    }

    /// Shows `wanted` in `bar`, reusing the views of `buttons` that show the same items:
    /// a bar lays out again when its subviews change, and a view under a finger must stay
    /// for its tap to end in it.
    static func show(_ wanted: [Placement], in bar: UIView, reusing buttons: inout [BarButtonView]) {
        var kept: [BarButtonView] = []
        for placement in wanted {
            let button = buttons.first { $0.item === placement.item && $0.isBackButton == placement.isBackButton }
                ?? BarButtonView(item: placement.item, isBackButton: placement.isBackButton,
                                 bar: bar as? UINavigationBar)
            button.frame = placement.frame
            button.isEnabled = placement.item.isEnabled
            if let custom = placement.item.customView, custom.superview !== button {
                custom.frame = button.bounds
                button.addSubview(custom)
            }
            if button.superview !== bar { bar.addSubview(button) }
            kept.append(button)
        }
        for button in buttons where !kept.contains(where: { $0 === button }) { button.removeFromSuperview() }
        buttons = kept
    }

    private func tapped() {
        if let bar { bar.buttonTapped(self) } else { item?.perform(from: self) }
    }
}
