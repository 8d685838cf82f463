import Foundation

/// The edges of a rectangle, as a set: which screen edges a
/// ``UIScreenEdgePanGestureRecognizer`` listens to. Raw values are UIKit's.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The bits of the set: top 1, left 2, bottom 4, right 8.
    public let rawValue: UInt

    /// Creates a set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
