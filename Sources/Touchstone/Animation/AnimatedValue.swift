import Foundation

/// The animatable properties of a view (R-AN1): Touchstone animates the geometry and
/// opacity that hit testing and tests read.
enum AnimatedProperty: Equatable {
    case bounds, center, transform, alpha
}

/// A value of one animatable property, and the in-between values an animation shows.
enum AnimatedValue: Equatable {
    case bounds(CGRect)
    case center(CGPoint)
    case transform(CGAffineTransform)
    case alpha(CGFloat)

    var property: AnimatedProperty {
        switch self {
        case .bounds: .bounds
        case .center: .center
        case .transform: .transform
        case .alpha: .alpha
        }
    }

    /// The value `progress` of the way from `from` to `to` (both of one property);
    /// `progress` may leave 0…1 (a spring's overshoot). Transforms are interpolated as
    /// Core Animation does, by their scale, shear, rotation and translation, so that a
    /// rotation turns rather than shrinks.
    static func interpolate(_ from: AnimatedValue, _ to: AnimatedValue, _ progress: Double) -> AnimatedValue {
        let t = CGFloat(progress)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (from, to) {
        case (.bounds(let a), .bounds(let b)):
            return .bounds(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                  width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.center(let a), .center(let b)):
            return .center(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.alpha(let a), .alpha(let b)):
            return .alpha(mix(a, b))
        case (.transform(let a), .transform(let b)):
            return .transform(DecomposedTransform(a).interpolated(to: DecomposedTransform(b), t).transform)
        default:
            return to
        }
    }
}

/// An affine transform as scale, shear, rotation and translation: `[sx 0; k sy]` times a
/// rotation, then the translation (row vectors, as `CGAffineTransform`'s).
struct DecomposedTransform {
    var scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat, rotation: CGFloat, tx: CGFloat, ty: CGFloat

    init(_ m: CGAffineTransform) {
        scaleX = hypot(m.a, m.b)
        rotation = scaleX == 0 ? 0 : atan2(m.b, m.a)
        let (c, s) = (cos(rotation), sin(rotation))
        shear = m.c * c + m.d * s
        scaleY = -m.c * s + m.d * c
        (tx, ty) = (m.tx, m.ty)
    }

    var transform: CGAffineTransform {
        let (c, s) = (cos(rotation), sin(rotation))
        return CGAffineTransform(a: scaleX * c, b: scaleX * s, c: shear * c - scaleY * s, d: shear * s + scaleY * c,
                                 tx: tx, ty: ty)
    }

    /// The transform `t` of the way to `other`, turning the shorter way round.
    func interpolated(to other: DecomposedTransform, _ t: CGFloat) -> DecomposedTransform {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        var turn = other.rotation - rotation
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        var result = self
        result.scaleX = mix(scaleX, other.scaleX)
        result.scaleY = mix(scaleY, other.scaleY)
        result.shear = mix(shear, other.shear)
        result.rotation = rotation + turn * t
        result.tx = mix(tx, other.tx)
        result.ty = mix(ty, other.ty)
        return result
    }
}

extension UIView {
    /// The view's model value of `property`.
    func value(of property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .bounds: .bounds(bounds)
        case .center: .center(center)
        case .transform: .transform(transform)
        case .alpha: .alpha(alpha)
        }
    }

    /// Sets the model value, without recording it in an animation being described.
    func setValue(_ value: AnimatedValue) {
        AnimationContext.withoutRecording {
            switch value {
            case .bounds(let rect): bounds = rect
            case .center(let point): center = point
            case .transform(let transform): self.transform = transform
            case .alpha(let alpha): self.alpha = alpha
            }
        }
    }

    /// The animation of `property` in flight, if any.
    func runningAnimation(of property: AnimatedProperty) -> PropertyAnimation? {
        runningAnimations.first { $0.property == property }
    }

    /// The value of `property` on screen now: the in-flight animation's (R-AN5), or the
    /// model value.
    func presentationValue(of property: AnimatedProperty) -> AnimatedValue {
        runningAnimation(of: property)?.currentValue ?? value(of: property)
    }
}
