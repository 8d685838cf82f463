import Foundation

/// An offset from a point, horizontal and vertical, in points: where a push acts or an
/// attachment holds, from an item's center.
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset.
    public static let zero = UIOffset()
}

/// A range of values from a minimum to a maximum: an attachment's range of sliding or
/// turning.
public struct UIFloatRange: Equatable, Hashable, Sendable {
    /// The lowest value.
    public var minimum: CGFloat
    /// The highest value.
    public var maximum: CGFloat

    /// A range from `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range from 0 to 0.
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// The range of every value.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range is infinite in both directions.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
