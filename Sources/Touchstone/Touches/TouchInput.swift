import Foundation

/// One finger's change, as a host reports it to a window (see
/// ``UIWindow/sendTouches(_:at:)``).
///
/// This is Touchstone's input API: a platform layer (evdev, a test driver, a replayed
/// recording) turns what the hardware says into these, with the hardware's own
/// timestamps. Locations are in window coordinates.
public struct TouchInput: Sendable, Equatable {
    /// What happened to the finger.
    public enum Phase: Sendable, Equatable {
        case began, moved, ended, cancelled
    }

    /// The host's identifier for the finger, stable from down to up.
    public var finger: Int
    /// What happened.
    public var phase: Phase
    /// The location in window coordinates. Required for `began`; for the other phases
    /// `nil` keeps the previous location.
    public var location: CGPoint?
    /// The kind of input.
    public var type: UITouch.TouchType
    /// The force, where 1.0 is an average touch; 0 when unknown.
    public var force: CGFloat
    /// The contact radius in points.
    public var majorRadius: CGFloat

    /// Creates a finger change.
    public init(finger: Int, phase: Phase, location: CGPoint? = nil, type: UITouch.TouchType = .direct,
                force: CGFloat = 0, majorRadius: CGFloat = 20) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.type = type
        self.force = force
        self.majorRadius = majorRadius
    }
}

/// Input a window refused. Nothing of the refused call took effect: every touch,
/// recognizer and view is as it was before it.
public enum TouchInputError: Error, Equatable, CustomStringConvertible {
    /// A `began` for a finger that is already down.
    case fingerAlreadyDown(finger: Int)
    /// A `moved`, `ended` or `cancelled` for a finger that is not down.
    case fingerNotDown(finger: Int, phase: TouchInput.Phase)
    /// A `began` without a location.
    case missingLocation(finger: Int)
    /// A NaN or infinite coordinate.
    case nonFiniteLocation(finger: Int, x: Double, y: Double)
    /// A NaN, infinite or negative force or contact radius.
    case invalidForceOrRadius(finger: Int, force: Double, majorRadius: Double)
    /// The same finger twice in one event.
    case duplicateFinger(finger: Int)
    /// A timestamp earlier than the window's current time, or not finite.
    case timeWentBackwards(current: TimeInterval, requested: TimeInterval)
    /// A call made while the window is still handling an event or a timer: from an
    /// action, a view's `touches…` method, a delegate or a timer block.
    case reentrantCall

    public var description: String {
        switch self {
        case .fingerAlreadyDown(let finger):
            "touch input: finger \(finger) began but is already down"
        case .fingerNotDown(let finger, let phase):
            "touch input: finger \(finger) \(phase) but is not down"
        case .missingLocation(let finger):
            "touch input: finger \(finger) began without a location"
        case .nonFiniteLocation(let finger, let x, let y):
            "touch input: finger \(finger) has a non-finite location (\(x), \(y))"
        case .invalidForceOrRadius(let finger, let force, let majorRadius):
            "touch input: finger \(finger) has force \(force) and radius \(majorRadius); both must be finite and not negative"
        case .duplicateFinger(let finger):
            "touch input: finger \(finger) appears twice in one event"
        case .timeWentBackwards(let current, let requested):
            "touch input: time \(requested) s is before the window's current time \(current) s"
        case .reentrantCall:
            "touch input: sendTouches or advanceTime called while the window is handling an event (from an action, a touches method, a delegate or a timer); call it after that returns"
        }
    }
}
