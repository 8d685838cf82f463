import Foundation
import Testing
import Touchstone
import TouchstoneFormats
import TouchstoneReplay

/// Input from careless hosts and cut-off recordings, through to the engine (issue 14).
@MainActor
@Suite struct HostileReplayTests {
    /// A NaN, infinite or negative force or radius is refused and changes nothing.
    @Test func badForceAndRadius() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let point = CGPoint(x: 10, y: 10)
        for (force, radius) in [(CGFloat.nan, 20), (1, .nan), (.infinity, 20), (-1, 20), (1, -0.5)] {
            #expect(throws: TouchInputError.self) {
                try window.sendTouches([TouchInput(finger: 1, phase: .began, location: point, force: force, majorRadius: radius)], at: 0)
            }
        }
        // Nothing was taken: the finger is not down, so it can begin now.
        let touches = try window.sendTouches([TouchInput(finger: 1, phase: .began, location: point, force: 1)], at: 0)
        #expect(touches.first?.force == 1)
        #expect(TouchInputError.invalidForceOrRadius(finger: 1, force: -1, majorRadius: 20).description
                    == "touch input: finger 1 has force -1.0 and radius 20.0; both must be finite and not negative")
    }

    /// A recording cut off with a finger down replays, and the view hears the touch cancelled (R-L3)
    @Test func cutOffRecordingCancels() throws {
        let trace = """
        {"format": "touchstone-trace", "version": 1, "screen": {"width": 390, "height": 844}, "frames": [
          {"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 100, "y": 100}]},
          {"time": 0.2, "touches": [{"finger": 1, "phase": "moved", "x": 100, "y": 300}]}]}
        """
        let recording = try InputReader.read(text: trace, file: "cut.json")
        let result = try Replay.run(recording, through: .standard)
        let text = TextRenderer.render(result, explain: false)
        #expect(text.contains("   0.200  screen: touchesCancelled [1]\n"), "\(text)")
        #expect(result.warnings.map(\.description)
                    == ["cut.json: frames: the trace ends while finger 1 is still down; cut off? They are cancelled at the end"])
    }

    /// An SVG that cannot be written fails before any timeline is produced, naming the file.
    @Test func unwritableSVG() throws {
        let recording = TouchRecording(frames: [], screen: CGSize(width: 10, height: 10), summary: "")
        let result = try Replay.run(recording, through: .standard)
        let svg = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/timeline.svg")
        let outcome = Result { () throws(InputError) in try ReplayOutput.produce(result, style: .text(explain: false), svg: svg) }
        #expect(outcome.error?.description == "\(svg.path): cannot write the SVG: no such file or directory")
    }
}
