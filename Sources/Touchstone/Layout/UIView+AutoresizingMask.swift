import Foundation

extension UIView {
    /// Options for automatic view resizing: which of a view's margins and dimensions grow
    /// or shrink when its superview's bounds change size (R-LY4). Raw values as UIKit's.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance from the superview's left edge is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance from the superview's right edge is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance from the superview's top edge is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance from the superview's bottom edge is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the view for its superview's change of size from `oldSize` to `newSize`,
    /// by its ``autoresizingMask`` (R-LY4).
    func autoresize(superviewSizeFrom oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        var frame = self.frame
        (frame.origin.x, frame.size.width) = Self.distribute(
            newSize.width - oldSize.width, start: frame.minX, length: frame.width, in: oldSize.width,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        (frame.origin.y, frame.size.height) = Self.distribute(
            newSize.height - oldSize.height, start: frame.minY, length: frame.height, in: oldSize.height,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        if frame != self.frame { self.frame = frame }
    }

    /// Shares `change` of the superview's extent `extent` among the flexible parts of one
    /// axis (the leading margin, the length, the trailing margin) in proportion to their
    /// sizes, as Apple documents; equally when the flexible parts measure nothing. Returns
    /// the new origin and length.
    private static func distribute(_ change: CGFloat, start: CGFloat, length: CGFloat, in extent: CGFloat,
                                   flexible: (start: Bool, length: Bool, end: Bool)) -> (CGFloat, CGFloat) {
        guard change != 0 else { return (start, length) }
        let parts = [(flexible.start, start), (flexible.length, length), (flexible.end, extent - start - length)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (start, length) }
        let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: CGFloat) -> CGFloat {
            total > 0 ? change * max(0, part) / total : change / CGFloat(flexibleParts.count)
        }
        return (start + (flexible.start ? share(start) : 0), length + (flexible.length ? share(length) : 0))
    }
}
