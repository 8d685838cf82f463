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

/// One finger's change within a frame, in points of the screen the recording maps to.
public struct TouchChange: Sendable, Equatable {
    /// The finger: a small number, stable from touch-down to lift, reused after a lift.
    public var finger: Int
    /// What happened.
    public var phase: TouchPhase
    /// Where the finger is, in points; for `ended` and `cancelled`, where it was last.
    public var location: CGPoint

    /// Creates a finger change.
    public init(finger: Int, phase: TouchPhase, location: CGPoint) {
        self.finger = finger
        self.phase = phase
        self.location = location
    }
}

/// Everything that changed at one instant: the unit every reader produces and the engine
/// consumes as one event.
///
/// Readers of kernel recordings make one frame per `SYN_REPORT`; the trace format stores
/// frames as they are. Fingers that did not change are not listed (they are stationary).
public struct TouchFrame: Sendable, Equatable {
    /// Seconds since the start of the recording.
    public var time: TimeInterval
    /// The fingers that changed, each at most once.
    public var changes: [TouchChange]
    /// The line of the input file the frame came from, for messages about it.
    public var line: Int?

    /// Creates a frame.
    public init(time: TimeInterval, changes: [TouchChange], line: Int? = nil) {
        self.time = time
        self.changes = changes
        self.line = line
    }
}
