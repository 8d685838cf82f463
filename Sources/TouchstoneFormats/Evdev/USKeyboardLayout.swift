/// What the keys of a US keyboard type, by HID usage: the characters a live keyboard's
/// key reports (`UIKey.characters`), since evdev says which key went down, not what the
/// user's layout makes of it; and, the other way round, the key the testing library's
/// simulator presses to type a character.
///
/// Shift, or Caps Lock for a letter, types the shifted character; Control, Option and
/// Command leave the characters as they are. The keys that type no text report UIKit's
/// own strings: `"\r"` for Return, `"\t"` Tab, `"\u{1B}"` Escape, `"\u{8}"` Delete
/// (backspace), and `UIKeyInputUpArrow`… for the arrows, Home, End, Page Up and Page
/// Down (`UIKeyCommand.inputUpArrow`…).
package enum USKeyboardLayout {
    /// What `keyCode` types without modifiers and with Shift.
    private static let keys: [Int: (plain: String, shifted: String)] = {
        var keys: [Int: (plain: String, shifted: String)] = [:]
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            keys[4 + offset] = (String(letter), letter.uppercased())
        }
        for (offset, (digit, symbol)) in zip("1234567890", "!@#$%^&*()").enumerated() {
            keys[30 + offset] = (String(digit), String(symbol))
        }
        let symbols: [(Int, String, String)] = [
            (45, "-", "_"), (46, "=", "+"), (47, "[", "{"), (48, "]", "}"), (49, "\\", "|"), (51, ";", ":"), (52, "'", "\""),
            (53, "`", "~"), (54, ",", "<"), (55, ".", ">"), (56, "/", "?"),
            (40, "\r", "\r"), (41, "\u{1B}", "\u{1B}"), (42, "\u{8}", "\u{8}"), (43, "\t", "\t"), (44, " ", " "),
            (79, "UIKeyInputRightArrow", "UIKeyInputRightArrow"), (80, "UIKeyInputLeftArrow", "UIKeyInputLeftArrow"),
            (81, "UIKeyInputDownArrow", "UIKeyInputDownArrow"), (82, "UIKeyInputUpArrow", "UIKeyInputUpArrow"),
            (74, "UIKeyInputHome", "UIKeyInputHome"), (77, "UIKeyInputEnd", "UIKeyInputEnd"),
            (75, "UIKeyInputPageUp", "UIKeyInputPageUp"), (78, "UIKeyInputPageDown", "UIKeyInputPageDown"),
            // The keypad types its symbols (as with Num Lock on).
            (84, "/", "/"), (85, "*", "*"), (86, "-", "-"), (87, "+", "+"), (88, "\r", "\r"), (99, ".", "."), (103, "=", "="),
        ]
        for (usage, plain, shifted) in symbols { keys[usage] = (plain, shifted) }
        for (offset, digit) in "1234567890".enumerated() { keys[89 + offset] = (String(digit), String(digit)) }
        return keys
    }()

    /// What `keyCode` types with `modifiers` held, and without them.
    package static func characters(of keyCode: Int, modifiers: PointerEvent.Modifiers) -> (characters: String, ignoringModifiers: String) {
        guard let key = keys[keyCode] else { return ("", "") }
        let isLetter = (4...29).contains(keyCode)
        let shifted = modifiers.contains(.shift) != (isLetter && modifiers.contains(.alphaShift))
        return (shifted ? key.shifted : key.plain, key.plain)
    }

    /// The key that types `character`, and whether Shift is held for it; a key of the
    /// main block before one of the keypad (`"1"` is `keyboard1`, `"\r"` Return).
    package static func key(typing character: Character) -> (keyCode: Int, shifted: Bool)? {
        typing[character]
    }

    private static let typing: [Character: (keyCode: Int, shifted: Bool)] = {
        var typing: [Character: (keyCode: Int, shifted: Bool)] = [:]
        for keyCode in keys.keys.sorted() {
            let key = keys[keyCode]!
            for (text, shifted) in [(key.plain, false), (key.shifted, true)] where text.count == 1 && typing[Character(text)] == nil {
                typing[Character(text)] = (keyCode, shifted)
            }
        }
        return typing
    }()
}
