import Foundation

/// The pacing of a Core Animation animation (R-CA1): a cubic Bézier from (0, 0) to (1, 1)
/// whose two control points map the fraction of the time that passed to the fraction of the
/// change shown, as Core Animation's are.
open class CAMediaTimingFunction: Equatable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable type; the class is open
    // only so that ported subclasses compile.

    /// The first control point.
    private let point1: (x: Float, y: Float)
    /// The second control point.
    private let point2: (x: Float, y: Float)

    /// One of Core Animation's named curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points: (Float, Float, Float, Float) = switch name {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInEaseOut: (0.42, 0, 0.58, 1)
        default: (0.25, 0.1, 0.25, 1)  // .default
        }
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// A curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`); the x values are
    /// clamped to 0…1, as Core Animation requires.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        point1 = (min(max(c1x, 0), 1), c1y)
        point2 = (min(max(c2x, 0), 1), c2y)
    }

    /// Writes the control point at `index` into `values` (two floats): 0 is (0, 0), 1 and 2
    /// the curve's control points, 3 is (1, 1). Another index traps, as Core Animation
    /// raises.
    open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Float, Float) = switch index {
        case 0: (0, 0)
        case 1: (point1.x, point1.y)
        case 2: (point2.x, point2.y)
        case 3: (1, 1)
        default: preconditionFailure("CAMediaTimingFunction.getControlPoint(at: \(index)): the index must be 0…3")
        }
        values[0] = point.0
        values[1] = point.1
    }

    /// The engine's curve for these control points.
    var curve: TimingCurve {
        .bezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.point1 == rhs.point1 && lhs.point2 == rhs.point2
    }

    /// The control points: `CAMediaTimingFunction(0.42 0 0.58 1)`.
    open var description: String { "CAMediaTimingFunction(\(point1.x) \(point1.y) \(point2.x) \(point2.y))" }
}

/// The name of one of Core Animation's timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default for most animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
