import Foundation
import Testing
import TouchstoneFormats

/// Keyboards in evemu recordings: `EV_KEY` events become key frames with UIKit's key codes
/// (the USB HID usages), autorepeat makes no new press, and the modifier keys set the
/// modifier flags of the keys after them (R-R5, R-R6).
@Suite struct EvemuKeyboardTests {
    private func keyboard(_ events: String, strict: Bool = false) -> Result<TouchRecording, InputError> {
        read("N: test keyboard\n" + events, format: .evemu, strict: strict)
    }

    private func keys(_ recording: TouchRecording) -> [KeyEvent] { recording.frames.compactMap(\.key) }

    /// Evemu lines of one key change and its SYN_REPORT at `time`.
    private func key(_ code: Int, _ value: Int, at time: String) -> String {
        "E: \(time) 0001 \(String(format: "%04x", code)) \(value)\nE: \(time) 0000 0000 0\n"
    }

    // Linux key codes (linux/input-event-codes.h) and the USB HID usages of the same keys
    // (HID Usage Tables, keyboard page), which UIKeyboardHIDUsage's raw values are.
    private let keyA = 30, keyLeftShift = 42, keyRightShift = 54, keyCapsLock = 58, keyEnter = 28
    private let usageA = 4, usageLeftShift = 225, usageRightShift = 229, usageCapsLock = 57

