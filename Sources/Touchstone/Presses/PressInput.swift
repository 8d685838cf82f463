import Foundation

/// One change of a key or button, as a host reports it to ``UIWindow/sendPresses(_:at:)``
/// (R-R5).
///
/// A press is known by its ``type``: a key's is 2000 plus its HID usage, so each key and
/// each button is one press from `began` until `ended` or `cancelled`. The window fills in
/// what the host does not say: the key's ``UIKey/modifierFlags`` come from the modifier
/// keys held (R-R6).
public struct PressInput: Sendable, Equatable {
    /// The change: down, a new force, released, or cancelled by the host.
    public enum Phase: Sendable, Equatable {
        case began, changed, ended, cancelled
    }

    /// A key of a hardware keyboard.
    public struct Key: Sendable, Equatable {
        /// The key's HID usage.
        public var keyCode: UIKeyboardHIDUsage
        /// What the key types with the modifiers held; empty for keys that type nothing.
        public var characters: String
        /// What the key types without modifiers.
        public var charactersIgnoringModifiers: String

        /// A key typing `characters` (`charactersIgnoringModifiers` defaults to the same).
        public init(keyCode: UIKeyboardHIDUsage, characters: String = "", charactersIgnoringModifiers: String? = nil) {
            self.keyCode = keyCode
            self.characters = characters
            self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        }
    }

    /// The change.
    public var phase: Phase
    /// What is pressed.
    public var type: UIPress.PressType
    /// The key, for a keyboard's key; `nil` for a button.
    public var key: Key?
    /// How hard the button is pressed, 0 to 1; a key or digital button is 1 while down.
    public var force: CGFloat

    /// A change of a remote's or controller's button.
    public init(phase: Phase, type: UIPress.PressType, force: CGFloat = 1) {
        self.phase = phase
        self.type = type
        key = nil
        self.force = force
    }

    /// A change of a hardware keyboard's key; its press type is 2000 plus its usage.
    public init(phase: Phase, key: Key) {
        self.phase = phase
        type = .keyboard(key.keyCode)
        self.key = key
        force = phase == .began || phase == .changed ? 1 : 0
    }

    /// A change of a key that types `characters`; see ``Key``.
    public static func key(_ keyCode: UIKeyboardHIDUsage, _ phase: Phase, characters: String = "",
                           charactersIgnoringModifiers: String? = nil) -> PressInput {
        PressInput(phase: phase, key: Key(keyCode: keyCode, characters: characters,
                                          charactersIgnoringModifiers: charactersIgnoringModifiers))
    }
}
