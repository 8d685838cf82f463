import Foundation

extension CGPath {
    /// The path's length: the sum of its flattened segments', closing segments included.
    package var length: CGFloat {
        flattened().reduce(0) { $0 + Self.polylineLength(Self.outline(of: $1)) }
    }

    /// The part of the path from `start` to `end` of its length (fractions, 0 ≤ start ≤
    /// end ≤ 1), as straight segments along the flattened path, each subpath's closing
    /// segment included: how a shape layer strokes from `strokeStart` to `strokeEnd`
    /// (R-LA4). Core Animation measures the same length; its pieces are curves, these are
    /// within the flattening tolerance of them.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let outlines = flattened().map(Self.outline(of:))
        let total = outlines.reduce(0) { $0 + Self.polylineLength($1) }
        let from = start * total, to = end * total
        let trimmed = CGMutablePath()
        var travelled: CGFloat = 0
        for points in outlines {
            var isDrawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let length = a.distance(to: b)
                defer { travelled += length }
                let segmentStart = max(from, travelled), segmentEnd = min(to, travelled + length)
                guard segmentEnd > segmentStart || (length == 0 && travelled >= from && travelled <= to) else {
                    isDrawing = false
                    continue
                }
                let point = { (distance: CGFloat) -> CGPoint in
                    length == 0 ? a : a + (b - a) * ((distance - travelled) / length)
                }
                if !isDrawing {
                    trimmed.move(to: point(segmentStart))
                    isDrawing = true
                }
                trimmed.addLine(to: point(segmentEnd))
            }
        }
        return trimmed
    }

    /// A polygon's points, its first repeated at the end when it is closed.
    private static func outline(of polygon: Polygon) -> [CGPoint] {
        polygon.isClosed && polygon.points.first != polygon.points.last
            ? polygon.points + [polygon.points[0]] : polygon.points
    }

    private static func polylineLength(_ points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }
}
