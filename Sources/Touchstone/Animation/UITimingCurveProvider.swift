import Foundation

/// The kind of timing a ``UITimingCurveProvider`` gives, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's four curves.
    case builtin = 0
    /// A cubic Bézier with its own control points.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve and a spring together.
    case composed
}

/// The timing of a property animator (R-AN8): a cubic curve, a spring, or both.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which parameters the provider gives.
    var timingCurveType: UITimingCurveType { get }
    /// Its cubic curve, if it has one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// Its spring, if it has one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve the engine runs: the spring when there is one, else the cubic curve, else
    /// ease in and out; `duration` fits a spring given by its damping ratio.
    func timingCurve(duration: TimeInterval) -> TimingCurve {
        if let spring = springTimingParameters { return spring.curve(duration: duration) }
        return cubicTimingParameters?.curve ?? .easeInOut
    }
}

/// A cubic timing curve: one of UIKit's four, or a Bézier from (0, 0) to (1, 1) with two
/// control points.
@MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The built-in curve; ``UIView/AnimationCurve/easeInOut`` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    let curve: TimingCurve
    private let isBuiltin: Bool

    /// The default curve, ease in and out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// UIKit's `curve`, with Core Animation's control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        self.curve = TimingCurve(curve)
        guard case .bezier(let x1, let y1, let x2, let y2) = self.curve else { preconditionFailure("a built-in curve is cubic") }
        controlPoint1 = CGPoint(x: x1, y: y1)
        controlPoint2 = CGPoint(x: x2, y: y2)
        isBuiltin = true
    }

    /// A Bézier with control points `point1` and `point2`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        curve = .bezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        isBuiltin = false
    }

    /// ``UITimingCurveType/builtin`` or ``UITimingCurveType/cubic``.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring: by damping ratio, fitted to the animator's duration as UIKit does, or by
/// mass, stiffness and damping, which set its own duration (R-AN3, R-AN8).
@MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The initial velocity, in units of the whole change per second; an animation of one
    /// value uses `dx`.
    public let initialVelocity: CGVector
    private let dampingRatio: Double
    /// For a physical spring, its natural frequency in radians per second.
    private let naturalFrequency: Double?

    /// A critically damped spring from rest: it settles without overshooting.
    public convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector())
    }

    /// A spring of `ratio` from rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector())
    }

    /// A spring of `ratio` starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = max(Double(ratio), 0.01)
        initialVelocity = velocity
        naturalFrequency = nil
    }

    /// A spring of a `mass` on a spring of `stiffness` with `damping`, starting at
    /// `velocity`: its damping ratio is `damping / (2 √(stiffness · mass))` and its natural
    /// frequency `√(stiffness / mass)`; an animator with it runs until it settles,
    /// whatever duration it was given, as Apple documents.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let mass = max(Double(mass), 1e-6), stiffness = max(Double(stiffness), 1e-6)
        dampingRatio = max(Double(damping) / (2 * (stiffness * mass).squareRoot()), 0.01)
        naturalFrequency = (stiffness / mass).squareRoot()
        initialVelocity = velocity
    }

    /// A spring of iOS 17's perceptual terms: `bounce` 0 settles without overshoot, up to
    /// 1 bounces more (damping ratio `1 − bounce`), below 0 is overdamped (`1 / (1 + bounce)`).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let bounce = min(max(Double(bounce), -0.99), 0.99)
        self.init(dampingRatio: CGFloat(bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)), initialVelocity: velocity)
    }

    /// How long a physical spring takes to settle, in seconds: until its motion is a
    /// thousandth of the change; `nil` for one fitted to the animator's duration.
    var settlingDuration: TimeInterval? {
        naturalFrequency.map { SpringCurve.settlingTime(dampingRatio: dampingRatio, naturalFrequency: $0) }
    }

    func curve(duration: TimeInterval) -> TimingCurve {
        let duration = settlingDuration ?? duration
        return .spring(SpringCurve(dampingRatio: dampingRatio, initialVelocity: Double(initialVelocity.dx), duration: duration))
    }

    /// ``UITimingCurveType/spring``.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
