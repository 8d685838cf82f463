import Foundation

/// One measurement of a contact between frames (a coalesced sample) or the device's
/// guess of one to come (a predicted sample) (R-P8).
public struct TouchSample: Sendable, Equatable {
    /// When it was measured, in seconds from the start of the recording.
    public var time: TimeInterval
    /// Where, in points.
    public var location: CGPoint
    /// The force, where 1 is an average touch; 0 when unknown.
    public var force: Double
    /// The contact's radius in points.
    public var majorRadius: Double
    /// A stylus's angle to the screen in radians (π/2: perpendicular).
    public var altitude: Double
    /// A stylus's direction on the screen in radians.
    public var azimuth: Double

    /// Creates a sample; the defaults are those of a plain finger.
    public init(time: TimeInterval, location: CGPoint, force: Double = 0, majorRadius: Double = TouchChange.defaultRadius,
                altitude: Double = .pi / 2, azimuth: Double = 0) {
        self.time = time
        self.location = location
        self.force = force
        self.majorRadius = majorRadius
        self.altitude = altitude
        self.azimuth = azimuth
    }
}
