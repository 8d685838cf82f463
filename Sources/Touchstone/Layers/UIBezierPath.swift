import Foundation

/// Corners of a rectangle, with UIKit's raw values.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves in a view's coordinates, UIKit's wrapper of `CGPath`
/// (R-PA4): what a custom control builds to draw its shape and asks, in
/// `point(inside:with:)`, whether a touch is on it.
///
/// Its geometry is computed for real: ``contains(_:)`` under the winding or even-odd rule
/// (``usesEvenOddFillRule``), ``bounds``, ``apply(_:)``, and, through ``cgPath``'s
/// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`, the stroke's outline.
/// `clockwise` means clockwise on the screen, where y grows downwards, as in UIKit. The
/// stroke's attributes are stored: Touchstone draws nothing.
open class UIBezierPath: CustomStringConvertible {
    private var path: CGMutablePath

    /// Creates an empty path.
    public init() {
        path = CGMutablePath()
    }

    /// A path with `cgPath`'s elements.
    public init(cgPath: CGPath) {
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// A rectangle's path, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The path of the ellipse inside `rect`, clockwise.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle's path, each corner a quarter circle of `cornerRadius`
    /// (clamped to half the shorter side). iOS draws these corners as continuous curves,
    /// slightly inside the circles near the corners' middles; Touchstone's are circular.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle's path with `corners` rounded to quarter ellipses of `cornerRadii`
    /// (clamped to half the sides), the others square, clockwise from the top left.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(cornerRadii.width, 0), r.width / 2), ry = min(max(cornerRadii.height, 0), r.height / 2)
        let layout: [(UIRectCorner, CGPoint, CGPoint, CGFloat)] = [
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2),
        ]
        for (index, (corner, point, center, start)) in layout.enumerated() {
            guard corners.contains(corner), rx > 0, ry > 0 else {
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                continue
            }
            let ellipse = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y)
            let arcStart = CGPoint(x: cos(start), y: sin(start)).applying(ellipse)
            if index == 0 { path.move(to: arcStart) } else { path.addLine(to: arcStart) }
            path.addRelativeArc(center: .zero, radius: 1, startAngle: start, delta: .pi / 2, transform: ellipse)
        }
        path.closeSubpath()
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians from
    /// the x axis), clockwise on the screen when `clockwise`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path as a CoreGraphics path: a copy; setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy(using: nil) ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    // MARK: Building

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of the circle around `center`, clockwise on the screen when
    /// `clockwise`; a line joins the current point to its start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // On a y-down screen, UIKit's clockwise is CoreGraphics' counterclockwise.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// The same path run the other way: each subpath from its end to its start.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        for subpath in subpaths() {
            reversed.path.move(to: subpath.segments.last?.end ?? subpath.start)
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let to = index == 0 ? subpath.start : subpath.segments[index - 1].end
                switch segment.controls.count {
                case 1: reversed.path.addQuadCurve(to: to, control: segment.controls[0])
                case 2: reversed.path.addCurve(to: to, control1: segment.controls[1], control2: segment.controls[0])
                default: reversed.path.addLine(to: to)
                }
            }
            if subpath.isClosed { reversed.path.closeSubpath() }
        }
        return reversed
    }

    /// One subpath as ``reversing()`` reads it: its start, its segments (end point and
    /// controls) and whether it is closed.
    private struct Subpath {
        var start: CGPoint
        var segments: [(end: CGPoint, controls: [CGPoint])] = []
        var isClosed = false
    }

    private func subpaths() -> [Subpath] {
        var subpaths: [Subpath] = []
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                subpaths.append(Subpath(start: points[0]))
            case .addLineToPoint:
                if subpaths.isEmpty { subpaths.append(Subpath(start: .zero)) }
                subpaths[subpaths.count - 1].segments.append((points[0], []))
            case .addQuadCurveToPoint:
                if subpaths.isEmpty { subpaths.append(Subpath(start: .zero)) }
                subpaths[subpaths.count - 1].segments.append((points[1], [points[0]]))
            case .addCurveToPoint:
                if subpaths.isEmpty { subpaths.append(Subpath(start: .zero)) }
                subpaths[subpaths.count - 1].segments.append((points[2], [points[0], points[1]]))
            case .closeSubpath:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].isClosed = true }
            }
        }
        return subpaths
    }

    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var transform = transform
        path = path.mutableCopy(using: &transform) ?? CGMutablePath()
    }

    // MARK: Reading

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding the path, its control points included, as
    /// `CGPath.boundingBox`; `.null` for an empty path.
    open var bounds: CGRect { path.boundingBox }

    /// The end point of the last element.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path filled by its fill rule (R-PA2).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Stroke attributes (stored)

    /// Whether the even-odd rule decides the inside; `false` (the winding rule).
    open var usesEvenOddFillRule = false
    /// The stroke's width; 1.
    open var lineWidth: CGFloat = 1
    /// The stroke's caps; `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// The stroke's joins; `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit; 10.
    open var miterLimit: CGFloat = 10
    /// How far a drawn curve may stray; 0.6. Stored: contains and bounds are exact to
    /// 0.05 points.
    open var flatness: CGFloat = 0.6

    private func copyAttributes(from other: UIBezierPath) {
        usesEvenOddFillRule = other.usesEvenOddFillRule
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
    }

    public var description: String { "UIBezierPath(bounds \(bounds))" }
}
