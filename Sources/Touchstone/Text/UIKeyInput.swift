import Foundation

/// What takes typed text: a text field or text view that is first responder (R-TX4). The
/// software keyboard calls these; a text field or text view turns hardware key presses
/// into them.
@MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}

/// How hardware key presses become typing for a ``UIKeyInput`` first responder (R-TX4):
/// Delete deletes backward, Return and Enter insert a newline, a key that types
/// printable characters inserts them, and a key with Command or Control held is left to
/// the responder chain (it is a shortcut), as are the arrows and the keys that type
/// nothing. The presses it takes are remembered so that their ends are taken too.
@MainActor
struct KeyInputPresses {
    private var taken: Set<ObjectIdentifier> = []

    /// Types the presses that are typing into `input`; returns the others.
    mutating func began(_ presses: Set<UIPress>, into input: any UIKeyInput) -> Set<UIPress> {
        var rest: Set<UIPress> = []
        for press in presses {
            guard let key = press.key, key.modifierFlags.isDisjoint(with: [.command, .control]) else {
                rest.insert(press)
                continue
            }
            switch key.keyCode {
            case .keyboardDeleteOrBackspace:
                input.deleteBackward()
            case .keyboardReturnOrEnter, .keypadEnter:
                input.insertText("\n")
            default:
                let typed = key.characters
                guard !typed.isEmpty, !typed.hasPrefix("UIKeyInput"),
                      typed.unicodeScalars.allSatisfy({ !CharacterSet.controlCharacters.contains($0) || $0 == "\t" }) else {
                    rest.insert(press)
                    continue
                }
                input.insertText(typed)
            }
            taken.insert(ObjectIdentifier(press))
        }
        return rest
    }

    /// The presses among `presses` that were not typed, forgetting the typed ones.
    mutating func ended(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { taken.remove(ObjectIdentifier($0)) == nil }
    }
}

/// The keyboard's kind, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The Return key's title, with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the keyboard capitalizes, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether the keyboard autocorrects, with UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether the keyboard checks spelling, with UIKit's raw values.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// The keyboard's look, with UIKit's raw values.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
}

/// The keyboard's settings for a text field or view. Touchstone shows no software
/// keyboard, so they are kept only.
@MainActor
public protocol UITextInputTraits: AnyObject {
    /// The keyboard's kind.
    var keyboardType: UIKeyboardType { get set }
    /// The Return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// When the keyboard capitalizes.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether the keyboard autocorrects.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether the text is hidden as typed, as passwords are.
    var isSecureTextEntry: Bool { get set }
}
