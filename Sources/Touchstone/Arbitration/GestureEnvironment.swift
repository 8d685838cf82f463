import Foundation

// Speed (see Borrowed.swift for why these pay, and the commit history for how much): the
// changed touches are read borrowed (`withBorrowed`): the event holds them until the end of
// the dispatch.

/// The arbitration engine of one window: it turns host input into touches, hands them to
/// gesture recognizers, decides which recognizers may act, and lets the delivery policy
/// tell views what they may hear.
///
/// Every window owns one environment and nothing is shared between windows (R-O4). The
/// environment only sequences the work; each step is done by a component that owns its
/// state, named below. Recognizers only report what they saw by setting their state.
///
/// ## The algorithm
///
/// For each host event (``dispatch(_:at:)``):
/// 1. The input is checked whole, so that a refused event changes nothing; then due
///    timers fire, in deadline order (R-O3).
/// 2. Touches are updated (``TouchTable``): a new finger gets a touch hit-tested to its
///    view (R-T1, R-T2, R-T4); every other live touch that did not change is `stationary`.
/// 3. For each new touch, the candidate recognizers are collected and fixed
///    (``CandidateCollection``, R-A1); they join the ``Attempt``, whose order is the
///    processing order (R-A2).
/// 4. Each participant, in processing order, receives its touches of this event
///    (``RecognizerDelivery``). After each call the ``Arbiter`` settles: every recognizer
///    that asked to begin or recognize is decided, which may fail others (R-A3, R-A5,
///    R-A6).
/// 5. The event is drained (``drain()``): views lose touches that recognizers took
///    (R-D2), then the queued actions go out (R-S5), then views hear what they may
///    (``TouchDelivery``, R-D1–R-D8), and responders their presses (``PressDelivery``,
///    R-R5).
/// 6. Recognizers whose attempt is over are reset once (``ResetPass``, R-S6).
///
/// Timers (step 1, and ``advanceTime(to:)``) run the same drain after their block, since a
/// timer can make a recognizer begin, recognize or fail; so do changes that user code
/// makes outside a dispatch (disabling or removing a recognizer, R-S8; ignoring a touch,
/// R-D6).
///
/// ## Cost
///
/// This runs for every host event, so the event path allocates nothing once warm and
/// costs time linear in the touches and in the recognizers on the touched path (see
/// <doc:Performance>).
@MainActor
final class GestureEnvironment {
    let clock = VirtualClock()
    /// The one event object of this window, reused for every dispatch.
    let event = UIEvent()
    let touchTable: TouchTable
    let attempt = Attempt()
    private let candidates: CandidateCollection
    private let recognizerDelivery: RecognizerDelivery
    let arbiter: Arbiter
    let resetPass: ResetPass
    private let delivery: TouchDelivery
    /// The changed touches of the current event by phase, shared by the two deliveries.
    private let phaseSets = PhaseSets()
    /// Whether a dispatch or timer is being processed; changes made by user code
    /// meanwhile are picked up by it instead of draining re-entrantly, and the window
    /// refuses host input meanwhile.
    var isProcessing = false

    /// Receives every arbitration decision; `nil` (the default) records nothing.
    var decisionHandler: ((GestureDecision) -> Void)? {
        get { arbiter.decisionHandler }
        set { arbiter.decisionHandler = newValue }
    }

    /// Told of every call to a view's `touches…` methods just before it is made; `nil`
    /// (the default) records nothing.
    var deliveryHandler: ((UIView, UITouch.Phase, Set<UITouch>) -> Void)? {
        get { delivery.observer }
        set { delivery.observer = newValue }
    }

    init(window: UIWindow.Reference) {
        touchTable = TouchTable(window: window, event: event)
        delivery = TouchDelivery(event: event, phaseSets: phaseSets)
        resetPass = ResetPass(attempt: attempt)
        arbiter = Arbiter(attempt: attempt, clock: clock, resetPass: resetPass)
        candidates = CandidateCollection(event: event, delivery: delivery, attempt: attempt)
        recognizerDelivery = RecognizerDelivery(event: event, touches: touchTable, phaseSets: phaseSets,
                                                attempt: attempt, arbiter: arbiter)
        pointer = PointerDelivery(window: window)
        presses = PressDelivery(window: window)
        attempt.environment = self
        pointer.environment = self
        presses.environment = self
    }

