import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive

/// Builds a trace from the input a host sends to a window, so that a scripted run (the
/// `TouchSimulator`, a test, a browser session) can be saved and replayed: hand it every
/// `sendTouches`, `sendPointer` and `sendPresses` call's input and time, then ask for the
/// ``recording(screen:endTime:)`` and write it with `TraceFormat.write`.
///
/// Positions of lifts without one take the finger's last position, so the trace says
/// where every finger was. The contact properties of touches (type, force, radius,
/// angles, coalesced and predicted samples) and pointer input are kept: such a trace is
/// written as version 2; keys are kept with the modifier flags the keys before them hold
/// (R-R6), which makes it version 3. Presses of buttons (a remote's, a game
/// controller's) are not: the trace format has no place for them.
@MainActor
public final class TraceRecorder {
    private var frames: [TouchFrame] = []
    private var positions: [Int: CGPoint] = [:]
    private var modifiers = ModifierKeys()

    /// Creates an empty recorder.
    public init() {}

    /// Records one event: the changes of some fingers at `time`, in window coordinates.
    /// An event without changes only moves time, as the next frame or the trace's end
    /// does, and a trace holds no frame without changes: it is not recorded.
    public func record(_ inputs: [TouchInput], at time: TimeInterval) {
        guard !inputs.isEmpty else { return }
        let changes = inputs.map { input -> TouchChange in
            let change = TouchChange(input, at: input.location ?? positions[input.finger] ?? .zero)
            positions[input.finger] = change.phase.isDown ? change.location : nil
            return change
        }
        frames.append(TouchFrame(time: time, changes: changes))
    }

    /// Records one pointer input at `time`, in window coordinates (R-P2, R-P4–R-P6).
    public func record(_ input: PointerInput, at time: TimeInterval) {
        frames.append(TouchFrame(time: time, pointer: PointerEvent(input)))
    }

    /// Records one event of presses at `time` (R-R5): each key's change is a frame of its
    /// own, as a recording of a keyboard gives them. A `changed` press (a new force) and
    /// presses of buttons are left out.
    public func record(_ inputs: [PressInput], at time: TimeInterval) {
        for input in inputs {
            guard let key = KeyEvent(input, modifiers: UIKeyModifierFlags(rawValue: modifiers.flags.rawValue)) else { continue }
            modifiers.note(key.keyCode, key.phase)
            frames.append(TouchFrame(time: time, key: key))
        }
    }

    /// The trace so far, for a screen of `screen` points, lasting until `endTime`.
    public func recording(screen: CGSize, endTime: TimeInterval? = nil) -> TouchRecording {
        TouchRecording(frames: frames, screen: screen, endTime: endTime, file: "recording",
                       summary: "Touchstone trace, \(frames.count) frames")
    }
}
