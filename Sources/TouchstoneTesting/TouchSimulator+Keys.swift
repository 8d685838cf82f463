import Foundation
import Touchstone
import TouchstoneFormats

/// The keyboard and remote buttons, scripted: a key pressed and released, a string typed
/// on a US keyboard, modifier keys held while the pointer clicks or drags (R-R5, R-R6).
/// Calls that take time say how much; the others are one event at ``TouchSimulator/now``.
///
/// Presses the window refuses (a key that is already down, or not down) trap, as the
/// simulator's other misuse does.
extension TouchSimulator {
    /// How long a scripted key press holds its key: 1/60 s, a display frame.
    public static let keyPressInterval: TimeInterval = 1.0 / 60

    /// Sends press changes as one event; returns their presses in order.
    @discardableResult
    public func send(presses inputs: [PressInput]) -> [UIPress] {
        do { return try window.sendPresses(inputs, at: now) } catch {
            preconditionFailure("TouchSimulator: \(error)")
        }
    }

    /// Puts `key` down, typing `characters` (by default what the key types on a US
    /// keyboard without modifiers; ``type(_:)`` types shifted characters).
    @discardableResult
    public func keyDown(_ key: UIKeyboardHIDUsage, characters: String? = nil) -> UIPress {
        let plain = Self.characters(of: key)
        return send(presses: [.key(key, .began, characters: characters ?? plain, charactersIgnoringModifiers: plain)])[0]
    }

    /// Releases `key`, which must be down.
    public func keyUp(_ key: UIKeyboardHIDUsage, characters: String? = nil) {
        let plain = Self.characters(of: key)
        send(presses: [.key(key, .ended, characters: characters ?? plain, charactersIgnoringModifiers: plain)])
    }

    /// Presses `key` and releases it ``keyPressInterval`` later. Returns its press.
    @discardableResult
    public func press(_ key: UIKeyboardHIDUsage, characters: String? = nil) -> UIPress {
        let press = keyDown(key, characters: characters)
        advance(by: Self.keyPressInterval)
        keyUp(key, characters: characters)
        return press
    }

    /// Presses a remote's or controller's button and releases it ``keyPressInterval``
    /// later. Returns its press.
    @discardableResult
    public func press(button type: UIPress.PressType) -> UIPress {
        let press = send(presses: [PressInput(phase: .began, type: type)])[0]
        advance(by: Self.keyPressInterval)
        send(presses: [PressInput(phase: .ended, type: type, force: 0)])
        return press
    }

    /// Types `text` on a US keyboard: each character a key press of
    /// ``keyPressInterval``, with Shift held around upper-case letters and shifted
    /// symbols, the next key a ``keyPressInterval`` later: 2 × that per character. A
    /// newline is the Return key (typing `"\r"`, as UIKit's does). A character with no
    /// key on a US keyboard traps.
    public func type(_ text: String) {
        for character in text {
            let typed: Character = character == "\n" ? "\r" : character
            guard let (keyCode, shifted) = USKeyboardLayout.key(typing: typed), let key = UIKeyboardHIDUsage(rawValue: keyCode) else {
                preconditionFailure("TouchSimulator.type: \"\(character)\" has no key on a US keyboard")
            }
            if shifted { keyDown(.keyboardLeftShift) }
            press(key, characters: String(typed))
            if shifted { keyUp(.keyboardLeftShift) }
            advance(by: Self.keyPressInterval)
        }
    }

    /// Holds `modifiers` (as the left Shift, Control, Option and Command keys) down while
    /// `body` runs, then releases them: `holding(.shift) { click(at: point) }` reaches the
    /// recognizer with Shift in its `UIGestureRecognizer.modifierFlags` (R-R6).
    public func holding(_ modifiers: UIKeyModifierFlags, _ body: () -> Void) {
        let keys = Self.modifierKeys.filter { modifiers.contains($0.flag) }.map(\.key)
        precondition(keys.count > 0 || modifiers.isEmpty,
                     "TouchSimulator.holding: \(modifiers.rawValue) names no key the simulator can hold")
        if !keys.isEmpty { send(presses: keys.map { .key($0, .began) }) }
        body()
        if !keys.isEmpty { send(presses: keys.map { .key($0, .ended) }) }
    }

    private static let modifierKeys: [(flag: UIKeyModifierFlags, key: UIKeyboardHIDUsage)] = [
        (.shift, .keyboardLeftShift), (.control, .keyboardLeftControl),
        (.alternate, .keyboardLeftAlt), (.command, .keyboardLeftGUI),
    ]

    /// What `key` types on a US keyboard without modifiers (the layout the live keyboard
    /// decoder uses); empty for keys that type nothing.
    private static func characters(of key: UIKeyboardHIDUsage) -> String {
        USKeyboardLayout.characters(of: key.rawValue, modifiers: []).ignoringModifiers
    }
}
