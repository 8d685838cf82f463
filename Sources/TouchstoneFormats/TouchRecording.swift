import Foundation

/// A recording read from a file: its frames in time order, in points, with the screen
/// they map to and whatever had to be repaired on the way.
///
/// This is what every reader returns and what the replayer consumes, whatever the file
/// was: an evemu recording, a `getevent` log, or a Touchstone trace.
public struct TouchRecording: Sendable {
    /// The frames, in non-decreasing time order, starting at or after time 0.
    public var frames: [TouchFrame]
    /// The size of the screen the recording's points belong to.
    public var screen: CGSize
    /// A time after the last frame up to which the recording lasts (a trace made by the
    /// simulator records when it stopped), so that timers still pending then fire.
    public var endTime: TimeInterval?
    /// What the reader repaired.
    public var warnings: [InputWarning]
    /// The file the recording was read from, as the user named it.
    public var file: String
    /// One line saying what was read and how units were mapped, such as
    /// `evemu, multitouch protocol B, "Atmel maXTouch Touchscreen", 800×480 units → 844×506 pt`.
    public var summary: String

    /// Creates a recording.
    public init(frames: [TouchFrame], screen: CGSize, endTime: TimeInterval? = nil,
                warnings: [InputWarning] = [], file: String = "", summary: String) {
        self.frames = frames
        self.file = file
        self.screen = screen
        self.endTime = endTime
        self.warnings = warnings
        self.summary = summary
    }

    /// The time of the last frame, or ``endTime`` if later.
    public var duration: TimeInterval {
        max(frames.last?.time ?? 0, endTime ?? 0)
    }

    /// The number of touches: fingers that touched down.
    public var touchCount: Int {
        frames.reduce(0) { count, frame in count + frame.changes.count { $0.phase == .began } }
    }
}
