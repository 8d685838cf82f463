import Foundation

// Speed: a slot names its clock `Unmanaged`. It cannot hold it strongly (the clock's queue
// holds the slot's owner, which holds the slot: a cycle that would keep a window's clock,
// and every recognizer with a pending timer, alive after the window goes), and a `weak` or
// `unowned` reference would count references on every schedule and cancel. The slot uses
// it only while the timer is pending, and the clock clears the slot (through its owner)
// before it goes.

/// One timer of an owner, armed again and again with no object or closure of its own:
/// where its deadline waits in a clock, while it does. The one slot-timer type of
/// Touchstone: a recognizer's own timers, and the one behind every ``VirtualTimer``.
///
/// When the timer comes due, the clock calls its owner (``TimerOwner``) naming which of
/// the owner's timers fired, and the owner clears the slot; so a slot is pending exactly
/// while the clock's queue holds its timer.
struct TimerSlot: Equatable {
    private var clock: Unmanaged<VirtualClock>?
    /// The timer's row in the clock's queue (``TimerQueue``); -1 when not pending.
    private var row: Int32 = -1

    /// An idle slot.
    init() {}

    /// The pending timer in `row` of `clock`: what the clock tells an owner that a timer
    /// of its fired.
    init(pendingIn clock: VirtualClock, row: Int32) {
        self.clock = .passUnretained(clock)
        self.row = row
    }

    /// Whether the slot's timer waits in a clock.
    var isPending: Bool { row >= 0 }

    /// Arms the slot, which must be idle: `owner`'s `timer` fires `interval` seconds of
    /// `clock`'s time from now (negative means now).
    @MainActor mutating func schedule(on clock: VirtualClock, after interval: TimeInterval,
                           for owner: any TimerOwner, timer: Int) {
        internalCheck(!isPending, "a pending timer slot was armed again")
        row = clock.schedule(timer, of: owner, after: interval)
        self.clock = .passUnretained(clock)
    }

    /// Stops the slot's timer, if pending.
    @MainActor mutating func cancel() {
        guard isPending, let clock else { return }
        withBorrowed(clock) { $0.cancel(row) }
        self = TimerSlot()
    }

    static func == (first: TimerSlot, second: TimerSlot) -> Bool {
        first.row == second.row && first.clock?.toOpaque() == second.clock?.toOpaque()
    }
}

/// An object with timers in ``TimerSlot``s: the clock calls it when one of them leaves the
/// clock without the owner asking.
@MainActor
protocol TimerOwner: AnyObject {
    /// The owner's `timer`, pending as `slot`, came due: the owner clears the slot that
    /// held it and acts.
    func timerFired(_ timer: Int, from slot: TimerSlot)
    /// The clock of the owner's `timer`, pending as `slot`, went (its window went), so the
    /// timer never fires: the owner clears the slot that held it.
    func timerDropped(_ timer: Int, from slot: TimerSlot)
}
