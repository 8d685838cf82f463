import Touchstone

/// The part both drivers share: delivers input in order on the receiver's time, fires
/// timers up to a time, and remembers which fingers and keys are down so that input that
/// ends or is lost can cancel them (R-L3).
@MainActor
final class TouchFeed {
    let receiver: any TouchReceiver
    /// The fingers down, with their last location.
    private var down: [Int: CGPoint] = [:]
    /// The keys and buttons down, in the order they went down.
    private var pressesDown: [PressInput] = []
    /// Whether the pointer is in the window (it moved in and did not exit), so that lost
    /// input takes it out, ending its hover and cancelling its contact and gestures.
    private var pointerInWindow = false

    init(receiver: any TouchReceiver) {
        self.receiver = receiver
    }

    /// Sends `touches` at `time`, or at the receiver's time if `time` is earlier (input
    /// that arrived after a timer already fired keeps its order). Timers due before it
    /// fire first.
    func deliver(_ touches: [TouchInput], at time: TimeInterval) throws(TouchInputError) {
        let time = max(time, receiver.currentTime)
        try receiver.advanceTime(to: time)
        try receiver.sendTouches(touches, at: time)
        for touch in touches {
            switch touch.phase {
            case .began, .moved: down[touch.finger] = touch.location ?? down[touch.finger] ?? .zero
            case .ended, .cancelled: down[touch.finger] = nil
            }
        }
    }

    /// Sends `presses` as one event at `time`, or at the receiver's time if `time` is
    /// earlier, as ``deliver(_:at:)`` sends touches.
    func deliver(presses: [PressInput], at time: TimeInterval) throws(TouchInputError) {
        guard !presses.isEmpty else { return }
        let time = max(time, receiver.currentTime)
        try receiver.advanceTime(to: time)
        try receiver.sendPresses(presses, at: time)
        for press in presses {
            switch press.phase {
            case .began: pressesDown.append(press)
            case .changed: break
            case .ended, .cancelled: pressesDown.removeAll { $0.type == press.type }
            }
        }
    }

    /// Sends one pointer input at `time`, or at the receiver's time if `time` is earlier,
    /// as ``deliver(_:at:)`` sends touches.
    func deliver(pointer: PointerInput, at time: TimeInterval) throws(TouchInputError) {
        let time = max(time, receiver.currentTime)
        try receiver.advanceTime(to: time)
        try receiver.sendPointer(pointer, at: time)
        switch pointer {
        case .move: pointerInWindow = true
        case .exit: pointerInWindow = false
        case .scroll, .transform: break
        }
    }

    /// Fires every timer due at or before `time`, each at its own deadline, so that the
    /// receiver's time stays at the last thing that happened.
    func fireTimers(through time: TimeInterval) throws(TouchInputError) {
        while let deadline = receiver.nextTimerDeadline, deadline <= time {
            try receiver.advanceTime(to: max(deadline, receiver.currentTime))
        }
    }

    /// Cancels every finger and key still down, and takes the pointer out of the window,
    /// at `time` or the receiver's time if later.
    func cancelOpenTouches(at time: TimeInterval) throws(TouchInputError) {
        if pointerInWindow { try deliver(pointer: .exit, at: time) }
        if !down.isEmpty {
            let touches = down.keys.sorted().map { TouchInput(finger: $0, phase: .cancelled, location: down[$0]) }
            try deliver(touches, at: time)
        }
        if !pressesDown.isEmpty {
            let cancels = pressesDown.reversed().map { press in
                var cancel = press
                cancel.phase = .cancelled
                cancel.force = 0
                return cancel
            }
            try deliver(presses: cancels, at: time)
        }
    }
}
