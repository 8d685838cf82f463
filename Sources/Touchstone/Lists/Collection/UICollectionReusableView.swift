import Foundation

/// A view a collection view shows and reuses (R-LS11): the base of its cells, of its
/// supplementary views (section headers and footers) and of its layout's decoration views.
///
/// The collection view places it from its layout's attributes and then calls ``apply(_:)``;
/// a view that sizes itself answers ``preferredLayoutAttributesFitting(_:)``. When it
/// scrolls out of sight it waits, hidden, in the queue of its ``reuseIdentifier`` and hears
/// ``prepareForReuse()`` before it shows another element.
///
/// `init(frame:)` is `required`, where UIKit's Objective-C class needs no such mark, because
/// the collection view makes views of a registered class from their type; a subclass that
/// overrides it writes `required init(frame:)` (the porting plugin adds the word
/// to iOS files, R-PT2).
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// Whether the view waits in its collection view's reuse queue, so dequeuing it resets it.
    var isWaitingForReuse = false
    /// The z-index the view was last placed with, which orders it among its siblings.
    var layoutZIndex = 0

    /// Creates a view with `frame`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view; the coder is not read (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The view is about to show another element: reset what the data source configured.
    open func prepareForReuse() {}

    /// The layout's attributes for the element the view shows, after the collection view
    /// placed the view with them; a subclass reads what its layout's attributes subclass adds.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's; the layout's by default. A
    /// self-sizing view returns them with its fitted size.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes { layoutAttributes }

    /// The view will move from `oldLayout` to `newLayout`. The default does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The view moved from `oldLayout` to `newLayout`. The default does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Clears the collection view's states, then calls ``prepareForReuse()``.
    func resetForReuse() { prepareForReuse() }
}

/// An item of a collection view (R-LS11): content goes into ``contentView``, which fills the
/// cell; ``backgroundView`` lies behind it and ``selectedBackgroundView`` shows above the
/// background while the cell is selected or highlighted.
///
/// The cell takes no part in selection itself: its touches travel the responder chain to the
/// collection view, which highlights and selects the item (R-LS14) by setting
/// ``isHighlighted`` and ``isSelected``, which subclasses override (with `didSet`, calling
/// `super`) to restyle.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content: add subviews here, not to the cell.
    public let contentView = UIView()

    /// Creates a cell with `frame`, its content view filling it.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Creates a cell; the coder is not read (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Whether the cell is selected. The collection view sets it as the item is selected.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }
    /// Whether the cell is highlighted under a finger.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// A view behind the content, sized to the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view shown above ``backgroundView`` while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
                setNeedsLayout()
            }
        } else if selectedBackgroundView.superview === self {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    /// Sizes the content view and the background views to the cell, then lays out what the
    /// subclass constrains.
    open override func layoutSubviews() {
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        super.layoutSubviews()
    }

    /// The cell's self-sized attributes: the layout's, with the size the content view's
    /// constraints give at the layout's width (R-AL6); the layout's size without constraints.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard !contentView.constraints.isEmpty,
              let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        preferred.size = contentView.contentFittingSize(width: layoutAttributes.size.width)
        return preferred
    }

    /// Clears selection and highlight, then calls ``prepareForReuse()``.
    override func resetForReuse() {
        isSelected = false
        isHighlighted = false
        super.resetForReuse()
    }
}
