import Foundation

/// An evdev device as a live source knows it: its name, the ranges of its absolute axes,
/// whether its surface is the screen, and its keys, queried from the device itself or
/// read from a description file.
///
/// It is what an ``EvdevStream`` needs to turn device units into points; recordings carry
/// the same information in their header.
public struct EvdevDevice: Sendable, Equatable {
    /// One absolute axis, as `struct input_absinfo` gives it.
    public struct Axis: Sendable, Equatable {
        /// The smallest value the axis reports.
        public var minimum: Int32
        /// The largest value the axis reports.
        public var maximum: Int32
        /// Units per millimetre; 0 when the device does not say.
        public var resolution: Int32

        /// Creates an axis.
        public init(minimum: Int32, maximum: Int32, resolution: Int32 = 0) {
            self.minimum = minimum
            self.maximum = maximum
            self.resolution = resolution
        }
    }

    /// The device's name (`EVIOCGNAME`), if known.
    public var name: String?
    /// The absolute axes by `ABS_*` code.
    public var axes: [UInt16: Axis]
    /// `INPUT_PROP_DIRECT`: the surface is the screen; `nil` when unknown.
    public var isDirect: Bool?
    /// The `EV_KEY` codes the device reports (keys and buttons).
    public var keys: Set<UInt16>
    /// Whether the device reports relative axes (`EV_REL`: a mouse's motion or wheel).
    public var hasRelativeAxes: Bool

    /// Creates a device description.
    public init(name: String? = nil, axes: [UInt16: Axis] = [:], isDirect: Bool? = nil, keys: Set<UInt16> = [],
                hasRelativeAxes: Bool = false) {
        self.name = name
        self.axes = axes
        self.isDirect = isDirect
        self.keys = keys
        self.hasRelativeAxes = hasRelativeAxes
    }

    /// Whether the device is a keyboard: it has keys of the keyboard's range
    /// (``LinuxKeyCodes/keyboardRange``) and no axes, absolute or relative.
    public var isKeyboard: Bool { description.isKeyboard }

    /// Reads a description file: `evemu-describe` output (a `.desc` file, or a recording
    /// with its header) or `getevent -lp` output. Messages name the file by `url.path`.
    /// A description without axes is refused unless it is a keyboard's (evemu's `B: 01`
    /// lines give its keys).
    public static func read(contentsOf url: URL) throws(InputError) -> EvdevDevice {
        let location = InputLocation(file: url.path)
        // Read as every input is: once, from a pipe (`--device <(cat D)`) too.
        let text = try ByteSource.file(url).text()
        let description: DeviceDescription
        if InputReader.detectFormat(of: text) == .getevent {
            description = try GeteventParser.devices(in: .text(text, name: url.path)).first { !$0.description.isEmpty }?.description
                ?? DeviceDescription()
        } else {
            description = try EvemuParser.description(in: .text(text, name: url.path))
        }
        guard !description.isEmpty || description.isKeyboard else {
            throw InputError(.missingAxes, at: location, "no axes described, nor a keyboard's keys; expected evemu-describe or getevent -lp output")
        }
        return EvdevDevice(description)
    }

    init(_ description: DeviceDescription) {
        name = description.name
        axes = description.axes.mapValues { Axis(minimum: $0.minimum, maximum: $0.maximum, resolution: $0.resolution) }
        isDirect = description.isDirect
        keys = description.keys
        hasRelativeAxes = description.hasRelativeAxes
    }

    var description: DeviceDescription {
        DeviceDescription(name: name, axes: axes.mapValues { AxisInfo(minimum: $0.minimum, maximum: $0.maximum, resolution: $0.resolution) },
                          isDirect: isDirect, keys: keys, hasRelativeAxes: hasRelativeAxes)
    }
}
