import Foundation

/// A key of a hardware keyboard as a press reports it: which key, what it types, and the
/// modifier keys held with it (R-R5, R-R6).
public final class UIKey: Hashable, Sendable, CustomStringConvertible {
    /// The key's HID usage code.
    public let keyCode: UIKeyboardHIDUsage
    /// What the key types with the modifier keys held.
    public let characters: String
    /// What the key types without modifier keys.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held when the key went down; `numericPad` for a key of the
    /// numeric keypad.
    public let modifierFlags: UIKeyModifierFlags

    /// Creates a key. UIKit's keys come from the system only; Touchstone's window makes
    /// them from the host's ``PressInput``, and tests may make their own.
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
                modifierFlags: UIKeyModifierFlags) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
    }

    public static func == (lhs: UIKey, rhs: UIKey) -> Bool {
        lhs.keyCode == rhs.keyCode && lhs.characters == rhs.characters
            && lhs.charactersIgnoringModifiers == rhs.charactersIgnoringModifiers && lhs.modifierFlags == rhs.modifierFlags
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keyCode)
        hasher.combine(characters)
        hasher.combine(modifierFlags.rawValue)
    }

    public var description: String { "UIKey(\(keyCode), \"\(characters)\")" }
}
