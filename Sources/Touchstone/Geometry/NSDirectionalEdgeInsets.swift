import Foundation

/// Insets by leading and trailing edge rather than left and right, as UIKit's
/// `NSDirectionalEdgeInsets`: ``UIView/directionalLayoutMargins``. Touchstone lays out
/// left to right, where leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge.
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with the given edge distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets by leading and trailing edge: leading is left unless `rightToLeft`.
    init(_ insets: UIEdgeInsets, rightToLeft: Bool = false) {
        self.init(top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
                  trailing: rightToLeft ? insets.left : insets.right)
    }

    /// The insets by left and right edge, left to right.
    var leftToRight: UIEdgeInsets { edgeInsets(rightToLeft: false) }

    /// The insets by left and right edge: leading is left unless `rightToLeft`.
    func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }
}
