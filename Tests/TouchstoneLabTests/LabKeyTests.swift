// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import Testing
import Touchstone
@_spi(Fuzzing) @testable import TouchstoneLab
import TouchstoneFormats
import TouchstoneReplay

/// The page's keyboard: key messages as the browser's keydown and keyup give them, mapped
/// to UIKit's HID usages, checked like every message, and sent to the scene's first
/// responder, whose path up the chain the page is told (R-R1, R-R5).
@Suite struct LabKeyTests {
    private static func key(_ time: Double, _ phase: String, _ code: String, key: String = "", modifiers: String = "[]") -> String {
        #"{"type": "key", "time": \#(time), "phase": "\#(phase)", "code": "\#(code)", "key": \#(TraceFormat.quoted(key)), "modifiers": \#(modifiers)}"#
    }

    /// A field that is first responder inside a panel that has a view controller.
    private static let form = #"{"format": "touchstone-scene", "version": 1, "name": "form", "views": [{"name": "panel", "#
        + #""viewController": "controller", "subviews": [{"name": "field", "frame": [10, 10, 200, 40]}]}], "firstResponder": "field"}"#

    /// The browser's key codes name the USB HID usages of the keys (the W3C table is
    /// written from the USB HID usage tables, whose numbers these are).
    @Test func codesMapToHIDUsages() {
        let expected: [(String, Int)] = [
            ("KeyA", 0x04), ("KeyZ", 0x1D), ("Digit1", 0x1E), ("Digit0", 0x27), ("Enter", 0x28), ("Escape", 0x29),
            ("Backspace", 0x2A), ("Tab", 0x2B), ("Space", 0x2C), ("Backquote", 0x35), ("Slash", 0x38), ("CapsLock", 0x39),
            ("F1", 0x3A), ("F12", 0x45), ("F13", 0x68), ("F24", 0x73), ("Delete", 0x4C), ("ArrowRight", 0x4F),
            ("ArrowUp", 0x52), ("Numpad1", 0x59), ("Numpad0", 0x62), ("NumpadEnter", 0x58), ("IntlBackslash", 0x64),
            ("ControlLeft", 0xE0), ("ShiftLeft", 0xE1), ("AltLeft", 0xE2), ("MetaLeft", 0xE3), ("MetaRight", 0xE7),
            ("OSRight", 0xE7),
        ]
        for (code, usage) in expected {
            #expect(DOMKeyCode.usage(code)?.rawValue == usage, "\(code)")
        }
        #expect(DOMKeyCode.usage("Fn") == nil && DOMKeyCode.usage("keya") == nil)
    }

