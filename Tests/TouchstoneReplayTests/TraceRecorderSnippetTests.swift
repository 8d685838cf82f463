import Testing
import Touchstone
import TouchstoneFormats
import TouchstoneTesting

/// The file formats article's `TraceRecorder` example (`DocSnippets/TraceRecorderSnippet.swift`)
/// writes a trace that reads back as the tap it recorded.
@MainActor
@Suite struct TraceRecorderSnippetTests {
    @Test func theRecordedTapReadsBack() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let text = recordATap(in: window, with: TouchSimulator(window: window))
        let recording = try TraceFormat.read(text, file: "tap.trace.json")
        // A tap: finger 1 down and up at the same point, 50 ms apart (TouchSimulator.tapHoldDuration).
        #expect(recording.frames.count == 2)
        #expect(recording.frames.map(\.time) == [0, TouchSimulator.tapHoldDuration])
        #expect(recording.frames.map { $0.changes.map(\.location) } == [[CGPoint(x: 195, y: 422)], [CGPoint(x: 195, y: 422)]])
    }
}
