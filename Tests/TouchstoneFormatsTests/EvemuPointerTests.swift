import Foundation
import Testing
import TouchstoneFormats

/// Mice and pens in evemu recordings: relative motion, buttons and wheels become pointer
/// frames (R-P2, R-P5); a pen's hover, pressure and tilt become hover moves and pencil
/// touches (R-P4, R-P7).
@Suite struct EvemuPointerTests {
    static let recordings = Recordings.repositoryRoot.appendingPathComponent("Tests/Recordings")

    private func mouse(_ events: String, screen: CGSize? = nil, strict: Bool = false) -> Result<TouchRecording, InputError> {
        read("N: test mouse\n" + events, format: .evemu, screen: screen, strict: strict)
    }

    private func pointers(_ recording: TouchRecording) -> [PointerEvent] { recording.frames.compactMap(\.pointer) }

    /// The pointer starts at the screen's centre, moves one point a unit and stays on the screen (R-P2)
    @Test func motion() throws {
        let recording = try mouse("""
        E: 0.000000 0002 0000 10
        E: 0.000000 0002 0001 -4
        E: 0.000000 0000 0000 0
        E: 0.010000 0002 0000 -100000
        E: 0.010000 0002 0001 100000
        E: 0.010000 0000 0000 0
        """, screen: CGSize(width: 400, height: 300)).get()
        #expect(pointers(recording) == [.move(to: CGPoint(x: 210, y: 146), buttons: [], modifiers: []),
                                        .move(to: CGPoint(x: 0, y: 299), buttons: [], modifiers: [])])
        #expect(recording.summary == "evemu, mouse, \"test mouse\", relative motion, 1 unit = 1 pt, on 400×300 pt (--screen)")
        #expect(try mouse("E: 0.000000 0002 0000 1\nE: 0.000000 0000 0000 0\n").get().screen == CGSize(width: 1024, height: 768))
    }

    /// Left, right and middle buttons press and release; autorepeat changes nothing (R-P2)
    @Test func buttons() throws {
        let recording = try mouse("""
        E: 0.000000 0001 0110 1
        E: 0.000000 0000 0000 0
        E: 0.010000 0001 0112 1
        E: 0.010000 0000 0000 0
        E: 0.020000 0001 0110 2
        E: 0.020000 0000 0000 1
        E: 0.030000 0001 0110 0
        E: 0.030000 0001 0112 0
        E: 0.030000 0001 0111 1
        E: 0.030000 0000 0000 0
        E: 0.040000 0001 0111 0
        E: 0.040000 0000 0000 0
        """).get()
        #expect(pointers(recording).map { event -> PointerEvent.Buttons? in
            if case .move(_, let buttons, _) = event { return buttons }
            return nil
        } == [.primary, [.primary, .button(3)], .secondary, []])
    }

    /// Wheel notches scroll 40 pt, high-resolution units 1/120 of that, and a notch sent both ways counts once (R-P5)
    @Test func wheels() throws {
        let recording = try mouse("""
        E: 0.000000 0002 0008 1
        E: 0.000000 0000 0000 0
        E: 0.010000 0002 0008 -2
        E: 0.010000 0002 0006 1
        E: 0.010000 0000 0000 0
        E: 0.020000 0002 000b 60
        E: 0.020000 0000 0000 0
        E: 0.030000 0002 000b 60
        E: 0.030000 0002 0008 1
        E: 0.030000 0002 000c -120
        E: 0.030000 0002 0006 -1
        E: 0.030000 0000 0000 0
        """).get()
        let centre = PointerEvent.move(to: CGPoint(x: 512, y: 384), buttons: [], modifiers: [])
        #expect(pointers(recording) == [
            centre,  // a scroll needs the pointer on the screen first
            .scroll(dx: 0, dy: 40, type: .discrete, phase: .changed, modifiers: []),
            .scroll(dx: -40, dy: -80, type: .discrete, phase: .changed, modifiers: []),
            .scroll(dx: 0, dy: 20, type: .discrete, phase: .changed, modifiers: []),
            .scroll(dx: 40, dy: 20, type: .discrete, phase: .changed, modifiers: []),
        ])
    }

    /// A mouse recording that ends with a button held leaves the screen, with a warning; strict refuses it.
    @Test func endsPressed() throws {
        let events = "E: 0.000000 0001 0110 1\nE: 0.000000 0000 0000 0\n"
        let recording = try mouse(events).get()
        #expect(pointers(recording).last == .exit)
        #expect(recording.warnings.map(\.description)
                    == ["input:3: the recording ends while the mouse holds primary; cut off? The pointer leaves the screen at the end"])
        #expect(mouse(events, strict: true).error?.kind == .truncated)
    }

    private let penDescription = """
    N: test pen
    A: 00 0 1000 0 0 10
    A: 01 0 1000 0 0 10
    A: 18 0 1000 0 0 0
    A: 1a -64 63 0 0 57
    A: 1b -64 63 0 0 57

    """

    /// A pen in range hovers, touching is a pencil touch with force, altitude and azimuth from pressure and tilt (R-P4, R-P7)
    @Test func penTouch() throws {
        let recording = try read(penDescription + """
        E: 0.000000 0003 0000 100
        E: 0.000000 0003 0001 200
        E: 0.000000 0001 0140 1
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 0018 500
        E: 0.010000 0003 001a 57
        E: 0.010000 0001 014a 1
        E: 0.010000 0000 0000 0
        E: 0.020000 0003 0018 1000
        E: 0.020000 0003 001a 0
        E: 0.020000 0003 001b -57
        E: 0.020000 0000 0000 0
        E: 0.030000 0001 014a 0
        E: 0.030000 0000 0000 0
        E: 0.040000 0001 0140 0
        E: 0.040000 0000 0000 0
        """, format: .evemu).get()
        #expect(recording.summary.hasPrefix("evemu, pen, \"test pen\""))
        let at = CGPoint(x: 100 / 10 * 163 / 25.4, y: 200 / 10 * 163 / 25.4)
        #expect(recording.frames.map(\.pointer) == [.move(to: at, buttons: [], modifiers: []), .exit, nil, nil, nil,
                                                    .move(to: at, buttons: [], modifiers: []), .exit])
        let changes = recording.frames.flatMap(\.changes)
        #expect(changes.map(\.phase) == [.began, .moved, .ended])
        #expect(changes.allSatisfy { $0.type == .pencil && $0.finger == 1 && $0.maximumForce == 4 })
        #expect(changes.map(\.force) == [2, 4, 4])
        // Leaning 1 rad (57 units) toward +x, then toward -y.
        #expect(abs(changes[0].altitude - (.pi / 2 - 1)) < 1e-12 && changes[0].azimuth == 0)
        #expect(abs(changes[1].altitude - (.pi / 2 - 1)) < 1e-12 && abs(changes[1].azimuth + .pi / 2) < 1e-12)
    }

    /// The real mouse: a right click, a left click, a drag, then the wheel (R-P2, R-P5)
    @Test func realMouse() throws {
        let recording = try InputReader.read(contentsOf: Self.recordings.appendingPathComponent("Ultrathin Touch Mouse.clicks-drag-wheel.events"))
        #expect(recording.warnings.isEmpty)
        var presses: [[String]] = []
        var held: PointerEvent.Buttons = []
        for case .move(_, let buttons, _) in pointers(recording) where buttons != held {
            presses.append(buttons.names)
            held = buttons
        }
        #expect(presses == [["secondary"], [], ["primary"], [], ["primary"], []])
        #expect(pointers(recording).first == .move(to: CGPoint(x: 512, y: 384), buttons: .secondary, modifiers: []))
        #expect(pointers(recording).count { if case .scroll = $0 { true } else { false } } == 16)
    }

    /// The real pen: two strokes with pressure and tilt, hovering before, between and after (R-P4, R-P7)
    @Test func realPen() throws {
        let recording = try InputReader.read(contentsOf: Self.recordings.appendingPathComponent("Wacom Cintiq 13HD touch Pen.strokes.events"))
        #expect(recording.warnings.isEmpty)
        #expect(recording.touchCount == 2)
        let kinds = recording.frames.map { frame in frame.pointer.map { $0.name } ?? frame.changes[0].phase.rawValue }
        var runs: [String] = []
        for kind in kinds where runs.last != kind { runs.append(kind) }
        #expect(runs == ["move", "exit", "began", "moved", "ended", "move", "exit", "began", "moved", "ended", "move", "exit"])
    }

    /// A live pen device decodes as the recordings do: hover moves and pencil touches (R-P4, R-P7)
    @Test func livePen() throws {
        let device = EvdevDevice(name: "pen", axes: [
            0x00: .init(minimum: 0, maximum: 1000, resolution: 10), 0x01: .init(minimum: 0, maximum: 1000, resolution: 10),
            0x18: .init(minimum: 0, maximum: 1000), 0x1a: .init(minimum: -64, maximum: 63, resolution: 57),
        ])
        var stream = try EvdevStream(device: device, source: "pen")
        #expect(stream.summary.hasPrefix("evdev, pen"))
        var frames: [TouchFrame] = []
        for (type, code, value) in [(3, 0, 100), (3, 1, 100), (1, 0x140, 1), (0, 0, 0), (3, 0x18, 1000), (1, 0x14a, 1), (0, 0, 0)] {
            frames += try stream.feed(.init(microseconds: 0, type: UInt16(type), code: UInt16(code), value: Int32(value)))
        }
        #expect(frames.map { $0.pointer?.name ?? $0.changes[0].phase.rawValue } == ["move", "exit", "began"])
        #expect(frames.last?.changes.first?.type == .pencil && frames.last?.changes.first?.force == 4)
        #expect(stream.finish().first?.changes.first?.phase == .cancelled)
    }
}
