import Foundation

/// Puts a live source's timestamps and the monotonic clock on the window's timeline.
///
/// The window's time starts at the first frame's timestamp and then runs with the
/// monotonic clock (times `speed`). A frame is placed by its own timestamp, not by when
/// it arrived (R-L1); a frame whose timestamp is ahead of the clock, because the frames
/// before it were delivered late, pulls the timeline forward so that no input ever lies in
/// the future of the clock. The latency of the fastest frame so far is thus taken as zero.
struct LiveTimeline {
    /// Window seconds per second of the monotonic clock.
    let speed: Double
    /// A monotonic instant and the window time it corresponds to.
    private var anchor: (instant: ContinuousClock.Instant, time: TimeInterval)?
    /// The source timestamp of window time 0.
    private var sourceOrigin: TimeInterval?

    init(speed: Double) {
        self.speed = speed
    }

    /// The window time at `instant`, or `nil` before the first frame.
    func time(at instant: ContinuousClock.Instant) -> TimeInterval? {
        anchor.map { $0.time + Self.seconds(instant - $0.instant) * speed }
    }

    /// The monotonic instant at which the window reaches `time`.
    func instant(at time: TimeInterval) -> ContinuousClock.Instant? {
        anchor.map { $0.instant + Self.duration(seconds: (time - $0.time) / speed) }
    }

    /// The farthest from the anchor, in seconds of the clock, that an instant is placed
    /// exactly: about 31 years. A time farther (a host's stamp of 10³⁰⁰ s, a timer at a
    /// speed no driver runs at) is as good as never, and would overflow `Duration` and
    /// the sleep beneath it.
    static let farthestOffset: Double = 1e9

    /// `seconds` as a duration, held within ±``farthestOffset``; NaN counts as never.
    static func duration(seconds: Double) -> Duration {
        guard seconds.magnitude <= farthestOffset else { return .seconds(seconds < 0 ? -farthestOffset : farthestOffset) }
        return .seconds(seconds)
    }

    /// The window time of a frame with the source timestamp `timestamp` that arrived at
    /// `arrival`, when the window is at `current`.
    mutating func place(_ timestamp: TimeInterval?, arrival: ContinuousClock.Instant,
                        current: TimeInterval) -> TimeInterval {
        let now = time(at: arrival) ?? current
        if anchor == nil { anchor = (arrival, now) }
        guard let timestamp else { return max(now, current) }
        if sourceOrigin == nil { sourceOrigin = timestamp - now }
        let placed = timestamp - sourceOrigin!
        if placed > now { anchor = (arrival, placed) }
        return max(placed, current)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
