import Foundation

// Small vector helpers used across the engine, its recognizers and the path geometry.
// Package-wide, not public: UIKit and CoreGraphics have no operators on CGPoint, and
// Touchstone does not add API that they lack.

extension CGPoint {
    @inline(__always) package static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) }
    @inline(__always) package static func - (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x - r.x, y: l.y - r.y) }
    @inline(__always) package static func * (l: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: l.x * s, y: l.y * s) }

    /// Euclidean distance to `other`.
    @inline(__always) package func distance(to other: CGPoint) -> CGFloat {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The length of the point as a vector.
    package var length: CGFloat { (x * x + y * y).squareRoot() }

    /// The vector of length 1 in this one's direction; zero for zero.
    package var normalized: CGPoint {
        let length = self.length
        return length > 0 ? CGPoint(x: x / length, y: y / length) : .zero
    }

    /// The vector turned a quarter turn, from the x axis toward the y axis.
    package var perpendicular: CGPoint { CGPoint(x: -y, y: x) }

    /// Whether both coordinates are finite (neither NaN nor infinite).
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// The smallest rectangle containing the four corners of `self` mapped by `mapping`.
    package func boundingBoxOfCorners(_ mapping: (CGPoint) -> CGPoint) -> CGRect {
        // Four named corners rather than arrays: a transformed view's frame is read while
        // it zooms, on every move, and must not allocate.
        let a = mapping(CGPoint(x: minX, y: minY)), b = mapping(CGPoint(x: maxX, y: minY))
        let c = mapping(CGPoint(x: minX, y: maxY)), d = mapping(CGPoint(x: maxX, y: maxY))
        let left = min(min(a.x, b.x), min(c.x, d.x)), top = min(min(a.y, b.y), min(c.y, d.y))
        let right = max(max(a.x, b.x), max(c.x, d.x)), bottom = max(max(a.y, b.y), max(c.y, d.y))
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
