import Foundation
import Testing
import Touchstone
import TouchstoneFormats
@testable import TouchstoneReplay
import TouchstoneTesting

/// Replay.
@MainActor
@Suite struct ReplayTests {
    /// One finger tapping at `point` at `time` for 0.05 s.
    private func tapFrames(at time: TimeInterval, _ point: CGPoint) -> [TouchFrame] {
        [TouchFrame(time: time, changes: [TouchChange(finger: 1, phase: .began, location: point)]),
         TouchFrame(time: time + 0.05, changes: [TouchChange(finger: 1, phase: .ended, location: point)])]
    }

    /// A single tap in the standard scene: the tap waits for the double tap, and fires when it gives up (R-A6)
    @Test func singleTapWaits() throws {
        let recording = TouchRecording(frames: tapFrames(at: 0, CGPoint(x: 100, y: 100)),
                                       screen: CGSize(width: 390, height: 844), summary: "one tap")
        let result = try Replay.run(recording, through: .standard)
        #expect(result.gestureNames == ["tap"])
        #expect(abs((result.gestures.first?.start ?? 0) - 0.4) < 1e-9)
        // The wait, from the engine's own records: waiting at the lift, released when the
        // double tap's 0.35 s ran out.
        #expect(result.explanations.contains("tap waited 0.350 s for double-tap (R-A6)"))
        #expect(result.explanations.contains(
            "double-tap failed at 0.400 s: the next tap did not begin within 0.35 s of the lift; closest: 1 of 2 taps (R-S2)"))
        // The timers after the last frame fired: the replay lasted past the input.
        #expect(abs(result.duration - 0.4) < 1e-9)
    }

    /// Explanations are the engine's decision summaries, each reason once with a count, whatever its numbers.
    @Test func explanationsComeFromDecisions() throws {
        // Two taps, the second held twice as long: the long press fails for the same
        // reason with other numbers.
        var frames = tapFrames(at: 0, CGPoint(x: 100, y: 100))
        frames += [TouchFrame(time: 1, changes: [TouchChange(finger: 1, phase: .began, location: CGPoint(x: 100, y: 100))]),
                   TouchFrame(time: 1.1, changes: [TouchChange(finger: 1, phase: .ended, location: CGPoint(x: 100, y: 100))])]
        let recording = TouchRecording(frames: frames, screen: CGSize(width: 390, height: 844), summary: "two taps")
        let result = try Replay.run(recording, through: .standard)
        func summaries(of recognizer: String) -> [String] {
            result.events.compactMap { event -> String? in
                if case .decision(let decision) = event.kind, decision.recognizer == recognizer { return decision.summary }
                return nil
            }
        }
        #expect(summaries(of: "pan") == ["pan failed at 0.050 s: lifted before moving 10 pt on an axis (moved 0 pt) (R-S2)",
                                         "pan failed at 1.100 s: lifted before moving 10 pt on an axis (moved 0 pt) (R-S2)"])
        #expect(summaries(of: "long-press") == ["long-press failed at 0.050 s: lifted after 0.05 s (needs 0.5 s) (R-S2)",
                                                "long-press failed at 1.100 s: lifted after 0.1 s (needs 0.5 s) (R-S2)"])
        #expect(result.explanations.contains(
            "long-press failed at 0.050 s: lifted after 0.05 s (needs 0.5 s) (R-S2) (and 1 more time, last at 1.100 s)"))
    }

    /// A recognizer that never saw a touch is named as such.
    @Test func neverTouched() throws {
        let scene = try readScene(sceneText(views: """
        [{"name": "left", "frame": [0, 0, 50, 100], "recognizers": [{"name": "left-tap", "class": "UITapGestureRecognizer"}]},
         {"name": "right", "frame": [50, 0, 50, 100], "recognizers": [{"name": "right-tap", "class": "UITapGestureRecognizer"}]}]
        """)).get()
        let result = try Replay.run(TouchRecording(frames: tapFrames(at: 0, CGPoint(x: 10, y: 10)),
                                                   screen: CGSize(width: 100, height: 100), summary: ""), through: scene)
        #expect(result.gestureNames == ["left-tap"])
        #expect(result.explanations == ["right-tap never received a touch"])
    }

    /// A touch that lands on no view is delivered to the window.
    @Test func touchOnNothing() throws {
        let scene = try readScene(sceneText(views: #"[{"name": "small", "frame": [0, 0, 10, 10]}]"#)).get()
        let result = try Replay.run(TouchRecording(frames: tapFrames(at: 0, CGPoint(x: 50, y: 50)),
                                                   screen: CGSize(width: 100, height: 100), summary: ""), through: scene)
        let text = TextRenderer.render(result, explain: false)
        #expect(text.contains("   0.000  finger 1 down at (50.0, 50.0) on window\n   0.000  window: touchesBegan [1]\n"))
        #expect(text.contains("   0.050  window: touchesEnded [1]\n"))
    }

    /// A label's touches, forwarded up the responder chain, are recorded as the label's.
    @Test func forwardedDelivery() throws {
        let scene = try readScene(sceneText(views: """
        [{"name": "card", "subviews": [{"name": "label", "class": "UILabel", "isUserInteractionEnabled": true, "frame": [0, 0, 50, 50]}]}]
        """)).get()
        let result = try Replay.run(TouchRecording(frames: tapFrames(at: 0, CGPoint(x: 10, y: 10)),
                                                   screen: CGSize(width: 100, height: 100), summary: ""), through: scene)
        #expect(TextRenderer.render(result, explain: false).contains("   0.000  label: touchesBegan [1]\n"))
    }

    /// The trace recorder turns simulator input into a trace with every position.
    @Test func traceRecorder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fingers = TouchSimulator(window: window)
        let recorder = TraceRecorder()
        fingers.inputObserver = { inputs, time in recorder.record(inputs, at: time) }
        fingers.down(3, at: CGPoint(x: 1, y: 2))
        fingers.advance(by: 0.25)
        fingers.send([.move(3, CGPoint(x: 4, y: 5)), .down(4, CGPoint(x: 9, y: 9))])
        fingers.advance(by: 0.25)
        fingers.send([.up(3), .cancel(4)])
        let recording = recorder.recording(screen: window.bounds.size, endTime: 1)
        #expect(recording.frames == [
            TouchFrame(time: 0, changes: [TouchChange(finger: 3, phase: .began, location: CGPoint(x: 1, y: 2))]),
            TouchFrame(time: 0.25, changes: [TouchChange(finger: 3, phase: .moved, location: CGPoint(x: 4, y: 5)),
                                             TouchChange(finger: 4, phase: .began, location: CGPoint(x: 9, y: 9))]),
            TouchFrame(time: 0.5, changes: [TouchChange(finger: 3, phase: .ended, location: CGPoint(x: 4, y: 5)),
                                            TouchChange(finger: 4, phase: .cancelled, location: CGPoint(x: 9, y: 9))]),
        ])
        #expect(recording.endTime == 1)
    }
}
