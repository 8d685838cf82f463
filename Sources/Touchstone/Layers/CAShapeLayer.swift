import Foundation

/// A layer that shows a path: filled, stroked, and stroked only over the part from
/// ``strokeStart`` to ``strokeEnd`` (R-LA4). The values are kept as Core Animation keeps
/// them; ``CALayer/render(in:)`` paints the fill and the stroked part, so a test can read
/// what a progress ring or a circular slider shows.
///
/// As on iOS, a shape layer's ``CALayer/contains(_:)`` is its bounds, not its path: a
/// control that hit-tests its shape asks the path (`path.contains(_:)`).
@MainActor
open class CAShapeLayer: CALayer {
    /// The shape; `nil` by default.
    open var path: CGPath?
    /// The fill color; opaque black by default, `nil` for no fill.
    open var fillColor: CGColor? = .black {
        willSet { willChangeAnimatable("fillColor") }
        didSet { didChangeAnimatable("fillColor") }
    }
    /// The rule ``fillColor`` fills under; non-zero by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke color; `nil` (no stroke) by default.
    open var strokeColor: CGColor? {
        willSet { willChangeAnimatable("strokeColor") }
        didSet { didChangeAnimatable("strokeColor") }
    }
    /// The line width; 1 by default.
    open var lineWidth: CGFloat = 1 {
        willSet { willChangeAnimatable("lineWidth") }
        didSet { didChangeAnimatable("lineWidth") }
    }
    /// Where the stroke starts, as a fraction of the path's length; 0 by default.
    open var strokeStart: CGFloat = 0 {
        willSet { willChangeAnimatable("strokeStart") }
        didSet { didChangeAnimatable("strokeStart") }
    }
    /// Where the stroke ends, as a fraction of the path's length; 1 by default.
    open var strokeEnd: CGFloat = 1 {
        willSet { willChangeAnimatable("strokeEnd") }
        didSet { didChangeAnimatable("strokeEnd") }
    }
    /// The line cap; butt by default.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The line join; miter by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10
    /// The dash lengths; `nil` (solid) by default. Kept, not applied.
    open var lineDashPattern: [NSNumber]?
    /// The dash phase; 0 by default. Kept, not applied.
    open var lineDashPhase: CGFloat = 0

    /// Creates a shape layer with no path.
    public override init() { super.init() }

    /// Creates a shape layer with the values of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let shape = layer as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor, lineWidth) = (shape.path, shape.fillColor, shape.fillRule, shape.strokeColor, shape.lineWidth)
        (strokeStart, strokeEnd, lineCap, lineJoin, miterLimit) = (shape.strokeStart, shape.strokeEnd, shape.lineCap, shape.lineJoin, shape.miterLimit)
        (lineDashPattern, lineDashPhase) = (shape.lineDashPattern, shape.lineDashPhase)
    }

    /// Creates a shape layer with Core Animation's defaults (R-I3).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func presentationCopy() -> CALayer { CAShapeLayer(layer: self) }

    override func layerValue(forKeyPath keyPath: String) -> LayerValue? {
        switch keyPath {
        case "strokeStart": .number(Double(strokeStart))
        case "strokeEnd": .number(Double(strokeEnd))
        case "lineWidth": .number(Double(lineWidth))
        case "fillColor": fillColor.map(LayerValue.color)
        case "strokeColor": strokeColor.map(LayerValue.color)
        default: super.layerValue(forKeyPath: keyPath)
        }
    }

    override func setLayerValue(_ value: LayerValue, forKeyPath keyPath: String) -> Bool {
        switch (keyPath, value) {
        case ("strokeStart", .number(let number)): strokeStart = CGFloat(number)
        case ("strokeEnd", .number(let number)): strokeEnd = CGFloat(number)
        case ("lineWidth", .number(let number)): lineWidth = CGFloat(number)
        case ("fillColor", .color(let color)): fillColor = color
        case ("strokeColor", .color(let color)): strokeColor = color
        default: return super.setLayerValue(value, forKeyPath: keyPath)
        }
        return true
    }

    /// The part of the path the stroke covers: from ``strokeStart`` to ``strokeEnd`` of
    /// its length (each clamped to 0…1), measured along the flattened path. `nil` without
    /// a path or when the part is empty. A Touchstone addition, for tests that read what a
    /// ring shows.
    public var strokedSegment: CGPath? {
        guard let path else { return nil }
        let start = min(max(strokeStart, 0), 1), end = min(max(strokeEnd, 0), 1)
        guard end > start else { return nil }
        return path.trimmed(from: start, to: end)
    }

    override func renderContent(in ctx: CGContext) {
        guard let path else { return }
        if let fillColor {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if let strokeColor, let segment = strokedSegment {
            ctx.setStrokeColor(strokeColor)
            ctx.setLineWidth(lineWidth)
            ctx.addPath(segment)
            ctx.strokePath()
        }
    }
}

/// The fill rule of a shape layer, by Core Animation's names.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The line cap of a shape layer, by Core Animation's names.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the end points.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends past the end points by half the width.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The line join of a shape layer, by Core Animation's names.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, up to the miter limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Round corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
