import Foundation

/// One animation: the property animations one `animations` block made (R-AN1), their
/// common timeline on the host clock of their window, and what runs when they end.
///
/// The timeline starts at the call (delay included); the group's timer fires at its end on
/// the window's clock (R-O3), so completions run in deadline order, and in the order the
/// animations were made when they end together (R-AN2). A group whose animations were all
/// removed ends at the next turn of the clock, as UIKit's end at the next turn of the run
/// loop, with `finished` false (R-AN6).
@MainActor
final class AnimationGroup {
    let timing: AnimationTiming
    /// The window whose clock times the group.
    private let window: UIWindow.Reference
    /// The host time from which the elapsed time runs (the call, or the last resume).
    private var origin: TimeInterval
    /// The elapsed time at `origin`, from which time runs at `rate`.
    private var elapsedAtOrigin: TimeInterval = 0
    /// How fast the group's time runs against the window's: 1 normally, another positive
    /// value for an interactive transition finishing at its completion speed, a negative
    /// one for a cancelled transition running back to its start.
    private(set) var rate: Double = 1
    /// The timeline's time while paused (an animator's), else `nil`.
    private var pausedAt: TimeInterval?
    private(set) var animations: [PropertyAnimation] = []
    /// False once one of the animations was removed before its end.
    private(set) var finished = true
    private var slot = TimerSlot()
    /// Runs when the group ends, with `finished`.
    var onEnd: ((Bool) -> Void)?
    /// Whether a paused timeline shows its properties at the fraction of its time, not
    /// through their curves: an animator that scrubs linearly (R-AN8).
    var scrubsLinearly = false
    /// Whether reaching its end (or its start, running back) pauses the timeline there
    /// instead of ending it: an animator that pauses on completion (R-AN8).
    var pausesAtEnd = false

    /// Whether the properties show the fraction of their time now.
    var evaluatesLinearly: Bool { scrubsLinearly && pausedAt != nil }

    /// The Core Animation transaction the group was made in, whose completion block waits
    /// for it (R-CA8), as it waits for the animations UIKit adds for a block.
    private let transaction: TransactionRecord?

    init(timing: AnimationTiming, window: UIWindow) {
        self.timing = timing
        self.window = window.reference
        origin = window.currentTime
        transaction = CATransaction.recordAnimationAdded()
    }

    private var clock: VirtualClock? { window.window?.gestureEnvironment.clock }

    /// The timeline's length: the delay, then the duration (twice, autoreversing).
    var length: TimeInterval {
        timing.delay + timing.duration * (timing.autoreverses ? 2 : 1) * (timing.repeats ? 1 : max(timing.repeatCount, 0))
    }

    /// The time elapsed on the timeline now (negative before an animator's delayed start).
    var elapsed: TimeInterval {
        if let pausedAt { return pausedAt }
        return elapsedAtOrigin + ((clock?.now ?? origin) - origin) * rate
    }

    /// The time the segments are evaluated at now: the elapsed time with repetition and
    /// reversal folded in.
    var timelineNow: TimeInterval {
        let elapsed = self.elapsed
        let duration = timing.duration
        guard elapsed > timing.delay, duration > 0 else { return elapsed }
        var active = elapsed - timing.delay
        let cycle = timing.autoreverses ? 2 * duration : duration
        if timing.repeatCount != 1, timing.repeats || active < cycle * timing.repeatCount {
            active = active.truncatingRemainder(dividingBy: cycle)
        }
        if timing.autoreverses && active > duration { active = max(0, 2 * duration - active) }
        return timing.delay + min(active, duration)
    }

    // MARK: Starting

    /// Starts the recorded tracks whose views are in this group's window: each replaces
    /// the animation of the same property in flight (R-AN4), and the timer is set for the
    /// end, or for the next turn when nothing moves.
    func start(_ tracks: [AnimationRecording.Track], paused: Bool = false) {
        for track in tracks where track.view.window?.reference === window {
            add(track.segments, of: track.view)
        }
        if paused { pausedAt = 0 } else { scheduleEnd() }
    }

    /// Starts a transition: a timeline with no property in flight that still ends when its
    /// time is up.
    func startTransition() {
        isTransition = true
        scheduleEnd()
    }
    private var isTransition = false

