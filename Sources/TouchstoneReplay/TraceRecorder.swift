import Foundation
import Touchstone
import TouchstoneFormats

/// Builds a trace from the finger changes a host sends to a window, so that a scripted
/// run (the `TouchSimulator`, a test) can be saved and replayed: hand it every
/// `sendTouches` call's input and time, then ask for the ``recording(screen:endTime:)``.
///
/// Positions of lifts without one take the finger's last position, so the trace says
/// where every finger was.
@MainActor
public final class TraceRecorder {
    private var frames: [TouchFrame] = []
    private var positions: [Int: CGPoint] = [:]

    /// Creates an empty recorder.
    public init() {}

    /// Records one event: the changes of some fingers at `time`, in window coordinates.
    public func record(_ inputs: [TouchInput], at time: TimeInterval) {
        let changes = inputs.map { input -> TouchChange in
            let location = input.location ?? positions[input.finger] ?? .zero
            let phase: TouchPhase = switch input.phase {
            case .began: .began
            case .moved: .moved
            case .ended: .ended
            case .cancelled: .cancelled
            }
            positions[input.finger] = phase.isDown ? location : nil
            return TouchChange(finger: input.finger, phase: phase, location: location)
        }
        frames.append(TouchFrame(time: time, changes: changes))
    }

    /// The trace so far, for a screen of `screen` points, lasting until `endTime`.
    public func recording(screen: CGSize, endTime: TimeInterval? = nil) -> TouchRecording {
        TouchRecording(frames: frames, screen: screen, endTime: endTime, file: "recording",
                       summary: "Touchstone trace, \(frames.count) frames")
    }
}
