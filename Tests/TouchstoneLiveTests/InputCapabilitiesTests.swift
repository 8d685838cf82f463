import Foundation
import Testing
import TouchstoneLive

/// `touchstone devices` tells what a device is from its capability bits, as udev does.
@Suite struct InputCapabilitiesTests {
    /// The capabilities an evemu description lists in its `B:` (bits, per type, 8 bytes a
    /// line) and `P:` (properties) lines: what `EVIOCGBIT` and `EVIOCGPROP` return.
    static func capabilities(ofDescription name: String) throws -> InputCapabilities {
        let text = try String(contentsOf: PipeFeeder.recordings.appendingPathComponent(name), encoding: .utf8)
        var bytes: [String: [UInt8]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("B:") || line.hasPrefix("P:") {
            let fields = line.split(separator: " ").dropFirst()
            let key = line.hasPrefix("P:") ? "P" : String(fields.first!)
            bytes[key, default: []] += (line.hasPrefix("P:") ? fields : fields.dropFirst()).map { UInt8($0, radix: 16)! }
        }
        func bits(_ key: String) -> Set<UInt16> {
            Set((bytes[key] ?? []).enumerated().flatMap { index, byte in
                (0..<8).filter { byte & (1 << $0) != 0 }.map { UInt16(index * 8 + $0) }
            })
        }
        return InputCapabilities(keys: bits("01"), relative: bits("02"), absolute: bits("03"), properties: bits("P"))
    }

    /// The shared devices' capability bits: touchscreens and a touchpad.
    @Test(arguments: [
        ("touchscreens/Atmel maXTouch Touchscreen.desc", InputCapabilities.Kind.touchscreen),
        ("touchscreens/N-Trig MultiTouch.desc", .touchscreen),
        ("tablets/Wacom ISDv4 E6 Finger.desc", .touchscreen),
        ("tablets/Wacom Bamboo 16FG 4x5 Finger.desc", .touchpad),
        ("tablets/Wacom Intuos5 touch M Finger.desc", .touchpad),
    ])
    func sharedDevices(_ name: String, _ kind: InputCapabilities.Kind) throws {
        #expect(try Self.capabilities(ofDescription: name).kind == kind)
    }

    /// A pen, a mouse and a keyboard.
    @Test func otherKinds() {
        // BTN_TOOL_PEN, BTN_TOUCH, BTN_STYLUS; ABS_X, ABS_Y, ABS_PRESSURE.
        #expect(InputCapabilities(keys: [0x140, 0x14a, 0x14b], absolute: [0, 1, 0x18], properties: [1]).kind == .pen)
        // BTN_LEFT, BTN_RIGHT; REL_X, REL_Y, REL_WHEEL.
        #expect(InputCapabilities(keys: [0x110, 0x111], relative: [0, 1, 8]).kind == .mouse)
        // KEY_A…: keys of a keyboard, no axes.
        #expect(InputCapabilities(keys: [30, 31, 32]).kind == .keyboard)
        // Keys beside a relative axis (a keyboard with a volume wheel) or buttons alone: neither.
        #expect(InputCapabilities(keys: [30, 31, 32], relative: [7]).kind == .other)
        #expect(InputCapabilities(keys: [0x130, 0x131]).kind == .other)
    }

    /// A directory without event devices lists none.
    @Test func noDevices() {
        #expect(InputDeviceInfo.list(in: FileManager.default.temporaryDirectory.path + "/no-such-input").isEmpty)
    }
}
