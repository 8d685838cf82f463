import Foundation
import Touchstone

/// Writes a workload's round of input as a list of frames, with a cursor on the virtual
/// time, so that each scripted sequence reads like its description ("down, 60 ms, up").
struct TouchScript {
    private(set) var frames: [WorkloadEvent] = []
    /// The time of the next frame, in seconds since the start of the round.
    private(set) var now: TimeInterval = 0

    /// Moves the cursor forward.
    mutating func wait(_ seconds: TimeInterval) { now += seconds }

    /// One event in which several fingers change at once.
    mutating func event(_ inputs: [TouchInput]) {
        frames.append(WorkloadEvent(time: now, inputs: inputs))
    }

    mutating func down(_ finger: Int, at point: CGPoint) {
        event([TouchInput(finger: finger, phase: .began, location: point)])
    }

    mutating func move(_ finger: Int, to point: CGPoint) {
        event([TouchInput(finger: finger, phase: .moved, location: point)])
    }

    mutating func up(_ finger: Int) {
        event([TouchInput(finger: finger, phase: .ended)])
    }
}
