import Foundation

/// The reusable view above or below a table section: the standard view a section title is
/// shown in, or a registered subclass a delegate dequeues in
/// `tableView(_:viewForHeaderInSection:)` (R-LS4).
///
/// Like a cell, its content goes into ``contentView``, and `init(reuseIdentifier:)` is
/// `required` so the table can make registered subclasses from their type.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was registered and dequeued with.
    public let reuseIdentifier: String?
    /// Whether the view sits in its table's reuse queue, so dequeuing it resets it.
    var isWaitingForReuse = false
    /// The view that holds the header's content.
    public let contentView = UIView()

    /// Creates a view to be reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a view with no reuse identifier; the coder is not read (R-I3).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    private var storedTextLabel: UILabel?

    /// The label that shows the section's title, made in ``contentView`` on first use.
    open var textLabel: UILabel? { contentView.subview(&storedTextLabel, making: UILabel.init) }

    /// A view behind the content; stored and placed, not drawn.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// The view is about to show another section: reset what the delegate configures.
    open func prepareForReuse() {}

    /// Sizes the content view and the background to the view, then runs Auto Layout.
    open override func layoutSubviews() {
        contentView.frame = bounds
        backgroundView?.frame = bounds
        storedTextLabel?.frame = bounds.insetBy(dx: 16, dy: 0)
        super.layoutSubviews()
    }
}

extension UIView {
    /// The view `stored` holds, or a new one from `make`, added to this view and kept
    /// there: how cells and header views make their built-in labels on first use.
    func subview<View: UIView>(_ stored: inout View?, making make: () -> View) -> View {
        if let stored { return stored }
        let view = make()
        addSubview(view)
        stored = view
        return view
    }
}
