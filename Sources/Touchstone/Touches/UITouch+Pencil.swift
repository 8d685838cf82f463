import Foundation

// The pencil's and the samples' side of a touch (R-P7, R-P8): what a stylus reports
// beyond a finger's location, and the copies of a touch that coalesced and predicted
// samples make.
extension UITouch {
    /// The touch properties whose values are estimates (R-P7), with UIKit's raw values.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a set of properties from UIKit's raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// ``UITouch/force``.
        public static let force = Properties(rawValue: 1 << 0)
        /// ``UITouch/azimuthAngle(in:)``.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// ``UITouch/altitudeAngle``.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// ``UITouch/location(in:)``.
        public static let location = Properties(rawValue: 1 << 3)
    }

    /// The properties whose values are estimates and may be refined later; none here: a
    /// host reports measured values (R-P7).
    public var estimatedProperties: Properties { [] }

    /// The location of the touch in `view`'s coordinates (`nil`: the window's), as precise
    /// as the host measured it (R-P7). Hosts hand Touchstone unrounded locations, so it is
    /// ``location(in:)``.
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The precise location at the touch's previous change (R-P7); see
    /// ``preciseLocation(in:)``.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// The direction the stylus points to on the screen, as an angle in `view`'s
    /// coordinates (`nil`: the window's) in radians; 0 for a finger (R-P7).
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// The direction the stylus points to on the screen, as a unit vector in `view`'s
    /// coordinates (`nil`: the window's) (R-P7).
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        let windowVector = CGPoint(x: cos(windowAzimuth), y: sin(windowAzimuth))
        guard let view else { return CGVector(dx: windowVector.x, dy: windowVector.y) }
        let local = view.convert(windowVector, from: nil) - view.convert(CGPoint.zero, from: nil)
        let length = (local.x * local.x + local.y * local.y).squareRoot()
        guard length > 0, length.isFinite else { return CGVector(dx: windowVector.x, dy: windowVector.y) }
        return CGVector(dx: local.x / length, dy: local.y / length)
    }
}
