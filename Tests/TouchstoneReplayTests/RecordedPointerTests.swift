import Foundation
import Testing
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// A real mouse and a real pen tablet, recorded with evemu (excerpts in `Tests/Recordings`),
/// replay with the gestures they show (R-P1–R-P5, R-P7).
@MainActor
@Suite struct RecordedPointerTests {
    static let recordings = Paths.repositoryRoot.appendingPathComponent("Tests/Recordings")
    static let mouse = recordings.appendingPathComponent("Ultrathin Touch Mouse.clicks-drag-wheel.events")
    static let pen = recordings.appendingPathComponent("Wacom Cintiq 13HD touch Pen.strokes.events")

    private func replay(_ url: URL, scene: String) throws -> ReplayResult {
        let recording = try InputReader.read(contentsOf: url)
        return try Replay.run(recording, through: Scene.read(contentsOf: Self.recordings.appendingPathComponent("\(scene).scene.json")))
    }

    /// The mouse's right click, left click, drag and wheel are a secondary tap, a tap, a pan and two scroll pans (R-P2, R-P3, R-P5)
    @Test func mouseGestures() throws {
        let result = try replay(Self.mouse, scene: "mouse")
        #expect(result.gestureNames == ["secondary-click", "hover", "click", "hover", "pan", "hover (began)", "pan", "pan"])
        // The wheel pans: three notches up, then the notches down, 40 pt each, with no touch.
        let recording = try InputReader.read(contentsOf: Self.mouse)
        let wheel = recording.frames.compactMap { frame -> (time: Double, dy: Double)? in
            guard case .scroll(_, let dy, .discrete, _, _)? = frame.pointer else { return nil }
            return (frame.time, dy)
        }
        let down = wheel.filter { $0.dy < 0 }.reduce(0) { $0 + $1.dy }
        #expect(wheel.filter { $0.dy > 0 }.map(\.dy) == [40, 40, 40])
        #expect(down <= -400)
        let ends = result.events.compactMap { event -> Double? in
            guard case .action("pan", "ended", _, let values) = event.kind, event.time > 2 else { return nil }
            return values.first { $0.name == "translationY" }?.value
        }
        #expect(ends == [120, down])
    }

    /// The pen's strokes are pencil touches with force and tilt that a pencil-only pan follows, hovering between (R-P1, R-P4, R-P7)
    @Test func penGestures() throws {
        let result = try replay(Self.pen, scene: "pen")
        #expect(result.gestureNames == ["hover", "stroke", "hover", "stroke", "hover"])
        #expect(result.explanations == ["finger-tap never received a touch"])
        let recording = try InputReader.read(contentsOf: Self.pen)
        let touching = recording.frames.flatMap(\.changes).filter { $0.phase == .began || $0.phase == .moved }
        #expect(touching.count > 30)
        #expect(touching.allSatisfy { $0.type == .pencil && $0.force > 0 && $0.force <= 4 && $0.altitude < .pi / 2 })
    }

    /// A recorded pen stroke reaches the views as a pencil touch with its force (R-P7)
    @Test func penForceReachesViews() throws {
        let recording = try InputReader.read(contentsOf: Self.pen)
        let window = UIWindow(frame: CGRect(origin: .zero, size: recording.screen))
        let canvas = ForceView(frame: window.bounds)
        window.addSubview(canvas)
        for frame in recording.frames {
            if let pointer = frame.pointer {
                try window.sendPointer(PointerInput(pointer), at: frame.time)
            } else {
                try window.sendTouches(frame.changes.map(TouchInput.init), at: frame.time)
            }
        }
        let forces = recording.frames.flatMap(\.changes).filter { $0.phase != .cancelled }.map { CGFloat($0.force) }
        #expect(canvas.heard.map(\.type) == Array(repeating: .pencil, count: forces.count))
        #expect(canvas.heard.map(\.force) == forces)
    }

    /// Replay text, JSON and SVG of the mouse and the pen match the goldens.
    @Test(arguments: [("mouse", "recorded-mouse"), ("pen", "recorded-pen")])
    func goldens(_ scene: String, golden: String) throws {
        let result = try replay(scene == "mouse" ? Self.mouse : Self.pen, scene: scene)
        try expectGolden(TextRenderer.render(result, explain: true), at: Paths.goldens.appendingPathComponent("\(golden).txt"))
        try expectGolden(JSONRenderer.render(result), at: Paths.goldens.appendingPathComponent("\(golden).json"))
        try expectGolden(SVGRenderer.render(result), at: Paths.goldens.appendingPathComponent("\(golden).svg"))
    }
}

/// A view that writes down the type and force of every touch it hears.
@MainActor
private final class ForceView: UIView {
    var heard: [(type: UITouch.TouchType, force: CGFloat)] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }

    private func note(_ touches: Set<UITouch>) {
        heard += touches.map { ($0.type, $0.force) }
    }
}
