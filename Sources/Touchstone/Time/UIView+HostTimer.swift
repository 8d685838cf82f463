import Foundation

extension UIView {
    /// Runs `block` once, `interval` seconds of the window's host time from now (R-O3), on
    /// the timer kept in `slot`: the timer behind a stepper's autorepeat and a scroll
    /// view's animation frames.
    ///
    /// The slot's timer is made once and re-armed after it fires, so that a scroll view's
    /// sixty frames a second allocate nothing; a timer still pending moves to the new
    /// deadline. A view outside a window has no clock, so the slot's timer is stopped and
    /// nothing runs.
    ///
    /// A timer armed again from its own block repeats: within one host call the views'
    /// timers, all together, are armed at most ``UIWindow/maximumRepeatsPerCall`` times;
    /// past that, each one armed again moves to the first multiple of its `interval` after
    /// the time the call runs to, so that the call ends however far it moves time and
    /// however many views repeat.
    ///
    /// The block may capture the view strongly, and should: a `weak` capture would give
    /// the view a side table, slowing every retain and release of it, and the timer lets
    /// go of the block when it fires or is invalidated.
    func scheduleHostTimer(in slot: inout VirtualTimer?, after interval: TimeInterval,
                           _ block: @escaping @MainActor () -> Void) {
        guard let clock = window?.gestureEnvironment.clock else {
            slot?.invalidate()
            return
        }
        let timer: VirtualTimer
        if let existing = slot {
            existing.rearm(block: block)
            timer = existing
        } else {
            timer = VirtualTimer(block: block)
            slot = timer
        }
        var delay = interval
        if clock.countArming() > UIWindow.maximumRepeatsPerCall,
           clock.deadline(after: interval) <= clock.horizon {
            let ticks = interval > 0 ? ((clock.horizon - clock.now) / interval).rounded(.down) + 1 : 1
            delay = max(ticks * interval, clock.horizon.nextUp - clock.now)
        }
        timer.schedule(on: clock, after: delay)
    }

    /// How early a timer armed for a time on a grid (a display frame, a physics step)
    /// fires: a host that moves time by sums of intervals lands a rounding error short of
    /// the grid's multiples, and must still see the frame or the step due then.
    static let gridTolerance: TimeInterval = 1e-9

    /// Runs `block` at host time `time`, a time on a grid, or up to ``gridTolerance``
    /// before it, on the timer kept in `slot` (see ``scheduleHostTimer(in:after:_:)``).
    func scheduleHostTimer(in slot: inout VirtualTimer?, atGridTime time: TimeInterval,
                           _ block: @escaping @MainActor () -> Void) {
        let now = window?.currentTime ?? time
        scheduleHostTimer(in: &slot, after: max(time - now - Self.gridTolerance, 0), block)
    }
}
