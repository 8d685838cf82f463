import Foundation

/// A basic animation moved by a damped spring (R-CA7): the value is a mass on a spring
/// pulled from `fromValue` to `toValue`, `m x'' + c x' + k (x - 1) = 0` with `x(0) = 0` and
/// `x'(0)` the ``initialVelocity``, in units of the whole change per second; time runs in
/// seconds, so a ``CAAnimation/duration`` shorter than ``settlingDuration`` cuts the motion off, and a
/// longer one holds the end value. The timing function is not used.
@MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// The friction; 10 by default.
    open var damping: CGFloat = 10
    /// The speed at the start, in changes per second toward the end value; 0 by default.
    open var initialVelocity: CGFloat = 0
    /// Whether an overdamped spring (damping ratio above 1) is allowed; `false` clamps
    /// the ratio to 1, as iOS 17 does.
    open var allowsOverdamping = false

    /// A spring whose motion settles in about `perceptualDuration` seconds, bouncing by
    /// `bounce` (0 none, toward 1 more; negative overdamps), as SwiftUI's springs:
    /// stiffness `(2π / duration)²`, damping `(1 - bounce) · 4π / duration` for a bounce
    /// of 0 or more, `4π / (duration (1 + bounce))` below.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration, 1e-6)
        stiffness = pow(2 * .pi / duration, 2)
        damping = bounce >= 0 ? (1 - bounce) * 4 * .pi / duration : 4 * .pi / (duration * (1 + bounce))
        allowsOverdamping = bounce < 0
    }

    /// The time the spring takes to come within a thousandth of the change and stay
    /// there, in seconds: the same rule as `UISpringTimingParameters` (R-AN8).
    open var settlingDuration: CFTimeInterval {
        SpringCurve.settlingTime(dampingRatio: dampingRatio, naturalFrequency: naturalFrequency)
    }

    /// The perceptual duration: one period of the undamped spring, `2π √(m / k)`.
    open var perceptualDuration: CFTimeInterval { 2 * .pi / naturalFrequency }

    /// The bounce: 1 minus the damping ratio, and for an overdamped spring one over the
    /// ratio minus 1, the inverse of ``init(perceptualDuration:bounce:)``.
    open var bounce: CGFloat {
        let ratio = CGFloat(dampingRatio)
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    private var naturalFrequency: Double { Double((stiffness / max(mass, 1e-9)).squareRoot()) }

    private var dampingRatio: Double {
        let ratio = Double(damping / (2 * (stiffness * mass).squareRoot()))
        return allowsOverdamping ? ratio : min(ratio, 1)
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity, allowsOverdamping) =
            (other.mass, other.stiffness, other.damping, other.initialVelocity, other.allowsOverdamping)
    }

    override func progress(atFraction fraction: Double) -> Double {
        SpringCurve(dampingRatio: dampingRatio, naturalFrequency: naturalFrequency, velocity: Double(initialVelocity))
            .progress(fraction * duration)
    }
}
