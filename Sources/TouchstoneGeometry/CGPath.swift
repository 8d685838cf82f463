import Foundation

#if !canImport(CoreGraphics)
/// How a path's inside is decided, with CoreGraphics' raw values.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds around the point a nonzero number of times.
    case winding = 0
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}

/// How a stroke's open ends are drawn, with CoreGraphics' raw values.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends at the end point.
    case butt = 0
    /// A half circle of the stroke's width ends it.
    case round = 1
    /// A half square of the stroke's width ends it.
    case square = 2
}

/// How a stroke's corners are drawn, with CoreGraphics' raw values.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges meet in a point, unless it is farther than the miter limit.
    case miter = 0
    /// A circle of the stroke's width rounds the corner.
    case round = 1
    /// The corner is cut off.
    case bevel = 2
}

/// What one element of a path does, with CoreGraphics' raw values.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as ``CGPath/applyWithBlock(_:)`` hands it over: its type and its
/// points (one for a move or a line, two for a quadratic curve, three for a cubic one,
/// none for a close), the end point last.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// A path: subpaths of lines and quadratic and cubic Bézier curves, with CoreGraphics'
/// API, computed for real (R-PA1–R-PA4): whether it contains a point under either fill
/// rule, its bounds, the outline of its stroke, and its transformed copies. It is what a
/// custom control's `point(inside:with:)` asks.
///
/// Arcs and ellipses become cubic curves, as in CoreGraphics. A path is immutable; a
/// ``CGMutablePath`` is built element by element.
public class CGPath: Equatable, CustomStringConvertible {
    /// One element, its points stored in place.
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        case close
    }

    /// The elements, in order.
    var elements: [Element]

    init(elements: [Element]) {
        self.elements = elements
    }

    /// A rectangle's path: from its top-left corner through the other three, closed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse's path inside `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rounded rectangle's path, each corner a quarter ellipse of `cornerWidth` by
    /// `cornerHeight`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .line(let point), .quad(_, let point), .cubic(_, _, let point):
                current = point
            case .close:
                current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `.null` for an empty path.
    public var boundingBox: CGRect {
        var box = BoundingBox()
        for element in elements {
            switch element {
            case .move(let point), .line(let point): box.add(point)
            case .quad(let control, let point): box.add(control); box.add(point)
            case .cubic(let first, let second, let point): box.add(first); box.add(second); box.add(point)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle holding the path itself: its curves' extremes, not their
    /// control points; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = BoundingBox()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                box.add(point)
                current = point
            case .quad(let control, let point):
                // A quadratic curve is the cubic with controls two thirds of the way.
                let first = current + (control - current) * (2.0 / 3.0)
                let second = point + (control - point) * (2.0 / 3.0)
                box.addCubic(current, first, second, point)
                current = point
            case .cubic(let first, let second, let point):
                box.addCubic(current, first, second, point)
                current = point
            case .close:
                break
            }
        }
        return box.rect
    }

    /// Whether `point` is inside the path mapped through `transform` and filled by `rule`
    /// (R-PA2). Every subpath counts as closed, as a fill closes it.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let local = transform.isIdentity ? point : point.applying(transform.inverted())
        var winding = 0
        for polygon in flattened() where polygon.points.count > 1 {
            winding += Self.winding(of: polygon.points, around: local)
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// The path's stroke as an outline (R-PA3): what a stroke of `lineWidth` with
    /// `lineCap`, `lineJoin` and `miterLimit` covers, as a path to fill with the winding
    /// rule, mapped through `transform`.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let outline = StrokeOutline(halfWidth: max(0, lineWidth) / 2, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        for polygon in flattened() { outline.add(polygon) }
        return CGPath(elements: outline.elements).mapped(by: transform)
    }

    /// The path mapped through the transform `transform` points to; the path itself when
    /// it is `nil`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        mapped(by: transform?.pointee ?? .identity)
    }

    /// A mutable copy, mapped through the transform `transform` points to.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: mapped(by: transform?.pointee ?? .identity).elements)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// An immutable copy of the path.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var points = [CGPoint](repeating: .zero, count: 3)
        points.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            for element in elements {
                let type: CGPathElementType
                switch element {
                case .move(let point): (type, base[0]) = (.moveToPoint, point)
                case .line(let point): (type, base[0]) = (.addLineToPoint, point)
                case .quad(let control, let point): (type, base[0], base[1]) = (.addQuadCurveToPoint, control, point)
                case .cubic(let first, let second, let point):
                    (type, base[0], base[1], base[2]) = (.addCurveToPoint, first, second, point)
                case .close: type = .closeSubpath
                }
                var element = CGPathElement(type: type, points: base)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Whether the path is one rectangle; `rect` receives it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard elements.count >= 5, elements.count <= 6, case .move(let a) = elements[0],
              case .line(let b) = elements[1], case .line(let c) = elements[2], case .line(let d) = elements[3]
        else { return false }
        let tail = elements.dropFirst(4)
        guard tail.allSatisfy({ $0 == .close || $0 == .line(a) }), tail.last == .close else { return false }
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return false }
        rect?.pointee = CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
        return true
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public var description: String { "CGPath(\(elements.count) elements, bounds \(boundingBoxOfPath))" }

    // MARK: Geometry

    /// The path with every point mapped through `transform`.
    func mapped(by transform: CGAffineTransform) -> CGPath {
        guard !transform.isIdentity else { return CGPath(elements: elements) }
        return CGPath(elements: elements.map { $0.mapped(by: transform) })
    }

    /// A subpath flattened into straight segments: its points and whether it was closed.
    struct Polygon {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// The subpaths as polygons, each curve cut into segments that stray from it by at
    /// most `flatness` (R-PA1).
    func flattened() -> [Polygon] {
        var polygons: [Polygon] = []
        var current = Polygon(points: [], isClosed: false)
        func finish() {
            if !current.points.isEmpty { polygons.append(current) }
            current = Polygon(points: [], isClosed: false)
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current.points = [point]
            case .line(let point):
                if current.points.isEmpty { current.points = [.zero] }
                current.points.append(point)
            case .quad(let control, let point):
                let start = current.points.last ?? .zero
                if current.points.isEmpty { current.points = [start] }
                let steps = Self.segments(degree: 2, secondDifference: (start - control * 2 + point).length)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    current.points.append(start * (u * u) + control * (2 * u * t) + point * (t * t))
                }
            case .cubic(let first, let second, let point):
                let start = current.points.last ?? .zero
                if current.points.isEmpty { current.points = [start] }
                let difference = max((start - first * 2 + second).length, (first - second * 2 + point).length)
                let steps = Self.segments(degree: 3, secondDifference: difference)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    current.points.append(start * (u * u * u) + first * (3 * u * u * t) + second * (3 * u * t * t)
                                          + point * (t * t * t))
                }
            case .close:
                guard let first = current.points.first else { continue }
                current.isClosed = true
                finish()
                current.points = [first]  // a new subpath starts where the closed one began
            }
        }
        finish()
        return polygons.filter { $0.points.count > 1 || $0.isClosed }
    }

    /// How far a flattened curve may stray from the curve, in points.
    static let flatness: CGFloat = 0.05

    /// The number of segments that keep a Bézier curve of `degree` within `flatness`:
    /// Wang's formula, `n = ⌈√(d(d−1)/8 · M / ε)⌉` for the largest second difference `M`
    /// of its control points.
    static func segments(degree: Int, secondDifference: CGFloat) -> Int {
        let n = (CGFloat(degree * (degree - 1)) / 8 * secondDifference / flatness).squareRoot().rounded(.up)
        return min(max(Int(n), 1), 1_000)
    }

    /// How many times the closed polygon `points` winds around `point`, counterclockwise
    /// on the page positive; a point on an edge counts as inside.
    static func winding(of points: [CGPoint], around point: CGPoint) -> Int {
        var winding = 0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            let cross = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
            if a.y <= point.y {
                if b.y > point.y && cross > 0 { winding += 1 }
            } else if b.y <= point.y && cross < 0 {
                winding -= 1
            }
        }
        return winding
    }
}

