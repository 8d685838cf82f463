import Foundation
import TouchstoneGeometry

/// An animation through a sequence of values or along a path (R-CA5).
///
/// The keyframes are ``values``, or the end points of ``path``'s pieces when it is set (a
/// path wins over values, and animates a point). ``keyTimes`` place them in the cycle
/// (fractions from 0 to 1, one per keyframe; evenly spaced when absent), and
/// ``timingFunctions`` pace each step between two. The animation's own
/// ``CAAnimation/timingFunction`` is not used: Apple's Core Animation Cookbook paces a
/// whole keyframe animation by putting it in a group with a timing function. The ``calculationMode`` says how a step moves: in a
/// straight line, not at all until the next keyframe (`discrete`, where each value holds
/// for its share of the cycle), or at one speed over the whole way (`paced`, which
/// ignores the key times and timing functions); `cubic` moves through the values on a
/// Catmull–Rom curve. With a ``rotationMode`` a path animation also turns the layer to
/// its direction of travel.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframes' values.
    open var values: [Any]?
    /// The path a point follows, instead of ``values``.
    open var path: CGPath?
    /// Where each keyframe falls in the cycle, as fractions from 0 to 1.
    open var keyTimes: [NSNumber]?
    /// The pacing of each step between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the steps between keyframes move; `linear` by default.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Whether a path animation turns the layer along the path; `nil` by default.
    open var rotationMode: CAAnimationRotationMode?
    /// Kept; the cubic modes use Catmull–Rom tangents.
    open var tensionValues: [NSNumber]?
    /// Kept; the cubic modes use Catmull–Rom tangents.
    open var continuityValues: [NSNumber]?
    /// Kept; the cubic modes use Catmull–Rom tangents.
    open var biasValues: [NSNumber]?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, path, keyTimes, timingFunctions) = (other.values, other.path, other.keyTimes, other.timingFunctions)
        (calculationMode, rotationMode) = (other.calculationMode, other.rotationMode)
        (tensionValues, continuityValues, biasValues) = (other.tensionValues, other.continuityValues, other.biasValues)
    }

    override func apply(at time: CFTimeInterval, to presentation: CALayer) {
        super.apply(at: time, to: presentation)
        guard let rotationMode, let path, let fraction = timeline.fraction(at: time),
              let (segment, t) = pathPosition(atFraction: fraction, of: path.bezierSegments) else { return }
        let turn = segment.tangentAngle(at: t) + (rotationMode == .rotateAutoReverse ? .pi : 0)
        _ = presentation.setLayerValue(.number(Double(turn)), forKeyPath: "transform.rotation.z")
    }

    override func value(atFraction fraction: Double, base: LayerValue) -> LayerValue? {
        let progress = fraction
        if let path {
            guard let (segment, t) = pathPosition(atFraction: progress, of: path.bezierSegments) else { return nil }
            return .point(segment.point(at: t))
        }
        let frames = (values ?? []).compactMap { LayerValue($0) }
        guard !frames.isEmpty else { return nil }
        if frames.count == 1 { return frames[0] }
        switch calculationMode {
        case .discrete:
            // One key time per value, or one more (Apple's form: each value holds until the next).
            let times = keyTimes.map { $0.count == frames.count || $0.count == frames.count + 1 } == true
                ? keyTimes!.prefix(frames.count).map(\.doubleValue)
                : frames.indices.map { Double($0) / Double(frames.count) }
            let index = times.lastIndex { $0 <= progress } ?? 0
            return frames[index]
        case .paced, .cubicPaced:
            let lengths = zip(frames, frames.dropFirst()).map { $0.distance(to: $1) }
            let (index, within) = Self.step(at: progress, lengths: lengths)
            return calculationMode == .paced ? .interpolate(frames[index], frames[index + 1], within)
                : Self.catmullRom(frames, index, within)
        default:
            let (index, within) = step(at: progress, count: frames.count)
            return calculationMode == .cubic ? Self.catmullRom(frames, index, within)
                : .interpolate(frames[index], frames[index + 1], within)
        }
    }

    /// The step of `count` keyframes that `progress` falls in, and how far along it, paced
    /// by the step's timing function.
    private func step(at progress: Double, count: Int) -> (index: Int, within: Double) {
        let times = keyTimes?.count == count ? keyTimes!.map(\.doubleValue)
            : (0..<count).map { Double($0) / Double(count - 1) }
        var index = 0
        while index < count - 2, progress >= times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        let within = span > 0 ? min(max((progress - times[index]) / span, 0), 1) : 1
        let pacing = timingFunctions.flatMap { index < $0.count ? $0[index] : $0.last }
        return (index, pacing?.curve.progress(within) ?? within)
    }

    /// The step that `progress` of the whole length falls in, for steps of `lengths`.
    private static func step(at progress: Double, lengths: [Double]) -> (index: Int, within: Double) {
        let total = lengths.reduce(0, +)
        guard total > 0 else { return (0, progress) }
        var covered = 0.0, index = 0
        while index < lengths.count - 1, covered + lengths[index] < progress * total {
            covered += lengths[index]
            index += 1
        }
        let length = lengths[index]
        return (index, length > 0 ? min(max((progress * total - covered) / length, 0), 1) : 1)
    }

    /// The piece of the path and the parameter on it at `progress`.
    private func pathPosition(atFraction progress: Double, of segments: [BezierSegment]) -> (BezierSegment, CGFloat)? {
        guard !segments.isEmpty else { return nil }
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let (index, within) = Self.step(at: progress, lengths: segments.map { Double($0.length) })
            return (segments[index], segments[index].parameter(atFractionOfLength: CGFloat(within)))
        }
        let (index, within) = step(at: progress, count: segments.count + 1)
        return (segments[index], CGFloat(within))
    }

    /// The Catmull–Rom curve through `frames` between `index` and `index + 1`, for numbers
    /// and points; other values move in a straight line.
    private static func catmullRom(_ frames: [LayerValue], _ index: Int, _ t: Double) -> LayerValue {
        let p0 = frames[max(index - 1, 0)], p1 = frames[index], p2 = frames[index + 1]
        let p3 = frames[min(index + 2, frames.count - 1)]
        func blend(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (3 * b - a - 3 * c + d) * t * t * t)
        }
        switch (p0, p1, p2, p3) {
        case (.number(let a), .number(let b), .number(let c), .number(let d)):
            return .number(blend(a, b, c, d))
        case (.point(let a), .point(let b), .point(let c), .point(let d)):
            return .point(CGPoint(x: blend(a.x, b.x, c.x, d.x), y: blend(a.y, b.y, c.y, d.y)))
        default:
            return .interpolate(p1, p2, t)
        }
    }
}

/// How a keyframe animation moves between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In a straight line (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Not at all: each value holds until the next keyframe's time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// At one speed over the whole way, ignoring key times and timing functions.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// On a smooth curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// On a smooth curve at one speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a path animation turns its layer to the direction of travel.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the direction of travel.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Against it: turned half a circle further.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
