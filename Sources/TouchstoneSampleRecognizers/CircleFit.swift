import Foundation

/// The circle that best fits a set of points, by Kåsa's linear least squares, and how well
/// it fits: the geometry behind ``CircleGestureRecognizer``.
///
/// A circle is `x² + y² + D·x + E·y + F = 0`, which is linear in `D`, `E`, `F`, so the best
/// fit in the algebraic sense solves a small linear system instead of iterating. With the
/// points shifted to their mean (u, v), the normal equations separate: `F = −Σ(u² + v²)/n`,
/// and the center (u꜀, v꜀) = (−D/2, −E/2) solves
///
///     Σu²·u꜀ + Σuv·v꜀ = ½·Σu·(u² + v²)
///     Σuv·u꜀ + Σv²·v꜀ = ½·Σv·(u² + v²)
///
/// with r² = u꜀² + v꜀² + Σ(u² + v²)/n. Both equations square *both* coordinates inside
/// the parentheses; a widely copied port writes `x*x + 2*y` for `x² + y²`, which fits
/// something other than a circle. Shifting to the mean first keeps the sums small, so
/// points far from the origin lose no precision.
public struct CircleFit: Equatable, Sendable {
    /// The fitted center.
    public let center: CGPoint
    /// The fitted radius.
    public let radius: CGFloat
    /// How far the points stray from the circle: the root mean square of
    /// (distance to the center − radius), divided by the radius. 0 for a perfect circle.
    public let error: CGFloat

    /// Fits a circle to `points`, or returns `nil` when they do not determine one: fewer
    /// than three points, all of them on a line, or non-finite coordinates.
    public init?(points: [CGPoint]) {
        guard points.count >= 3 else { return nil }
        let count = CGFloat(points.count)
        var mean = CGPoint.zero
        for point in points {
            mean.x += point.x / count
            mean.y += point.y / count
        }
        var suu: CGFloat = 0, suv: CGFloat = 0, svv: CGFloat = 0
        var suSquares: CGFloat = 0, svSquares: CGFloat = 0, squares: CGFloat = 0
        for point in points {
            let u = point.x - mean.x, v = point.y - mean.y
            let square = u * u + v * v
            suu += u * u
            suv += u * v
            svv += v * v
            suSquares += u * square
            svSquares += v * square
            squares += square
        }
        // Cramer's rule on the 2×2 system; a determinant that vanishes relative to the
        // spread of the points means they lie on a line.
        let determinant = suu * svv - suv * suv
        guard determinant.isFinite, determinant > 1e-12 * (suu + svv) * (suu + svv) else { return nil }
        let uc = (suSquares * svv - suv * svSquares) / (2 * determinant)
        let vc = (suu * svSquares - suv * suSquares) / (2 * determinant)
        let radius = (uc * uc + vc * vc + squares / count).squareRoot()
        let center = CGPoint(x: mean.x + uc, y: mean.y + vc)
        var squaredDeviations: CGFloat = 0
        for point in points {
            let deviation = hypot(point.x - center.x, point.y - center.y) - radius
            squaredDeviations += deviation * deviation
        }
        let error = (squaredDeviations / count).squareRoot() / radius
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius > 0, error.isFinite else { return nil }
        self.center = center
        self.radius = radius
        self.error = error
    }

    /// The signed angle the path `points` sweeps around ``center``, in radians (positive
    /// clockwise on screen): a closed loop sweeps ±2π, a half circle ±π, a path that goes
    /// back and forth about 0.
    public func sweep(of points: [CGPoint]) -> CGFloat {
        var total: CGFloat = 0
        var previous: CGFloat?
        for point in points {
            let angle = atan2(point.y - center.y, point.x - center.x)
            if let previous {
                var step = angle - previous
                if step > .pi { step -= 2 * .pi } else if step <= -.pi { step += 2 * .pi }
                total += step
            }
            previous = angle
        }
        return total
    }
}
