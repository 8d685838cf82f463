import Foundation

/// An animation of a property between two values (R-CA4). Which two comes from the values
/// set, as Apple's table gives it: `fromValue` and `toValue`; `fromValue` and
/// `fromValue + byValue`; `toValue - byValue` and `toValue`; `fromValue` and the value
/// before the animation; that value and `toValue`; that value and itself plus `byValue`.
/// The values are `Any`, as in Core Animation: numbers, `CGPoint`, `CGSize`, `CGRect`,
/// `NSValue`, `CATransform3D` and `CGColor`.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The change the animation makes.
    open var byValue: Any?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }

    /// The start and end over `base`, the value before this animation.
    func endpoints(base: LayerValue) -> (from: LayerValue, to: LayerValue) {
        let (from, to, by) = (LayerValue(fromValue), LayerValue(toValue), LayerValue(byValue))
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, from.adding(by))
        case (nil, let to?, let by?): return (to.subtracting(by), to)
        case (let from?, nil, nil): return (from, base)
        case (nil, let to?, nil): return (base, to)
        case (nil, nil, let by?): return (base, base.adding(by))
        case (nil, nil, nil): return (base, base)
        }
    }

    override func value(atFraction fraction: Double, base: LayerValue) -> LayerValue? {
        let (from, to) = endpoints(base: base)
        return LayerValue.interpolate(from, to, progress(atFraction: fraction))
    }

    /// The fraction of the change shown at cycle fraction `fraction`: the timing
    /// function's.
    func progress(atFraction fraction: Double) -> Double { eased(fraction) }
}
