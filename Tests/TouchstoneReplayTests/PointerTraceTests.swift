import Foundation
import Testing
import Touchstone
import TouchstoneFormats
import TouchstoneReplay
import TouchstoneTesting

/// A session of pointer and pencil input, recorded with `TraceRecorder`, written as a
/// version 2 trace and replayed (R-P2–R-P8).
@MainActor
@Suite struct PointerTraceTests {
    private func session() -> TouchRecording {
        let simulator = TouchSimulator(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600)))
        let recorder = TraceRecorder()
        simulator.inputObserver = { inputs, time in recorder.record(inputs, at: time) }
        simulator.pointerObserver = { input, time in recorder.record(input, at: time) }
        simulator.hover(to: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.5)
        simulator.secondaryClick(at: CGPoint(x: 120, y: 100))
        simulator.advance(by: 0.5)
        simulator.click(at: CGPoint(x: 200, y: 150), modifiers: [.command])
        simulator.advance(by: 0.5)
        simulator.wheel(by: CGVector(dx: 0, dy: -40))
        simulator.advance(by: 0.5)
        simulator.pencilStroke(1, through: [CGPoint(x: 300, y: 300), CGPoint(x: 330, y: 310), CGPoint(x: 360, y: 320)], force: 2)
        simulator.advance(by: 0.5)
        simulator.leave()
        return recorder.recording(screen: CGSize(width: 800, height: 600), endTime: simulator.now)
    }

    /// A recorded pointer and pencil session writes as version 2 and reads back as recorded (R-P2, R-P5, R-P7)
    @Test func roundTrip() throws {
        let recording = session()
        let text = TraceFormat.write(recording, source: "pointer session")
        #expect(text.contains("\"version\": 2"))
        #expect(text.contains(#""pointer": {"event": "move", "x": 200, "y": 150, "buttons": ["primary"], "modifiers": ["command"]}"#))
        #expect(text.contains(#""type": "pencil", "force": 2"#))
        let back = try TraceFormat.read(text, file: "session.json")
        #expect(back.frames.map(\.pointer) == recording.frames.map(\.pointer))
        #expect(back.frames.map(\.changes) == recording.frames.map(\.changes))
        #expect(back.warnings.isEmpty)
    }

    /// The trace replays to what the session did: a hover, a secondary click, a click, a wheel pan, a pencil pan (R-P3–R-P5)
    @Test func replay() throws {
        let text = TraceFormat.write(session())
        let scene = try Scene.read(contentsOf: Paths.repositoryRoot.appendingPathComponent("Tests/Recordings/mouse.scene.json"))
        let result = try Replay.run(try TraceFormat.read(text, file: "session.json"), through: scene)
        #expect(result.gestureNames == ["hover", "secondary-click", "click", "pan", "pan"])
    }
}
