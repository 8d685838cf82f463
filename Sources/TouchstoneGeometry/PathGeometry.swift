import Foundation

#if !canImport(CoreGraphics)
/// The smallest rectangle around points and cubic curves, grown one at a time.
struct BoundingBox {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ point: CGPoint) {
        minX = min(minX, point.x); maxX = max(maxX, point.x)
        minY = min(minY, point.y); maxY = max(maxY, point.y)
    }

    /// Adds the cubic curve's end points and its extremes: where a coordinate's
    /// derivative, a quadratic in t, is zero inside (0, 1).
    mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p0)
        add(p3)
        for axis in 0..<2 {
            let (a0, a1, a2, a3) = axis == 0 ? (p0.x, p1.x, p2.x, p3.x) : (p0.y, p1.y, p2.y, p3.y)
            // B'(t)/3 = a·t² + b·t + c
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            for t in Self.roots(a, b, c) where t > 0 && t < 1 {
                let u = 1 - t
                let value = a0 * u * u * u + 3 * a1 * u * u * t + 3 * a2 * u * t * t + a3 * t * t * t
                if axis == 0 { minX = min(minX, value); maxX = max(maxX, value) } else { minY = min(minY, value); maxY = max(maxY, value) }
            }
        }
    }

    /// The real roots of a·t² + b·t + c.
    private static func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }

    var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The outline of a flattened path's stroke (R-PA3): one closed piece per segment (a
/// rectangle of the stroke's width), per corner (the join) and per open end (the cap),
/// each turning the same way, so that the winding rule fills their union.
final class StrokeOutline {
    private let halfWidth: CGFloat
    private let cap: CGLineCap
    private let join: CGLineJoin
    private let miterLimit: CGFloat
    private(set) var elements: [CGPath.Element] = []

    init(halfWidth: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
        self.halfWidth = halfWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    func add(_ polygon: CGPath.Polygon) {
        guard halfWidth > 0 else { return }
        var points: [CGPoint] = []
        for point in polygon.points where points.last.map({ ($0 - point).length > 1e-9 }) ?? true { points.append(point) }
        if polygon.isClosed, points.count > 1, let first = points.first, (points[points.count - 1] - first).length > 1e-9 {
            points.append(first)
        }
        guard points.count > 1 else { return }
        for (a, b) in zip(points, points.dropFirst()) {
            let offset = (b - a).normalized.perpendicular * halfWidth
            piece([a + offset, b + offset, b - offset, a - offset])
        }
        let closed = polygon.isClosed && points.count > 2
        let corners = closed ? Array(points.indices.dropLast()) : Array(points.indices.dropFirst().dropLast())
        for index in corners {
            let previous = index == 0 ? points[points.count - 2] : points[index - 1]
            addJoin(at: points[index], from: previous, to: points[index + 1])
        }
        if !closed {
            addCap(at: points[0], pointing: (points[0] - points[1]).normalized)
            addCap(at: points[points.count - 1], pointing: (points[points.count - 1] - points[points.count - 2]).normalized)
        }
    }

    private func addJoin(at vertex: CGPoint, from previous: CGPoint, to next: CGPoint) {
        let incoming = (vertex - previous).normalized, outgoing = (next - vertex).normalized
        let n1 = incoming.perpendicular * halfWidth, n2 = outgoing.perpendicular * halfWidth
        switch join {
        case .round:
            circle(at: vertex)
        case .bevel:
            bevels(at: vertex, n1, n2)
        case .miter:
            // The miter's length over the width is 1 / sin(θ/2), θ the angle between the
            // two segments; past the limit the join is a bevel.
            let cosine = max(-1, min(1, -(incoming.x * outgoing.x + incoming.y * outgoing.y)))
            let halfAngleSine = ((1 - cosine) / 2).squareRoot()
            guard halfAngleSine > 1e-9, 1 / halfAngleSine <= miterLimit else { return bevels(at: vertex, n1, n2) }
            let turn = incoming.x * outgoing.y - incoming.y * outgoing.x
            let side: CGFloat = turn > 0 ? -1 : 1  // the outer side of the corner
            let bisector = (n1 + n2).normalized * (side * halfWidth / halfAngleSine)
            piece([vertex, vertex + n1 * side, vertex + bisector, vertex + n2 * side])
        }
    }

    private func bevels(at vertex: CGPoint, _ n1: CGPoint, _ n2: CGPoint) {
        piece([vertex, vertex + n1, vertex + n2])
        piece([vertex, vertex - n1, vertex - n2])
    }

    private func addCap(at end: CGPoint, pointing direction: CGPoint) {
        switch cap {
        case .butt:
            break
        case .round:
            circle(at: end)
        case .square:
            let side = direction.perpendicular * halfWidth, ahead = direction * halfWidth
            piece([end + side, end + side + ahead, end - side + ahead, end - side])
        }
    }

    /// A closed polygon piece, turned to wind positively.
    private func piece(_ corners: [CGPoint]) {
        var area: CGFloat = 0
        for (index, a) in corners.enumerated() {
            let b = corners[(index + 1) % corners.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? corners : corners.reversed()
        elements.append(.move(ordered[0]))
        for corner in ordered.dropFirst() { elements.append(.line(corner)) }
        elements.append(.close)
    }

    /// A circle of the stroke's half width, as a 32-sided polygon winding positively.
    private func circle(at center: CGPoint) {
        let sides = 32
        piece((0..<sides).map { step in
            let angle = CGFloat(step) / CGFloat(sides) * 2 * .pi
            return CGPoint(x: center.x + cos(angle) * halfWidth, y: center.y + sin(angle) * halfWidth)
        })
    }
}
#endif
