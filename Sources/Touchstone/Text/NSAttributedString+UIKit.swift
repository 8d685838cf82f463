import Foundation

// UIKit's attributes for `NSAttributedString` (R-TX2). Foundation on Linux has attributed
// strings and no drawing attributes; these are UIKit's, with its raw names, so that
// `[.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red]` reads as on
// iOS. Measurement reads the font, kern and paragraph style; the others are kept.
extension NSAttributedString.Key {
    /// The `UIFont` of the text; the system font at 12 points when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points, as an `NSNumber` or `CGFloat`.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Extra space between characters, in points, as an `NSNumber` or `CGFloat`.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The `NSParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The underline, an `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The `UIColor` of the underline.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough, an `NSUnderlineStyle` raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The `UIColor` of the strikethrough.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The `UIColor` of the outline.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width, a percentage of the font size.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The `NSShadow` of the text.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A link: a `URL` or a `String`.
    public static let link = NSAttributedString.Key("NSLink")
    /// How far the text is raised from the baseline, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// Whether ligatures are used.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The skew of the glyphs.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The stretch of the glyphs, as a log factor.
    public static let expansion = NSAttributedString.Key("NSExpansion")
}

/// How lines of text are aligned, with UIKit's raw values on iOS.
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centered.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Spread to both edges, but the last line.
    case justified = 3
    /// Along the leading edge of the layout direction.
    case natural = 4
}

/// How text that does not fit is wrapped or cut, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries; a word longer than the line wraps by characters.
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping
    /// Cut at the edge.
    case byClipping
    /// Replace the start of the line with an ellipsis.
    case byTruncatingHead
    /// Replace the end of the line with an ellipsis.
    case byTruncatingTail
    /// Replace the middle of the line with an ellipsis.
    case byTruncatingMiddle
}

/// An underline's or strikethrough's style, with UIKit's raw values.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dotted.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash-dot.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash-dot-dot.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not the spaces between.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// The paragraph values of text: alignment, line breaking and spacing (R-TX2).
/// Measurement reads ``lineBreakMode`` and ``lineSpacing``; drawing a string in a
/// rectangle also reads ``alignment`` (a label aligns by its own `textAlignment`); the
/// indents and the other spacings are kept.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The default style: natural alignment, word wrapping, no spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines are aligned.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// How lines that do not fit are wrapped or cut.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines, in points.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Extra space after the paragraph, in points.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// The indent of the first line, in points.
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The indent of the other lines, in points.
    open internal(set) var headIndent: CGFloat = 0
    /// The trailing indent, in points: from the leading edge when positive, from the
    /// trailing edge when negative or zero.
    open internal(set) var tailIndent: CGFloat = 0
    /// The least line height, in points; 0 for none.
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest line height, in points; 0 for none.
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// A factor on the natural line height; 0 for none.
    open internal(set) var lineHeightMultiple: CGFloat = 0

    /// Creates the default style.
    public override init() {}

    /// A mutable copy, as `mutableCopy()` makes it.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }

    /// An immutable copy, as `copy()` makes it.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.take(self)
        return copy
    }

    func take(_ other: NSParagraphStyle) {
        (alignment, lineBreakMode, lineSpacing, paragraphSpacing) = (other.alignment, other.lineBreakMode, other.lineSpacing, other.paragraphSpacing)
        (firstLineHeadIndent, headIndent, tailIndent) = (other.firstLineHeadIndent, other.headIndent, other.tailIndent)
        (minimumLineHeight, maximumLineHeight, lineHeightMultiple) = (other.minimumLineHeight, other.maximumLineHeight, other.lineHeightMultiple)
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// How lines are aligned.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// How lines that do not fit are wrapped or cut.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// Extra space between lines, in points.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// Extra space after the paragraph, in points.
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    /// The indent of the first line, in points.
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    /// The indent of the other lines, in points.
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    /// The trailing indent, in points.
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    /// The least line height, in points; 0 for none.
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    /// The greatest line height, in points; 0 for none.
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    /// A factor on the natural line height; 0 for none.
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }

    /// Takes every value of `paragraphStyle`.
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
        take(paragraphStyle)
    }
}

/// A text shadow's values.
open class NSShadow: NSObject {
    /// The shadow's offset from the text, in points; (0, −3) by default.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur's radius, in points; 0 by default.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's color, a `UIColor`; a third-opaque black when `nil`.
    open var shadowColor: Any?

    /// Creates a shadow with the default values.
    public override init() {}
}
