import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// The engine's own time limits (R-O3): a host timestamp past ``UIWindow/maximumTime`` is
/// refused, and no host call does work that grows with the time it moves over rather
/// than with what can be seen (``UIWindow/maximumRepeatsPerCall``).
@MainActor
@Suite struct TimeLimitTests {
    let scene = ControlTesting.Scene()
    /// At (100, 100): the plus half is right of x 147.
    let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    let plus = CGPoint(x: 170, y: 116)

    init() { scene.add(stepper) }

    /// Holds the plus half from now and counts value changes.
    private func holdPlus(wraps: Bool) -> () -> Int {
        stepper.wraps = wraps
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        scene.fingers.down(1, at: plus)
        return { changes }
    }

    @Test(arguments: [1e4, 1e9, 1e10], [false, true])
    func heldStepperOverAHugeJumpReturnsConsistent(jump: TimeInterval, wraps: Bool) throws {
        // R-O3, R-C2: the autorepeat fires at most maximumRepeatsPerCall times in the call,
        // then waits at its first tick after the call's time.
        let changes = holdPlus(wraps: wraps)
        try scene.window.advanceTime(to: jump)
        #expect(scene.window.currentTime == jump)
        let cap = UIWindow.maximumRepeatsPerCall
        if wraps {
            // The touch-down step, then one step per repeat: the value counts the steps
            // modulo 101 (0…100 with wrapping), by construction.
            #expect(changes() == 1 + cap + 1)
            #expect(stepper.value == Double((1 + cap + 1) % 101))
            let next = try #require(scene.window.nextTimerDeadline)
            #expect(next > jump && next <= jump + 0.1 + jump.ulp)
        } else {
            // Without wrapping the value stops at the maximum and so does the repeat.
            #expect(changes() == 100)
            #expect(stepper.value == 100)
            #expect(scene.window.nextTimerDeadline == nil)
        }
        // Consistent afterwards: the finger still tracks, lifts normally, the timer goes.
        #expect(stepper.isTracking)
        scene.fingers.up(1)
        #expect(!stepper.isTracking)
        #expect(scene.window.nextTimerDeadline == nil)
    }

    @Test func manyHeldSteppersShareOneBoundPerCall() throws {
        // R-O3: the bound is on the call, not on each timer: twenty held steppers over a
        // huge jump step at most maximumRepeatsPerCall times between them (with the one
        // skip each), not twenty times that.
        let count = 20
        var changes = 0
        let steppers = (0..<count).map { index in
            let stepper = UIStepper(frame: CGRect(x: 0, y: 40 * CGFloat(index), width: 10, height: 10))
            stepper.wraps = true
            stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            scene.add(stepper)
            return stepper
        }
        for (index, stepper) in steppers.enumerated() {
            // The plus half: the right end of the stepper (which takes its own size).
            scene.fingers.down(10 + index, at: CGPoint(x: stepper.frame.maxX - 10, y: stepper.frame.midY))
        }
        #expect(changes == count)  // each touch-down steps once
        try scene.window.advanceTime(to: 1e4)
        #expect(changes > count + UIWindow.maximumRepeatsPerCall / 2)  // the steppers did repeat
        #expect(changes <= count + UIWindow.maximumRepeatsPerCall + count)
        // Each still repeats on its grid in the next calls.
        let before = changes
        let next = try #require(scene.window.nextTimerDeadline)
        try scene.window.advanceTime(to: next + 0.15)
        #expect(changes > before && changes <= before + 2 * count)
    }

    @Test func theAutorepeatResumesAfterASkip() throws {
        // R-O3: after the skip, the next calls step on the 0.1 s grid as before.
        let changes = holdPlus(wraps: true)
        try scene.window.advanceTime(to: 1e4)
        let before = changes()
        let next = try #require(scene.window.nextTimerDeadline)
        try scene.window.advanceTime(to: next + 0.25)
        #expect(changes() == before + 3)
    }

