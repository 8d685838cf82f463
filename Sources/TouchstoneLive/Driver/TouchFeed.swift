import Touchstone

/// The part both drivers share: delivers input in order on the receiver's time, fires
/// timers up to a time, and remembers which fingers are down so that input that ends or
/// is lost can cancel them (R-L3).
@MainActor
final class TouchFeed {
    let receiver: any TouchReceiver
    /// The fingers down, with their last location.
    private var down: [Int: CGPoint] = [:]

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

    /// Fires every timer due at or before `time`, each at its own deadline, so that the
    /// receiver's time stays at the last thing that happened.
    func fireTimers(through time: TimeInterval) throws(TouchInputError) {
        while let deadline = receiver.nextTimerDeadline, deadline <= time {
            try receiver.advanceTime(to: max(deadline, receiver.currentTime))
        }
    }

    /// Cancels every finger still down, at `time` or the receiver's time if later.
    func cancelOpenTouches(at time: TimeInterval) throws(TouchInputError) {
        guard !down.isEmpty else { return }
        let touches = down.keys.sorted().map { TouchInput(finger: $0, phase: .cancelled, location: down[$0]) }
        try deliver(touches, at: time)
    }
}
