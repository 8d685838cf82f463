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
    /// delivered after it, keeping the order.
    public func send(_ touches: [TouchInput], at hostTime: Double) throws(TouchInputError) {
        try feed.deliver(touches, at: windowTime(hostTime))
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

    /// Cancels the touches and presses still down, for input that was lost (a device unplugged, a
    /// connection closed, the window losing the pointer grab) (R-L3).
    public func inputLost(at hostTime: Double) throws(TouchInputError) {
        try feed.cancelOpenTouches(at: windowTime(hostTime))
    }
}