    @Test(arguments: [1e12, 1e16, UIWindow.maximumTime.nextUp, .infinity])
    func aTimeBeyondTheMaximumIsRefusedAndChangesNothing(time: TimeInterval) {
        // R-O3: refused with the typed error, before any timer fires.
        let changes = holdPlus(wraps: true)
        scene.fingers.advance(by: 0.75)  // the repeats 0.5, 0.6 and 0.7 s after the touch
        #expect(changes() == 4)
        let now = scene.window.currentTime
        let value = stepper.value, count = changes(), deadline = scene.window.nextTimerDeadline
        #expect(throws: TouchInputError.timeOutOfRange(requested: time)) { try scene.window.advanceTime(to: time) }
        #expect(throws: TouchInputError.timeOutOfRange(requested: time)) {
            try scene.window.sendTouches([TouchInput(finger: 1, phase: .moved, location: plus)], at: time)
        }
        #expect(throws: TouchInputError.timeOutOfRange(requested: time)) {
            try scene.window.sendPointer(.move(to: plus, buttons: [], modifiers: []), at: time)
        }
        #expect(scene.window.currentTime == now)
        #expect(stepper.value == value && changes() == count)
        #expect(scene.window.nextTimerDeadline == deadline)
        #expect(stepper.isTracking)
    }

    @Test func theMaximumItselfIsTaken() throws {
        // R-O3: the bound is inclusive; the repeat then waits past it, where no call goes.
        let changes = holdPlus(wraps: true)
        try scene.window.advanceTime(to: UIWindow.maximumTime)
        #expect(changes() == 1 + UIWindow.maximumRepeatsPerCall + 1)
        let next = try #require(scene.window.nextTimerDeadline)
        #expect(next > UIWindow.maximumTime)
        #expect(throws: TouchInputError.timeOutOfRange(requested: next)) { try scene.window.advanceTime(to: next) }
    }

    @Test func messagesNameTheProblem() {
        #expect(TouchInputError.timeOutOfRange(requested: 1e16).description
                == "touch input: time 1e+16 s is later than the latest time a window handles, 10000000000 s; "
                + "count host time from the program's or the device's start")
        #expect(TouchInputError.timeOutOfRange(requested: .nan).description
                == "touch input: time nan s is not a finite number of seconds")
        #expect(throws: TouchInputError.self) { try scene.window.advanceTime(to: .nan) }
        do {
            try scene.window.advanceTime(to: .nan)
        } catch {
            #expect(!error.description.contains("before"))
        }
    }

    @Test func aSlowDecelerationOverAHugeJumpIsBoundedAndEndsWhereTimeSaysIt() throws {
        // R-V4, R-O3: frames within one call are capped; the motion is a function of time,
        // so it ends where a host calling every second has it end.
        func flingAndCount(stepping: Bool) throws -> (frames: Int, offset: CGPoint) {
            let scrollView = UIScrollView()
            scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.99999)  // τ = 100 s
            let world = ControlTesting.ScrollScene(scrollView: scrollView)
            scrollView.contentSize = CGSize(width: 400, height: 1e9)
            world.drag(from: world.onContent, by: CGPoint(x: 0, y: -120), steps: 6)
            world.fingers.up(1)
            world.delegateLog.clear()
            let end = world.fingers.now + 3000
            if stepping {
                while world.fingers.now < end { world.fingers.advance(by: min(1, end - world.fingers.now)) }
            } else {
                try world.scene.window.advanceTime(to: end)
            }
            let frames = world.delegateLog.scrollCount
            while let next = world.scene.window.nextTimerDeadline { try world.scene.window.advanceTime(to: next) }
            #expect(!scrollView.isDecelerating)
            return (frames, scrollView.contentOffset)
        }
        let jumped = try flingAndCount(stepping: false)
        let stepped = try flingAndCount(stepping: true)
        #expect(stepped.frames > UIWindow.maximumRepeatsPerCall)  // the motion really is that long
        #expect(jumped.frames <= UIWindow.maximumRepeatsPerCall + 1)
        #expect(jumped.offset == stepped.offset)
        #expect(jumped.offset.y > 50_000)
    }
}