/// A path built element by element, with CoreGraphics' API (R-PA1).
public class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() {
        super.init(elements: [])
    }

    override init(elements: [Element]) {
        super.init(elements: elements)
    }

    private var hasCurrentPoint: Bool { !elements.isEmpty }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.line(point.applying(transform)))
    }

    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        elements.append(.close)
    }

    /// Adds a rectangle as a closed subpath: from its top-left corner (its minimum x and y)
    /// through the other three.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds lines between `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds an ellipse inside `rect` as a closed subpath of four cubic curves, from the
    /// rectangle's right middle point, angles growing.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let ellipse = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: ellipse)
        appendArc(from: 0, to: 2 * .pi, transform: ellipse)
        closeSubpath()
    }

    /// Adds a rounded rectangle as a closed subpath, each corner a quarter ellipse of
    /// `cornerWidth` by `cornerHeight` (clamped to half the sides).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2), ry = min(max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        let corners: [(CGFloat, CGFloat, CGFloat)] = [
            (r.maxX - rx, r.minY + ry, -.pi / 2), (r.maxX - rx, r.maxY - ry, 0),
            (r.minX + rx, r.maxY - ry, .pi / 2), (r.minX + rx, r.minY + ry, .pi),
        ]
        for (x, y, start) in corners {
            let corner = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: x, ty: y).concatenating(transform)
            addLine(to: CGPoint(x: cos(start), y: sin(start)), transform: corner)
            appendArc(from: start, to: start + .pi / 2, transform: corner)
        }
        closeSubpath()
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle`
    /// (radians, from the x axis toward the y axis): `clockwise` means decreasing angles,
    /// as CoreGraphics counts them in a y-up space (on a y-down screen it looks
    /// counterclockwise). A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var end = endAngle
        let turn = 2 * CGFloat.pi
        if clockwise {
            while end > startAngle { end -= turn }
            if startAngle - end > turn { end = startAngle - turn }
        } else {
            while end < startAngle { end += turn }
            if end - startAngle > turn { end = startAngle + turn }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: end - startAngle,
                       transform: transform)
    }

    /// Adds an arc of the circle around `center` from `startAngle` through `delta`
    /// radians; a line joins the current point to the arc's start.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle))
        if hasCurrentPoint { addLine(to: start, transform: circle) } else { move(to: start, transform: circle) }
        appendArc(from: startAngle, to: startAngle + delta, transform: circle)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, with a line from the
    /// current point to the arc's start.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let p0 = hasCurrentPoint ? currentPoint : tangent1End.applying(transform)
        let p1 = tangent1End.applying(transform), p2 = tangent2End.applying(transform)
        if !hasCurrentPoint { elements.append(.move(p0)) }
        let v1 = (p0 - p1).normalized, v2 = (p2 - p1).normalized
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, abs(cross) > 1e-9, v1.length > 0, v2.length > 0 else { return addLine(to: p1) }
        let angle = acos(max(-1, min(1, v1.x * v2.x + v1.y * v2.y)))  // between the two lines
        let distance = radius / tan(angle / 2)
        let start = p1 + v1 * distance, end = p1 + v2 * distance
        let bisector = (v1 + v2).normalized
        let center = p1 + bisector * (radius / sin(angle / 2))
        let from = atan2(start.y - center.y, start.x - center.x)
        var to = atan2(end.y - center.y, end.x - center.x)
        // The arc turns the short way round, on the side of the corner.
        while to - from > .pi { to -= 2 * .pi }
        while to - from < -.pi { to += 2 * .pi }
        elements.append(.line(start))
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
        appendArc(from: from, to: to, transform: circle)
    }

    /// Adds `path`'s elements, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.mapped(by: transform) }
    }

    /// Appends the unit circle's arc from `start` to `end` (radians) as cubic curves of at
    /// most a quarter turn each, mapped through `transform`: each piece's controls lie
    /// `4/3 · tan(θ/4)` along the tangents, the standard approximation (R-PA1).
    private func appendArc(from start: CGFloat, to end: CGFloat, transform: CGAffineTransform) {
        let sweep = end - start
        guard sweep != 0 else { return }
        // A sweep of exactly a quarter turn's multiple, give or take rounding, is that many pieces.
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for piece in 0..<pieces {
            let a = start + step * CGFloat(piece), b = a + step
            let p0 = CGPoint(x: cos(a), y: sin(a)), p3 = CGPoint(x: cos(b), y: sin(b))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            addCurve(to: p3, control1: c1, control2: c2, transform: transform)
        }
    }
}

extension CGPath.Element {
    func mapped(by t: CGAffineTransform) -> CGPath.Element {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }
}
#endif
