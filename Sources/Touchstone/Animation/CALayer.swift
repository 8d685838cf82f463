import Foundation

/// A view's layer, headless (R-AN5): the view's geometry and opacity seen through Core
/// Animation's names, the in-flight values of its animations in ``presentation()``, and
/// the appearance properties views set (corners, borders, shadows) kept as values, since
/// Touchstone draws nothing.
///
/// A view's layer (``UIView/layer``) reads and writes the view: `frame`, `bounds`,
/// `position` (the view's `center`), `anchorPoint`, `transform` and `opacity` (the view's
/// `alpha`) are the view's, and `masksToBounds` is its `clipsToBounds`. A presentation
/// layer is a copy of those values at the window's current host time, detached from the
/// view. Not a class to subclass: views have no `layerClass`.
@MainActor
public final class CALayer {
    /// The view this is the layer of; `nil` for a presentation copy or once the view went.
    private unowned(unsafe) var view: UIView?
    /// A presentation copy's values.
    private var copied: Geometry

    /// The values a presentation copy holds.
    private struct Geometry {
        var bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform, opacity: Float
    }

    init(view: UIView) {
        self.view = view
        copied = Geometry(bounds: .zero, position: .zero, anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: .identity, opacity: 1)
    }

    private init(copying geometry: Geometry, from layer: CALayer) {
        copied = geometry
        cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor
        shadowColor = layer.shadowColor
        shadowOpacity = layer.shadowOpacity
        shadowOffset = layer.shadowOffset
        shadowRadius = layer.shadowRadius
        storedMasksToBounds = layer.masksToBounds
        storedIsHidden = layer.isHidden
        zPosition = layer.zPosition
        maskedCorners = layer.maskedCorners
        cornerCurve = layer.cornerCurve
    }

    /// The view went: the layer keeps its last values.
    func viewDidGo() {
        if let view { copied = Self.geometry(of: view) }
        view = nil
    }

    private static func geometry(of view: UIView) -> Geometry {
        Geometry(bounds: view.bounds, position: view.center, anchorPoint: view.anchorPoint,
                 transform: view.transform, opacity: Float(view.alpha))
    }

    // MARK: Geometry

    /// The layer's rectangle in its own coordinates: the view's `bounds`.
    public var bounds: CGRect {
        get { view?.bounds ?? copied.bounds }
        set { if let view { view.bounds = newValue } else { copied.bounds = newValue } }
    }

    /// The position of the anchor point in the superlayer: the view's `center`.
    public var position: CGPoint {
        get { view?.center ?? copied.position }
        set { if let view { view.center = newValue } else { copied.position = newValue } }
    }

    /// The point of the bounds, in unit coordinates, at ``position``: the view's
    /// `anchorPoint`.
    public var anchorPoint: CGPoint {
        get { view?.anchorPoint ?? copied.anchorPoint }
        set { if let view { view.anchorPoint = newValue } else { copied.anchorPoint = newValue } }
    }

    /// The layer's rectangle in the superlayer: the view's `frame`.
    public var frame: CGRect {
        get {
            if let view { return view.frame }
            return UIView.frame(size: copied.bounds.size, center: copied.position,
                                anchorPoint: copied.anchorPoint, transform: copied.transform)
        }
        set {
            if let view { return view.frame = newValue }
            copied.position = CGPoint(x: newValue.minX + newValue.width * copied.anchorPoint.x,
                                      y: newValue.minY + newValue.height * copied.anchorPoint.y)
            copied.bounds.size = newValue.size
        }
    }

    /// The layer's transform: the view's `transform` as a 3D transform. Setting one that
    /// is not affine keeps its affine part.
    public var transform: CATransform3D {
        get { CATransform3DMakeAffineTransform(affineTransform()) }
        set { setAffineTransform(CATransform3DGetAffineTransform(newValue)) }
    }

    /// The view's `transform`.
    public func affineTransform() -> CGAffineTransform { view?.transform ?? copied.transform }

    /// Sets the view's `transform`.
    public func setAffineTransform(_ transform: CGAffineTransform) {
        if let view { view.transform = transform } else { copied.transform = transform }
    }

