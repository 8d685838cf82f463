import Foundation

/// A color as stored values (R-I8): red, green, blue and alpha components in 0…1, in the
/// sRGB space, that views keep and tests read. Touchstone draws nothing, so a color is
/// inert: setting one changes no behavior.
///
/// Colors are equal when their components are, as UIKit's `isEqual(_:)` compares two
/// colors of the same color space. The named system colors are UIKit's light-mode values
/// (Touchstone has no trait environment, so no dark mode).
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

    /// Creates a color from its components, each clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
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

    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1)
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

    // MARK: System colors (UIKit's light-mode values)

    /// The system blue, the default tint (0, 122, 255).
    public static var systemBlue: UIColor { rgb(0, 122, 255) }
    /// The system red (255, 59, 48).
    public static var systemRed: UIColor { rgb(255, 59, 48) }
    /// The system green (52, 199, 89).
    public static var systemGreen: UIColor { rgb(52, 199, 89) }
    /// The system orange (255, 149, 0).
    public static var systemOrange: UIColor { rgb(255, 149, 0) }
    /// The system yellow (255, 204, 0).
    public static var systemYellow: UIColor { rgb(255, 204, 0) }
    /// The system pink (255, 45, 85).
    public static var systemPink: UIColor { rgb(255, 45, 85) }
    /// The system purple (175, 82, 222).
    public static var systemPurple: UIColor { rgb(175, 82, 222) }
    /// The system teal (48, 176, 199).
    public static var systemTeal: UIColor { rgb(48, 176, 199) }
    /// The system indigo (88, 86, 214).
    public static var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// The system gray (142, 142, 147).
    public static var systemGray: UIColor { rgb(142, 142, 147) }
    /// The background of the main interface: white.
    public static var systemBackground: UIColor { .white }
    /// The background of grouped content (242, 242, 247).
    public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    /// The color of primary text: black.
    public static var label: UIColor { .black }
    /// The color of secondary text (60, 60, 67, 60 %).
    public static var secondaryLabel: UIColor { rgb(60, 60, 67).withAlphaComponent(0.6) }
    /// The color of separators (60, 60, 67, 29 %).
    public static var separator: UIColor { rgb(60, 60, 67).withAlphaComponent(0.29) }
}
