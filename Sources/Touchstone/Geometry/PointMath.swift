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
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map(mapping)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
