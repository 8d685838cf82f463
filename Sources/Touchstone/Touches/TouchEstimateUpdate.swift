import Foundation

/// The real values of a touch's estimated properties, or word that they will not come, as
/// a host reports them to a window (see ``UIWindow/sendEstimateUpdates(_:at:)``) (R-P9).
///
/// A device that measures some values apart from the location (a pencil its force and
/// angles) may report guesses first: the host marks them in the ``TouchInput``
/// (``TouchInput/estimatedProperties``, ``TouchInput/estimatedPropertiesExpectingUpdates``)
/// and numbers them (``TouchInput/estimationUpdateIndex``). When the measured values
/// arrive, even after the touch ended, the host sends them here under the same index; the
/// responder and the recognizers that received the touch hear them in
/// `touchesEstimatedPropertiesUpdated(_:)`.
public struct TouchEstimateUpdate: Sendable, Equatable {
    /// The index of the estimates being updated: the ``TouchInput/estimationUpdateIndex``
    /// of the input that carried them.
    public var estimationUpdateIndex: Int
    /// The measured location in window coordinates (``UITouch/Properties/location``), or
    /// `nil` when this update does not carry it.
    public var location: CGPoint?
    /// The measured force (``UITouch/Properties/force``), or `nil`.
    public var force: CGFloat?
    /// The measured altitude in radians, within 0…π/2 (``UITouch/Properties/altitude``),
    /// or `nil`.
    public var altitudeAngle: CGFloat?
    /// The measured azimuth in radians in window coordinates
    /// (``UITouch/Properties/azimuth``), or `nil`.
    public var azimuthAngle: CGFloat?
    /// Properties whose update will not come: they stop expecting one and stay estimates.
    public var noLongerExpected: UITouch.Properties

    /// Creates an update of the estimates numbered `estimationUpdateIndex`: the values
    /// given replace the estimates, and the properties in `noLongerExpected` are given up.
    public init(estimationUpdateIndex: Int, location: CGPoint? = nil, force: CGFloat? = nil,
                altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil,
                noLongerExpected: UITouch.Properties = []) {
        self.estimationUpdateIndex = estimationUpdateIndex
        self.location = location
        self.force = force
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.noLongerExpected = noLongerExpected
    }

    /// The properties this update gives values for.
    public var updatedProperties: UITouch.Properties {
        var properties: UITouch.Properties = []
        if location != nil { properties.insert(.location) }
        if force != nil { properties.insert(.force) }
        if altitudeAngle != nil { properties.insert(.altitude) }
        if azimuthAngle != nil { properties.insert(.azimuth) }
        return properties
    }
}
