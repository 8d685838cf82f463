import Touchstone

/// What a live driver drives: a window, or anything that forwards to one (a scene that
/// records what the window does). `UIWindow` conforms as it is.
@MainActor
public protocol TouchReceiver: AnyObject {
    /// Delivers one event of finger changes at `timestamp` (`UIWindow.sendTouches(_:at:)`).
    @discardableResult
    func sendTouches(_ inputs: [TouchInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UITouch]
    /// Moves time forward, firing the timers due by then (`UIWindow.advanceTime(to:)`).
    func advanceTime(to timestamp: TimeInterval) throws(TouchInputError)
    /// The time of the last input or timer (`UIWindow.currentTime`).
    var currentTime: TimeInterval { get }
    /// When the next timer is due, if one is armed (`UIWindow.nextTimerDeadline`).
    var nextTimerDeadline: TimeInterval? { get }
}

extension UIWindow: TouchReceiver {}
