import Foundation

/// One drawn piece of a path as a Bézier curve of degree 1 to 3: what a keyframe animation
/// along a path moves through, one keyframe per piece (R-CA5).
package struct BezierSegment: Equatable {
    /// The start, the control points, and the end, in order.
    package let points: [CGPoint]

    /// The point at parameter `t` (0…1), by de Casteljau's construction.
    package func point(at t: CGFloat) -> CGPoint {
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { $0 + ($1 - $0) * t }
        }
        return level[0]
    }

    /// The direction of travel at `t`, in radians from the x axis: the derivative's, or the
    /// chord's where the derivative vanishes (a control point on an end point).
    package func tangentAngle(at t: CGFloat) -> CGFloat {
        let step: CGFloat = 1e-4
        let (a, b) = (point(at: max(t - step, 0)), point(at: min(t + step, 1)))
        let direction = b - a
        if direction.length > 1e-9 { return atan2(direction.y, direction.x) }
        let chord = points[points.count - 1] - points[0]
        return atan2(chord.y, chord.x)
    }

    /// The length, along 64 chords: well inside a point for the paths animations follow.
    package var length: CGFloat {
        (1...64).reduce(into: CGFloat(0)) { total, step in
            total += (point(at: CGFloat(step) / 64) - point(at: CGFloat(step - 1) / 64)).length
        }
    }

    /// The parameter at which the curve has covered `fraction` of its length, from the
    /// same 64 chords.
    package func parameter(atFractionOfLength fraction: CGFloat) -> CGFloat {
        let total = length
        guard total > 0 else { return fraction }
        var covered: CGFloat = 0
        for step in 1...64 {
            let piece = (point(at: CGFloat(step) / 64) - point(at: CGFloat(step - 1) / 64)).length
            if covered + piece >= fraction * total {
                let within = piece > 0 ? (fraction * total - covered) / piece : 0
                return (CGFloat(step - 1) + within) / 64
            }
            covered += piece
        }
        return 1
    }
}

extension CGPath {
    /// The path's drawn pieces, moves dropped and each closing line included, in order.
    package var bezierSegments: [BezierSegment] {
        var segments: [BezierSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                (current, subpathStart) = (point, point)
            case .line(let point):
                segments.append(BezierSegment(points: [current, point]))
                current = point
            case .quad(let control, let point):
                segments.append(BezierSegment(points: [current, control, point]))
                current = point
            case .cubic(let first, let second, let point):
                segments.append(BezierSegment(points: [current, first, second, point]))
                current = point
            case .close:
                if current != subpathStart { segments.append(BezierSegment(points: [current, subpathStart])) }
                current = subpathStart
            }
        }
        return segments
    }
}
