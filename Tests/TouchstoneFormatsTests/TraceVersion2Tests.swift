import Foundation
import Testing
import TouchstoneFormats

/// Version 2 of the trace format: contact properties (R-P7, R-P8) and pointer events
/// (R-P2, R-P4–R-P6).
@Suite struct TraceVersion2Tests {
    static let pencilAndPointer = TouchRecording(
        frames: [
            TouchFrame(time: 0, pointer: .move(to: CGPoint(x: 10, y: 20), buttons: [], modifiers: [])),
            TouchFrame(time: 0.1, pointer: .move(to: CGPoint(x: 12, y: 22), buttons: [.primary, .button(3)], modifiers: [.shift, .command])),
            TouchFrame(time: 0.2, pointer: .move(to: CGPoint(x: 12, y: 22), buttons: [], modifiers: [])),
            TouchFrame(time: 0.3, pointer: .scroll(dx: 0, dy: 40, type: .discrete, phase: .changed, modifiers: [])),
            TouchFrame(time: 0.4, pointer: .scroll(dx: 1.5, dy: -2, type: .continuous, phase: .began, modifiers: [])),
            TouchFrame(time: 0.45, pointer: .scroll(dx: 0, dy: 0, type: .continuous, phase: .ended, modifiers: [])),
            TouchFrame(time: 0.5, pointer: .transform(scale: 1.25, rotation: -0.1, phase: .began, modifiers: [.alternate])),
            TouchFrame(time: 0.6, pointer: .transform(scale: 1.5, rotation: 0.2, phase: .cancelled, modifiers: [])),
            TouchFrame(time: 0.7, pointer: .exit),
            TouchFrame(time: 0.8, changes: [TouchChange(finger: 1, phase: .began, location: CGPoint(x: 5, y: 6), type: .pencil,
                                                        force: 0.5, maximumForce: 4, majorRadius: 0.25, altitude: 0.75, azimuth: -2)]),
            TouchFrame(time: 0.9, changes: [TouchChange(
                finger: 1, phase: .moved, location: CGPoint(x: 7, y: 8), type: .pencil, force: 1,
                coalesced: [TouchSample(time: 0.85, location: CGPoint(x: 6, y: 7), force: 0.75, altitude: 1)],
                predicted: [TouchSample(time: 0.95, location: CGPoint(x: 8, y: 9)), TouchSample(time: 1, location: CGPoint(x: 9, y: 10))])]),
            TouchFrame(time: 1, changes: [TouchChange(finger: 1, phase: .ended, location: CGPoint(x: 7, y: 8), type: .pencil)]),
        ],
        screen: CGSize(width: 1024, height: 768), summary: "")

    /// Pointer events and contact properties write as version 2 and read back exactly (R-P2, R-P5–R-P8)
    @Test func roundTrip() throws {
        let text = TraceFormat.write(Self.pencilAndPointer)
        #expect(text.contains("\"version\": 2"))
        let back = try TraceFormat.read(text, file: "v2.json")
        #expect(back.frames.map(\.time) == Self.pencilAndPointer.frames.map(\.time))
        #expect(back.frames.map(\.changes) == Self.pencilAndPointer.frames.map(\.changes))
        #expect(back.frames.map(\.pointer) == Self.pencilAndPointer.frames.map(\.pointer))
        #expect(back.warnings.isEmpty)
        #expect(TraceFormat.write(back) == text)
    }

