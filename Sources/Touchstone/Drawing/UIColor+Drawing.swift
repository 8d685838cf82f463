import Foundation

extension UIColor {
    /// The color as Core Graphics takes it.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// A color from a Core Graphics color: its RGB components, or a gray's.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? [0, 0]
        if components.count >= 4 {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        } else {
            self.init(white: components.first ?? 0, alpha: components.last ?? 1)
        }
    }

    /// Makes the color the current context's fill and stroke color.
    @MainActor
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the color the current context's fill color.
    @MainActor
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes the color the current context's stroke color.
    @MainActor
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

extension UIBezierPath {
    /// Fills the path's area in the current context with its fill color, under
    /// ``usesEvenOddFillRule``'s rule.
    @MainActor
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path with the current fill color at `alpha`; the blend mode is kept by
    /// nothing.
    @MainActor
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawing(alpha: alpha) { fill() }
    }

    /// Strokes the path in the current context with its line width, cap, join and miter
    /// limit.
    @MainActor
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path with the current stroke color at `alpha`.
    @MainActor
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawing(alpha: alpha) { stroke() }
    }

    /// Intersects the current context's clip with the path's area.
    @MainActor
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    @MainActor
    private func drawing(alpha: CGFloat, _ body: () -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        body()
        context.restoreGState()
    }
}
