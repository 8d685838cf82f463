/// The keys of `linux/input-event-codes.h` that UIKit has a key code for, with their
/// names and their HID usages (`UIKeyboardHIDUsage` raw values).
///
/// The pairs are the inverse of the kernel's own table of USB keyboards
/// (`hid_keyboard` in `drivers/hid/hid-input.c`), which is how a USB keyboard's key
/// becomes a Linux key code: so a key read from evdev gets the usage the keyboard itself
/// sent. Where the kernel gives two usages the same code (`KEY_BACKSLASH` for the US
/// backslash and the non-US `#`), the key is the US one. Keys the keyboard page does not
/// have (media keys, brightness, `KEY_FN`…) are not listed: UIKit has no key code for
/// them.
public enum LinuxKeyCodes {
    /// Linux key code, name, HID usage.
    static let table: [(code: UInt16, name: String, usage: Int)] = [
        (1, "KEY_ESC", 41), (2, "KEY_1", 30), (3, "KEY_2", 31), (4, "KEY_3", 32), (5, "KEY_4", 33), (6, "KEY_5", 34),
        (7, "KEY_6", 35), (8, "KEY_7", 36), (9, "KEY_8", 37), (10, "KEY_9", 38), (11, "KEY_0", 39), (12, "KEY_MINUS", 45),
        (13, "KEY_EQUAL", 46), (14, "KEY_BACKSPACE", 42), (15, "KEY_TAB", 43), (16, "KEY_Q", 20), (17, "KEY_W", 26),
        (18, "KEY_E", 8), (19, "KEY_R", 21), (20, "KEY_T", 23), (21, "KEY_Y", 28), (22, "KEY_U", 24), (23, "KEY_I", 12),
        (24, "KEY_O", 18), (25, "KEY_P", 19), (26, "KEY_LEFTBRACE", 47), (27, "KEY_RIGHTBRACE", 48), (28, "KEY_ENTER", 40),
        (29, "KEY_LEFTCTRL", 224), (30, "KEY_A", 4), (31, "KEY_S", 22), (32, "KEY_D", 7), (33, "KEY_F", 9), (34, "KEY_G", 10),
        (35, "KEY_H", 11), (36, "KEY_J", 13), (37, "KEY_K", 14), (38, "KEY_L", 15), (39, "KEY_SEMICOLON", 51),
        (40, "KEY_APOSTROPHE", 52), (41, "KEY_GRAVE", 53), (42, "KEY_LEFTSHIFT", 225), (43, "KEY_BACKSLASH", 49),
        (44, "KEY_Z", 29), (45, "KEY_X", 27), (46, "KEY_C", 6), (47, "KEY_V", 25), (48, "KEY_B", 5), (49, "KEY_N", 17),
        (50, "KEY_M", 16), (51, "KEY_COMMA", 54), (52, "KEY_DOT", 55), (53, "KEY_SLASH", 56), (54, "KEY_RIGHTSHIFT", 229),
        (55, "KEY_KPASTERISK", 85), (56, "KEY_LEFTALT", 226), (57, "KEY_SPACE", 44), (58, "KEY_CAPSLOCK", 57),
        (59, "KEY_F1", 58), (60, "KEY_F2", 59), (61, "KEY_F3", 60), (62, "KEY_F4", 61), (63, "KEY_F5", 62), (64, "KEY_F6", 63),
        (65, "KEY_F7", 64), (66, "KEY_F8", 65), (67, "KEY_F9", 66), (68, "KEY_F10", 67), (69, "KEY_NUMLOCK", 83),
        (70, "KEY_SCROLLLOCK", 71), (71, "KEY_KP7", 95), (72, "KEY_KP8", 96), (73, "KEY_KP9", 97), (74, "KEY_KPMINUS", 86),
        (75, "KEY_KP4", 92), (76, "KEY_KP5", 93), (77, "KEY_KP6", 94), (78, "KEY_KPPLUS", 87), (79, "KEY_KP1", 89),
        (80, "KEY_KP2", 90), (81, "KEY_KP3", 91), (82, "KEY_KP0", 98), (83, "KEY_KPDOT", 99), (85, "KEY_ZENKAKUHANKAKU", 148),
        (86, "KEY_102ND", 100), (87, "KEY_F11", 68), (88, "KEY_F12", 69), (89, "KEY_RO", 135), (90, "KEY_KATAKANA", 146),
        (91, "KEY_HIRAGANA", 147), (92, "KEY_HENKAN", 138), (93, "KEY_KATAKANAHIRAGANA", 136), (94, "KEY_MUHENKAN", 139),
        (95, "KEY_KPJPCOMMA", 140), (96, "KEY_KPENTER", 88), (97, "KEY_RIGHTCTRL", 228), (98, "KEY_KPSLASH", 84),
        (99, "KEY_SYSRQ", 70), (100, "KEY_RIGHTALT", 230), (102, "KEY_HOME", 74), (103, "KEY_UP", 82), (104, "KEY_PAGEUP", 75),
        (105, "KEY_LEFT", 80), (106, "KEY_RIGHT", 79), (107, "KEY_END", 77), (108, "KEY_DOWN", 81), (109, "KEY_PAGEDOWN", 78),
        (110, "KEY_INSERT", 73), (111, "KEY_DELETE", 76), (113, "KEY_MUTE", 127), (114, "KEY_VOLUMEDOWN", 129),
        (115, "KEY_VOLUMEUP", 128), (116, "KEY_POWER", 102), (117, "KEY_KPEQUAL", 103), (119, "KEY_PAUSE", 72),
        (121, "KEY_KPCOMMA", 133), (122, "KEY_HANGEUL", 144), (123, "KEY_HANJA", 145), (124, "KEY_YEN", 137),
        (125, "KEY_LEFTMETA", 227), (126, "KEY_RIGHTMETA", 231), (127, "KEY_COMPOSE", 101), (128, "KEY_STOP", 120),
        (129, "KEY_AGAIN", 121), (130, "KEY_PROPS", 118), (131, "KEY_UNDO", 122), (132, "KEY_FRONT", 119), (133, "KEY_COPY", 124),
        (134, "KEY_OPEN", 116), (135, "KEY_PASTE", 125), (136, "KEY_FIND", 126), (137, "KEY_CUT", 123), (138, "KEY_HELP", 117),
        (183, "KEY_F13", 104), (184, "KEY_F14", 105), (185, "KEY_F15", 106), (186, "KEY_F16", 107), (187, "KEY_F17", 108),
        (188, "KEY_F18", 109), (189, "KEY_F19", 110), (190, "KEY_F20", 111), (191, "KEY_F21", 112), (192, "KEY_F22", 113),
        (193, "KEY_F23", 114), (194, "KEY_F24", 115),
    ]

    private static let usages: [UInt16: Int] = Dictionary(uniqueKeysWithValues: table.map { ($0.code, $0.usage) })

    /// The names of the listed keys by code, for messages and `getevent -l` logs.
    static let names: [UInt16: String] = Dictionary(uniqueKeysWithValues: table.map { ($0.code, $0.name) })

    /// The codes of keyboard keys (`KEY_ESC` 1 up to `BTN_MISC` 0x100, exclusive): a
    /// device that reports some of these and no axes is a keyboard.
    public static let keyboardRange: ClosedRange<UInt16> = 1...0xff

    /// The HID usage (`UIKeyboardHIDUsage` raw value) of the Linux key code `code`
    /// (`KEY_A` is 30, its usage 4), or `nil` for a code UIKit has no key for.
    public static func hidUsage(ofLinuxKeyCode code: UInt16) -> Int? {
        usages[code]
    }
}
