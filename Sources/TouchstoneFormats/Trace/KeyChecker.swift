/// Follows the keys while a version 3 trace is read (R-R5, R-R6): which keys are down,
/// refusing what the engine would refuse (a key that goes down twice, or up while not
/// down), and the modifier flags they hold, for the frames that cancel the keys still
/// down at the end.
struct KeyChecker {
    /// The keys down, by key code, as they went down.
    private(set) var down: [(keyCode: Int, event: KeyEvent)] = []
    private var modifiers = ModifierKeys()

    /// Reads one key change.
    mutating func read(_ field: JSONField) throws(InputError) -> KeyEvent {
        var object = try field.object()
        let codeField = try object.required("keyCode")
        let keyCode = try codeField.integer()
        guard KeyEvent.isKeyCode(keyCode) else {
            throw codeField.error(.invalidValue, "key code \(keyCode) is not one of UIKit's (UIKeyboardHIDUsage): expected "
                                    + KeyEvent.keyCodes.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)…\($0.upperBound)" }
                                        .joined(separator: ", "))
        }
        let phaseField = try object.required("phase")
        let phaseName = try phaseField.string()
        guard let phase = KeyEvent.Phase(rawValue: phaseName) else {
            throw phaseField.error(.invalidValue, "unknown key phase \"\(InputError.excerpt(phaseName))\"; expected began, ended or cancelled")
        }
        let held = try PointerChecker.readModifiers(object.optional("modifiers"))
        let characters = try object.optional("characters")?.string() ?? ""
        let ignoringModifiers = try object.optional("charactersIgnoringModifiers")?.string()
        try object.finish()
        let index = down.firstIndex { $0.keyCode == keyCode }
        switch (phase, index) {
        case (.began, nil):
            break
        case (.began, _?):
            throw codeField.error(.keyState, "key \(keyCode) goes down again without coming up first")
        case (_, nil):
            throw codeField.error(.keyState, "key \(keyCode) is \(phase.rawValue) but is not down")
        case (_, let index?):
            down.remove(at: index)
        }
        let event = KeyEvent(keyCode: keyCode, phase: phase, modifiers: held, characters: characters,
                             charactersIgnoringModifiers: ignoringModifiers)
        if phase == .began { down.append((keyCode, event)) }
        modifiers.note(keyCode, phase)
        return event
    }

    /// The changes that cancel every key still down, last down first.
    mutating func cancelAll() -> [KeyEvent] {
        var cancels: [KeyEvent] = []
        while let last = down.popLast() {
            var event = last.event
            event.phase = .cancelled
            event.modifiers = modifiers.flags
            modifiers.note(event.keyCode, .cancelled)
            cancels.append(event)
        }
        return cancels
    }
}
