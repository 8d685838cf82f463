import Testing
import Touchstone
import TouchstoneLive

/// A host with a loop of its own drives a window with its own timestamps, in its unit
/// and epoch, and learns when to call back (R-L1).
@MainActor
@Suite struct HostLoopDriverTests {
    final class Presses {
        var states: [UIGestureRecognizer.State] = []
        var windowTimes: [Double] = []
    }

    func makeWindow(_ presses: Presses) -> UIWindow {
        let press = UILongPressGestureRecognizer()
        let window = TouchstoneLiveTests.makeWindow(recognizers: [press])
        press.addAction { [unowned window] recognizer in
            presses.states.append(recognizer.state)
            presses.windowTimes.append(window.currentTime)
        }
        return window
    }

    /// Milliseconds from the host's epoch: the long press's deadline is told in host time and fires when the host calls back then (R-L1)
    @Test func timersFireWhenTheHostCallsBack() throws {
        let presses = Presses()
        let driver = HostLoopDriver(window: makeWindow(presses), ticksPerSecond: 1000)
        #expect(driver.nextUpdate == nil)
        try driver.send([TouchInput(finger: 1, phase: .began, location: CGPoint(x: 100, y: 100))], at: 52_000)
        #expect(driver.nextUpdate == 52_500)
        try driver.update(at: 52_499)
        #expect(presses.states.isEmpty)
        try driver.update(at: 52_516)
        #expect(presses.states == [.began])
        #expect(presses.windowTimes == [0.5])
        try driver.send([TouchInput(finger: 1, phase: .ended)], at: 52_600)
        #expect(presses.states == [.began, .ended])
    }

    /// Input the host lost cancels the touches still down (R-L3)
    @Test func lostInputCancels() throws {
        let presses = Presses()
        let driver = HostLoopDriver(window: makeWindow(presses), ticksPerSecond: 1_000_000)
        try driver.send([TouchInput(finger: 1, phase: .began, location: CGPoint(x: 100, y: 100))], at: 7_000_000)
        try driver.update(at: 7_600_000)
        try driver.inputLost(at: 7_700_000)
        #expect(presses.states == [.began, .cancelled])
        #expect(driver.nextUpdate == nil)
    }

    /// Input stamped before a timer that already fired is delivered after it, in order.
    @Test func lateInputKeepsOrder() throws {
        let presses = Presses()
        let window = makeWindow(presses)
        let driver = HostLoopDriver(window: window, ticksPerSecond: 1000)
        try driver.send([TouchInput(finger: 1, phase: .began, location: CGPoint(x: 100, y: 100))], at: 0)
        try driver.update(at: 600)
        try driver.send([TouchInput(finger: 1, phase: .ended)], at: 450)
        #expect(presses.states == [.began, .ended])
        #expect(window.currentTime == 0.5)
    }
}
