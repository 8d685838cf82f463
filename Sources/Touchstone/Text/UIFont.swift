import Foundation

/// A font as the values layout reads of it (R-TX1): its name, point size and weight, and
/// the vertical metrics of Apple's system font (SF Pro) scaled to the size. Touchstone has
/// no font files and draws no glyphs; widths come from the text-measuring rule (R-TX2).
///
/// Fonts are equal when their name, size and weight are.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable type; the class is open
    // only so that ported subclasses compile.

    /// The font's full name: `".SFUI-Regular"` for the system font, else the name it was
    /// made with.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight; ``Weight/regular`` unless made otherwise.
    public let weight: Weight
    /// Whether the font slants.
    public let isItalic: Bool
    /// Whether every character has one advance, as `monospacedSystemFont` does; digits
    /// only, as `monospacedDigitSystemFont` does, is ``hasMonospacedDigits``.
    let isMonospaced: Bool
    let hasMonospacedDigits: Bool

    init(name: String, size: CGFloat, weight: Weight, italic: Bool = false, monospaced: Bool = false,
         monospacedDigits: Bool = false) {
        fontName = name
        pointSize = max(0, size)
        self.weight = weight
        isItalic = italic
        isMonospaced = monospaced
        hasMonospacedDigits = monospacedDigits || monospaced
    }

    /// A font named `fontName` at `fontSize` points. Touchstone has no font files, so
    /// every name gives a font, with the system font's metrics and the weight its name
    /// says (`"Helvetica-Bold"` is bold); `nil` only for an empty name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let lower = fontName.lowercased()
        let weight: Weight = lower.contains("black") ? .black : lower.contains("heavy") ? .heavy
            : lower.contains("semibold") ? .semibold : lower.contains("bold") ? .bold
            : lower.contains("medium") ? .medium : lower.contains("light") ? .light
            : lower.contains("thin") ? .thin : .regular
        self.init(name: fontName, size: fontSize, weight: weight, italic: lower.contains("italic") || lower.contains("oblique"))
    }

    // MARK: System fonts

    /// The system font at `fontSize` points, regular.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: systemName(for: weight), size: fontSize, weight: weight)
    }

    /// The system font at `fontSize` points, bold.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font at `fontSize` points, italic.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-RegularItalic", size: fontSize, weight: .regular, italic: true)
    }

    /// The system font at `fontSize` points and `weight`, every character one width.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUIMono-" + systemName(for: weight).dropFirst(".SFUI-".count), size: fontSize, weight: weight,
               monospaced: true)
    }

    /// The system font at `fontSize` points and `weight`, its digits one width, as
    /// counters and timers use.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: systemName(for: weight), size: fontSize, weight: weight, monospacedDigits: true)
    }

    /// The font for `style` at the default Dynamic Type size (Large), with Apple's sizes
    /// and weights from the Human Interface Guidelines: body 17, headline 17 semibold,
    /// large title 34, and so on (R-TX1).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    /// The size of labels: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of buttons' titles: 18 points.
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of small text: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The size of the system font: 14 points.
    open class var systemFontSize: CGFloat { 14 }

    private static func systemName(for weight: Weight) -> String {
        let names: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                                        (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
                                        (.black, "Black")]
        let nearest = names.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!
        return ".SFUI-" + nearest.1
    }

    // MARK: Variants

    /// The same font at `fontSize` points.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize, weight: weight, italic: isItalic, monospaced: isMonospaced,
               monospacedDigits: hasMonospacedDigits)
    }

    // MARK: Metrics (R-TX1)

    /// The family: `".SF UI"` for the system fonts, else the name before its dash.
    open var familyName: String {
        fontName.hasPrefix(".SFUI") ? ".SF UI" : String(fontName.split(separator: "-").first ?? Substring(fontName))
    }

    /// How far the tallest glyphs rise above the baseline: 1950/2048 of the size, SF Pro's.
    open var ascender: CGFloat { pointSize * 1950 / 2048 }
    /// How far the lowest glyphs fall below the baseline, negative: −494/2048 of the size.
    open var descender: CGFloat { -pointSize * 494 / 2048 }
    /// The height of capitals above the baseline: 1443/2048 of the size.
    open var capHeight: CGFloat { pointSize * 1443 / 2048 }
    /// The height of lower-case x: 1078/2048 of the size.
    open var xHeight: CGFloat { pointSize * 1078 / 2048 }
    /// The gap added between lines: none.
    open var leading: CGFloat { 0 }
    /// The height of a line: ascender minus descender, 20.287109375 for 17 points, as iOS
    /// reports `UIFont.systemFont(ofSize: 17).lineHeight`.
    open var lineHeight: CGFloat { ascender - descender + leading }

    // MARK: Equality

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// The name and size: `UIFont(.SFUI-Regular, 17.0 pt)`.
    open var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}

extension UIFont {
    /// A font's weight, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight, as `UIFont.Weight(0.3)` is written.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8.
        public static let ultraLight = Weight(-0.8)
        /// −0.6.
        public static let thin = Weight(-0.6)
        /// −0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight at the default Dynamic Type size, from Apple's Human
        /// Interface Guidelines ("Typography", iOS, Large).
        var defaultSizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}

/// Scales fonts and values for Dynamic Type. Touchstone runs at the default text size
/// (Large), where scaling changes nothing: each method returns what it is given.
@MainActor
open class UIFontMetrics {
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the current text size: the same font at the default size.
    open func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font` scaled for the current text size, at most `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// `value` scaled for the current text size: the same value at the default size.
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}
