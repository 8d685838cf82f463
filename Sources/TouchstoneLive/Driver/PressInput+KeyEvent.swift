import Touchstone
import TouchstoneFormats

extension PressInput {
    /// The engine's input for a key change read from a recording or a live keyboard
    /// (R-R5); `nil` for a key code UIKit does not name, which the readers never give.
    public init?(_ event: KeyEvent) {
        guard let keyCode = UIKeyboardHIDUsage(rawValue: event.keyCode) else { return nil }
        let phase: Phase = switch event.phase {
        case .began: .began
        case .ended: .ended
        case .cancelled: .cancelled
        }
        self.init(phase: phase, key: Key(keyCode: keyCode, characters: event.characters,
                                         charactersIgnoringModifiers: event.charactersIgnoringModifiers))
    }
}

extension KeyEvent {
    /// The recording's key change for a key input a host sent, with the modifier flags
    /// held when it changed; `nil` for a press of a button, which a trace does not carry,
    /// and for a `changed` press, whose only news is its force.
    public init?(_ input: PressInput, modifiers: UIKeyModifierFlags) {
        guard let key = input.key else { return nil }
        let phase: Phase
        switch input.phase {
        case .began: phase = .began
        case .ended: phase = .ended
        case .cancelled: phase = .cancelled
        case .changed: return nil
        }
        self.init(keyCode: key.keyCode.rawValue, phase: phase,
                  modifiers: PointerEvent.Modifiers(rawValue: modifiers.subtracting(.numericPad).rawValue),
                  characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers)
    }
}
