import Foundation
import Testing
import Touchstone
import TouchstoneFormats
import TouchstoneLive

/// Live keyboards: the binary input_event records of a keyboard become presses that reach
/// the window's first responder with UIKit's key codes and modifier flags (R-R4–R-R6),
/// and keys still down when the input ends are cancelled (R-L3).
@MainActor
@Suite struct LiveKeyboardTests {
    /// A view that can be first responder and writes down the presses it hears.
    final class KeyView: UIView {
        var heard: [String] = []
        override var canBecomeFirstResponder: Bool { true }

        private func note(_ method: String, _ presses: Set<UIPress>) {
            for press in presses {
                guard let key = press.key else { continue }
                heard.append("\(method) \(key.keyCode) \"\(key.characters)\" \(key.modifierFlags.rawValue)")
            }
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { note("began", presses) }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { note("ended", presses) }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { note("cancelled", presses) }
    }

    /// A window whose first responder is a ``KeyView``.
    private func windowWithResponder() -> (UIWindow, KeyView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = KeyView(frame: window.bounds)
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        return (window, view)
    }

    // Linux key codes (linux/input-event-codes.h).
    private let keyA: UInt16 = 30, keyLeftShift: UInt16 = 42

    /// The records of `events` (time in seconds, code, value), each followed by its SYN_REPORT.
    private func records(_ events: [(Double, UInt16, Int32)]) -> [UInt8] {
        events.flatMap { time, code, value in
            let microseconds = Int64((time * 1e6).rounded())
            return InputEventRecord.encode(EvdevStream.Event(microseconds: microseconds, type: 1, code: code, value: value))
                + InputEventRecord.encode(EvdevStream.Event(microseconds: microseconds, type: 0, code: 0, value: 0))
        }
    }

    /// Every key code the Linux table gives is one of UIKit's, and the key codes a trace
    /// accepts are exactly UIKit's (`UIKeyboardHIDUsage`'s raw values)
    @Test func keyCodesAreUIKits() {
        let uikit = Set(UIKeyboardHIDUsage.allCases.map(\.rawValue))
        #expect(Set((0...0x2ff).filter { KeyEvent.isKeyCode($0) }) == uikit.filter { $0 <= 0x2ff })
        #expect(KeyEvent.isKeyCode(UIKeyboardHIDUsage.keyboard_Reserved.rawValue))
        for code in UInt16(0)...0x2ff {
            guard let usage = LinuxKeyCodes.hidUsage(ofLinuxKeyCode: code) else { continue }
            #expect(UIKeyboardHIDUsage(rawValue: usage) != nil, "KEY code \(code)")
        }
        #expect(LinuxKeyCodes.hidUsage(ofLinuxKeyCode: keyA) == UIKeyboardHIDUsage.keyboardA.rawValue)
        #expect(LinuxKeyCodes.hidUsage(ofLinuxKeyCode: keyLeftShift) == UIKeyboardHIDUsage.keyboardLeftShift.rawValue)
    }

    /// A keyboard's records decode into key frames: KEY_A is keyboardA, and with Shift held
    /// it carries the shift flag (R-R5, R-R6)
    @Test func streamDecodesKeys() throws {
        let device = EvdevDevice(name: "keyboard", keys: Set(1...127))
        #expect(device.isKeyboard)
        var stream = try InputEventStream(device: device, source: "keyboard")
        var frames: [TouchFrame] = []
        let bytes = records([(10.0, keyLeftShift, 1), (10.1, keyA, 1), (10.15, keyA, 2), (10.2, keyA, 0)])
        // Through a Result: a typed-throwing closure here crashes the 6.1 compiler's IR generation.
        try bytes.withUnsafeBytes { raw in Result { () throws(InputError) in try stream.feed(raw, into: &frames) } }.get()
        frames += stream.finish()
        #expect(frames.compactMap(\.key).map { "\(UIKeyboardHIDUsage(rawValue: $0.keyCode)!) \($0.phase) \($0.modifiers.names)" } == [
            "keyboardLeftShift began []", "keyboardA began [\"shift\"]", "keyboardA ended [\"shift\"]",
            "keyboardLeftShift cancelled [\"shift\"]",
        ])
        #expect(stream.summary == "evdev, keyboard, \"keyboard\", keys only, on 1024×768 pt (default screen)")
    }

    /// A device description without axes is refused unless it is a keyboard's
    @Test func onlyKeyboardsNeedNoAxes() {
        #expect(throws: InputError.self) { try InputEventStream(device: EvdevDevice(keys: [0x110]), source: "buttons") }
        #expect(throws: InputError.self) { try InputEventStream(device: EvdevDevice(keys: [30], hasRelativeAxes: true), source: "combo") }
    }

    /// Frames of presses reach the first responder, with the modifier flags the engine
    /// derives from the Shift key; a key still down when the input ends is cancelled (R-R4–R-R6, R-L3)
    @Test func driverDeliversPressesToTheFirstResponder() async throws {
        let (window, view) = windowWithResponder()
        let shift = UIKeyModifierFlags.shift.rawValue
        let (stream, input) = AsyncStream<LiveFrame>.makeStream()
        input.yield(LiveFrame(timestamp: 5.0, touches: [], presses: [.key(.keyboardLeftShift, .began)]))
        input.yield(LiveFrame(timestamp: 5.1, touches: [], presses: [.key(.keyboardA, .began, characters: "A", charactersIgnoringModifiers: "a")]))
        input.yield(LiveFrame(timestamp: 5.2, touches: [], presses: [.key(.keyboardA, .ended, characters: "A", charactersIgnoringModifiers: "a")]))
        input.finish()
        try await LiveDriver(window: window).run(stream)
        #expect(view.heard == [
            "began keyboardLeftShift \"\" 0", "began keyboardA \"A\" \(shift)", "ended keyboardA \"A\" \(shift)",
            "cancelled keyboardLeftShift \"\" 0",
        ])
        #expect(abs(window.currentTime - 0.2) < 1e-6 || window.currentTime > 0.2)
    }

    /// A receiver that forwards only touches refuses presses with a typed error, and the
    /// host-loop driver sends presses as the window takes them
    @Test func receiversAndHostLoop() throws {
        final class TouchesOnly: TouchReceiver {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            func sendTouches(_ inputs: [TouchInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UITouch] {
                try window.sendTouches(inputs, at: timestamp)
            }
            func advanceTime(to timestamp: TimeInterval) throws(TouchInputError) { try window.advanceTime(to: timestamp) }
            var currentTime: TimeInterval { window.currentTime }
            var nextTimerDeadline: TimeInterval? { window.nextTimerDeadline }
        }
        #expect(throws: TouchInputError.pressInput(press: "key keyboardA", problem: "this receiver (TouchesOnly) takes no presses")) {
            try TouchesOnly().sendPresses([.key(.keyboardA, .began)], at: 0)
        }
        let (window, view) = windowWithResponder()
        let driver = HostLoopDriver(window: window, ticksPerSecond: 1000)
        try driver.send(presses: [.key(.keyboardA, .began, characters: "a")], at: 2000)
        try driver.inputLost(at: 2100)
        #expect(view.heard == ["began keyboardA \"a\" 0", "cancelled keyboardA \"a\" 0"])
        #expect(window.currentTime == 0.1)
    }
}
