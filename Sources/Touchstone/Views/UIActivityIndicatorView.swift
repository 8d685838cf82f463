import Foundation

/// A spinner (R-IM3): it keeps whether it is animating, hides when stopped if
/// ``hidesWhenStopped``, and has UIKit's sizes, 20 points for the medium style and 37 for
/// the large one. Touchstone draws nothing, so nothing spins.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and look; ``Style/medium`` by default.
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// The spinner's color; `nil` (the style's) by default. Kept.
    open var color: UIColor!
    /// Whether the indicator hides while stopped; `true` by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the indicator is spinning.
    open private(set) var isAnimating = false

    /// Creates a stopped indicator of `style`, hidden.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.side(of: style)))
        isHidden = true
    }

    /// Creates a stopped medium indicator in `frame`, hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a stopped medium indicator with a zero frame, hidden (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Starts spinning, and shows the indicator.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning, and hides the indicator when ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size: 20 × 20 points for medium, 37 × 37 for large.
    open override var intrinsicContentSize: CGSize { Self.side(of: style) }

    private static func side(of style: Style) -> CGSize {
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }

    /// An indicator's style, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The large style (before iOS 13), white.
        case whiteLarge = 0
        /// The medium style (before iOS 13), white.
        case white = 1
        /// The medium style (before iOS 13), gray.
        case gray = 2
        /// The medium style.
        case medium = 100
        /// The large style.
        case large = 101
    }
}