    /// Adds the animation of one property, replacing the one in flight.
    func add(_ segments: [AnimationSegment], of view: UIView) {
        // A block that set a property to the value it had animates nothing.
        guard segments.contains(where: { $0.from != $0.to }) else { return }
        let animation = PropertyAnimation(view: view, segments: segments, group: self)
        if let running = view.runningAnimation(of: animation.property) {
            if timing.beginsFromCurrentState { animation.startFrom(running.currentValue) }
            running.group?.remove(running)
        }
        animations.append(animation)
        animation.attach()
    }

    /// Sets the timer for the end of the timeline, for the next turn of the clock when no
    /// animation is left; none for a repeating animation, which runs until removed.
    private func scheduleEnd() {
        guard let clock else { return }
        slot.cancel()
        if animations.isEmpty && !isTransition {
            slot.schedule(on: clock, after: 0, for: self, timer: 0)
        } else if !timing.repeats {
            let remaining = rate < 0 ? max(0, elapsed) / -rate : (length - elapsed) / rate
            slot.schedule(on: clock, after: remaining, for: self, timer: 0)
        }
    }

    // MARK: Pausing (animators)

    /// Whether the timeline is paused.
    var isPaused: Bool { pausedAt != nil }

    /// Freezes the timeline at its current time: no timer until resumed.
    func pause() {
        guard pausedAt == nil else { return }
        pausedAt = elapsed
        slot.cancel()
    }

    /// Moves a paused timeline to `time`.
    func seek(to time: TimeInterval) {
        pausedAt = time
    }

    /// Makes every property run from the value it shows now to its end over the rest of
    /// the timeline, along `curve`: how an animator picks up after a linear scrub or takes
    /// new timing parameters without a jump (R-AN8).
    func retime(along curve: TimingCurve) {
        let now = timelineNow, end = timing.delay + timing.duration
        guard now < end else { return }
        for animation in animations {
            animation.rebase(from: animation.currentValue, start: now, duration: end - now, curve: curve)
        }
    }

    /// Runs the timeline on from where it is, starting `delay` seconds from now, at `rate`
    /// (negative: backwards, to its start).
    func resume(afterDelay delay: TimeInterval = 0, rate: Double = 1) {
        precondition(rate != 0, "an animation group resumes at a nonzero rate")
        elapsedAtOrigin = elapsed
        pausedAt = nil
        self.rate = rate
        origin = (clock?.now ?? origin) + max(0, delay)
        scheduleEnd()
    }

    // MARK: Ending

    /// Removes `animation` before its end (R-AN6): the group will report `false`, and ends
    /// at the next turn when it was the last.
    func remove(_ animation: PropertyAnimation) {
        guard animations.contains(where: { $0 === animation }) else { return }
        animation.detach()
        animations.removeAll { $0 === animation }
        finished = false
        if animations.isEmpty && pausedAt == nil { scheduleEnd() }
    }

    /// Takes every animation off its view without ending the group (an animator that
    /// stops): returns them.
    func detachAll() -> [PropertyAnimation] {
        let detached = animations
        for animation in detached { animation.detach() }
        animations = []
        slot.cancel()
        return detached
    }

    /// The end: the animations leave their views and the group's end runs.
    private func end() {
        // A group run back to its start leaves its views where they were before its block
        // (a cancelled interactive transition, R-NV4).
        let reversed = rate < 0
        for animation in animations {
            animation.detach()
            if reversed { animation.view.setValue(animation.startValue) }
        }
        animations = []
        let onEnd = self.onEnd
        self.onEnd = nil
        onEnd?(finished)
        transaction?.animationStopped()
    }
}

extension AnimationGroup: TimerOwner {
    func timerFired(_ timer: Int, from slot: TimerSlot) {
        self.slot = TimerSlot()
        if pausesAtEnd && !animations.isEmpty {
            pausedAt = rate < 0 ? 0 : length
            return
        }
        end()
    }

    /// The window went: its animations never end, and their completions never run.
    func timerDropped(_ timer: Int, from slot: TimerSlot) {
        self.slot = TimerSlot()
        _ = detachAll()
        onEnd = nil
    }
}
