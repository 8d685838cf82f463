import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// The fuzzer inside a `.gestureLog` suite, whose screens make a ``TouchSimulator`` of
/// their own (issue 42): that simulator keeps a gesture log of the window for the test,
/// and the log lives until the test ends. It must not keep the window's touches, and
/// through them its recognizers, alive: the fuzzer would report them not freed (R-O2)
/// where nothing leaks.
@MainActor
@Suite(.gestureLog) struct GestureFuzzInLoggedTestTests {
    /// A screen that drives itself with a simulator, as a test's screen object might.
    @MainActor final class SelfDrivenScreen {
        let screen = GestureFuzzTests.Screen()
        let fingers: TouchSimulator
        var window: UIWindow { screen.window }

        init() {
            fingers = TouchSimulator(window: screen.window)
        }
    }

    // R-O2: what the run made is freed when it lets the window go, logged or not.
    @Test func aLoggedTestsScreensAreFreedAfterEachRun() {
        let failures = GestureFuzz(seeds: 1...60).run { _ in SelfDrivenScreen() } window: { $0.window }
        #expect(failures.isEmpty, "\(failures.count) of 60 seeds: \(failures.first.map(String.init(describing:)) ?? "")")
    }

    // The simulator did make a log in this suite, so the run above went through one.
    @Test func theScreensSimulatorLogs() {
        #expect(SelfDrivenScreen().fingers.log != nil)
    }
}
