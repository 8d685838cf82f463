import Foundation

/// One absolute axis of an input device, as the kernel describes it.
struct AxisInfo: Sendable, Equatable {
    var minimum: Int32
    var maximum: Int32
    /// Units per millimetre; 0 when the device does not say.
    var resolution: Int32
}

/// What a recording says about its device: its name, its absolute axes, whether it is
/// a touch screen (`INPUT_PROP_DIRECT`) or a touch pad, and the keys it has.
///
/// evemu files carry it in `N:`, `P:` and `A:` lines (in the recording or in a companion
/// `.desc` file); `getevent -lp` prints it as an `events:` block.
struct DeviceDescription: Sendable {
    var name: String?
    var axes: [UInt16: AxisInfo] = [:]
    /// `INPUT_PROP_DIRECT`: the surface is the screen. `nil` when unknown.
    var isDirect: Bool?
    /// The `EV_KEY` codes the device reports (evemu's `B: 01` lines), if described.
    var keys: Set<UInt16> = []
    /// Whether the device reports relative axes (evemu's `B: 02` lines).
    var hasRelativeAxes = false
    /// How many bytes of the key mask the `B: 01` lines read so far gave.
    var keyMaskBytes = 0

    var isEmpty: Bool { axes.isEmpty }

    /// Whether the description is a keyboard's: keys of ``LinuxKeyCodes/keyboardRange``
    /// and no axes, absolute or relative.
    var isKeyboard: Bool {
        axes.isEmpty && !hasRelativeAxes && keys.contains { LinuxKeyCodes.keyboardRange.contains($0) }
    }
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
