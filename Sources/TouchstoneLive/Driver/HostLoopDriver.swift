import Touchstone

/// Drives a window from a host that has a loop of its own (GTK, SDL, a game loop): the
/// host passes input and the time with its own timestamps, in its own unit and from its
/// own epoch, and asks when it must call back next.
///
/// The driver reads no clock: the host's timestamps are the timeline (R-L1). Call
/// ``update(at:)`` each time round the loop, or at least by ``nextUpdate``, so that the
/// window's timers fire on time; send input with ``send(_:at:)`` as it comes.
@MainActor
public final class HostLoopDriver {
    /// What the driver delivers to.
    public let receiver: any TouchReceiver
    /// The host's clock ticks in one second: 1000 for SDL's and GTK's milliseconds,
    /// 1_000_000 for microseconds.
    public let ticksPerSecond: Double
    private let feed: TouchFeed
    /// The host time of window time 0: the first time the host gave.
    private var origin: Double?

    /// Prepares to drive `receiver` from a host whose clock ticks `ticksPerSecond` times
    /// a second.
    public init(window receiver: any TouchReceiver, ticksPerSecond: Double) {
        precondition(ticksPerSecond > 0 && ticksPerSecond.isFinite, "ticksPerSecond must be a positive number")
        self.receiver = receiver
        self.ticksPerSecond = ticksPerSecond
        feed = TouchFeed(receiver: receiver)
    }

    /// The window time of the host time `hostTime`.
    private func windowTime(_ hostTime: Double) -> TimeInterval {
        if origin == nil { origin = hostTime }
        return (hostTime - origin!) / ticksPerSecond
    }

    /// Delivers one event of finger changes that the host stamped `hostTime`; timers due
    /// before it fire first. Input stamped before something that already happened is
    /// delivered after it, keeping the order. The touches' coalesced and predicted
    /// samples carry host times too (R-P8), in the same unit.
    public func send(_ touches: [TouchInput], at hostTime: Double) throws(TouchInputError) {
        let time = windowTime(hostTime)
        guard touches.contains(where: { !$0.coalesced.isEmpty || !$0.predicted.isEmpty }) else {
            return try feed.deliver(touches, at: time)
        }
        var rebased = touches
        for index in rebased.indices {
            rebased[index].coalesced = rebased[index].coalesced.map { rebase($0) }
            rebased[index].predicted = rebased[index].predicted.map { rebase($0) }
        }
        try feed.deliver(rebased, at: time)
    }

    /// `sample` with its host time put on the window's timeline.
    private func rebase(_ sample: TouchInput.Sample) -> TouchInput.Sample {
        var sample = sample
        sample.timestamp = windowTime(sample.timestamp)
        return sample
    }

    /// Delivers one thing the mouse or trackpad did (R-P2, R-P4–R-P6), stamped
    /// `hostTime`, ordered as ``send(_:at:)`` orders touches.
    public func send(pointer: PointerInput, at hostTime: Double) throws(TouchInputError) {
        try feed.deliver(pointer: pointer, at: windowTime(hostTime))
    }

    /// Delivers one event a toolkit adapter made (`TouchstoneSDL`, `TouchstoneGTK`, or a
    /// host's own): its touches, pointer input, presses, or the loss of the input.
    public func send(_ event: HostInputEvent) throws(TouchInputError) {
        switch event {
        case .touches(let touches, let time): try send(touches, at: time)
        case .pointer(let pointer, let time): try send(pointer: pointer, at: time)
        case .presses(let presses, let time): try send(presses: presses, at: time)
        case .inputLost(let time): try inputLost(at: time)
        }
    }

    /// Delivers one event of key and button changes (R-R5) that the host stamped
    /// `hostTime`, ordered as ``send(_:at:)`` orders touches.
    public func send(presses: [PressInput], at hostTime: Double) throws(TouchInputError) {
        try feed.deliver(presses: presses, at: windowTime(hostTime))
    }

    /// Fires the timers due by the host time `hostTime`.
    public func update(at hostTime: Double) throws(TouchInputError) {
        try feed.fireTimers(through: windowTime(hostTime))
    }

    /// The host time by which the host must call ``update(at:)`` again; `nil` while no
    /// timer is armed (call back when input comes).
    public var nextUpdate: Double? {
        guard let deadline = receiver.nextTimerDeadline, let origin else { return nil }
        return origin + deadline * ticksPerSecond
    }

    /// Cancels the touches and presses still down and takes the pointer out of the window, for input that was lost (a device unplugged, a
    /// connection closed, the window losing the pointer grab) (R-L3).
    public func inputLost(at hostTime: Double) throws(TouchInputError) {
        try feed.cancelOpenTouches(at: windowTime(hostTime))
    }
}
