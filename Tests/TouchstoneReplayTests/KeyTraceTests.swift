import Foundation
import Testing
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// Keys in traces replayed: each key event is a press the window sends to its first
/// responder, or to itself without one, with the modifier flags the trace says (R-R4–R-R6);
/// a session recorded with keys replays the same press messages.
@MainActor
@Suite struct KeyTraceTests {
    /// A view that can be first responder and writes down the presses it hears.
    final class KeyView: UIView {
        var heard: [String] = []
        override var canBecomeFirstResponder: Bool { true }

        private func note(_ method: String, _ presses: Set<UIPress>) {
            for press in presses.sorted(by: { $0.type.rawValue < $1.type.rawValue }) {
                guard let key = press.key else { continue }
                heard.append("\(method) \(key.keyCode) \"\(key.characters)\"/\"\(key.charactersIgnoringModifiers)\" \(key.modifierFlags.rawValue)")
            }
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { note("began", presses) }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { note("ended", presses) }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { note("cancelled", presses) }
    }

    static let trace = """
    {"format": "touchstone-trace", "version": 3, "screen": {"width": 390, "height": 844},
     "frames": [
        {"time": 0.1, "key": {"keyCode": 225, "phase": "began"}},
        {"time": 0.2, "key": {"keyCode": 4, "phase": "began", "modifiers": ["shift"], "characters": "A", "charactersIgnoringModifiers": "a"}},
        {"time": 0.25, "key": {"keyCode": 4, "phase": "ended", "modifiers": ["shift"], "characters": "A", "charactersIgnoringModifiers": "a"}},
        {"time": 0.3, "key": {"keyCode": 225, "phase": "ended", "modifiers": ["shift"]}}
     ]}
    """

    /// Replayed through a scene, the keys go to the window (no first responder) and the
    /// timeline shows each key and each presses call (R-R5)
    @Test func replayShowsKeysAndPresses() throws {
        let result = try Replay.run(try TraceFormat.read(Self.trace, file: "keys.json"), through: Scene.standard)
        let text = TextRenderer.render(result, explain: false)
        #expect(text.contains("0.200  key keyboardA down, types \"A\" [shift], to window"))
        #expect(text.contains("0.200  window: pressesBegan [keyboardA]"))
        #expect(text.contains("0.250  key keyboardA up [shift]"))
        #expect(text.contains("0.300  window: pressesEnded [keyboardLeftShift]"))
    }

    /// A trace's key frames, sent as a replay sends them, reach the first responder as
    /// presses with UIKit's key codes, characters and the modifier flags the trace says (R-R4–R-R6)
    @Test func keysReachTheFirstResponder() throws {
        let session = SceneSession(scene: Scene.standard, screen: CGSize(width: 390, height: 844))
        let view = KeyView(frame: session.window.bounds)
        session.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        for frame in try TraceFormat.read(Self.trace, file: "keys.json").frames {
            try session.sendKey(frame.key!, at: frame.time)
        }
        let shift = UIKeyModifierFlags.shift.rawValue
        #expect(view.heard == [
            "began keyboardLeftShift \"\"/\"\" 0",
            "began keyboardA \"A\"/\"a\" \(shift)",
            "ended keyboardA \"A\"/\"a\" \(shift)",
            "ended keyboardLeftShift \"\"/\"\" 0",
        ])
        // The timeline names the responder by what it is.
        #expect(session.events.contains { event in
            if case .key(let key, let responder, _) = event.kind { return key.keyCode == 4 && responder == "unnamed KeyView" }
            return false
        })
    }

    /// The modifiers a key frame says are held for it even without their keys' presses in
    /// the trace (a recording that started with Command held) (R-R6)
    @Test func recordedModifiersAreHeld() throws {
        let session = SceneSession(scene: Scene.standard, screen: CGSize(width: 390, height: 844))
        let view = KeyView(frame: session.window.bounds)
        session.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        try session.sendKey(KeyEvent(keyCode: 6, phase: .began, modifiers: .command, characters: "c"), at: 0)
        #expect(view.heard == ["began keyboardC \"c\"/\"c\" \(UIKeyModifierFlags.command.rawValue)"])
    }

    /// Keys typed into a window, recorded, written and read back, replay the same press
    /// messages to the same responder (R-R5)
    @Test func recordedSessionReplaysTheSamePresses() throws {
        // The live run: what the host sends, recorded as `touchstone record` does.
        let live = SceneSession(scene: Scene.standard, screen: CGSize(width: 390, height: 844))
        let liveView = KeyView(frame: live.window.bounds)
        live.window.addSubview(liveView)
        #expect(liveView.becomeFirstResponder())
        let recorder = TraceRecorder()
        let inputs: [(TimeInterval, PressInput)] = [
            (0.1, .key(.keyboardLeftShift, .began)), (0.2, .key(.keyboardH, .began, characters: "H", charactersIgnoringModifiers: "h")),
            (0.25, .key(.keyboardH, .ended, characters: "H", charactersIgnoringModifiers: "h")), (0.3, .key(.keyboardLeftShift, .ended)),
            (0.4, .key(.keyboardI, .began, characters: "i")), (0.45, .key(.keyboardI, .ended, characters: "i")),
            (0.5, .key(.keyboardCapsLock, .began)), (0.55, .key(.keyboardCapsLock, .ended)),
            (0.6, .key(.keypad1, .began, characters: "1")), (0.65, .key(.keypad1, .ended, characters: "1")),
        ]
        for (time, input) in inputs {
            try live.sendPresses([input], at: time)
            recorder.record([input], at: time)
        }
        let text = TraceFormat.write(recorder.recording(screen: CGSize(width: 390, height: 844), endTime: 1))
        #expect(text.contains("\"version\": 3"))
        // The replay: the trace read back, sent as `touchstone replay` sends it.
        let replay = SceneSession(scene: Scene.standard, screen: CGSize(width: 390, height: 844))
        let replayView = KeyView(frame: replay.window.bounds)
        replay.window.addSubview(replayView)
        #expect(replayView.becomeFirstResponder())
        for frame in try TraceFormat.read(text, file: "recorded.json").frames { try replay.sendKey(frame.key!, at: frame.time) }
        #expect(replayView.heard == liveView.heard)
        #expect(replayView.heard.count == 10)
        // Caps Lock on: the keypad key reports it and the numeric pad (R-R6).
        let flags = UIKeyModifierFlags([.alphaShift, .numericPad]).rawValue
        #expect(replayView.heard.last == "ended keypad1 \"1\"/\"1\" \(flags)")
        #expect(replay.events.filter { if case .key = $0.kind { true } else { false } }.count == 10)
    }

    /// A key frame the window refuses (a key code UIKit does not name, which only a
    /// hand-made frame can have) is a typed error and leaves no trace in the timeline
    @Test func refusedKey() {
        let session = SceneSession(scene: Scene.standard, screen: CGSize(width: 390, height: 844))
        #expect(throws: TouchInputError.pressInput(press: "key 300", problem: "is not one of UIKit's key codes (UIKeyboardHIDUsage)")) {
            try session.sendKey(KeyEvent(keyCode: 300, phase: .began), at: 0)
        }
        #expect(throws: TouchInputError.self) { try session.sendKey(KeyEvent(keyCode: 4, phase: .ended), at: 0) }
        #expect(session.events.isEmpty)
    }
}
