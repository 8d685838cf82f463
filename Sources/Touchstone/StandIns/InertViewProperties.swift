import Foundation

/// The values a view keeps only so that code can set and read them (R-I8): colors,
/// content mode, opacity, accessibility, scroll indicators, a window's screen. Touchstone
/// draws nothing and has no accessibility tree, so none of them changes behavior.
///
/// They live in one box a view allocates the first time one is set (or a window's screen
/// is read), not in stored properties of their own: most views never set them, and every
/// view's size counts on the event path.
@MainActor
final class InertViewProperties {
    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var contentMode: UIView.ContentMode = .scaleToFill
    var isOpaque = true
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityValue: String?
    var accessibilityIdentifier: String?
    var isAccessibilityElement: Bool?
    var accessibilityTraits: UIAccessibilityTraits = .none
    var showsVerticalScrollIndicator = true
    var showsHorizontalScrollIndicator = true
    var screen: UIScreen?
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var traitRegistrations: TraitRegistrations?
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
}

extension UIView {
    /// How a view lays out its content when its bounds change, with UIKit's raw values.
    /// Inert: Touchstone draws no content.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The box of inert values, made on first use.
    var inertProperties: InertViewProperties {
        if let box = inertBox { return box }
        let box = InertViewProperties()
        inertBox = box
        return box
    }

    /// The view's background color; `nil` (transparent) by default. Inert (R-I8).
    public var backgroundColor: UIColor? {
        get { inertBox?.backgroundColor }
        set { inertProperties.backgroundColor = newValue }
    }

    /// The tint color: the one set on the view, else its superview's, else
    /// ``UIColor/systemBlue``, as UIKit inherits it. Setting `nil` inherits again. Inert
    /// (R-I8).
    public var tintColor: UIColor! {
        get { inertBox?.tintColor ?? superview?.tintColor ?? .systemBlue }
        set { inertProperties.tintColor = newValue }
    }

    /// How the content is laid out in the bounds; ``ContentMode/scaleToFill`` by default.
    /// Inert (R-I8).
    public var contentMode: ContentMode {
        get { inertBox?.contentMode ?? .scaleToFill }
        set { inertProperties.contentMode = newValue }
    }

    /// Whether the view declares itself fully opaque; `true` by default. Inert (R-I8).
    public var isOpaque: Bool {
        get { inertBox?.isOpaque ?? true }
        set { inertProperties.isOpaque = newValue }
    }

    /// The view's accessibility label; `nil` by default. Inert: Touchstone has no
    /// accessibility tree (R-I8).
    public var accessibilityLabel: String? {
        get { inertBox?.accessibilityLabel }
        set { inertProperties.accessibilityLabel = newValue }
    }

    /// The view's accessibility hint; `nil` by default. Inert (R-I8).
    public var accessibilityHint: String? {
        get { inertBox?.accessibilityHint }
        set { inertProperties.accessibilityHint = newValue }
    }

    /// The view's accessibility value; `nil` by default. Inert (R-I8).
    public var accessibilityValue: String? {
        get { inertBox?.accessibilityValue }
        set { inertProperties.accessibilityValue = newValue }
    }

    /// The identifier UI tests find the view by; `nil` by default. Inert (R-I8).
    public var accessibilityIdentifier: String? {
        get { inertBox?.accessibilityIdentifier }
        set { inertProperties.accessibilityIdentifier = newValue }
    }

    /// Whether assistive technologies see the view as one element: by default `true` for
    /// controls and labels, `false` for other views, as in UIKit. Inert (R-I8).
    public var isAccessibilityElement: Bool {
        get { inertBox?.isAccessibilityElement ?? (self is UIControl || self is UILabel) }
        set { inertProperties.isAccessibilityElement = newValue }
    }

    /// The traits assistive technologies report for the view; ``UIAccessibilityTraits/none``
    /// by default. Inert (R-I8).
    public var accessibilityTraits: UIAccessibilityTraits {
        get { inertBox?.accessibilityTraits ?? .none }
        set { inertProperties.accessibilityTraits = newValue }
    }
}

extension UIScrollView {
    /// Whether the vertical scroll indicator shows while scrolling; `true` by default.
    /// Inert: Touchstone draws no indicator (R-I8).
    public var showsVerticalScrollIndicator: Bool {
        get { inertBox?.showsVerticalScrollIndicator ?? true }
        set { inertProperties.showsVerticalScrollIndicator = newValue }
    }

    /// Whether the horizontal scroll indicator shows while scrolling; `true` by default.
    /// Inert (R-I8).
    public var showsHorizontalScrollIndicator: Bool {
        get { inertBox?.showsHorizontalScrollIndicator ?? true }
        set { inertProperties.showsHorizontalScrollIndicator = newValue }
    }
}
