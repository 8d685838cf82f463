import TouchstoneFormats

/// What an input device can report (its `EVIOCGBIT` bits and `EVIOCGPROP` properties),
/// and from that what kind of device it is.
public struct InputCapabilities: Sendable, Equatable {
    static let evKey: UInt16 = 0x01
    static let evRel: UInt16 = 0x02
    static let evAbs: UInt16 = 0x03
    static let propDirect: UInt16 = 0x01
    private static let btnLeft: UInt16 = 0x110
    private static let btnToolPen: UInt16 = 0x140
    private static let btnToolFinger: UInt16 = 0x145
    private static let btnTouch: UInt16 = 0x14a
    private static let btnStylus: UInt16 = 0x14b
    private static let relX: UInt16 = 0x00
    private static let relY: UInt16 = 0x01
    private static let absX: UInt16 = 0x00
    private static let absMTPositionX: UInt16 = 0x35

    /// What a device is, for `touchstone devices`.
    public enum Kind: String, Sendable {
        /// Fingers on the screen itself (`INPUT_PROP_DIRECT`).
        case touchscreen
        /// Fingers on a surface beside the screen.
        case touchpad
        /// A pen or stylus.
        case pen
        /// A relative pointer with buttons.
        case mouse
        /// Keys of a keyboard and no axes (R-R5).
        case keyboard
        /// Anything else: buttons with axes, sensors.
        case other
    }

    /// The `EV_KEY` codes (keys and buttons).
    public var keys: Set<UInt16>
    /// The `EV_REL` codes.
    public var relative: Set<UInt16>
    /// The `EV_ABS` codes.
    public var absolute: Set<UInt16>
    /// The `INPUT_PROP_*` properties.
    public var properties: Set<UInt16>

    /// Creates the capabilities from the device's bits.
    public init(keys: Set<UInt16> = [], relative: Set<UInt16> = [], absolute: Set<UInt16> = [], properties: Set<UInt16> = []) {
        self.keys = keys
        self.relative = relative
        self.absolute = absolute
        self.properties = properties
    }

    /// The kind, by the rules of udev's `input_id`: a pen tool makes a pen; absolute
    /// touch positions make a touchpad when the device reports finger tools and its
    /// surface is not the screen, a touchscreen otherwise (older touchscreen drivers do
    /// not set `INPUT_PROP_DIRECT`); relative motion with a left button makes a mouse;
    /// keys of the keyboard's range (`KEY_ESC`…, below `BTN_MISC`) and no axes at all make
    /// a keyboard.
    public var kind: Kind {
        if keys.contains(Self.btnToolPen) || keys.contains(Self.btnStylus) { return .pen }
        let touches = absolute.contains(Self.absMTPositionX)
            || (absolute.contains(Self.absX) && (keys.contains(Self.btnTouch) || keys.contains(Self.btnToolFinger)))
        if touches {
            return keys.contains(Self.btnToolFinger) && !properties.contains(Self.propDirect) ? .touchpad : .touchscreen
        }
        if relative.contains(Self.relX) && relative.contains(Self.relY) && keys.contains(Self.btnLeft) { return .mouse }
        if relative.isEmpty && absolute.isEmpty && keys.contains(where: LinuxKeyCodes.keyboardRange.contains) { return .keyboard }
        return .other
    }
}
