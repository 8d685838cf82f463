import Foundation

/// A recording read as it is replayed: what a reader knows before the first frame (the
/// screen, the summary), then the frames one at a time, so that replaying a file holds a
/// bounded part of it however large it is.
///
/// ``InputReader/open(contentsOf:options:)`` makes one; ``collect()`` reads the rest
/// into a ``TouchRecording`` for callers that want every frame at once.
public struct RecordingStream {
    private var source: any FrameSource
    private let readerWarnings: [InputWarning]
    private var lastFrameTime: TimeInterval?
    /// The file the recording is read from, as the user named it.
    public let file: String
    /// The size of the screen the recording's points belong to.
    public let screen: CGSize
    /// One line saying what is read and how units are mapped.
    public let summary: String

    /// The frames of a recording already in memory.
    public init(_ recording: TouchRecording) {
        self.init(RecordedFrames(recording), screen: recording.screen, file: recording.file, summary: recording.summary)
    }

    /// `warnings` are those the reader gave before the first frame.
    init(_ source: any FrameSource, screen: CGSize, warnings: [InputWarning] = [], file: String, summary: String) {
        self.source = source
        readerWarnings = warnings
        self.file = file
        self.screen = screen
        self.summary = summary
    }

    /// What the reader repaired in the part read so far.
    public var warnings: [InputWarning] { readerWarnings + source.warnings }

    /// A time after the last frame up to which the recording lasts (see
    /// ``TouchRecording/endTime``); known once the last frame has been read.
    public var endTime: TimeInterval? { source.endTime }

    /// The time of the last frame read, or ``endTime`` if later.
    public var duration: TimeInterval { max(lastFrameTime ?? 0, endTime ?? 0) }

    /// How much of the recording has been read, from 0 to 1.
    public var fractionRead: Double { source.fractionRead }

    /// The most bytes of the file held at once so far (0 for a recording in memory).
    var peakBufferedBytes: Int { source.peakBufferedBytes }

    /// The next frame, or `nil` after the last. Throws when the input turns out bad
    /// further on; the frames before it were good.
    public mutating func next() throws(InputError) -> TouchFrame? {
        let frame = try source.next()
        if let frame { lastFrameTime = frame.time }
        return frame
    }

    /// The frames not read yet, and everything else read, as one recording.
    public consuming func collect() throws(InputError) -> TouchRecording {
        var frames: [TouchFrame] = []
        while let frame = try next() { frames.append(frame) }
        return TouchRecording(frames: frames, screen: screen, endTime: endTime, warnings: warnings, file: file, summary: summary)
    }
}