    /// The written form of pointer events: names for buttons and modifiers, defaults left out.
    @Test func writtenForm() {
        let recording = TouchRecording(frames: Array(Self.pencilAndPointer.frames[1...3]), screen: CGSize(width: 100, height: 100),
                                       summary: "")
        #expect(TraceFormat.write(recording) == """
        {
          "format": "touchstone-trace",
          "version": 2,
          "screen": {"width": 100, "height": 100},
          "frames": [
            {"time": 0.1, "pointer": {"event": "move", "x": 12, "y": 22, "buttons": ["primary", "button3"], "modifiers": ["shift", "command"]}},
            {"time": 0.2, "pointer": {"event": "move", "x": 12, "y": 22}},
            {"time": 0.3, "pointer": {"event": "scroll", "dx": 0, "dy": 40, "scrollType": "discrete", "phase": "changed"}}
          ]
        }

        """)
    }

    private func v2(_ frames: String) -> Result<TouchRecording, InputError> {
        read("""
        {"format": "touchstone-trace", "version": 2, "screen": {"width": 100, "height": 100},
         "frames": [
        \(frames)
        ]}
        """, format: .trace)
    }

    private func v1(_ frames: String) -> Result<TouchRecording, InputError> {
        read("""
        {"format": "touchstone-trace", "version": 1, "screen": {"width": 100, "height": 100},
         "frames": [
        \(frames)
        ]}
        """, format: .trace)
    }

    /// A version 1 trace refuses what only version 2 defines.
    @Test func version1StaysStrict() {
        let pointer = v1(#"{"time": 0, "pointer": {"event": "exit"}}"#).error
        #expect(pointer?.kind == .unknownProperty)
        #expect(pointer?.description == "input:3: frames[0]: unknown property \"pointer\": pointer events need trace version 2")
        let type = v1(#"{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": 2, "type": "pencil"}]}"#).error
        #expect(type?.kind == .unknownProperty)
    }

    /// Pointer events the engine would refuse are errors naming the field (R-P5, R-P6)
    @Test(arguments: [
        (#"{"time": 0, "pointer": {"event": "scroll", "dx": 0, "dy": 1, "scrollType": "discrete", "phase": "changed"}}"#,
         "input:3: frames[0].pointer: a scroll while the pointer is not on the screen; move it in first"),
        (#"{"time": 0, "pointer": {"event": "move", "x": 1, "y": 1}}, {"time": 1, "pointer": {"event": "scroll", "dx": 0, "dy": 1, "scrollType": "discrete", "phase": "began"}}"#,
         "input:3: frames[1].pointer.phase: a wheel notch has phase changed, not began"),
        (#"{"time": 0, "pointer": {"event": "move", "x": 1, "y": 1}}, {"time": 1, "pointer": {"event": "scroll", "dx": 0, "dy": 1, "scrollType": "continuous", "phase": "changed"}}"#,
         "input:3: frames[1].pointer.phase: a trackpad scroll changed with none under way (it needs a began first)"),
        (#"{"time": 0, "pointer": {"event": "move", "x": 1, "y": 1}}, {"time": 1, "pointer": {"event": "transform", "scale": 0, "rotation": 0, "phase": "began"}}"#,
         "input:3: frames[1].pointer.scale: the scale 0.0 must be positive"),
        (#"{"time": 0, "pointer": {"event": "move", "x": 1, "y": 1, "buttons": ["left"]}}"#,
         "input:3: frames[0].pointer.buttons[0]: unknown button \"left\"; expected primary, secondary or button3…button63"),
        (#"{"time": 0, "pointer": {"event": "move", "x": 1, "y": 1, "modifiers": ["meta"]}}"#,
         "input:3: frames[0].pointer.modifiers[0]: unknown modifier \"meta\"; expected alphaShift, shift, control, alternate, command, numericPad"),
        (#"{"time": 0, "pointer": {"event": "click"}}"#,
         "input:3: frames[0].pointer.event: unknown pointer event \"click\"; expected move, exit, scroll or transform"),
        (#"{"time": 0, "pointer": {"event": "exit"}, "touches": []}"#,
         "input:3: frames[0]: a frame has touches, a pointer event or a key event, only one of them"),
    ])
    func badPointerEvents(frames: String, message: String) {
        let error = v2(frames).error
        #expect(error?.description == message)
    }

    /// Contact properties the engine would refuse are errors naming the field (R-P7, R-P8)
    @Test(arguments: [
        (#"{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": 2, "altitude": 2}]}"#,
         "input:3: frames[0].touches[0].altitude: altitude 2.0 is outside 0…π/2 radians"),
        (#"{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": 2, "force": -1}]}"#,
         "input:3: frames[0].touches[0].force: -1.0 is negative"),
        (#"{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": 2, "type": "stylus"}]}"#,
         "input:3: frames[0].touches[0].type: unknown touch type \"stylus\"; expected direct, indirect, pencil, indirectPointer"),
        (#"{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": 2, "coalesced": [{"time": 0, "x": 1, "y": 2}]}]}"#,
         "input:3: frames[0].touches[0].coalesced: a began change carries no coalesced samples (only moved and ended do)"),
        (#"{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": 2}]}, {"time": 1, "touches": [{"finger": 1, "phase": "moved", "x": 1, "y": 2, "coalesced": [{"time": 1.5, "x": 1, "y": 2}]}]}"#,
         "input:3: frames[1].touches[0].coalesced[0].time: coalesced sample time 1.5 is after its frame's time 1.0"),
        (#"{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": 2, "predicted": [{"time": 0.2, "x": 1, "y": 2}, {"time": 0.1, "x": 1, "y": 2}]}]}"#,
         "input:3: frames[0].touches[0].predicted[1].time: sample time 0.1 is before 0.2: samples must be in time order, after their frame"),
    ])
    func badContactProperties(frames: String, message: String) {
        let error = v2(frames).error
        #expect(error?.description == message)
    }

    /// A trace that ends with a button held leaves the screen at the end, with a warning; strict refuses it.
    @Test func endsPressed() throws {
        let frames = #"{"time": 0, "pointer": {"event": "move", "x": 1, "y": 1, "buttons": ["primary"]}}"#
        let recording = try v2(frames).get()
        #expect(recording.frames.map(\.pointer) == [.move(to: CGPoint(x: 1, y: 1), buttons: .primary, modifiers: []), .exit])
        #expect(recording.warnings.map(\.description)
                    == ["input: frames: the trace ends while the pointer holds a button; cut off? It leaves the screen at the end"])
        let strict = read("""
        {"format": "touchstone-trace", "version": 2, "screen": {"width": 100, "height": 100}, "frames": [\(frames)]}
        """, format: .trace, strict: true).error
        #expect(strict?.kind == .truncated)
    }
}
