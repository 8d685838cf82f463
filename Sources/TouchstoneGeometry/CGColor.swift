import Foundation

/// A color as Core Graphics passes it to layers and contexts: components in an RGB (or
/// gray) space, stored, never drawn. Layers keep it for their fill, stroke, border and
/// shadow; a recording ``CGContext`` keeps it with each shape it paints, so a test can
/// read which color a control drew in.
///
/// Two colors are equal when their components are, as `CFEqual` compares two colors of
/// one color space.
public final class CGColor: Equatable, Hashable, CustomStringConvertible, Sendable {
    /// The components: red, green, blue and alpha, or gray and alpha.
    public let components: [CGFloat]?
    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A color with red, green, blue and alpha components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A gray with `gray` and alpha components in 0…1.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The same color with `alpha` as its alpha component.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components else { return nil }
        return components.count == 2
            ? CGColor(gray: components[0], alpha: alpha)
            : CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// The components, as Core Graphics prints them: `CGColor [1 0 0 1]`.
    public var description: String {
        "CGColor [\((components ?? []).map { "\($0)" }.joined(separator: " "))]"
    }
}

/// A bitmap image's dimensions, without pixels: what a recording ``CGContext`` draws and
/// what a snapshot made of a view holds.
public final class CGImage: Equatable, CustomStringConvertible, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// An image of `width` × `height` pixels. A Touchstone addition: Core Graphics makes
    /// images from data or contexts.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    /// The size: `CGImage 90×60`.
    public var description: String { "CGImage \(width)×\(height)" }
}