    /// KEY_A down and up is keyboardA (usage 4) began and ended, typing "a" (R-R5)
    @Test func keyDownAndUp() throws {
        let recording = try keyboard(key(keyA, 1, at: "0.000000") + key(keyA, 0, at: "0.080000")).get()
        #expect(keys(recording) == [KeyEvent(keyCode: usageA, phase: .began, characters: "a"),
                                    KeyEvent(keyCode: usageA, phase: .ended, characters: "a")])
        #expect(recording.frames.map(\.time) == [0, 0.08])
        #expect(recording.summary == "evemu, keyboard, \"test keyboard\", keys only, on 1024×768 pt (default screen)")
        #expect(recording.warnings.isEmpty)
    }

    /// Autorepeat (value 2) makes no new press: one began, one ended however long the key is held
    @Test func autorepeatIsNoNewPress() throws {
        let recording = try keyboard(key(keyA, 1, at: "0.000000") + key(keyA, 2, at: "0.500000") + key(keyA, 2, at: "0.533000")
                                     + key(keyA, 0, at: "0.600000")).get()
        #expect(keys(recording).map(\.phase) == [.began, .ended])
        #expect(recording.frames.map(\.time) == [0, 0.6])
    }

    /// Shift held gives the keys after it the shift flag and their shifted characters; the
    /// flag stays while the other Shift is still down (R-R6)
    @Test func shiftHeld() throws {
        let recording = try keyboard(key(keyLeftShift, 1, at: "0.000000") + key(keyA, 1, at: "0.100000") + key(keyA, 0, at: "0.150000")
                                     + key(keyRightShift, 1, at: "0.200000") + key(keyLeftShift, 0, at: "0.250000")
                                     + key(keyA, 1, at: "0.300000") + key(keyA, 0, at: "0.350000")
                                     + key(keyRightShift, 0, at: "0.400000") + key(keyA, 1, at: "0.500000")).get()
        #expect(keys(recording) == [
            KeyEvent(keyCode: usageLeftShift, phase: .began),
            KeyEvent(keyCode: usageA, phase: .began, modifiers: .shift, characters: "A", charactersIgnoringModifiers: "a"),
            KeyEvent(keyCode: usageA, phase: .ended, modifiers: .shift, characters: "A", charactersIgnoringModifiers: "a"),
            KeyEvent(keyCode: usageRightShift, phase: .began, modifiers: .shift),
            KeyEvent(keyCode: usageLeftShift, phase: .ended, modifiers: .shift),
            // The right Shift still holds the flag.
            KeyEvent(keyCode: usageA, phase: .began, modifiers: .shift, characters: "A", charactersIgnoringModifiers: "a"),
            KeyEvent(keyCode: usageA, phase: .ended, modifiers: .shift, characters: "A", charactersIgnoringModifiers: "a"),
            KeyEvent(keyCode: usageRightShift, phase: .ended, modifiers: .shift),
            KeyEvent(keyCode: usageA, phase: .began, characters: "a"),
            // Still down at the end: cancelled there.
            KeyEvent(keyCode: usageA, phase: .cancelled, characters: "a"),
        ])
    }

    /// Caps Lock toggles alphaShift each time it goes down: letters type upper case, and
    /// Shift with it lower case
    @Test func capsLockToggles() throws {
        let recording = try keyboard(key(keyCapsLock, 1, at: "0.000000") + key(keyCapsLock, 0, at: "0.050000")
                                     + key(keyA, 1, at: "0.100000") + key(keyA, 0, at: "0.150000")
                                     + key(keyLeftShift, 1, at: "0.200000") + key(keyA, 1, at: "0.250000") + key(keyA, 0, at: "0.300000")
                                     + key(keyLeftShift, 0, at: "0.350000")
                                     + key(keyCapsLock, 1, at: "0.400000") + key(keyCapsLock, 0, at: "0.450000")
                                     + key(keyA, 1, at: "0.500000") + key(keyA, 0, at: "0.550000")).get()
        let began = keys(recording).filter { $0.phase == .began && $0.keyCode == usageA }
        #expect(began.map(\.characters) == ["A", "a", "a"])
        #expect(began.map(\.modifiers) == [.alphaShift, [.alphaShift, .shift], []])
        #expect(keys(recording).first == KeyEvent(keyCode: usageCapsLock, phase: .began))
    }

    /// A key code UIKit has no key for is skipped with one warning, and the keys around it
    /// still arrive
    @Test func unknownKeyCodeIsSkipped() throws {
        let keyBrightnessDown = 224
        let recording = try keyboard(key(keyBrightnessDown, 1, at: "0.000000") + key(keyBrightnessDown, 0, at: "0.050000")
                                     + key(keyA, 1, at: "0.100000") + key(keyA, 0, at: "0.150000")
                                     + key(keyBrightnessDown, 1, at: "0.200000")).get()
        #expect(keys(recording).map(\.keyCode) == [usageA, usageA])
        #expect(recording.warnings.map(\.description) == [
            "input:2: key code 224 has no UIKit key code (UIKeyboardHIDUsage); its events are skipped"
        ])
    }

    /// A release of a key that is not down (the Return that started the recording) is
    /// dropped with a warning, counted when it recurs
    @Test func releaseWithoutPressIsDropped() throws {
        let recording = try keyboard(key(keyEnter, 0, at: "0.000000") + key(keyA, 0, at: "0.100000") + key(keyA, 1, at: "0.200000")
                                     + key(keyA, 0, at: "0.300000")).get()
        #expect(keys(recording).map(\.phase) == [.began, .ended])
        #expect(recording.warnings.count == 2)
        #expect(recording.warnings.first?.description.hasPrefix("input:2: KEY_ENTER is released without having gone down") == true)
        #expect(recording.warnings.last?.description.contains("repeated 1 more time since line 2") == true)
    }

    /// Keys still down at the end are cancelled with a warning, or refused with `strict`
    @Test func keysDownAtTheEnd() throws {
        let events = key(keyLeftShift, 1, at: "0.000000") + key(keyA, 1, at: "0.100000")
        let recording = try keyboard(events).get()
        #expect(keys(recording).suffix(2).map { "\($0.keyCode) \($0.phase)" } == ["4 cancelled", "225 cancelled"])
        #expect(recording.warnings.map(\.description).contains { $0.contains("KEY_LEFTSHIFT, KEY_A are down; cut off?") })
        let error = keyboard(events, strict: true).error
        #expect(error?.kind == .truncated)
        #expect(error?.location.line == 5)
    }

    /// A key value other than 0, 1 or 2 is refused, naming the line
    @Test func badKeyValue() {
        let error = keyboard(key(keyA, 1, at: "0.000000") + "E: 0.100000 0001 001e 7\n").error
        #expect(error?.kind == .invalidValue)
        #expect(error?.description == "input:4: KEY_A value 7: a key's value is 0 (up), 1 (down) or 2 (autorepeat)")
    }

    /// A real keyboard (evemu-devices): each key's usage is the one the keyboard itself sent
    /// in its MSC_SCAN (0x70000 + usage); the Return released first is dropped, Control and C
    /// held at the end are cancelled
    @Test func recordedKeyboard() throws {
        let url = Recordings.repositoryRoot.appendingPathComponent(
            "Tests/Recordings/Lenovo ThinkPad Compact USB Keyboard with TrackPoint.keyboard.events")
        let text = try String(contentsOf: url, encoding: .utf8)
        let recording = try read(text, format: .evemu).get()
        // The keyboard's own report: the MSC_SCAN before each EV_KEY.
        var scans: [Int: Int] = [:]  // line of the EV_KEY → usage
        var lastScan: Int?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(separator: " ")
            guard fields.count == 5, fields[0] == "E:" else { continue }
            if fields[2] == "0004" && fields[3] == "0004" { lastScan = Int(fields[4]) }
            if fields[2] == "0001", let scan = lastScan {
                #expect(scan >> 16 == 7, "keyboard page")
                scans[index + 1] = scan & 0xffff
            }
        }
        let began = recording.frames.filter { $0.key?.phase == .began }
        #expect(began.count == 2)
        for frame in began { #expect(frame.key?.keyCode == scans[frame.line ?? 0]) }
        #expect(keys(recording).map(\.phase) == [.began, .began, .cancelled, .cancelled])
        #expect(keys(recording)[1].modifiers == .control)
        #expect(keys(recording)[1].characters == "c")
        #expect(recording.summary.hasPrefix("evemu, keyboard, \"Lenovo ThinkPad Compact USB Keyboard with TrackPoint\""))
    }

    /// The device description's keys (evemu's B: 01 lines) make a keyboard even before any
    /// key is pressed; the same lines with a relative axis do not
    @Test func describedKeyboard() throws {
        let keyboardBits = "B: 01 fe ff ff ff 00 00 00 00\n"
        #expect(try read("N: k\n" + keyboardBits + "E: 0.000000 0000 0000 0\n", format: .evemu).get().summary.contains("keyboard"))
        let device = try EvdevDevice.read(contentsOf: writeTemporary("N: k\n" + keyboardBits))
        #expect(device.isKeyboard)
        #expect(device.keys.contains(UInt16(keyA)) && device.keys.contains(1) && !device.keys.contains(0))
        #expect(throws: InputError.self) { try EvdevDevice.read(contentsOf: writeTemporary("N: k\n" + keyboardBits + "B: 02 03 00\n")) }
    }

    /// `getevent -l` names keys and says DOWN, UP and REPEAT
    @Test func geteventKeys() throws {
        let log = """
        [    1.000000] /dev/input/event3: EV_KEY       KEY_LEFTSHIFT        DOWN
        [    1.000000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
        [    1.100000] /dev/input/event3: EV_KEY       KEY_A                DOWN
        [    1.100000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
        [    1.600000] /dev/input/event3: EV_KEY       KEY_A                REPEAT
        [    1.600000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
        [    1.700000] /dev/input/event3: EV_KEY       KEY_A                UP
        [    1.700000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
        [    1.800000] /dev/input/event3: EV_KEY       KEY_LEFTSHIFT        UP
        [    1.800000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000

        """
        let recording = try read(log, format: .getevent).get()
        #expect(keys(recording).map { "\($0.keyCode) \($0.phase) \($0.characters)" }
                    == ["225 began ", "4 began A", "4 ended A", "225 ended "])
    }

    private func writeTemporary(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard-\(UUID().uuidString).desc")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
