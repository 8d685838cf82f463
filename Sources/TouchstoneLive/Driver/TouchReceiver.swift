import Touchstone

/// What a live driver drives: a window, or anything that forwards to one (a scene that
/// records what the window does). `UIWindow` conforms as it is.
@MainActor
public protocol TouchReceiver: AnyObject {
    /// Delivers one event of finger changes at `timestamp` (`UIWindow.sendTouches(_:at:)`).
    @discardableResult
    func sendTouches(_ inputs: [TouchInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UITouch]
    /// Delivers one event of key and button changes at `timestamp`
    /// (`UIWindow.sendPresses(_:at:)`, R-R5). A receiver that does not implement it
    /// refuses presses (see the default).
    @discardableResult
    func sendPresses(_ inputs: [PressInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UIPress]
    /// Delivers one thing the mouse or trackpad did at `timestamp`
    /// (`UIWindow.sendPointer(_:at:)`, R-P2, R-P4–R-P6). A receiver that does not
    /// implement it refuses pointer input (see the default).
    @discardableResult
    func sendPointer(_ input: PointerInput, at timestamp: TimeInterval) throws(TouchInputError) -> UITouch?
    /// Moves time forward, firing the timers due by then (`UIWindow.advanceTime(to:)`).
    func advanceTime(to timestamp: TimeInterval) throws(TouchInputError)
    /// The time of the last input or timer (`UIWindow.currentTime`).
    var currentTime: TimeInterval { get }
    /// When the next timer is due, if one is armed (`UIWindow.nextTimerDeadline`).
    var nextTimerDeadline: TimeInterval? { get }
}

extension TouchReceiver {
    /// Refuses the presses with `TouchInputError.pressInput`: a receiver that forwards
    /// only touches takes no keys.
    @discardableResult
    public func sendPresses(_ inputs: [PressInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UIPress] {
        guard let first = inputs.first else { return [] }
        throw .pressInput(press: first.key.map { "key \($0.keyCode)" } ?? "button \(first.type)",
                          problem: "this receiver (\(type(of: self))) takes no presses")
    }

    /// Refuses the input with `PointerInputError.notAccepted(receiver:)`: a receiver that
    /// forwards only touches and presses takes no pointer.
    @discardableResult
    public func sendPointer(_ input: PointerInput, at timestamp: TimeInterval) throws(TouchInputError) -> UITouch? {
        throw .pointer(.notAccepted(receiver: "\(type(of: self))"))
    }
}

extension UIWindow: TouchReceiver {}
