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

        /// Every property a host may estimate.
        static let all: Properties = [.force, .azimuth, .altitude, .location]
    }

    /// The properties whose values are only estimates (R-P7, R-P9): those the host marked
    /// so (``TouchInput/estimatedProperties``). They are not all updated later; see
    /// ``estimatedPropertiesExpectingUpdates``.
    public var estimatedProperties: Properties { estimation?.estimated ?? [] }

    /// The estimated properties whose real values are expected later (R-P9). The
    /// responder and the gesture recognizers that received the touch hear each update in
    /// `touchesEstimatedPropertiesUpdated(_:)` (``UIResponder/touchesEstimatedPropertiesUpdated(_:)``,
    /// ``UIGestureRecognizer/touchesEstimatedPropertiesUpdated(_:)``), perhaps after the
    /// touch ended; the updated properties then leave this set.
    public var estimatedPropertiesExpectingUpdates: Properties { estimation?.expecting ?? [] }

    /// The number that ties the touch's current data to its later updates (R-P9): `nil`
    /// when the touch has no estimated property, otherwise the host's
    /// ``TouchInput/estimationUpdateIndex``, which increases monotonically with each touch
    /// that carries estimates. A touch in `touchesEstimatedPropertiesUpdated(_:)` carries
    /// the index of the data being updated, so an app keys the data it stored by it.
    ///
    /// `NSNumber`, UIKit's type, from swift-corelibs-foundation on Linux: two of them with
    /// the same value are equal and hash alike, so they key a dictionary as on iOS.
    public var estimationUpdateIndex: NSNumber? { estimation.map { NSNumber(value: $0.index) } }

    /// The estimates of a touch's data, as the host gave them and its updates left them
    /// (R-P9).
    struct Estimation: Equatable {
        /// The host's index for the data.
        var index: Int
        /// The properties that are estimates.
        var estimated: Properties
        /// The estimated properties whose real values are still expected.
        var expecting: Properties
    }

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
        Touchstone.azimuthUnitVector(ofWindowAngle: windowAzimuth, in: view)
    }
}

/// The unit vector of the direction `angle` (radians in window coordinates) in `view`'s
/// coordinates (`nil`: the window's), for a touch's and a hovering stylus's azimuth
/// (R-P7, R-P10).
@MainActor
func azimuthUnitVector(ofWindowAngle angle: CGFloat, in view: UIView?) -> CGVector {
    let windowVector = CGPoint(x: cos(angle), y: sin(angle))
    guard let view else { return CGVector(dx: windowVector.x, dy: windowVector.y) }
    let local = view.convertPoint(windowVector, from: nil) - view.convertPoint(CGPoint.zero, from: nil)
    let length = (local.x * local.x + local.y * local.y).squareRoot()
    guard length > 0, length.isFinite else { return CGVector(dx: windowVector.x, dy: windowVector.y) }
    return CGVector(dx: local.x / length, dy: local.y / length)
}
