import Foundation

/// One absolute axis of an input device, as the kernel describes it.
struct AxisInfo: Sendable, Equatable {
    var minimum: Int32
    var maximum: Int32
    /// Units per millimetre; 0 when the device does not say.
    var resolution: Int32
}

/// What a recording says about its device: its name, its absolute axes, and whether it is
/// a touch screen (`INPUT_PROP_DIRECT`) or a touch pad.
///
/// evemu files carry it in `N:`, `P:` and `A:` lines (in the recording or in a companion
/// `.desc` file); `getevent -lp` prints it as an `events:` block.
struct DeviceDescription: Sendable {
    var name: String?
    var axes: [UInt16: AxisInfo] = [:]
    /// `INPUT_PROP_DIRECT`: the surface is the screen. `nil` when unknown.
    var isDirect: Bool?

    var isEmpty: Bool { axes.isEmpty }
}

/// A kernel input event read from a recording, with where it came from.
struct KernelEvent: Sendable {
    /// The event's timestamp in microseconds, as recorded (absolute or relative).
    var microseconds: Int64
    var type: UInt16
    var code: UInt16
    var value: Int32
    /// The 1-based line of the file.
    var line: Int
}
