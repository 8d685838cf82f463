import Foundation

/// The Linux input event types and codes a touch recording can contain, with their names
/// from `linux/input-event-codes.h`.
///
/// Both kernel-event readers use it: evemu files carry numbers, `getevent -l` logs carry
/// names. A type or code that the kernel does not define is an unknown event code, which
/// the readers refuse: it means the file is corrupt or not what it claims to be.
enum EventCodes {
    // Types.
    static let syn: UInt16 = 0x00
    static let key: UInt16 = 0x01
    static let rel: UInt16 = 0x02
    static let abs: UInt16 = 0x03

    // EV_SYN codes.
    static let synReport: UInt16 = 0
    static let synConfig: UInt16 = 1
    static let synMTReport: UInt16 = 2
    static let synDropped: UInt16 = 3

    // EV_KEY codes.
    static let btnLeft: UInt16 = 0x110
    static let btnRight: UInt16 = 0x111
    static let btnMiddle: UInt16 = 0x112
    static let btnSide: UInt16 = 0x113
    static let btnExtra: UInt16 = 0x114
    static let mouseButtons: ClosedRange<UInt16> = 0x110...0x114
    static let btnTouch: UInt16 = 0x14a
    /// The tools of a pen: its tip (`BTN_TOOL_PEN`), its eraser (`BTN_TOOL_RUBBER`), and
    /// the brush, pencil and airbrush some tablets tell apart.
    static let penTools: Set<UInt16> = [0x140, 0x141, 0x142, 0x143, 0x144]

    // EV_REL codes.
    static let relX: UInt16 = 0x00
    static let relY: UInt16 = 0x01
    static let relHWheel: UInt16 = 0x06
    static let relWheel: UInt16 = 0x08
    static let relWheelHiRes: UInt16 = 0x0b
    static let relHWheelHiRes: UInt16 = 0x0c

    // EV_ABS codes.
    static let absX: UInt16 = 0x00
    static let absY: UInt16 = 0x01
    static let absPressure: UInt16 = 0x18
    static let absTiltX: UInt16 = 0x1a
    static let absTiltY: UInt16 = 0x1b
    static let absMTSlot: UInt16 = 0x2f
    static let absMTPositionX: UInt16 = 0x35
    static let absMTPositionY: UInt16 = 0x36
    static let absMTTrackingID: UInt16 = 0x39

    /// Event types: number, name, and the largest code of the type (`*_MAX`).
    private static let types: [(type: UInt16, name: String, maxCode: UInt16)] = [
        (0x00, "EV_SYN", 0x0f), (0x01, "EV_KEY", 0x2ff), (0x02, "EV_REL", 0x0f), (0x03, "EV_ABS", 0x3f),
        (0x04, "EV_MSC", 0x07), (0x05, "EV_SW", 0x11), (0x11, "EV_LED", 0x0f), (0x12, "EV_SND", 0x07),
        (0x14, "EV_REP", 0x01), (0x15, "EV_FF", 0x7f), (0x16, "EV_PWR", 0), (0x17, "EV_FF_STATUS", 0x01),
    ]