    /// The keys and buttons that are down and the modifier keys they hold (R-R5, R-R6).
    let presses: PressDelivery

    /// The pointer's state and its hover, scroll and transform deliveries (R-P2, R-P4–R-P6).
    let pointer: PointerDelivery

    /// The touches' estimates that await updates, and the updates' delivery (R-P9).
    let estimates = EstimateDelivery()

    // When the window goes mid-gesture: recognizers point back at the environment
    // without keeping it alive and must not be left pointing at freed memory; and the
    // touches of the attempt, the recognizers tracking them and the touches' views hold
    // each other, so the touches let go of both.
    isolated deinit {
        for touch in touchTable.liveTouches { touch.detachFromWindow() }
        presses.detachFromWindow()
        for recognizer in attempt.participants {
            for touch in recognizer.attemptTouches { touch.detachFromWindow() }
            recognizer.participation = Participation()
            recognizer.removeAllTouches()
            recognizer.attemptTouches = []
        }
    }

    // MARK: Host input

    /// Processes one host event: the changes of some fingers at `time` (steps 1–6 above).
    func dispatch(_ inputs: [TouchInput], at time: TimeInterval,
                  fromPointer: Bool = false) throws(TouchInputError) -> [UITouch] {
        try touchTable.validate(inputs, at: time, clock: clock, fromPointer: fromPointer)
        fireTimers(dueBy: time)
        clock.move(to: time)
        isProcessing = true
        defer { isProcessing = false }

        let counts = touchTable.apply(inputs, at: time)
        let changed = touchTable.changed
        if counts.began > 0 {
            for index in changed.indices {
                WorkMeter.step()
                withBorrowed(.passUnretained(changed[index])) { touch in
                    if touch.phase == .began { candidates.collect(for: touch) }
                }
            }
        }
        if counts.hasLifts { resetPass.noteLift() }
        phaseSets.startEvent(touchTable.eventNumber, with: changed, counts: counts,
                             sameTouches: touchTable.changedSameTouches)
        delivery.noteChanges(of: changed)
        if !touchTable.touchesAwaitingUpdates.isEmpty {  // R-P9: once the touches' recipients are known
            for touch in touchTable.touchesAwaitingUpdates { estimates.record(touch) }
            touchTable.clearTouchesAwaitingUpdates()
        }
        recognizerDelivery.deliverEvent()
        drain()
        if counts.hasLifts { event.removeLiftedTouches() }
        return changed
    }

    /// Processes one input of the pointer at `time` (``PointerDelivery``).
    func dispatchPointer(_ input: PointerInput, at time: TimeInterval) throws(TouchInputError) -> UITouch? {
        try pointer.validate(input, at: time)
        fireTimers(dueBy: time)
        clock.move(to: time)
        return pointer.apply(input, at: time)
    }

    /// Processes updates of estimated touch properties at `time` (``EstimateDelivery``,
    /// R-P9).
    func dispatchEstimateUpdates(_ updates: [TouchEstimateUpdate], at time: TimeInterval) throws(TouchInputError) {
        try clock.check(time)
        try estimates.validate(updates)
        fireTimers(dueBy: time)
        clock.move(to: time)
        handling { estimates.apply(updates) }
    }

    /// Processes one hover of a stylus at `time` (``PointerDelivery``, R-P10).
    func dispatchStylusHover(_ hover: StylusHover, at time: TimeInterval) throws(TouchInputError) {
        try pointer.validate(hover, at: time)
        fireTimers(dueBy: time)
        clock.move(to: time)
        pointer.apply(hover, at: time)
    }

    /// Processes one event of presses at `time` (``PressDelivery``).
    func dispatchPresses(_ inputs: [PressInput], at time: TimeInterval) throws(TouchInputError) -> [UIPress] {
        try presses.validate(inputs, at: time)
        fireTimers(dueBy: time)
        clock.move(to: time)
        return presses.apply(inputs, at: time)
    }

    /// Sets the modifier keys held, at `time` (R-R6).
    func dispatchModifierFlags(_ flags: UIKeyModifierFlags, at time: TimeInterval) throws(TouchInputError) {
        try advanceTime(to: time)
        presses.setModifierFlags(flags)
    }

    /// Moves the clock to `time`, firing due timers in deadline order (R-O3).
    func advanceTime(to time: TimeInterval) throws(TouchInputError) {
        try clock.check(time)
        fireTimers(dueBy: time)
        clock.move(to: time)
    }

