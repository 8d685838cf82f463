import Foundation

/// What happened to one finger in a ``TouchFrame``.
public enum TouchPhase: String, Sendable, CaseIterable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger lifted.
    case ended
    /// The system took the touch away (a palm, a call).
    case cancelled

    /// Whether the finger is down after this change.
    public var isDown: Bool { self == .began || self == .moved }
}

/// One finger's change within a frame, in points of the screen the recording maps to,
/// with what the device measured of the contact (R-P7, R-P8).
public struct TouchChange: Sendable, Equatable {
    /// The finger: a small number, stable from touch-down to lift, reused after a lift.
    public var finger: Int
    /// What happened.
    public var phase: TouchPhase
    /// Where the finger is, in points; for `ended` and `cancelled`, where it was last.
    public var location: CGPoint
    /// What touches: a finger on the screen, a pencil… (R-P1).
    public var type: TouchType
    /// The force, where 1 is an average touch; 0 when the device reports none (R-P7).
    public var force: Double
    /// The largest force the device reports; `nil` leaves it to the window (R-P7).
    public var maximumForce: Double?
    /// The contact's radius in points (R-P7).
    public var majorRadius: Double
    /// A stylus's angle to the screen in radians: π/2 is perpendicular (R-P7).
    public var altitude: Double
    /// The direction a stylus points to on the screen, in radians: 0 along x, π/2 along y (R-P7).
    public var azimuth: Double
    /// The samples measured since the previous frame, before this one, oldest first (R-P8).
    public var coalesced: [TouchSample]
    /// The device's predictions of where the contact goes next, soonest first (R-P8).
    public var predicted: [TouchSample]

    /// The radius of a contact whose device reports none, as the engine assumes it.
    public static let defaultRadius: Double = 20

    /// Creates a finger change; the defaults are those of a plain finger.
    public init(finger: Int, phase: TouchPhase, location: CGPoint, type: TouchType = .direct, force: Double = 0,
                maximumForce: Double? = nil, majorRadius: Double = TouchChange.defaultRadius, altitude: Double = .pi / 2,
                azimuth: Double = 0, coalesced: [TouchSample] = [], predicted: [TouchSample] = []) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.type = type
        self.force = force
        self.maximumForce = maximumForce
        self.majorRadius = majorRadius
        self.altitude = altitude
        self.azimuth = azimuth
        self.coalesced = coalesced
        self.predicted = predicted
    }

    /// Whether the change says more than a plain finger's place: what version 1 of the
    /// trace format cannot carry.
    public var hasContactProperties: Bool {
        type != .direct || force != 0 || maximumForce != nil || majorRadius != Self.defaultRadius
            || altitude != .pi / 2 || azimuth != 0 || !coalesced.isEmpty || !predicted.isEmpty
    }
}

/// Everything that changed at one instant: the unit every reader produces and the engine
/// consumes as one event.
///
/// A frame is either finger changes (one `sendTouches`), one pointer event (one
/// `sendPointer`) or one key's change (one `sendPresses`). Readers of kernel recordings make one frame per `SYN_REPORT` (a mouse
/// frame that both moves and scrolls gives two frames at the same time); the trace format
/// stores frames as they are. Fingers that did not change are not listed (they are
/// stationary).
public struct TouchFrame: Sendable, Equatable {
    /// Seconds since the start of the recording.
    public var time: TimeInterval
    /// The fingers that changed, each at most once; empty in a pointer frame.
    public var changes: [TouchChange]
    /// What the pointer did, in a pointer frame.
    public var pointer: PointerEvent?
    /// What a key did, in a key frame (R-R5).
    public var key: KeyEvent?
    /// The line of the input file the frame came from, for messages about it.
    public var line: Int?

    /// Creates a frame of finger changes.
    public init(time: TimeInterval, changes: [TouchChange], line: Int? = nil) {
        self.time = time
        self.changes = changes
        self.line = line
    }

    /// Creates a pointer frame.
    public init(time: TimeInterval, pointer: PointerEvent, line: Int? = nil) {
        self.time = time
        changes = []
        self.pointer = pointer
        self.line = line
    }

    /// Creates a key frame.
    public init(time: TimeInterval, key: KeyEvent, line: Int? = nil) {
        self.time = time
        changes = []
        self.key = key
        self.line = line
    }
}
