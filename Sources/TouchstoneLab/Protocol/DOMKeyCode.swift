import Touchstone

/// The browser's names of the keys, as a keyboard event's `code` gives them (the W3C's
/// "UI Events KeyboardEvent code Values"), mapped to the USB HID usages UIKit reports as
/// `UIKey.keyCode`: the page sends where a key is, whatever the layout types with it.
///
/// The W3C table is written from the USB HID usage tables, so each code has one usage;
/// `OSLeft` and `OSRight` are the older names some browsers give the Meta keys.
enum DOMKeyCode {
    /// The usage of the key named `code`, or `nil` for a code the lab does not know.
    static func usage(_ code: String) -> UIKeyboardHIDUsage? { usages[code] }

    /// The longest code the table holds: a longer one is refused without looking it up.
    static let maximumLength = 20

    private static let usages: [String: UIKeyboardHIDUsage] = {
        var table: [String: UIKeyboardHIDUsage] = [:]
        for (offset, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZ".enumerated() {
            table["Key\(letter)"] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + offset)
        }
        for (offset, digit) in "1234567890".enumerated() {
            table["Digit\(digit)"] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + offset)
            table["Numpad\(digit)"] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keypad1.rawValue + offset)
        }
        for number in 1...24 {
            let first = number <= 12 ? UIKeyboardHIDUsage.keyboardF1.rawValue : UIKeyboardHIDUsage.keyboardF13.rawValue - 12
            table["F\(number)"] = UIKeyboardHIDUsage(rawValue: first + number - 1)
        }
        let named: [(String, UIKeyboardHIDUsage)] = [
            ("Enter", .keyboardReturnOrEnter), ("Escape", .keyboardEscape), ("Backspace", .keyboardDeleteOrBackspace),
            ("Tab", .keyboardTab), ("Space", .keyboardSpacebar), ("Minus", .keyboardHyphen), ("Equal", .keyboardEqualSign),
            ("BracketLeft", .keyboardOpenBracket), ("BracketRight", .keyboardCloseBracket), ("Backslash", .keyboardBackslash),
            ("Semicolon", .keyboardSemicolon), ("Quote", .keyboardQuote), ("Backquote", .keyboardGraveAccentAndTilde),
            ("Comma", .keyboardComma), ("Period", .keyboardPeriod), ("Slash", .keyboardSlash),
            ("CapsLock", .keyboardCapsLock), ("PrintScreen", .keyboardPrintScreen), ("ScrollLock", .keyboardScrollLock),
            ("Pause", .keyboardPause), ("Insert", .keyboardInsert), ("Home", .keyboardHome), ("PageUp", .keyboardPageUp),
            ("Delete", .keyboardDeleteForward), ("End", .keyboardEnd), ("PageDown", .keyboardPageDown),
            ("ArrowRight", .keyboardRightArrow), ("ArrowLeft", .keyboardLeftArrow), ("ArrowDown", .keyboardDownArrow),
            ("ArrowUp", .keyboardUpArrow), ("NumLock", .keypadNumLock), ("NumpadDivide", .keypadSlash),
            ("NumpadMultiply", .keypadAsterisk), ("NumpadSubtract", .keypadHyphen), ("NumpadAdd", .keypadPlus),
            ("NumpadEnter", .keypadEnter), ("NumpadDecimal", .keypadPeriod), ("NumpadEqual", .keypadEqualSign),
            ("NumpadComma", .keypadComma), ("IntlBackslash", .keyboardNonUSBackslash), ("ContextMenu", .keyboardApplication),
            ("Power", .keyboardPower), ("Help", .keyboardHelp), ("Undo", .keyboardUndo), ("Cut", .keyboardCut),
            ("Copy", .keyboardCopy), ("Paste", .keyboardPaste), ("Find", .keyboardFind), ("AudioVolumeMute", .keyboardMute),
            ("AudioVolumeUp", .keyboardVolumeUp), ("AudioVolumeDown", .keyboardVolumeDown), ("IntlRo", .keyboardInternational1),
            ("KanaMode", .keyboardInternational2), ("IntlYen", .keyboardInternational3), ("Convert", .keyboardInternational4),
            ("NonConvert", .keyboardInternational5), ("Lang1", .keyboardLANG1), ("Lang2", .keyboardLANG2),
            ("ControlLeft", .keyboardLeftControl), ("ShiftLeft", .keyboardLeftShift), ("AltLeft", .keyboardLeftAlt),
            ("MetaLeft", .keyboardLeftGUI), ("OSLeft", .keyboardLeftGUI), ("ControlRight", .keyboardRightControl),
            ("ShiftRight", .keyboardRightShift), ("AltRight", .keyboardRightAlt), ("MetaRight", .keyboardRightGUI),
            ("OSRight", .keyboardRightGUI),
        ]
        for (code, usage) in named { table[code] = usage }
        return table
    }()

    /// What a key types, from the browser's `key`: a single character is typed as it is;
    /// Enter, Tab, Backspace and Escape type their control characters, as UIKit's keys
    /// do; any other named key (`Shift`, `ArrowLeft`) types nothing.
    static func characters(typedBy key: String) -> String {
        if key.count == 1 { return key }
        switch key {
        case "Enter": return "\r"
        case "Tab": return "\t"
        case "Backspace": return "\u{8}"
        case "Escape": return "\u{1B}"
        default: return ""
        }
    }
}
