import Foundation

/// A view that lays out a row or a column of views with constraints it makes itself
/// (R-AL9): its arranged subviews, placed along its ``axis`` by its ``distribution``,
/// across it by its ``alignment``, ``spacing`` apart. Hidden arranged views collapse.
///
/// The stack view writes its layout as the constraints UIKit's makes, with UIKit's
/// identifiers (`UISV-canvas-connection`, `UISV-spacing`, `UISV-fill-equally`, …), and
/// makes them again in its ``updateConstraints()`` whenever its arrangement changes; the
/// layout engine solves them with the app's. It draws nothing.
@MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// The first and last views touch the ends; the views keep their intrinsic sizes
        /// where they can, growing by hugging and shrinking by compression resistance.
        case fill = 0
        /// All views the same size.
        case fillEqually
        /// Sizes in proportion to the views' intrinsic sizes.
        case fillProportionally
        /// Intrinsic sizes, the leftover shared equally between the gaps.
        case equalSpacing
        /// Centers equally far apart, gaps at least ``UIStackView/spacing``.
        case equalCentering
    }

    /// Where the arranged views sit across the stack.
    public enum Alignment: Int, Sendable {
        /// Each view fills the stack's breadth.
        case fill = 0
        /// Views at the leading edge (the top, in a horizontal stack).
        case leading = 1
        /// Views on their first baselines; horizontal stacks only.
        case firstBaseline = 2
        /// Views centered.
        case center = 3
        /// Views at the trailing edge (the bottom, in a horizontal stack).
        case trailing = 4
        /// Views on their last baselines; horizontal stacks only.
        case lastBaseline = 5

        /// The top edge: ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom edge: ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing that means "the stack's own spacing" (Float's greatest value), what
    /// ``customSpacing(after:)`` returns when none was set; as ``spacing``, 0.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The spacing that means "the system's standard spacing", 8 points (Float's least
    /// normal value).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// Creates a stack view of `views`, added as its subviews in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates an empty horizontal stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty stack view: there is no nib to decode (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Arranged subviews

    /// The views the stack lays out, in order; each is also a subview.
    open private(set) var arrangedSubviews: [UIView] = []

    /// Appends `view` to the arranged views, adding it as a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `stackIndex` (moving it if arranged
    /// already), adding it as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        var index = stackIndex
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
            if old < index { index -= 1 }
        }
        precondition(index >= 0 && index <= arrangedSubviews.count,
                     "insertArrangedSubview(_:at:): index \(stackIndex) is beyond the \(arrangedSubviews.count) arranged subviews")
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layoutItem.arrangingStack = self
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes `view` from the arranged views; it stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings.removeAll { $0.view === view }
        if view.storedLayoutItem?.arrangingStack === self { view.storedLayoutItem?.arrangingStack = nil }
        arrangementDidChange()
    }

    /// An arranged view that leaves the stack is no longer arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Arrangement

    /// The axis the views are arranged along; `.horizontal` by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How the views share the stack's length; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// Where the views sit across the stack; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between adjacent views: exact for the fill distributions, a minimum for the
    /// equal ones; 0 by default. ``spacingUseSystem`` means 8 points.
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether a vertical stack spaces its views from baseline to baseline; `false` by
    /// default.
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether the views are placed within the stack's layout margins rather than its
    /// edges; `false` by default.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    private var customSpacings: [(view: UIView, spacing: CGFloat)] = []

    /// Sets the gap after `arrangedSubview`, which takes precedence over ``spacing``;
    /// ``spacingUseDefault`` goes back to it. Ignored for a view that is not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != Self.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
        arrangementDidChange()
    }

    /// The gap set after `arrangedSubview`, or ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
    }

    // MARK: Baselines

    /// A horizontal stack's tallest arranged view, a vertical one's first (R-AL9).
    open override var forFirstBaselineLayout: UIView { baselineView(first: true)?.forFirstBaselineLayout ?? self }

    /// A horizontal stack's tallest arranged view, a vertical one's last (R-AL9).
    open override var forLastBaselineLayout: UIView { baselineView(first: false)?.forLastBaselineLayout ?? self }

    private func baselineView(first: Bool) -> UIView? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        if axis == .vertical { return first ? visible.first : visible.last }
        return visible.max { $0.frame.height < $1.frame.height }
    }

    // MARK: Constraints (R-AL9)

    /// The constraints the stack made for its arrangement, and the guides they use.
    private var arrangementConstraints: [NSLayoutConstraint] = []
    private var arrangementGuides: [UILayoutGuide] = []
    private var needsArrangement = true

    /// The arrangement changed: the stack makes its constraints again at the next update
    /// pass (an arranged view's visibility or intrinsic size changes it too).
    func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// Makes the stack's constraints again if its arrangement changed, then `super`.
    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            NSLayoutConstraint.deactivate(arrangementConstraints)
            for guide in arrangementGuides { removeLayoutGuide(guide) }
            var arrangement = StackArrangement(stack: self)
            arrangementConstraints = arrangement.constraints()
            arrangementGuides = arrangement.guides
            NSLayoutConstraint.activate(arrangementConstraints)
        }
        super.updateConstraints()
    }

    /// The gap after the arranged view at `index` before adjustments for hidden views.
    func gap(after index: Int) -> CGFloat {
        let custom = customSpacing(after: arrangedSubviews[index])
        let value = custom == Self.spacingUseDefault ? spacing : custom
        if value == Self.spacingUseDefault { return 0 }
        if value == Self.spacingUseSystem { return systemSpacing }
        return value
    }
}
