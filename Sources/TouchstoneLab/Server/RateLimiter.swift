/// A token bucket per connection: `burst` messages at once, then `perSecond`. The server
/// is the host here, so it reads the monotonic clock; the engine never sees it.
struct RateLimiter {
    private let burst: Double
    private let perSecond: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant?

    init(burst: Int, perSecond: Double) {
        self.burst = Double(burst)
        self.perSecond = perSecond
        tokens = Double(burst)
    }

    /// Whether a message arriving at `now` is within the rate; takes its token if so.
    mutating func admit(at now: ContinuousClock.Instant) -> Bool {
        if let last {
            let elapsed = now - last
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            tokens = min(burst, tokens + seconds * perSecond)
        }
        last = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
