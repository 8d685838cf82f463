import Foundation

/// Animations run together on one timeline (R-CA3): each child's times are in the group's
/// own time, so a child's `beginTime` of 0.2 starts it 0.2 s into the group, and the
/// group's duration cuts every child off. Children's delegates are not told; the group's
/// is.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations grouped.
    open var animations: [CAAnimation]?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        animations = (other as? CAAnimationGroup)?.animations?.map { $0.copy() as! CAAnimation }
    }

    override func resolveDuration(_ duration: CFTimeInterval) {
        super.resolveDuration(duration)
        for child in animations ?? [] { child.resolveDuration(duration) }
    }

    override func apply(at time: CFTimeInterval, to presentation: CALayer) {
        guard let fraction = timeline.fraction(at: time) else { return }
        let groupTime = eased(fraction) * duration
        for child in animations ?? [] { child.apply(at: groupTime, to: presentation) }
    }
}
