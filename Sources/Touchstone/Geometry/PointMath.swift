import Foundation

// Small vector helpers used across the engine and recognizers. Internal: UIKit has no
// public operators on CGPoint, and Touchstone does not add API that UIKit lacks.

extension CGPoint {
    @inline(__always) static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) }
    @inline(__always) static func - (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x - r.x, y: l.y - r.y) }
    @inline(__always) static func * (l: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: l.x * s, y: l.y * s) }

    /// Euclidean distance to `other`.
    @inline(__always) func distance(to other: CGPoint) -> CGFloat {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether both coordinates are finite (neither NaN nor infinite).
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// The smallest rectangle containing the four corners of `self` mapped by `mapping`.
    func boundingBoxOfCorners(_ mapping: (CGPoint) -> CGPoint) -> CGRect {
        // Four named corners rather than arrays: a transformed view's frame is read while
        // it zooms, on every move, and must not allocate.
        let a = mapping(CGPoint(x: minX, y: minY)), b = mapping(CGPoint(x: maxX, y: minY))
        let c = mapping(CGPoint(x: minX, y: maxY)), d = mapping(CGPoint(x: maxX, y: maxY))
        let left = min(min(a.x, b.x), min(c.x, d.x)), top = min(min(a.y, b.y), min(c.y, d.y))
        let right = max(max(a.x, b.x), max(c.x, d.x)), bottom = max(max(a.y, b.y), max(c.y, d.y))
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
