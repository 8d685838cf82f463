// The adapter of the Driving Touchstone from your toolkit article
// (Touchstone.docc/DrivingTouchstoneFromYourToolkit.md), compiled as written.
import TouchstoneLive

/// wl_touch → Touchstone. Call these from the listener's callbacks (wl_fixed_to_double
/// for positions), and `wait` from the loop that dispatches the display's events.
@MainActor
final class WaylandTouchAdapter {
    let driver: HostLoopDriver
    private var frame = TouchFrameBuilder()
    private var clock: () -> UInt32   // the compositor's clock: CLOCK_MONOTONIC in ms

    init(window: UIWindow, clock: @escaping () -> UInt32) {
        driver = HostLoopDriver(window: window, ticksPerSecond: 1000)
        self.clock = clock
    }

    func down(id: Int32, time: UInt32, x: Double, y: Double) { add(id, .began, time, x, y) }
    func motion(id: Int32, time: UInt32, x: Double, y: Double) { add(id, .moved, time, x, y) }
    func up(id: Int32, time: UInt32) { add(id, .ended, time, nil, nil) }

    private func add(_ id: Int32, _ phase: TouchInput.Phase, _ time: UInt32, _ x: Double?, _ y: Double?) {
        let touch = TouchInput(finger: Int(id) + 1, phase: phase, location: x.map { CGPoint(x: $0, y: y!) })
        if !frame.merge(touch, at: Double(time)) { flush(); _ = frame.merge(touch, at: Double(time)) }
    }

    /// wl_touch.frame: the fingers above are one UIEvent.
    func flush() { for event in frame.take() { try? driver.send(event) } }
    /// wl_touch.cancel: the compositor took the touches.
    func cancel() { frame = TouchFrameBuilder(); try? driver.inputLost(at: Double(clock())) }

    /// How long `poll` on wl_display_get_fd may sleep: until the next timer, or forever (-1).
    func pollTimeout() -> Int32 {
        try? driver.update(at: Double(clock()))
        return driver.nextUpdate.map { Int32(max(0, $0 - Double(clock())).rounded(.up)) } ?? -1
    }
}
