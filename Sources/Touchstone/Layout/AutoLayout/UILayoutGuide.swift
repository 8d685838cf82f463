import Foundation

/// A rectangle that takes part in Auto Layout without being a view: the space between
/// views, a view's margins (``UIView/layoutMarginsGuide``), its safe area
/// (``UIView/safeAreaLayoutGuide``), a scroll view's content
/// (``UIScrollView/contentLayoutGuide``). It receives no touches and draws nothing; its
/// ``layoutFrame`` is in its owning view's coordinates (R-AL8).
@MainActor
open class UILayoutGuide {
    /// Creates a guide; add it to a view with ``UIView/addLayoutGuide(_:)``.
    public init() {}

    /// Creates a guide with UIKit's defaults: there is no nib to decode (R-I3).
    public required init?(coder: NSCoder) {}

    /// The guide's part in Auto Layout, made on first use.
    var layoutItem: LayoutItem {
        if let storedItem { return storedItem }
        let item = LayoutItem(guide: self)
        storedItem = item
        return item
    }
    private var storedItem: LayoutItem?

    // A guide that goes leaves no reference to itself in the constraints that still
    // hold its item.
    isolated deinit { storedItem?.guide = nil }

    /// The view that owns the guide; set by ``UIView/addLayoutGuide(_:)``. Not retained:
    /// the view holds its guides, and clears this when it goes.
    open var owningView: UIView? {
        get { storedOwningView }
        set { storedOwningView = newValue }
    }
    unowned(unsafe) var storedOwningView: UIView?

    /// A name for the guide, shown in layout logs; empty by default.
    open var identifier: String = ""

    /// The guide's rectangle in its owning view's coordinates, as the layout engine has
    /// solved it; zero when the guide has no owning view.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let engine = LayoutEngine.of(owner.hierarchyRoot)
        engine.synchronize()
        return engine.rectangle(of: layoutItem)
    }

    /// Whether the guide's constraints leave its rectangle ambiguous (R-AL11).
    open var hasAmbiguousLayout: Bool { layoutItem.hasAmbiguousLayout(alongHorizontalAxis: nil) }

    /// The constraints that decide the guide's rectangle along `axis` (R-AL11).
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutItem.constraintsAffectingLayout(alongHorizontalAxis: axis == .horizontal)
    }

    // MARK: Anchors

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItem, .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItem, .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItem, .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItem, .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItem, .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItem, .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(layoutItem, .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(layoutItem, .height) }
    /// The horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItem, .centerX) }
    /// The vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItem, .centerY) }
}
