import Foundation

/// A row of a table view: the view a data source configures for a row, reused as rows
/// scroll by (R-LS3).
///
/// As in UIKit, content goes into ``contentView``, which the cell sizes to itself (less the
/// separator's pixel at the bottom, R-LS2) and moves aside when a swipe reveals the row's
/// actions (R-LS7). The cell takes no part in selection itself: its touches travel the
/// responder chain to the table view, which highlights and selects the row (R-LS5) and
/// calls ``setHighlighted(_:animated:)`` and ``setSelected(_:animated:)``, which subclasses
/// override to restyle.
///
/// `init(style:reuseIdentifier:)` is `required`, where UIKit's Objective-C class needs no
/// such mark, because the table makes cells of a registered class from its type; a subclass
/// that overrides it writes `required init(style:reuseIdentifier:)` (the porting
/// plugin adds the word to iOS files).
@MainActor
open class UITableViewCell: UIView {
    /// The standard layouts of a cell's built-in labels.
    public enum CellStyle: Int, Sendable {
        /// A text label and an optional image view.
        case `default`
        /// A text label on the left, a detail label on the right.
        case value1
        /// A detail label on the left, a text label on the right.
        case value2
        /// A text label above a smaller detail label.
        case subtitle
    }

    /// How a selected cell looks. Stored: Touchstone draws nothing.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The editing control a row shows while its table is editing.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The standard accessory at the cell's trailing edge. Stored, not drawn.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a table separates its rows: UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    /// Whether the cell sits in its table's reuse queue, so dequeuing it resets it.
    var isWaitingForReuse = false
    /// The table showing the cell, which its touches and swipes report to.
    weak var owningTable: UITableView?
    /// The cell's style, which decides which built-in labels it has.
    let style: CellStyle

    /// The view that holds the cell's content: add subviews here, not to the cell.
    public let contentView = UIView()

