import Foundation

/// A drawing destination that paints nothing and records what it was asked to paint
/// (R-DR3): each fill, stroke, clear, image and text, with its path in the context's own
/// coordinates (the current transform applied) and the graphics state it was painted in.
/// What a custom view's `draw(_:)` drew is this record, which a test reads from the view's
/// layer instead of pixels.
///
/// The API is Core Graphics': a current path built in user space and mapped through the
/// current transform as each point is added, a graphics-state stack, fill and stroke
/// colors and line attributes. Clipping and shadows are kept as state, not applied: the
/// record holds what was painted, not what would show.
public final class CGContext {
    /// What one painting call painted, in the context's coordinates.
    public enum Operation: Equatable, CustomStringConvertible {
        /// A path filled with a color under a fill rule.
        case fill(CGPath, color: CGColor?, rule: CGPathFillRule)
        /// A path's outline stroked with a color at a line width (scaled by the current
        /// transform).
        case stroke(CGPath, color: CGColor?, lineWidth: CGFloat)
        /// A rectangle cleared to transparent.
        case clear(CGRect)
        /// An image drawn into a rectangle.
        case image(CGImage, in: CGRect)
        /// A string drawn in a rectangle (its origin when drawn at a point, with the size
        /// the string measured).
        case text(String, in: CGRect)

        /// The operation as a line: `fill CGPath(5 elements, …) CGColor [1 0 0 1]`.
        public var description: String {
            switch self {
            case .fill(let path, let color, let rule): "fill \(path) \(color.map(String.init(describing:)) ?? "no color") \(rule)"
            case .stroke(let path, let color, let width): "stroke \(path) \(color.map(String.init(describing:)) ?? "no color") width \(width)"
            case .clear(let rect): "clear \(rect)"
            case .image(let image, let rect): "image \(image) in \(rect)"
            case .text(let string, let rect): "text \"\(string)\" in \(rect)"
            }
        }

        /// The filled path, if this is a fill.
        public var filledPath: CGPath? {
            if case .fill(let path, _, _) = self { return path }
            return nil
        }

        /// The stroked path, if this is a stroke.
        public var strokedPath: CGPath? {
            if case .stroke(let path, _, _) = self { return path }
            return nil
        }
    }

    /// The graphics state ``saveGState()`` pushes and ``restoreGState()`` pops.
    private struct State {
        var ctm = CGAffineTransform.identity
        var fillColor: CGColor? = .black
        var strokeColor: CGColor? = .black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var alpha: CGFloat = 1
        var clipBoundingBox: CGRect
    }

    /// The context's width in points, rounded up.
    public private(set) var width: Int
    /// The context's height in points, rounded up.
    public private(set) var height: Int
    /// The painting calls made so far, in order. A Touchstone addition.
    public private(set) var operations: [Operation] = []

    private var state: State
    private var savedStates: [State] = []
    private var currentPath = CGMutablePath()

    /// A recording context of `size` points, whose user space starts as its own. A
    /// Touchstone addition: Core Graphics makes contexts from bitmaps or PDFs.
    public init(size: CGSize) {
        width = Int(size.width.rounded(.up))
        height = Int(size.height.rounded(.up))
        state = State(clipBoundingBox: CGRect(origin: .zero, size: size))
    }

    /// Forgets what was recorded and resets the state, for the next drawing into the same
    /// context.
    package func reset(size: CGSize) {
        width = Int(size.width.rounded(.up))
        height = Int(size.height.rounded(.up))
        operations.removeAll(keepingCapacity: true)
        savedStates.removeAll(keepingCapacity: true)
        state = State(clipBoundingBox: CGRect(origin: .zero, size: size))
        currentPath = CGMutablePath()
    }

    /// Records `operation`, for callers outside Core Graphics that paint (strings).
    package func record(_ operation: Operation) { operations.append(operation) }

    /// Records `recorded`, operations in another context's space, mapped through the
    /// current transform: how a layer's drawing renders into its parent's context.
    package func replay(_ recorded: [Operation]) {
        let ctm = state.ctm
        for operation in recorded {
            switch operation {
            case .fill(let path, let color, let rule): operations.append(.fill(path.mapped(by: ctm), color: color, rule: rule))
            case .stroke(let path, let color, let width): operations.append(.stroke(path.mapped(by: ctm), color: color, lineWidth: width))
            case .clear(let rect): operations.append(.clear(rect.applying(ctm)))
            case .image(let image, let rect): operations.append(.image(image, in: rect.applying(ctm)))
            case .text(let string, let rect): operations.append(.text(string, in: rect.applying(ctm)))
            }
        }
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() { savedStates.append(state) }

    /// Pops the graphics state ``saveGState()`` pushed; with none pushed, does nothing.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// The current transform from user space to the context's space.
    public var ctm: CGAffineTransform { state.ctm }

    /// Translates user space by (`x`, `y`).
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }

