import Touchstone

/// One whole frame of input as a source hands it to ``LiveDriver``: the fingers that
/// changed at one instant (an evdev `SYN_REPORT`, one browser event), or the keys, with
/// the source's own timestamp.
public struct LiveFrame: Sendable, Equatable {
    /// The source's timestamp in seconds, on any clock and from any epoch as long as it
    /// only runs forward; `nil` places the frame when it arrives.
    public var timestamp: TimeInterval?
    /// The finger changes, in window coordinates.
    public var touches: [TouchInput]
    /// The key changes, delivered as one event of presses (R-R5) after the touches, if
    /// both are given.
    public var presses: [PressInput]

    /// Creates a frame.
    public init(timestamp: TimeInterval?, touches: [TouchInput], presses: [PressInput] = []) {
        self.timestamp = timestamp
        self.touches = touches
        self.presses = presses
    }
}
