import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// Modifier keys held from the keyboard while the pointer clicks (R-R6).
@MainActor
@Suite struct ModifierKeyTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))

    /// A tap that records the modifier flags it and its event saw when it recognized.
    @MainActor private final class FlagTap: UITapGestureRecognizer {
        var recognizerFlags: [UIKeyModifierFlags] = []
        var eventFlags: [UIKeyModifierFlags] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            eventFlags.append(event.modifierFlags)
            super.touchesBegan(touches, with: event)
        }
    }

    private func tap() -> FlagTap {
        let tap = FlagTap()
        tap.addAction { recognizer in (recognizer as! FlagTap).recognizerFlags.append(recognizer.modifierFlags) }
        window.addGestureRecognizer(tap)
        return tap
    }

    @Test func aShiftKeyHeldWhileClickingReachesTheRecognizer() throws {
        // R-R6: the flags of the latest key input join the pointer's own.
        let tap = tap()
        let simulator = TouchSimulator(window: window)
        try window.sendPresses([.key(.keyboardLeftShift, .began)], at: 0)
        simulator.click(at: CGPoint(x: 50, y: 50), modifiers: [.command])
        #expect(tap.eventFlags == [[.shift, .command]])
        #expect(tap.recognizerFlags == [[.shift, .command]])
        try window.sendPresses([.key(.keyboardLeftShift, .ended)], at: simulator.now + 1)
        simulator.advance(by: 1)
        simulator.click(at: CGPoint(x: 50, y: 50))
        #expect(tap.recognizerFlags == [[.shift, .command], []])
    }

    @Test func eitherShiftKeyHoldsTheFlagUntilBothAreReleased() throws {
        try window.sendPresses([.key(.keyboardLeftShift, .began), .key(.keyboardRightShift, .began)], at: 0)
        try window.sendPresses([.key(.keyboardLeftShift, .ended)], at: 0.1)
        #expect(window.gestureEnvironment.presses.modifierFlags == .shift)
        try window.sendPresses([.key(.keyboardRightShift, .ended)], at: 0.2)
        #expect(window.gestureEnvironment.presses.modifierFlags == [])
    }

    @Test func aKeysModifierFlagsAreThoseHeldWhenItWentDown() throws {
        // R-R5, R-R6: UIKey.modifierFlags; keypad keys carry numericPad; Caps Lock toggles.
        try window.sendPresses([.key(.keyboardLeftControl, .began)], at: 0)
        let a = try window.sendPresses([.key(.keyboardA, .began, characters: "\u{1}", charactersIgnoringModifiers: "a")], at: 0.1)[0]
        #expect(a.key?.modifierFlags == .control)
        #expect(a.key?.characters == "\u{1}" && a.key?.charactersIgnoringModifiers == "a")
        try window.sendPresses([.key(.keyboardLeftControl, .ended), .key(.keyboardA, .ended)], at: 0.2)
        let one = try window.sendPresses([.key(.keypad1, .began, characters: "1")], at: 0.3)[0]
        #expect(one.key?.modifierFlags == .numericPad)
        try window.sendPresses([.key(.keyboardCapsLock, .began)], at: 0.4)
        try window.sendPresses([.key(.keyboardCapsLock, .ended)], at: 0.5)
        #expect(window.gestureEnvironment.presses.modifierFlags == .alphaShift)
        try window.sendPresses([.key(.keyboardCapsLock, .began)], at: 0.6)
        #expect(window.gestureEnvironment.presses.modifierFlags == [])
    }

    @Test func aHostMaySendTheModifierStateItself() throws {
        // R-R6: sendModifierFlags, for hosts that report modifier state.
        let tap = tap()
        let simulator = TouchSimulator(window: window)
        try window.sendModifierFlags([.alternate], at: 0)
        simulator.click(at: CGPoint(x: 50, y: 50))
        #expect(tap.recognizerFlags == [[.alternate]])
        #expect(throws: TouchInputError.timeWentBackwards(current: simulator.now, requested: -1)) {
            try window.sendModifierFlags([], at: -1)
        }
        #expect(tap.modifierFlags == [.alternate])
    }

    @Test func fingersSeeTheHeldKeysInTheirEvent() throws {
        // R-R6: UIEvent.modifierFlags of a touch event, for a finger too.
        let tap = tap()
        let simulator = TouchSimulator(window: window)
        try window.sendPresses([.key(.keyboardLeftGUI, .began)], at: 0)
        simulator.down(1, at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 0.05)
        simulator.up(1)
        #expect(tap.eventFlags == [.command])
    }
}
