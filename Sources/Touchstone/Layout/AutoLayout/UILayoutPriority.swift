import Foundation

/// How much a layout constraint matters, from 1 to 1,000: ``required`` constraints must
/// hold; lower priorities are satisfied as well as they can be, strictly in order (R-AL3).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public var rawValue: Float

    /// Creates a priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold: 1,000.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's resistance to compression: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority with which a button hugs its content horizontally: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of the target size in `systemLayoutSizeFitting(_:)`: 50. Not for
    /// constraints of your own.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A window-scene drag that can resize the scene: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The scene's size staying put: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A window-scene drag that cannot resize the scene: 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority `rhs` above `lhs`: `.defaultHigh + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// The priority `lhs` above `rhs`.
    public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority { UILayoutPriority(lhs + rhs.rawValue) }

    /// The priority `rhs` below `lhs`: `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// How far `lhs` is above `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float { lhs.rawValue - rhs.rawValue }

    /// Raises the priority by `rhs`.
    public static func += (lhs: inout UILayoutPriority, rhs: Float) { lhs = lhs + rhs }

    /// Lowers the priority by `rhs`.
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) { lhs = lhs - rhs }
}