    /// Creates a cell of `style` to be reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        addSubview(contentView)
    }

    /// Creates a default-style cell with no reuse identifier; the coder is not read (R-I3).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A default-style cell with a frame, as `UIView.init(frame:)` creates one.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    // MARK: Built-in content

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    /// The cell's main label, made in ``contentView`` on first use.
    open var textLabel: UILabel? { contentView.subview(&storedTextLabel, making: UILabel.init) }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles; `nil` in
    /// the default style, as in UIKit.
    open var detailTextLabel: UILabel? {
        style == .default ? nil : contentView.subview(&storedDetailTextLabel, making: UILabel.init)
    }

    /// The image view at the cell's leading edge, made in ``contentView`` on first use.
    open var imageView: UIImageView? { contentView.subview(&storedImageView, making: UIImageView.init) }

    /// A view behind the content; stored and placed, not drawn.
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// The view behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView?
    /// The standard accessory. Stored.
    open var accessoryType: AccessoryType = .none
    /// A custom accessory view, placed at the trailing edge of the cell.
    open var accessoryView: UIView? {
        didSet { replace(oldValue, with: accessoryView, at: subviews.count) }
    }
    /// The accessory while editing. Stored.
    open var editingAccessoryType: AccessoryType = .none
    /// How the cell looks selected. Stored.
    open var selectionStyle: SelectionStyle = .default
    /// The indentation level of the content, with ``indentationWidth`` per level.
    open var indentationLevel = 0
    /// Points per indentation level; 10 by default.
    open var indentationWidth: CGFloat = 10
    /// Whether the content is indented while editing.
    open var shouldIndentWhileEditing = true
    /// Whether the cell shows its reorder control while editing (and its data source moves
    /// rows, R-LS8).
    open var showsReorderControl = false
    /// The grip the table gives a reorderable row while editing (R-LS8).
    var reorderControl: UITableViewCellReorderControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let reorderControl { addSubview(reorderControl) }
            setNeedsLayout()
        }
    }
    /// The separator's insets. Stored.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        setNeedsLayout()
    }

    // MARK: States

    /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var storedSelected = false

    /// Whether the cell is highlighted under a finger; setting it calls
    /// ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var storedHighlighted = false

    /// Whether the cell shows its editing controls.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    /// Marks the cell selected, and its image views highlighted, as UIKit does. Override to
    /// restyle (call `super`).
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedSelected = selected
        highlightContent(selected || storedHighlighted)
    }

    /// Marks the cell highlighted, and its image views with it. Override to restyle.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedHighlighted = highlighted
        highlightContent(highlighted || storedSelected)
    }

    /// Shows or hides the editing controls.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        setNeedsLayout()
    }

    /// UIKit highlights the image views in the content along with the cell.
    private func highlightContent(_ highlighted: Bool) {
        guard selectionStyle != .none else { return }
        for case let imageView as UIImageView in contentView.subviews { imageView.isHighlighted = highlighted }
    }

    /// The row is about to be shown for another index path: reset what the data source
    /// configures. UIKit's own resets (selection, highlight, editing) run before it.
    open func prepareForReuse() {}

    /// Clears the states a table sets, before ``prepareForReuse()``.
    func resetForReuse() {
        storedSelected = false
        storedHighlighted = false
        highlightContent(false)
        swipeOffset = 0
        prepareForReuse()
    }

    // MARK: Geometry

    /// How far a swipe moved the content aside (positive: to the right), set by the table's
    /// swipe actions (R-LS7).
    var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { setNeedsLayout() } }
    }

    /// The pixel of separator at the bottom of the row, which the content view leaves free.
    var separatorHeight: CGFloat = 0 {
        didSet { if separatorHeight != oldValue { setNeedsLayout() } }
    }

    /// Places the content view (the cell less its separator, less the accessory view,
    /// shifted by a swipe and indented by the level) and the background views, then runs
    /// Auto Layout for what the cell's subclass constrains.
    open override func layoutSubviews() {
        let bounds = self.bounds
        var content = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - separatorHeight))
        if let accessoryView {
            let size = accessoryView.bounds.size
            content.size.width = max(0, content.width - size.width - 16)
            accessoryView.frame = CGRect(x: content.maxX, y: (content.height - size.height) / 2,
                                         width: size.width, height: size.height)
        }
        if let reorderControl {
            let width = UITableViewCellReorderControl.width
            content.size.width = max(0, content.width - width)
            reorderControl.frame = CGRect(x: bounds.width - width, y: 0, width: width, height: content.height)
        }
        let indent = CGFloat(indentationLevel) * indentationWidth
        content.origin.x = indent + swipeOffset
        content.size.width = max(0, content.width - indent)
        contentView.frame = content
        backgroundView?.frame = bounds
        super.layoutSubviews()
    }

    /// The cell's self-sized height: its content view fitted to `width` (at the required
    /// width and the fitting level vertically, R-AL6), plus the separator; `nil` when the
    /// content view's constraints do not decide a height (UIKit then uses the default 44).
    func fittedHeight(width: CGFloat) -> CGFloat? {
        // Constraints between the content and its subviews are installed on the content view.
        guard !contentView.constraints.isEmpty else { return nil }
        let fitted = contentView.contentFittingSize(width: width)
        contentView.frame = CGRect(x: contentView.frame.minX, y: 0, width: fitted.width, height: fitted.height)
        return fitted.height + separatorHeight
    }
}

extension UIView {
    /// A list cell's content view's size at `width`, from its constraints: fitted at the
    /// required width and the fitting level vertically (R-AL6). The content view's frame
    /// pins it (it translates its autoresizing mask), and a pin at the old height would
    /// contradict the content's constraints (UIKit's encapsulated-height conflict), so it is
    /// measured unpinned.
    func contentFittingSize(width: CGFloat) -> CGSize {
        translatesAutoresizingMaskIntoConstraints = false
        defer { translatesAutoresizingMaskIntoConstraints = true }
        return systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                       withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
}
