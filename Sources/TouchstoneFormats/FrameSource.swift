/// Where a ``RecordingStream`` gets its frames: a recording in memory, or a file decoded
/// as it is read.
protocol FrameSource {
    /// The next frame, or `nil` after the last.
    mutating func next() throws(InputError) -> TouchFrame?
    /// What was repaired in the part read so far.
    var warnings: [InputWarning] { get }
    /// How much has been read, from 0 to 1.
    var fractionRead: Double { get }
    /// The most bytes of the file held at once so far.
    var peakBufferedBytes: Int { get }
    /// When the recording stops, if it says so; known once the last frame is read.
    var endTime: Double? { get }
}

/// The frames of a ``TouchRecording`` already in memory.
struct RecordedFrames: FrameSource {
    let recording: TouchRecording
    private var nextIndex = 0

    init(_ recording: TouchRecording) { self.recording = recording }

    mutating func next() throws(InputError) -> TouchFrame? {
        guard nextIndex < recording.frames.count else { return nil }
        defer { nextIndex += 1 }
        return recording.frames[nextIndex]
    }

    var warnings: [InputWarning] { recording.warnings }
    var fractionRead: Double { recording.frames.isEmpty ? 1 : Double(nextIndex) / Double(recording.frames.count) }
    var peakBufferedBytes: Int { 0 }
    var endTime: Double? { recording.endTime }
}
