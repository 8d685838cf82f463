import Foundation

/// A recording read as it is replayed: what a reader knows before the first frame (the
/// screen, the summary), then the frames one at a time, so that replaying a file holds a
/// bounded part of it however large it is.
///
/// ``InputReader/open(contentsOf:options:)`` makes one; ``collect()`` reads the rest
/// into a ``TouchRecording`` for callers that want every frame at once.
public struct RecordingStream {
    /// The frames of a recording in memory and the next one's index, or a kernel
    /// recording's frames as they are decoded: one of the two.
    private let recorded: [TouchFrame]
    private var nextIndex = 0
    private var kernel: KernelFrames?
    private let readerWarnings: [InputWarning]
    private let size: Int?
    private var lastFrameTime: TimeInterval?
    /// The file the recording is read from, as the user named it.
    public let file: String
    /// The size of the screen the recording's points belong to.
    public let screen: CGSize
    /// One line saying what is read and how units are mapped.
    public let summary: String
    /// A time after the last frame up to which the recording lasts (see
    /// ``TouchRecording/endTime``).
    public let endTime: TimeInterval?

    /// The frames of a recording already in memory.
    public init(_ recording: TouchRecording) {
        recorded = recording.frames
        readerWarnings = recording.warnings
        size = nil
        file = recording.file
        screen = recording.screen
        summary = recording.summary
        endTime = recording.endTime
    }

    init(_ frames: KernelFrames, size: Int?, screen: CGSize, warnings: [InputWarning], file: String, summary: String) {
        recorded = []
        kernel = frames
        readerWarnings = warnings
        self.size = size
        self.file = file
        self.screen = screen
        self.summary = summary
        endTime = nil
    }

    /// What the reader repaired in the part read so far.
    public var warnings: [InputWarning] {
        readerWarnings + (kernel?.warnings ?? [])
    }

    /// The time of the last frame read, or ``endTime`` if later.
    public var duration: TimeInterval { max(lastFrameTime ?? 0, endTime ?? 0) }

    /// How much of the recording has been read, from 0 to 1.
    public var fractionRead: Double {
        if let kernel { return size.map { $0 == 0 ? 1 : min(1, Double(kernel.bytesRead) / Double($0)) } ?? 0 }
        return recorded.isEmpty ? 1 : Double(nextIndex) / Double(recorded.count)
    }

    /// The most bytes of the file held at once so far (0 for a recording in memory).
    var peakBufferedBytes: Int {
        kernel?.peakBufferedBytes ?? 0
    }

    /// The next frame, or `nil` after the last. Throws when the input turns out bad
    /// further on; the frames before it were good.
    public mutating func next() throws(InputError) -> TouchFrame? {
        let frame: TouchFrame?
        if kernel != nil {
            frame = try kernel!.next()
        } else {
            frame = nextIndex < recorded.count ? recorded[nextIndex] : nil
            if frame != nil { nextIndex += 1 }
        }
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
