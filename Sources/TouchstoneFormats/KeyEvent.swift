import Foundation

/// What a hardware keyboard's key did in one frame, as the engine's `PressInput` takes it
/// (R-R5, R-R6): the key by its HID usage, the change, the modifier keys held and what it
/// types.
///
/// Each change of a key is a frame of its own, as each key's HID event is its own event
/// on iOS: keys that change together in one kernel report are frames at the same time.
public struct KeyEvent: Sendable, Equatable {
    /// The change: the key went down, came up, or the system took it away (input lost).
    ///
    /// A key held down does not repeat: autorepeat makes no new press in UIKit.
    public enum Phase: String, Sendable, CaseIterable {
        /// The key went down.
        case began
        /// The key came up.
        case ended
        /// The key's press was cancelled (the input was lost while it was down).
        case cancelled
    }

    /// The key's HID usage on the keyboard page: the raw value of UIKit's
    /// `UIKeyboardHIDUsage` (`keyboardA` is 4), one of ``keyCodes``.
    public var keyCode: Int
    /// The change.
    public var phase: Phase
    /// The modifier keys held when the key changed, not counting this change itself: what
    /// the engine's `UIKey.modifierFlags` reports for a key that goes down.
    public var modifiers: PointerEvent.Modifiers
    /// What the key types with the modifiers held; empty for keys that type nothing.
    public var characters: String
    /// What the key types without modifiers.
    public var charactersIgnoringModifiers: String

    /// Creates a key change; `charactersIgnoringModifiers` defaults to `characters`.
    public init(keyCode: Int, phase: Phase, modifiers: PointerEvent.Modifiers = [], characters: String = "",
                charactersIgnoringModifiers: String? = nil) {
        self.keyCode = keyCode
        self.phase = phase
        self.modifiers = modifiers
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
    }

    /// The key codes UIKit names (`UIKeyboardHIDUsage`'s raw values): the keyboard page's
    /// usages from `keyboardErrorRollOver` (1) to `keyboardExSel` (164), the modifier keys
    /// 224…231, and `keyboard_Reserved` (65535). A trace refuses any other.
    public static let keyCodes: [ClosedRange<Int>] = [1...164, 224...231, 65535...65535]

    /// Whether UIKit names `keyCode` (see ``keyCodes``).
    public static func isKeyCode(_ keyCode: Int) -> Bool {
        keyCodes.contains { $0.contains(keyCode) }
    }

    /// The modifier flag a modifier key holds while it is down (Shift, Control, Option,
    /// Command, left or right); `nil` for other keys. Caps Lock toggles
    /// ``PointerEvent/Modifiers/alphaShift`` when it goes down instead.
    public static func heldModifier(ofKeyCode keyCode: Int) -> PointerEvent.Modifiers? {
        switch keyCode {
        case 224, 228: .control
        case 225, 229: .shift
        case 226, 230: .alternate
        case 227, 231: .command
        default: nil
        }
    }

    /// The HID usage of Caps Lock (`keyboardCapsLock`).
    public static let capsLock = 57
}
