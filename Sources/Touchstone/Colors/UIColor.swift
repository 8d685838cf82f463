import Foundation

/// A color as stored values (R-I8): red, green, blue and alpha components in 0…1, in the
/// sRGB space, that views keep and tests read. Touchstone draws nothing, so a color is
/// inert: setting one changes no behavior.
///
/// Colors are equal when their components are, as UIKit's `isEqual(_:)` compares two
/// colors of the same color space. The system and semantic colors are dynamic, as UIKit's:
/// their components are the light appearance's, and ``resolvedColor(with:)`` gives the
/// dark one for dark traits (R-IM4).
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable type; the class is open
    // only so that ported subclasses compile.

    /// The red component, 0…1.
    public let red: CGFloat
    /// The green component, 0…1.
    public let green: CGFloat
    /// The blue component, 0…1.
    public let blue: CGFloat
    /// The opacity, 0 (transparent) to 1 (opaque).
    public let alpha: CGFloat
    /// What the color is in a dark interface, for the system colors (R-IM4).
    let darkVariant: UIColor?
    /// What the color is for other traits, for colors made with a provider (R-IM4).
    let provider: (@MainActor @Sendable (UITraitCollection) -> UIColor)?

    /// Creates a color from its components, each clamped to 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, dark: nil, provider: nil)
    }

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, dark: UIColor?,
         provider: (@MainActor @Sendable (UITraitCollection) -> UIColor)?) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
        darkVariant = dark
        self.provider = provider
    }

    /// Creates a gray: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same color with `alpha` as its opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)`; always `true`, since
    /// every Touchstone color is an RGB color.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The components, as UIKit prints them: `UIExtendedSRGBColorSpace 1 0 0 1`.
    open var description: String { "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)" }

    private static func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }

    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// A system color: `light` in a light interface, `dark` in a dark one.
    private static func system(_ light: UIColor, dark: UIColor) -> UIColor {
        UIColor(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, dark: dark, provider: nil)
    }

    // MARK: Fixed colors (UIKit's values)

    /// Black: white 0.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark gray: white 1/3.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Light gray: white 2/3.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White: white 1.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray: white 0.5.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red: 1, 0, 0.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green: 0, 1, 0.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue: 0, 0, 1.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: 0, 1, 1.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: 1, 1, 0.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: 1, 0, 1.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: 1, 0.5, 0.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: 0.5, 0, 0.5.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: 0.6, 0.4, 0.2.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Clear: white 0, alpha 0.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: System colors (UIKit's values: light, and dark for resolvedColor(with:))

    /// Blue.
    public static var systemBlue: UIColor { system(rgb(0, 122, 255), dark: rgb(10, 132, 255)) }
    /// Red.
    public static var systemRed: UIColor { system(rgb(255, 59, 48), dark: rgb(255, 69, 58)) }
    /// Green.
    public static var systemGreen: UIColor { system(rgb(52, 199, 89), dark: rgb(48, 209, 88)) }
    /// Orange.
    public static var systemOrange: UIColor { system(rgb(255, 149, 0), dark: rgb(255, 159, 10)) }
    /// Yellow.
    public static var systemYellow: UIColor { system(rgb(255, 204, 0), dark: rgb(255, 214, 10)) }
    /// Pink.
    public static var systemPink: UIColor { system(rgb(255, 45, 85), dark: rgb(255, 55, 95)) }
    /// Purple.
    public static var systemPurple: UIColor { system(rgb(175, 82, 222), dark: rgb(191, 90, 242)) }
    /// Teal.
    public static var systemTeal: UIColor { system(rgb(48, 176, 199), dark: rgb(64, 200, 224)) }
    /// Indigo.
    public static var systemIndigo: UIColor { system(rgb(88, 86, 214), dark: rgb(94, 92, 230)) }
    /// Mint.
    public static var systemMint: UIColor { system(rgb(0, 199, 190), dark: rgb(99, 230, 226)) }
    /// Cyan.
    public static var systemCyan: UIColor { system(rgb(50, 173, 230), dark: rgb(100, 210, 255)) }
    /// Brown.
    public static var systemBrown: UIColor { system(rgb(162, 132, 94), dark: rgb(172, 142, 104)) }
    /// Gray.
    public static var systemGray: UIColor { rgb(142, 142, 147) }
    /// The second gray.
    public static var systemGray2: UIColor { system(rgb(174, 174, 178), dark: rgb(99, 99, 102)) }
    /// The third gray.
    public static var systemGray3: UIColor { system(rgb(199, 199, 204), dark: rgb(72, 72, 74)) }
    /// The fourth gray.
    public static var systemGray4: UIColor { system(rgb(209, 209, 214), dark: rgb(58, 58, 60)) }
    /// The fifth gray.
    public static var systemGray5: UIColor { system(rgb(229, 229, 234), dark: rgb(44, 44, 46)) }
    /// The sixth gray.
    public static var systemGray6: UIColor { system(rgb(242, 242, 247), dark: rgb(28, 28, 30)) }

    // MARK: Semantic colors

    /// The background of a screen.
    public static var systemBackground: UIColor { system(.white, dark: .black) }
    /// The background of content on a screen.
    public static var secondarySystemBackground: UIColor { system(rgb(242, 242, 247), dark: rgb(28, 28, 30)) }
    /// The background of content within content.
    public static var tertiarySystemBackground: UIColor { system(.white, dark: rgb(44, 44, 46)) }
    /// The background of a grouped list.
    public static var systemGroupedBackground: UIColor { system(rgb(242, 242, 247), dark: .black) }
    /// The background of a grouped list's cells.
    public static var secondarySystemGroupedBackground: UIColor { system(.white, dark: rgb(28, 28, 30)) }
    /// Text.
    public static var label: UIColor { system(.black, dark: .white) }
    /// Secondary text.
    public static var secondaryLabel: UIColor { system(rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6)) }
    /// Tertiary text.
    public static var tertiaryLabel: UIColor { system(rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)) }
    /// Quaternary text.
    public static var quaternaryLabel: UIColor { system(rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16)) }
    /// Placeholder text.
    public static var placeholderText: UIColor { system(rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)) }
    /// Links.
    public static var link: UIColor { system(rgb(0, 122, 255), dark: rgb(9, 132, 255)) }
    /// Thin lines between content, see-through.
    public static var separator: UIColor { system(rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6)) }
    /// Thin lines between content, opaque.
    public static var opaqueSeparator: UIColor { system(rgb(198, 198, 200), dark: rgb(56, 56, 58)) }
    /// The fill of thin and small shapes.
    public static var systemFill: UIColor { system(rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36)) }
    /// Dark text on light backgrounds, in any interface.
    public static var darkText: UIColor { .black }
    /// Light text on dark backgrounds, in any interface.
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
}
