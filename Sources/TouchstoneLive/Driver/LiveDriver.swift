import Foundation
import Touchstone

/// Runs a window live from an asynchronous sequence of input frames, for hosts written
/// with Swift concurrency: the frames are read off the main actor and handed over whole
/// (R-L2), each is delivered at its own timestamp, and the window's timers fire at their
/// deadlines by the monotonic clock (R-L1). The engine itself still reads no clock (R-O3):
/// this driver is the host.
///
/// When the input ends (the sequence finishes or throws) the fingers still down are
/// cancelled (R-L3) and the driver keeps firing timers until none is armed, so that
/// gestures waiting on one (a single tap waiting for a double tap to fail) still fire.
/// Cancelling the task that runs the driver cancels the open touches and returns at once.
@MainActor
public final class LiveDriver {
    /// What the driver delivers to: a window, or something forwarding to one.
    public let receiver: any TouchReceiver
    private let feed: TouchFeed
    private var timeline: LiveTimeline
    private let lateInputAllowance: Duration

    /// The speeds the driver runs at: from a hundredth of the clock's pace to a hundred
    /// times it. Slower, a gesture's timer waits hours (a long press at 10⁻⁹ would wait
    /// sixteen years, so a run never ends); faster, a second of the clock is minutes of
    /// the window's time, which no input is replayed at.
    nonisolated public static let supportedSpeeds: ClosedRange<Double> = 0.01...100
    /// The longest a driver waits for late input: a minute.
    nonisolated public static let maximumLateInputAllowance: Duration = .seconds(60)

    /// Prepares to drive `receiver`.
    ///
    /// - Parameters:
    ///   - receiver: the window (or scene session) that the input and timers go to.
    ///   - speed: runs the window's time that many times faster than the clock, for input
    ///     replayed faster than it was recorded; 1 for live input. Within
    ///     ``supportedSpeeds``.
    ///   - lateInputAllowance: how long after a timer's deadline the driver waits for input
    ///     stamped before the deadline, for sources whose input can arrive late (a network,
    ///     a loaded machine): such input then comes before the timer, as its timestamp
    ///     says. Zero, the default, fires timers on time; at most
    ///     ``maximumLateInputAllowance``.
    ///
    /// Settings out of range make ``run(_:)`` throw ``LiveDriverError``;
    /// ``validate(speed:lateInputAllowance:)`` checks them beforehand.
    public init(window receiver: any TouchReceiver, speed: Double = 1, lateInputAllowance: Duration = .zero) {
        self.receiver = receiver
        feed = TouchFeed(receiver: receiver)
        timeline = LiveTimeline(speed: speed)
        self.lateInputAllowance = lateInputAllowance
    }

    /// Checks the settings a driver would be made with, as a command line checks its
    /// options before it opens anything.
    ///
    /// - Throws: ``LiveDriverError`` naming the setting out of range.
    nonisolated public static func validate(speed: Double, lateInputAllowance: Duration = .zero) throws(LiveDriverError) {
        guard supportedSpeeds.contains(speed) else { throw .unsupportedSpeed(speed) }
        guard lateInputAllowance >= .zero && lateInputAllowance <= maximumLateInputAllowance else {
            throw .unsupportedLateInputAllowance(lateInputAllowance)
        }
    }

    /// The monotonic instant at which the window's time reaches `time`; `nil` before
    /// the first frame. A timer due at `time` fires no earlier than this instant.
    public func instant(atWindowTime time: TimeInterval) -> ContinuousClock.Instant? {
        timeline.instant(at: time)
    }

    private enum Wake: Sendable {
        case frame(LiveFrame, arrival: ContinuousClock.Instant)
        case inputEnded((any Error)?)
        /// The armed timer's sleep ended: host time `deadline` has come.
        case timer(deadline: TimeInterval)
    }

    /// Delivers `frames` as they come and fires timers on time, until the input has
    /// ended and no timer is armed, or the calling task is cancelled.
    ///
    /// - Throws: ``LiveDriverError`` at once if the driver's settings are out of range;
    ///   the error the sequence ended with, or a `TouchInputError` if the window refused
    ///   a frame, with open touches cancelled first.
    public func run<Frames: AsyncSequence & Sendable>(_ frames: Frames) async throws where Frames.Element == LiveFrame {
        try Self.validate(speed: timeline.speed, lateInputAllowance: lateInputAllowance)
        let (wakes, post) = AsyncStream<Wake>.makeStream()
        let reader = Task.detached {
            do {
                for try await frame in frames { post.yield(.frame(frame, arrival: .now)) }
                post.yield(.inputEnded(nil))
            } catch {
                post.yield(.inputEnded(error))
            }
        }
        var timer: (deadline: TimeInterval, task: Task<Void, Never>)?
        defer {
            reader.cancel()
            timer?.task.cancel()
        }
        var inputEnded = false
        var failure: (any Error)?
        do {
            for await wake in wakes {
                switch wake {
                case .frame(let frame, let arrival):
                    let time = timeline.place(frame.timestamp, arrival: arrival, current: receiver.currentTime)
                    if !frame.touches.isEmpty || frame.presses.isEmpty { try feed.deliver(frame.touches, at: time) }
                    try feed.deliver(presses: frame.presses, at: time)
                case .timer(let deadline):
                    if timer?.deadline == deadline { timer = nil }  // its task has ended: the next one is armed below
                    // The wake itself says the deadline has come: converting the clock back to
                    // host time can round to just below it, which would leave the timer unfired
                    // with nothing armed to wake the loop again.
                    let now = timeline.time(at: .now - lateInputAllowance) ?? receiver.currentTime
                    try feed.fireTimers(through: max(now, deadline))
                case .inputEnded(let error):
                    inputEnded = true
                    failure = error
                    try feed.cancelOpenTouches(at: timeline.time(at: .now) ?? receiver.currentTime)
                }
                guard let deadline = receiver.nextTimerDeadline, let due = timeline.instant(at: deadline).map({ $0 + lateInputAllowance }) else {
                    timer?.task.cancel()
                    timer = nil
                    if inputEnded { break } else { continue }
                }
                if timer?.deadline == deadline { continue }
                timer?.task.cancel()
                timer = (deadline, Task {
                    try? await Task.sleep(until: due, tolerance: .zero, clock: .continuous)
                    if !Task.isCancelled { post.yield(.timer(deadline: deadline)) }
                })
            }
            if !inputEnded { try feed.cancelOpenTouches(at: timeline.time(at: .now) ?? receiver.currentTime) }
        } catch {
            try? feed.cancelOpenTouches(at: timeline.time(at: .now) ?? receiver.currentTime)
            throw error
        }
        if let failure { throw failure }
    }
}
