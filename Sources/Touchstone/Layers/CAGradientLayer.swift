import Foundation

/// A layer that shows a color gradient, its values kept as Core Animation keeps them and
/// never drawn (R-LA4).
@MainActor
open class CAGradientLayer: CALayer {
    /// The colors (`CGColor`s), in order; `nil` by default.
    open var colors: [Any]?
    /// Where each color sits, 0…1; `nil` (evenly spread) by default.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates; (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates; (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient; axial by default.
    open var type: CAGradientLayerType = .axial

    /// Creates a gradient layer with no colors.
    public override init() { super.init() }

    /// Creates a gradient layer with the values of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let gradient = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (gradient.colors, gradient.locations, gradient.startPoint, gradient.endPoint, gradient.type)
    }

    /// Creates a gradient layer with Core Animation's defaults (R-I3).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func presentationCopy() -> CALayer { CAGradientLayer(layer: self) }
}

/// The kind of a gradient, by Core Animation's names.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Round the start point, out to the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Swept round the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