    /// The layer's opacity: the view's `alpha`.
    public var opacity: Float {
        get { view.map { Float($0.alpha) } ?? copied.opacity }
        set { if let view { view.alpha = CGFloat(newValue) } else { copied.opacity = newValue } }
    }

    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? storedMasksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { storedMasksToBounds = newValue } }
    }
    private var storedMasksToBounds = false

    /// Whether the layer is hidden: the view's `isHidden`.
    public var isHidden: Bool {
        get { view?.isHidden ?? storedIsHidden }
        set { if let view { view.isHidden = newValue } else { storedIsHidden = newValue } }
    }
    private var storedIsHidden = false

    // MARK: Appearance, kept as values

    /// The layer's position on the z axis; 0 by default. Kept, not drawn.
    public var zPosition: CGFloat = 0
    /// Which corners ``cornerRadius`` rounds; all four by default. Kept, not drawn.
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                              .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners; circular by default. Kept, not drawn.
    public var cornerCurve: CALayerCornerCurve = .circular

    /// The radius of the rounded corners; 0 by default. Kept, not drawn.
    public var cornerRadius: CGFloat = 0
    /// The width of the border; 0 by default. Kept, not drawn.
    public var borderWidth: CGFloat = 0
    /// The color of the border; opaque black by default. Kept, not drawn.
    public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The color of the shadow; opaque black by default. Kept, not drawn.
    public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The opacity of the shadow; 0 by default. Kept, not drawn.
    public var shadowOpacity: Float = 0
    /// The offset of the shadow; (0, -3) by default. Kept, not drawn.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow; 3 by default. Kept, not drawn.
    public var shadowRadius: CGFloat = 3

    // MARK: Animations

    /// A copy of the layer as it is on screen now: its view's values with the animations
    /// in flight at the window's current host time (R-AN5). Without animations it equals
    /// the model.
    public func presentation() -> CALayer? {
        guard let view else { return CALayer(copying: copied, from: self) }
        var geometry = Self.geometry(of: view)
        guard !view.runningAnimations.isEmpty else { return CALayer(copying: geometry, from: self) }
        if case .bounds(let bounds) = view.presentationValue(of: .bounds) { geometry.bounds = bounds }
        if case .center(let center) = view.presentationValue(of: .center) { geometry.position = center }
        if case .transform(let transform) = view.presentationValue(of: .transform) { geometry.transform = transform }
        if case .alpha(let alpha) = view.presentationValue(of: .alpha) { geometry.opacity = Float(alpha) }
        return CALayer(copying: geometry, from: self)
    }

    /// Removes the view's animations in flight: the view shows its model values, and the
    /// animations' completions hear `false` (R-AN6).
    public func removeAllAnimations() {
        view?.removeAllRunningAnimations()
    }

    /// Removes the animation in flight of the property `key` names (`bounds`,
    /// `position`, `transform`, `opacity`), as ``removeAllAnimations()`` does for all.
    public func removeAnimation(forKey key: String) {
        guard let view else { return }
        for animation in view.runningAnimations where Self.key(of: animation.property) == key {
            animation.group?.remove(animation)
        }
    }

    private static func key(of property: AnimatedProperty) -> String {
        switch property {
        case .bounds: "bounds"
        case .center: "position"
        case .transform: "transform"
        case .alpha: "opacity"
        }
    }

    /// The keys of the animations in flight, named by the properties they animate
    /// (`bounds`, `position`, `transform`, `opacity`); `nil` when there are none.
    public func animationKeys() -> [String]? {
        guard let view, !view.runningAnimations.isEmpty else { return nil }
        return view.runningAnimations.map { Self.key(of: $0.property) }
    }
}

extension UIView {
    /// The frame of a rectangle of `size` whose anchor point sits at `center`, transformed
    /// by `transform` about it: the bounding box of the transformed bounds.
    static func frame(size: CGSize, center: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform) -> CGRect {
        let local = CGRect(x: -size.width * anchorPoint.x, y: -size.height * anchorPoint.y,
                           width: size.width, height: size.height)
        let transformed = transform.isIdentity ? local : local.applying(transform)
        return transformed.offsetBy(dx: center.x, dy: center.y)
    }
}

/// The corners a layer's ``CALayer/cornerRadius`` rounds. Raw values as Core Animation's.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners, by name.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as the system's rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A color a layer keeps for its border or shadow: components in an RGB (or gray) space,
/// stored, never drawn.
public final class CGColor: Sendable {
    /// The components: red, green, blue and alpha, or gray and alpha.
    public let components: [CGFloat]?
    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A color with red, green, blue and alpha components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A gray with `gray` and alpha components in 0…1.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }
}