    /// Scales user space by (`x`, `y`).
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` to user space, before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the fill color from RGBA components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the stroke color from RGBA components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the line width, in user space.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }

    /// Sets the line cap.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

    /// Sets the line join.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

    /// Sets the global alpha, which multiplies the alpha of the colors painted.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }

    // MARK: The current path

    /// Discards the current path.
    public func beginPath() { currentPath = CGMutablePath() }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }

    /// Adds lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }

    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Adds an arc of a circle, as ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, transform: state.ctm)
    }

    /// Adds an arc tangent to two lines, as ``CGMutablePath/addArc(tangent1End:tangent2End:radius:transform:)``.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }

    /// Adds rectangles as closed subpaths.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }

    /// Adds the ellipse inside `rect`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

    /// Adds `path`, in user space.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }

    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// A copy of the current path, in the context's space; `nil` when empty.
    public var path: CGPath? { currentPath.isEmpty ? nil : CGPath(elements: currentPath.elements) }

    /// The bounding box of the current path, in user space.
    public var boundingBoxOfPath: CGRect {
        currentPath.boundingBoxOfPath.applying(state.ctm.inverted())
    }

    /// Replaces the current path with the outline of its stroke at the current line
    /// attributes.
    public func replacePathWithStrokedPath() {
        let outline = currentPath.copy(strokingWithWidth: deviceLineWidth, lineCap: state.lineCap,
                                       lineJoin: state.lineJoin, miterLimit: state.miterLimit)
        currentPath = outline.mutableCopy() ?? CGMutablePath()
    }

    // MARK: Painting

    /// Fills the current path under `rule`, then discards it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintFill(rule: rule)
        beginPath()
    }

    /// Strokes the current path, then discards it.
    public func strokePath() {
        paintStroke()
        beginPath()
    }

    /// Paints the current path as `mode` says, then discards it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintFill(rule: .winding)
        case .eoFill: paintFill(rule: .evenOdd)
        case .stroke: paintStroke()
        case .fillStroke: paintFill(rule: .winding); paintStroke()
        case .eoFillStroke: paintFill(rule: .evenOdd); paintStroke()
        }
        beginPath()
    }

    /// Fills `rect`, leaving the current path as it was.
    public func fill(_ rect: CGRect) { paintFill(of: CGPath(rect: rect, transform: nil), rule: .winding) }

    /// Fills `rects`.
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

    /// Fills the ellipse inside `rect`.
    public func fillEllipse(in rect: CGRect) { paintFill(of: CGPath(ellipseIn: rect, transform: nil), rule: .winding) }

    /// Strokes `rect`'s outline.
    public func stroke(_ rect: CGRect) { paintStroke(of: CGPath(rect: rect, transform: nil)) }

    /// Strokes `rect`'s outline at `width`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Strokes the ellipse inside `rect`.
    public func strokeEllipse(in rect: CGRect) { paintStroke(of: CGPath(ellipseIn: rect, transform: nil)) }

    /// Strokes the segments between each pair of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            path.move(to: points[index])
            path.addLine(to: points[index + 1])
            index += 2
        }
        paintStroke(of: path)
    }

    /// Clears `rect` to transparent.
    public func clear(_ rect: CGRect) { operations.append(.clear(rect.applying(state.ctm))) }

    /// Draws `image` into `rect`.
    public func draw(_ image: CGImage, in rect: CGRect) { operations.append(.image(image, in: rect.applying(state.ctm))) }

    /// Records `string` drawn in `rect`, mapped by the current transform: what UIKit's
    /// string drawing calls record. Core Graphics draws glyphs; a recording context keeps
    /// the string.
    package func drawText(_ string: String, in rect: CGRect) { operations.append(.text(string, in: rect.applying(state.ctm))) }

    // MARK: Clipping, kept as state

    /// Intersects the clip with the current path under `rule` and discards the path. The
    /// clip is kept, not applied to what is recorded.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clipBoundingBox = state.clipBoundingBox.intersection(currentPath.boundingBoxOfPath)
        beginPath()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        state.clipBoundingBox = state.clipBoundingBox.intersection(rect.applying(state.ctm))
    }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect { state.clipBoundingBox.applying(state.ctm.inverted()) }

    // MARK: Recording

    /// The line width in the context's space: the user-space width scaled by the current
    /// transform's mean scale.
    private var deviceLineWidth: CGFloat {
        state.lineWidth * abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c).squareRoot()
    }

    private func painted(_ color: CGColor?) -> CGColor? {
        guard state.alpha != 1, let color else { return color }
        return color.copy(alpha: color.alpha * state.alpha)
    }

    private func paintFill(rule: CGPathFillRule) {
        guard !currentPath.isEmpty else { return }
        operations.append(.fill(CGPath(elements: currentPath.elements), color: painted(state.fillColor), rule: rule))
    }

    private func paintStroke() {
        guard !currentPath.isEmpty else { return }
        operations.append(.stroke(CGPath(elements: currentPath.elements), color: painted(state.strokeColor), lineWidth: deviceLineWidth))
    }

    private func paintFill(of path: CGPath, rule: CGPathFillRule) {
        operations.append(.fill(path.mapped(by: state.ctm), color: painted(state.fillColor), rule: rule))
    }

    private func paintStroke(of path: CGPath) {
        operations.append(.stroke(path.mapped(by: state.ctm), color: painted(state.strokeColor), lineWidth: deviceLineWidth))
    }
}

/// How ``CGContext/drawPath(using:)`` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill under the winding rule.
    case fill
    /// Fill under the even-odd rule.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill under the winding rule, then stroke.
    case fillStroke
    /// Fill under the even-odd rule, then stroke.
    case eoFillStroke
}

/// How painting combines with what is below, by Core Graphics' names. Kept by nothing: a
/// recording context paints nothing.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
    case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
