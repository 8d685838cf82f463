import Foundation
import Testing
import TouchstoneFormats

/// Version 3 of the trace format: key events (R-R5, R-R6).
@Suite struct TraceKeyTests {
    /// Shift held while A is typed, then Return: the keys a keyboard recording gives.
    static let typing = TouchRecording(
        frames: [
            TouchFrame(time: 0, changes: [TouchChange(finger: 1, phase: .began, location: CGPoint(x: 10, y: 20))]),
            TouchFrame(time: 0.05, changes: [TouchChange(finger: 1, phase: .ended, location: CGPoint(x: 10, y: 20))]),
            TouchFrame(time: 0.1, key: KeyEvent(keyCode: 225, phase: .began)),
            TouchFrame(time: 0.2, key: KeyEvent(keyCode: 4, phase: .began, modifiers: .shift, characters: "A", charactersIgnoringModifiers: "a")),
            TouchFrame(time: 0.2, key: KeyEvent(keyCode: 4, phase: .ended, modifiers: .shift, characters: "A", charactersIgnoringModifiers: "a")),
            TouchFrame(time: 0.3, key: KeyEvent(keyCode: 225, phase: .ended, modifiers: .shift)),
            TouchFrame(time: 0.4, key: KeyEvent(keyCode: 40, phase: .began, characters: "\r")),
            TouchFrame(time: 0.5, key: KeyEvent(keyCode: 40, phase: .cancelled, characters: "\r")),
        ],
        screen: CGSize(width: 100, height: 100), summary: "")

    private func v3(_ frames: String, strict: Bool = false) -> Result<TouchRecording, InputError> {
        read("""
        {"format": "touchstone-trace", "version": 3, "screen": {"width": 100, "height": 100},
         "frames": [
        \(frames)
        ]}
        """, format: .trace, strict: strict)
    }

    /// Key events write as version 3 and read back exactly, beside touches
    @Test func roundTrip() throws {
        let text = TraceFormat.write(Self.typing)
        #expect(text.contains("\"version\": 3"))
        let back = try TraceFormat.read(text, file: "keys.json")
        #expect(back.frames.map(\.time) == Self.typing.frames.map(\.time))
        #expect(back.frames.map(\.key) == Self.typing.frames.map(\.key))
        #expect(back.frames.map(\.changes) == Self.typing.frames.map(\.changes))
        #expect(back.warnings.isEmpty)
        #expect(TraceFormat.write(back) == text)
    }

    /// The written form of a key: its code and phase, then only what differs from the defaults
    @Test func writtenForm() {
        let recording = TouchRecording(frames: Array(Self.typing.frames[2...3]), screen: CGSize(width: 100, height: 100), summary: "")
        #expect(TraceFormat.write(recording) == """
        {
          "format": "touchstone-trace",
          "version": 3,
          "screen": {"width": 100, "height": 100},
          "frames": [
            {"time": 0.1, "key": {"keyCode": 225, "phase": "began"}},
            {"time": 0.2, "key": {"keyCode": 4, "phase": "began", "modifiers": ["shift"], "characters": "A", "charactersIgnoringModifiers": "a"}}
          ]
        }

        """)
    }

    /// Traces without keys are written as before (version 1 or 2) and old traces read as
    /// before, but refuse key events
    @Test func olderVersions() {
        let plain = TouchRecording(frames: Array(Self.typing.frames[0...1]), screen: CGSize(width: 100, height: 100), summary: "")
        #expect(TraceFormat.write(plain).contains("\"version\": 1"))
        let error = read("""
        {"format": "touchstone-trace", "version": 2, "screen": {"width": 100, "height": 100},
         "frames": [
        {"time": 0, "key": {"keyCode": 4, "phase": "began"}}
        ]}
        """, format: .trace).error
        #expect(error?.kind == .unknownProperty)
        #expect(error?.description == "input:3: frames[0]: unknown property \"key\": key events need trace version 3")
    }

    /// Keys still down at the end are cancelled there with a warning, or refused with `strict`
    @Test func keysDownAtTheEnd() throws {
        let frames = #"{"time": 0, "key": {"keyCode": 225, "phase": "began"}}, {"time": 1, "key": {"keyCode": 4, "phase": "began", "modifiers": ["shift"]}}"#
        let recording = try v3(frames).get()
        #expect(recording.frames.compactMap(\.key).suffix(2) == [KeyEvent(keyCode: 4, phase: .cancelled, modifiers: .shift),
                                                               KeyEvent(keyCode: 225, phase: .cancelled, modifiers: .shift)])
        #expect(recording.frames.last?.time == 1)
        #expect(recording.warnings.map(\.description) == ["input: frames: the trace ends while keys 225, 4 are down; cut off? They are cancelled at the end"])
        #expect(v3(frames, strict: true).error?.kind == .truncated)
    }

    /// Key events a replay could not deliver are errors naming the line, the field and the problem
    @Test(arguments: [
        (#"{"time": 0, "key": {"keyCode": 200, "phase": "began"}}"#,
         "input:3: frames[0].key.keyCode: key code 200 is not one of UIKit's (UIKeyboardHIDUsage): expected 1…164, 224…231, 65535"),
        (#"{"time": 0, "key": {"keyCode": 4, "phase": "changed"}}"#,
         "input:3: frames[0].key.phase: unknown key phase \"changed\"; expected began, ended or cancelled"),
        (#"{"time": 0, "key": {"keyCode": 4, "phase": "began"}}, {"time": 1, "key": {"keyCode": 4, "phase": "began"}}"#,
         "input:3: frames[1].key.keyCode: key 4 goes down again without coming up first"),
        (#"{"time": 0, "key": {"keyCode": 4, "phase": "ended"}}"#,
         "input:3: frames[0].key.keyCode: key 4 is ended but is not down"),
        (#"{"time": 0, "key": {"keyCode": 4, "phase": "began", "modifiers": ["meta"]}}"#,
         "input:3: frames[0].key.modifiers[0]: unknown modifier \"meta\"; expected alphaShift, shift, control, alternate, command, numericPad"),
        (#"{"time": 0, "key": {"keyCode": 4, "phase": "began", "character": "a"}}"#,
         "input:3: frames[0].key.character: unknown property \"character\" (known here: characters, charactersIgnoringModifiers, "
            + "keyCode, modifiers, phase)"),
        (#"{"time": 0, "key": {"keyCode": 4.5, "phase": "began"}}"#,
         "input:3: frames[0].key.keyCode:"),
        (#"{"time": 0, "key": {"keyCode": 4, "phase": "began"}, "touches": []}"#,
         "input:3: frames[0]: a frame has touches, a pointer event or a key event, only one of them"),
        (#"{"time": 0, "key": {"phase": "began"}}"#,
         "input:3: frames[0].key: missing required property \"keyCode\""),
    ])
    func badKeys(frames: String, message: String) {
        let error = v3(frames).error
        #expect(error != nil)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
