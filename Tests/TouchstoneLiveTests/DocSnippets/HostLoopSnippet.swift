import TouchstoneLive

/// A touch event as a host with its own loop reports it, such as SDL's
/// `SDL_TouchFingerEvent`: milliseconds since the host started.
struct HostTouchEvent {
    var finger: Int
    var phase: TouchInput.Phase
    var x: Double
    var y: Double
    var milliseconds: UInt64
}

/// A game loop that hosts a window: each pass hands over its input and its clock, and
/// learns when it must come back even if no input arrives.
@MainActor
final class GameLoopHost {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    private(set) var log: [String] = []
    private lazy var driver = HostLoopDriver(window: window, ticksPerSecond: 1000)

    init() {
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: GameLoopHost.handlePress))
    }

    func handlePress(_ press: UILongPressGestureRecognizer) {
        log.append("long press \(press.state)")
    }

    /// One pass of the loop: returns the host time by which to call again, or `nil`
    /// to wait for input.
    func pass(events: [HostTouchEvent], now: UInt64) throws -> UInt64? {
        for event in events {
            let touch = TouchInput(finger: event.finger, phase: event.phase, location: CGPoint(x: event.x, y: event.y))
            try driver.send([touch], at: Double(event.milliseconds))
        }
        try driver.update(at: Double(now))
        return driver.nextUpdate.map { UInt64($0.rounded(.up)) }
    }
}
