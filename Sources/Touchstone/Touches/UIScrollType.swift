import Foundation

/// The kind of device a scroll event comes from, with UIKit's raw values (R-P5).
public enum UIScrollType: Int, Sendable {
    /// A mouse wheel: notches, each a separate step.
    case discrete
    /// A trackpad: a stream of deltas between fingers down and fingers up.
    case continuous
}

/// The kinds of scroll event a pan recognizer accepts
/// (``UIPanGestureRecognizer/allowedScrollTypesMask``), with UIKit's raw values (R-P5).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a mask from UIKit's raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Mouse wheels.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Trackpads.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// Whether the mask accepts scroll events of `type`.
    func allows(_ type: UIScrollType) -> Bool { contains(UIScrollTypeMask(rawValue: 1 << type.rawValue)) }
}
