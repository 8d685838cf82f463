/// A ``LiveDriver`` setting outside what the driver supports, which a host passed in:
/// ``LiveDriver/run(_:)`` throws it before it reads any input.
public enum LiveDriverError: Error, Equatable, CustomStringConvertible {
    /// A speed outside ``LiveDriver/supportedSpeeds`` (NaN, infinite, zero or negative
    /// included).
    case unsupportedSpeed(Double)
    /// A late-input allowance that is negative or longer than
    /// ``LiveDriver/maximumLateInputAllowance``.
    case unsupportedLateInputAllowance(Duration)

    public var description: String {
        switch self {
        case .unsupportedSpeed(let speed):
            "live driver: speed \(speed) is outside \(LiveDriver.supportedSpeeds.lowerBound)…"
                + "\(LiveDriver.supportedSpeeds.upperBound) (times the clock's pace)"
        case .unsupportedLateInputAllowance(let allowance):
            "live driver: late-input allowance \(allowance) is outside 0…\(LiveDriver.maximumLateInputAllowance)"
        }
    }
}