    /// Fires every timer due at or before `time`, each followed by a drain.
    func fireTimers(dueBy time: TimeInterval) {
        clock.beginCall(until: time)
        while let timer = clock.popTimer(dueBy: time) {
            isProcessing = true
            timer.fire()
            drain()
            isProcessing = false
        }
    }

    // MARK: Reports from recognizers and views

    /// Called by the `state` setter after coercion (R-S3).
    func recognizer(_ recognizer: UIGestureRecognizer, didChangeStateFrom old: UIGestureRecognizer.State) {
        arbiter.recognizerChangedState(recognizer)
        drainIfIdle()
    }

    /// Ends the recognizer's interest in `touch` (R-D6).
    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        recognizer.removeTouch(touch)
        recognizer.attemptTouches.removeAllOnMainActor { $0 === touch }
        touch.recognizers.removeAllOnMainActor { $0 === recognizer }
        resetPass.isDue = true
        if recognizer.attemptTouches.isEmpty { arbiter.reconsiderWaiters(of: recognizer) }  // it no longer counts (R-A5)
        delivery.release(touch)
        drainIfIdle()
    }

    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) { withdraw(recognizer) }

    func recognizerWillDetach(_ recognizer: UIGestureRecognizer) {
        candidates.invalidate()
        withdraw(recognizer)
    }

    func recognizerDidAttach(_ recognizer: UIGestureRecognizer) { candidates.invalidate() }

    /// `view` is about to leave its superview: its touches end in it first (see
    /// ``TouchDelivery/cancelTouches(leavingWith:)``).
    func viewWillLeaveSuperview(_ view: UIView) {
        handling { delivery.cancelTouches(leavingWith: view) }
    }

    func viewDidLeaveWindow(_ view: UIView) {
        candidates.invalidate()
        for recognizer in attempt.participants where recognizer.storedView?.descends(from: view) ?? false {
            withdraw(recognizer)
        }
    }

    func recognizerStoppedAsking(_ recognizer: UIGestureRecognizer) { attempt.recognizerStoppedAsking(recognizer) }

    func recognizerGotDelegate(_ recognizer: UIGestureRecognizer) { attempt.recognizerGotDelegate(recognizer) }

    /// Takes a recognizer out of the attempt: the arbiter fails or cancels it and it
    /// hears nothing more of the sequence, and its touches go back to their views (R-S8).
    private func withdraw(_ recognizer: UIGestureRecognizer) {
        guard attempt.includes(recognizer) else { return }
        handling {
            arbiter.withdraw(recognizer, in: event, number: touchTable.eventNumber)
            resetPass.isDue = true
            for touch in recognizer.attemptTouches { delivery.release(touch) }
            for touch in recognizer.attemptTouches { touch.recognizers.removeAllOnMainActor { $0 === recognizer } }
            recognizer.removeAllTouches()
            recognizer.attemptTouches.removeAll()
        }
    }

    // MARK: Draining (steps 5 and 6)

    private func drainIfIdle() {
        handling {}
    }

    /// Runs `body`, which calls user code, as part of the window's handling: host input
    /// from that code is refused (``UIWindow/sendTouches(_:at:)``), and what it changed
    /// is drained afterwards, unless an event or timer being handled drains it anyway.
    func handling(_ body: () -> Void) {
        guard !isProcessing else { return body() }
        isProcessing = true
        defer { isProcessing = false }
        body()
        drain()
    }

    /// Sends what the decisions produced, in UIKit's order: cancellations in views, then
    /// actions, then the views' own deliveries; then resets finished recognizers. User code
    /// run by any of these may cause more decisions, so it loops until quiet.
    func drain() {
        repeat {
            repeat {
                arbiter.settle()
                arbiter.takeTouchesToCancel { delivery.applyCancellations($0) }  // R-D2, before actions (R-D5)
                arbiter.flushActions()
            } while arbiter.hasDecisions || !arbiter.touchesToCancel.isEmpty
            delivery.deliverPending()
            if presses.isActive { presses.deliverPending() }  // R-R5: the responders' presses
        } while arbiter.hasWork
        internalCheck(!arbiter.hasWork, "the arbiter's queues hold participants unretained: they must be empty "
                      + "before the reset pass takes any out of the attempt")
        if resetPass.isDue { arbiter.pruneInProgress() }
        if resetPass.run() { delivery.deliverPending() }
    }
}
