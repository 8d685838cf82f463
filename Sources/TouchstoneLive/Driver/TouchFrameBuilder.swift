import Touchstone

/// Gathers a toolkit's per-finger events into one `UIEvent`'s worth of finger changes,
/// for the toolkit adapters: a finger that moves again within the frame moves once, with
/// its earlier positions as coalesced samples (R-P8); a finger that goes down or lifts
/// twice needs another frame.
public struct TouchFrameBuilder: Sendable {
    private var touches: [TouchInput] = []
    /// The host time of each touch's latest position.
    private var stamps: [Double] = []

    /// An empty frame.
    public init() {}

    /// Adds `touch`, stamped with the host time `hostTime`, to the frame; `false` (the
    /// frame unchanged) when it cannot join it: take the frame, then add it again.
    public mutating func merge(_ touch: TouchInput, at hostTime: Double) -> Bool {
        guard let index = touches.firstIndex(where: { $0.finger == touch.finger }) else {
            touches.append(touch)
            stamps.append(hostTime)
            return true
        }
        let earlier = touches[index]
        // A `began` carries no earlier samples; only a move or a lift gathers them.
        guard earlier.phase == .moved, touch.phase == .moved || touch.phase == .ended, let location = earlier.location else {
            return false
        }
        var merged = touch
        // The earlier move's samples, its own place, then the samples the toolkit gave the
        // later one (GTK's event history).
        merged.coalesced = earlier.coalesced + [TouchInput.Sample(location: location, timestamp: stamps[index], force: earlier.force,
                                                                 majorRadius: earlier.majorRadius)] + touch.coalesced
        touches[index] = merged
        stamps[index] = hostTime
        return true
    }

    /// The frame as one event (none if it is empty), leaving the builder empty.
    public mutating func take() -> [HostInputEvent] {
        guard !touches.isEmpty else { return [] }
        defer {
            touches = []
            stamps = []
        }
        return [.touches(touches, at: stamps.max()!)]
    }
}