    /// Named codes of the types whose codes are checked one by one. Codes of the other
    /// types are accepted anywhere below the type's maximum, since a touch recording
    /// ignores them.
    private static let names: [UInt16: [UInt16: String]] = [
        0x00: [0: "SYN_REPORT", 1: "SYN_CONFIG", 2: "SYN_MT_REPORT", 3: "SYN_DROPPED"],
        0x01: [0x110: "BTN_LEFT", 0x111: "BTN_RIGHT", 0x112: "BTN_MIDDLE", 0x113: "BTN_SIDE", 0x114: "BTN_EXTRA",
               0x140: "BTN_TOOL_PEN", 0x141: "BTN_TOOL_RUBBER", 0x142: "BTN_TOOL_BRUSH",
               0x143: "BTN_TOOL_PENCIL", 0x144: "BTN_TOOL_AIRBRUSH", 0x145: "BTN_TOOL_FINGER",
               0x146: "BTN_TOOL_MOUSE", 0x147: "BTN_TOOL_LENS", 0x148: "BTN_TOOL_QUINTTAP",
               0x149: "BTN_STYLUS3", 0x14a: "BTN_TOUCH", 0x14b: "BTN_STYLUS", 0x14c: "BTN_STYLUS2",
               0x14d: "BTN_TOOL_DOUBLETAP", 0x14e: "BTN_TOOL_TRIPLETAP", 0x14f: "BTN_TOOL_QUADTAP"],
        0x02: [0x00: "REL_X", 0x01: "REL_Y", 0x02: "REL_Z", 0x03: "REL_RX", 0x04: "REL_RY", 0x05: "REL_RZ",
               0x06: "REL_HWHEEL", 0x07: "REL_DIAL", 0x08: "REL_WHEEL", 0x09: "REL_MISC",
               0x0b: "REL_WHEEL_HI_RES", 0x0c: "REL_HWHEEL_HI_RES"],
        0x03: [0x00: "ABS_X", 0x01: "ABS_Y", 0x02: "ABS_Z", 0x03: "ABS_RX", 0x04: "ABS_RY", 0x05: "ABS_RZ",
               0x06: "ABS_THROTTLE", 0x07: "ABS_RUDDER", 0x08: "ABS_WHEEL", 0x09: "ABS_GAS", 0x0a: "ABS_BRAKE",
               0x10: "ABS_HAT0X", 0x11: "ABS_HAT0Y", 0x12: "ABS_HAT1X", 0x13: "ABS_HAT1Y",
               0x14: "ABS_HAT2X", 0x15: "ABS_HAT2Y", 0x16: "ABS_HAT3X", 0x17: "ABS_HAT3Y",
               0x18: "ABS_PRESSURE", 0x19: "ABS_DISTANCE", 0x1a: "ABS_TILT_X", 0x1b: "ABS_TILT_Y",
               0x1c: "ABS_TOOL_WIDTH", 0x20: "ABS_VOLUME", 0x21: "ABS_PROFILE", 0x28: "ABS_MISC",
               0x2e: "ABS_RESERVED", 0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR", 0x31: "ABS_MT_TOUCH_MINOR",
               0x32: "ABS_MT_WIDTH_MAJOR", 0x33: "ABS_MT_WIDTH_MINOR", 0x34: "ABS_MT_ORIENTATION",
               0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE",
               0x38: "ABS_MT_BLOB_ID", 0x39: "ABS_MT_TRACKING_ID", 0x3a: "ABS_MT_PRESSURE",
               0x3b: "ABS_MT_DISTANCE", 0x3c: "ABS_MT_TOOL_X", 0x3d: "ABS_MT_TOOL_Y"],
        0x04: [0x00: "MSC_SERIAL", 0x01: "MSC_PULSELED", 0x02: "MSC_GESTURE", 0x03: "MSC_RAW",
               0x04: "MSC_SCAN", 0x05: "MSC_TIMESTAMP"],
    ]

    /// Types whose every code must be a named one; the rest only need to be in range.
    private static let checkedTypes: Set<UInt16> = [0x00, 0x03, 0x04]

    /// How the kernel sees an event's type and code.
    enum Classification {
        /// A defined code (or any in-range code of a type whose codes are not checked).
        case named
        /// Within the type's range, so evdev can deliver it, but without a defined meaning.
        case unnamed
        /// Outside every range: evdev cannot produce it, so the file is corrupt.
        case unknown
    }

    static func classify(type: UInt16, code: UInt16) -> Classification {
        guard let entry = types.first(where: { $0.type == type }), code <= entry.maxCode else { return .unknown }
        return !checkedTypes.contains(type) || names[type]?[code] != nil ? .named : .unnamed
    }

    static func isKnownType(_ type: UInt16) -> Bool {
        types.contains { $0.type == type }
    }

    /// `EV_ABS`, or the number in hex.
    static func typeName(_ type: UInt16) -> String {
        types.first { $0.type == type }?.name ?? String(format: "type 0x%04x", type)
    }

    /// `ABS_MT_POSITION_X`, or the number in hex.
    static func codeName(type: UInt16, code: UInt16) -> String {
        names[type]?[code] ?? (type == key ? LinuxKeyCodes.names[code] : nil) ?? String(format: "code 0x%04x", code)
    }

    /// The type named `name` (`EV_ABS`).
    static func type(named name: String) -> UInt16? {
        types.first { $0.name == name }?.type
    }

    /// The code named `name` within `type`. Key, switch, LED and similar names that are
    /// not listed here are accepted as some code of their type, since a touch recording
    /// ignores them (their value is then `nil`, meaning "known but irrelevant").
    static func code(named name: String, type: UInt16) -> (known: Bool, code: UInt16?) {
        if let code = names[type]?.first(where: { $0.value == name })?.key { return (true, code) }
        if type == key, let entry = LinuxKeyCodes.table.first(where: { $0.name == name }) { return (true, entry.code) }
        guard !checkedTypes.contains(type), let typeName = types.first(where: { $0.type == type })?.name else {
            return (false, nil)
        }
        let prefixes: [String] = switch typeName {
        case "EV_KEY": ["KEY_", "BTN_"]
        default: [String(typeName.dropFirst(3)) + "_"]
        }
        return (prefixes.contains { name.hasPrefix($0) && name.count > $0.count }, nil)
    }
}
