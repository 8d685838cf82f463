import Testing
import Touchstone
import TouchstoneLive

/// The asynchronous driver places input by the source's timestamps, not by when it
/// arrives, and fires timers no earlier than their deadlines (R-L1).
@MainActor
@Suite struct LiveDriverTests {
    final class Log {
        var fired: [String] = []
        var timerFiredEarly = false
    }

    /// Frames that arrive all at once keep the source's spacing: two taps 0.1 s apart are a double tap (R-L1)
    @Test func placesFramesByTheirTimestamps() async throws {
        let log = Log()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addAction { _ in log.fired.append("double") }
        let single = UITapGestureRecognizer()
        single.require(toFail: double)
        single.addAction { _ in log.fired.append("single") }
        let window = makeWindow(recognizers: [double, single])
        let point = CGPoint(x: 100, y: 100)
        // Timestamps on the source's own clock, 1000 s into its epoch.
        let frames = [(1000.00, TouchInput.Phase.began), (1000.05, .ended), (1000.10, .began), (1000.15, .ended)]
            .map { LiveFrame(timestamp: $0.0, touches: [TouchInput(finger: 1, phase: $0.1, location: point)]) }
        let (stream, input) = AsyncStream<LiveFrame>.makeStream()
        for frame in frames { input.yield(frame) }
        input.finish()
        try await LiveDriver(window: window).run(stream)
        #expect(log.fired == ["double"])
        #expect(abs(window.currentTime - 0.15) < 1e-9)
    }

    /// A long press fires no earlier than its deadline by the monotonic clock, and the open finger is cancelled when the input ends (R-L1, R-L3)
    @Test func timerFiresNoEarlierThanItsDeadline() async throws {
        let log = Log()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.05
        let window = makeWindow(recognizers: [press])
        let driver = LiveDriver(window: window)
        press.addAction { [unowned window, unowned driver] recognizer in
            log.fired.append("\(recognizer.state)")
            if recognizer.state == .began, let due = driver.instant(atWindowTime: window.currentTime) {
                log.timerFiredEarly = ContinuousClock.now < due
            }
        }
        let (frames, input) = AsyncStream<LiveFrame>.makeStream()
        input.yield(LiveFrame(timestamp: nil, touches: [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 50, y: 50))]))
        Task.detached {
            try await Task.sleep(for: .milliseconds(120))
            input.finish()
        }
        try await driver.run(frames)
        #expect(log.fired == ["began", "cancelled"])
        #expect(!log.timerFiredEarly)
    }

    /// With an allowance for late input, a lift stamped before the long press's deadline but arriving after it still comes first (R-L1)
    @Test func lateInputComesBeforeTheTimer() async throws {
        let log = Log()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.05
        press.addAction { recognizer in log.fired.append("\(recognizer.state)") }
        let window = makeWindow(recognizers: [press])
        let (frames, input) = AsyncStream<LiveFrame>.makeStream()
        input.yield(LiveFrame(timestamp: 0, touches: [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 50, y: 50))]))
        Task.detached {
            try await Task.sleep(for: .milliseconds(100))
            input.yield(LiveFrame(timestamp: 0.04, touches: [TouchInput(finger: 1, phase: .ended, location: CGPoint(x: 50, y: 50))]))
            input.finish()
        }
        try await LiveDriver(window: window, lateInputAllowance: .milliseconds(300)).run(frames)
        #expect(log.fired.isEmpty)
        #expect(abs(window.currentTime - 0.04) < 1e-9)
    }
}
