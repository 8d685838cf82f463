import Foundation
import Testing
import TouchstoneFormats

/// Touchstone traces.
@Suite struct TraceFormatTests {
    static let sample = TouchRecording(
        frames: [
            TouchFrame(time: 0, changes: [TouchChange(finger: 1, phase: .began, location: CGPoint(x: 120, y: 300.25))]),
            TouchFrame(time: 0.1, changes: [
                TouchChange(finger: 1, phase: .moved, location: CGPoint(x: 130.1, y: 1 / 3)),
                TouchChange(finger: 2, phase: .began, location: CGPoint(x: 5, y: 6)),
            ]),
            TouchFrame(time: 0.35, changes: [
                TouchChange(finger: 1, phase: .cancelled, location: CGPoint(x: 130.1, y: 1 / 3)),
                TouchChange(finger: 2, phase: .ended, location: CGPoint(x: 5, y: 6)),
            ]),
        ],
        screen: CGSize(width: 390, height: 844), endTime: 0.7, summary: "")

    /// Writing and reading back gives the same frames, exactly.
    @Test func roundTrip() throws {
        let text = TraceFormat.write(Self.sample, source: "a \"quoted\" test")
        let back = try TraceFormat.read(text, file: "sample.json")
        #expect(back.frames.map(\.time) == Self.sample.frames.map(\.time))
        #expect(back.frames.map(\.changes) == Self.sample.frames.map(\.changes))
        #expect(back.screen == Self.sample.screen)
        #expect(back.endTime == 0.7)
        #expect(back.summary == "Touchstone trace v1, 390×844 pt (a \"quoted\" test)")
        #expect(TraceFormat.write(back, source: "a \"quoted\" test") == text)
    }

    /// The written form: one frame per line, whole numbers without a fraction.
    @Test func writtenForm() {
        let recording = TouchRecording(frames: [Self.sample.frames[0]], screen: CGSize(width: 390, height: 844), summary: "")
        #expect(TraceFormat.write(recording) == """
        {
          "format": "touchstone-trace",
          "version": 1,
          "screen": {"width": 390, "height": 844},
          "frames": [
            {"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 120, "y": 300.25}]}
          ]
        }

        """)
    }

    /// X and y may be left out of a lift.
    @Test func liftWithoutPosition() throws {
        let text = """
        {"format": "touchstone-trace", "version": 1, "screen": {"width": 100, "height": 100},
         "frames": [{"time": 0, "touches": [{"finger": 3, "phase": "began", "x": 10, "y": 20}]},
                    {"time": 0.1, "touches": [{"finger": 3, "phase": "ended"}]}]}
        """
        let recording = try TraceFormat.read(text, file: "t.json")
        #expect(recording.frames[1].changes == [TouchChange(finger: 3, phase: .ended, location: CGPoint(x: 10, y: 20))])
    }
}