    /// A key message becomes the key's press with what it types and the modifiers held.
    @Test func keyMessagesDecode() throws {
        #expect(try ClientMessage.parse(Self.key(1400, "began", "KeyA", key: "A", modifiers: #"["shift"]"#))
            == .key(.key(.keyboardA, .began, characters: "A"), modifiers: .shift, time: 1.4))
        #expect(try ClientMessage.parse(Self.key(1500, "ended", "Enter", key: "Enter"))
            == .key(.key(.keyboardReturnOrEnter, .ended, characters: "\r"), modifiers: [], time: 1.5))
        #expect(try ClientMessage.parse(Self.key(0, "cancelled", "ShiftLeft", key: "Shift"))
            == .key(.key(.keyboardLeftShift, .cancelled), modifiers: [], time: 0))
        #expect(try ClientMessage.parse(#"{"type": "key", "time": 3, "phase": "began", "code": "Space"}"#)
            == .key(.key(.keyboardSpacebar, .began), modifiers: [], time: 0.003))
    }

    /// A key message that is not one the browser sends is refused with its reason.
    @Test func badKeyMessagesAreRefused() {
        func reason(_ text: String) -> String? {
            do { _ = try ClientMessage.parse(text); return nil } catch { return error.description }
        }
        #expect(reason(Self.key(1, "began", "Fn")) == "key message: unknown code \"Fn\"")
        #expect(reason(Self.key(1, "began", String(repeating: "K", count: 5000)))
            == "key message: unknown code \"\(String(repeating: "K", count: DOMKeyCode.maximumLength))\"")
        #expect(reason(#"{"type": "key", "time": 1, "phase": "began"}"#) == "key message: missing code")
        #expect(reason(Self.key(1, "changed", "KeyA")) == "key message: phase must be began, ended or cancelled")
        #expect(reason(Self.key(1, "began", "KeyA", key: String(repeating: "é", count: 20)))
            == "key message: key must be at most \(ClientMessage.maximumKeyBytes) bytes")
        #expect(reason(Self.key(1, "began", "KeyA", modifiers: #"["hyper"]"#)) == "key message: unknown modifier \"hyper\"")
        #expect(reason(#"{"type": "key", "phase": "began", "code": "KeyA"}"#) == "key message: missing time")
        #expect(reason(Self.key(-1, "began", "KeyA"))?.hasPrefix("key message: time must be") == true)
        #expect(reason(#"{"type": "key", "time": 1, "phase": "began", "code": 65}"#) == "message field code: wrong type or missing")
    }

    /// A key goes to the scene's first responder and up the chain through the panel and
    /// its controller to the window; the page is told each responder, in order.
    @Test func keyReachesFirstResponderAndTravelsUp() async throws {
        try await LabTestServer.with { port in
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                let scene = try await client.exchange(#"{"type": "scene", "text": \#(TraceFormat.quoted(Self.form))}"#)
                #expect(scene.hasPrefix("{\"type\": \"scene\", \"name\": \"form\""), "\(scene)")
                let down = try await client.exchange(Self.key(100, "began", "KeyA", key: "a")) { $0.hasPrefix("{\"type\": \"presses\"") }
                #expect(Self.responders(down, phase: "began") == ["field", "panel", "controller", "window"], "\(down)")
                #expect(down.contains(#""keys": ["keyboardA"]"#), "\(down)")
                let up = try await client.exchange(Self.key(180, "ended", "KeyA", key: "a")) { $0.hasPrefix("{\"type\": \"presses\"") }
                #expect(Self.responders(up, phase: "ended") == ["field", "panel", "controller", "window"], "\(up)")
            }
        }
    }

    /// A key must be up to go down and down to go up; a bad code is refused; each refusal
    /// is an error reply, and the session goes on. A reset cancels a key still down.
    @Test func keysFollowTheirState() async throws {
        try await LabTestServer.with { port in
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                _ = try await client.exchange(#"{"type": "scene", "text": \#(TraceFormat.quoted(Self.form))}"#)
                let notDown = try await client.exchange(Self.key(10, "ended", "KeyB"))
                #expect(notDown == #"{"type": "error", "message": "key message: keyboardB ended but is not down"}"#)
                let badCode = try await client.exchange(Self.key(11, "began", "NoSuchKey"))
                #expect(badCode == #"{"type": "error", "message": "key message: unknown code \"NoSuchKey\""}"#)
                _ = try await client.exchange(Self.key(20, "began", "KeyB")) { $0.hasPrefix("{\"type\": \"presses\"") }
                let twice = try await client.exchange(Self.key(30, "began", "KeyB"))
                #expect(twice == #"{"type": "error", "message": "key message: keyboardB began but is already down"}"#)
                let before = await client.messages.count
                try await client.send(#"{"type": "reset"}"#)
                try await client.waitUntil("the scene after the reset") { $0.count > before && $0.last!.hasPrefix("{\"type\": \"scene\"") }
                // The timeline's events (the key's cancellation among them) go to the page as well.
                let answer = Array(await client.messages[before...]).filter { !$0.hasPrefix("{\"type\": \"events\"") }
                #expect(answer.count == 2, "the cancellation, then the scene: \(answer)")
                #expect(Self.responders(answer[0], phase: "cancelled") == ["field", "panel", "controller", "window"], "\(answer)")
                // KeyB is up on both sides after the reset: it may go down again.
                let again = try await client.exchange(Self.key(40, "began", "KeyB")) { !$0.hasPrefix("{\"type\": \"events\"") }
                #expect(again.hasPrefix("{\"type\": \"presses\""), "\(again)")
            }
        }
    }

    /// A key comes with the modifier keys the browser reports held, also those held down
    /// before the page had the keyboard, whose own presses the window never heard; a
    /// modifier key's press sets its flag itself (R-R6).
    @Test @MainActor func keysCarryTheModifiersTheBrowserReports() throws {
        let session = SceneSession(scene: try Scene.read(Self.form, file: "form"), screen: CGSize(width: 390, height: 844))
        let receiver = LabReceiver(session: session) { _ in }
        let view = KeyRecordingView(frame: .zero)
        session.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let inputs: [(PressInput, UIKeyModifierFlags)] = [
            (.key(.keyboardA, .began, characters: "A"), .shift), (.key(.keyboardA, .ended, characters: "A"), .shift),
            (.key(.keyboardLeftControl, .began), .control), (.key(.keyboardB, .began, characters: "b"), .control),
            (.key(.keyboardB, .ended, characters: "b"), .control), (.key(.keyboardLeftControl, .ended), []),
            (.key(.keyboardC, .began, characters: "c"), []),
        ]
        for (index, (input, modifiers)) in inputs.enumerated() {
            receiver.enqueue(.key(input, modifiers: modifiers))
            try receiver.sendTouches([], at: Double(index) * 0.1)
        }
        #expect(view.heard.map(\.key) == [.keyboardA, .keyboardLeftControl, .keyboardB, .keyboardC])
        // A: Shift was held before the page had the keyboard; B and C: as the keys the window heard.
        #expect(view.heard.filter { $0.key != .keyboardLeftControl }.map(\.modifiers) == [.shift, .control, []])
        #expect(receiver.keysDown == [.keyboardC])
        // The saved trace carries every key the window took, in order, to replay them.
        let saved = receiver.trace.recording(screen: CGSize(width: 390, height: 844)).frames.compactMap(\.key)
        #expect(saved.map(\.keyCode) == inputs.map { $0.0.key!.keyCode.rawValue })
        #expect(saved.map(\.phase) == [.began, .ended, .began, .began, .ended, .ended, .began])
    }

    /// The responders of a presses message's deliveries of `phase`, in order.
    private static func responders(_ message: String, phase: String) -> [String] {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(message.utf8))) as? [String: Any],
              let presses = object["presses"] as? [[String: Any]] else { return [] }
        return presses.filter { $0["phase"] as? String == phase }.compactMap { $0["responder"] as? String }
    }
}

/// A view that can be first responder and keeps each key it hears go down, with the
/// modifier flags the key came with.
@MainActor
private final class KeyRecordingView: UIView {
    var heard: [(key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags)] = []

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { if let key = press.key { heard.append((key.keyCode, key.modifierFlags)) } }
    }
}
#endif
