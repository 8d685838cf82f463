import Foundation

// Speed (see Borrowed.swift for why these pay, and the commit history for how much): the
// properties are `@exclusivity(unchecked)`, the queues hold participants as `Unmanaged` and
// are read borrowed (`withBorrowed`): the attempt keeps every queued recognizer alive, and
// the queues are empty before the reset pass takes one out (checked under internal checks).

/// The decisions of an attempt: which recognizer that asked to begin or recognize waits,
/// fails or takes effect, and whom its taking effect defeats (R-A3–R-A6, R-S2–R-S5,
/// R-S8).
///
/// Recognizers report what they saw by setting their state; the arbiter queues those
/// that asked and decides them in ``settle()``. The decision code is mutually recursive
/// (a decision can release or defeat others, which are decided in turn) and stays here
/// together. It owns the queue of pending decisions, the waiting list, the recognizers in
/// progress, and what the decisions produce for the drain: actions to send and touches
/// to cancel in their views.
@MainActor
final class Arbiter {
    private let attempt: Attempt
    private let clock: VirtualClock
    private let resetPass: ResetPass
    private var relations: Relations { attempt.relations }

    /// Recognizers that asked to begin or recognize and await ``decide(_:)``.
    ///
    /// This queue and ``actionQueue`` hold participants without retaining them: the
    /// attempt keeps them alive, and both queues are empty before the reset pass takes
    /// anyone out of it.
    @exclusivity(unchecked) private var decisionQueue: [Unmanaged<UIGestureRecognizer>] = []
    /// Recognizers held by an undecided failure requirement (R-A6).
    @exclusivity(unchecked) private var waiting = WaitingList()
    /// Participants that took effect and were not terminal then: the ones that can block
    /// a newcomer (R-A3), usually none or one.
    @exclusivity(unchecked) private var inProgress: [UIGestureRecognizer] = []
    /// Actions to send when the event drains, with the state each one reports (R-S5).
    @exclusivity(unchecked) private var actionQueue: [(recognizer: Unmanaged<UIGestureRecognizer>, state: UIGestureRecognizer.State)] = []
    /// Touches whose recognizer took effect and may have to be cancelled in their view.
    @exclusivity(unchecked) private(set) var touchesToCancel: [UITouch] = []

    /// Receives every arbitration decision; `nil` (the default) records nothing.
    @exclusivity(unchecked) var decisionHandler: ((GestureDecision) -> Void)?

    init(attempt: Attempt, clock: VirtualClock, resetPass: ResetPass) {
        self.attempt = attempt
        self.clock = clock
        self.resetPass = resetPass
    }

    /// Whether decisions, actions or cancellations wait for the drain.
    var hasDecisions: Bool { !decisionQueue.isEmpty }
    var hasWork: Bool { !decisionQueue.isEmpty || !actionQueue.isEmpty || !touchesToCancel.isEmpty }

    // MARK: State changes reported by recognizers

    /// Called by the `state` setter after coercion (R-S3).
    func recognizerChangedState(_ recognizer: UIGestureRecognizer) {
        let new = recognizer.currentState
        if new == .began { recognizer.participation.requestedBegan = true }
        if new.isTerminal { resetPass.isDue = true }
        switch recognizer.participation.status {
        case .idle:
            if new == .failed {
                defeat(recognizer, rule: "R-S2", other: nil, reason: "failed by itself")
            } else {
                recognizer.participation.status = .pending
                enqueueDecision(recognizer)
            }
        case .pending:
            // Changes while waiting are only recorded: the state reads the request (R-A6).
            if new == .cancelled || new == .failed {
                defeat(recognizer, rule: "R-S2", other: nil, reason: "gave up before it could begin")
            }
        case .effective:
            if new != .cancelled || recognizer.participation.deliveredBegan {
                actionQueue.append((.passUnretained(recognizer), new))
            }
            if new == .cancelled { report(recognizer, .cancelled, rule: "R-S2", reason: "cancelled by itself") }
        case .defeated:
            break
        }
    }

    /// Takes a recognizer out of the attempt's competition when it is disabled or
    /// removed (R-S8): it gets `touchesCancelled`, then fails silently or is cancelled
    /// with an action.
    /// `number` is the current event's (``TouchTable/eventNumber``).
    func withdraw(_ recognizer: UIGestureRecognizer, in event: UIEvent, number eventNumber: Int) {
        if !recognizer.currentState.isTerminal {
            // Only the touches it heard begin and not end: a handler can withdraw it in the
            // middle of an event, before its turn or after it heard a touch lift.
            let heardThisEvent = recognizer.participation.lastEventHeard == eventNumber
            let open = recognizer.touches.filter { touch in
                heardThisEvent || touch.lastChangeEvent != eventNumber ? touch.isLive : touch.phase != .began
            }
            if !open.isEmpty { recognizer.touchesCancelled(Set(open), with: event) }
        }
        switch recognizer.participation.status {
        case .idle, .pending:
            defeat(recognizer, rule: "R-S8", other: nil, reason: "disabled or removed")
        case .effective where !recognizer.currentState.isTerminal:
            cancelInProgress(recognizer, rule: "R-S8", by: nil)
        default:
            break
        }
    }

    // MARK: Deciding

    /// Decides every recognizer that asked to begin or recognize. Inlined: it runs after
    /// every call to a recognizer, and usually nothing asked.
    @inline(__always)
    func settle() {
        if !decisionQueue.isEmpty { decideQueued() }
    }

    private func decideQueued() {
        // Decisions end attempts; every other decision (a defeat when a recognizer fails
        // itself or is withdrawn) comes with a terminal state or a withdrawal, which tell
        // the reset pass themselves.
        resetPass.isDue = true
        internalCheck(decisionQueue.allSatisfy { attempt.includes($0.takeUnretainedValue()) },
                      "the decision queue holds a recognizer that left the attempt (it is not retained)")
        var index = 0
        while index < decisionQueue.count {
            let queued = decisionQueue[index]
            index += 1
            WorkMeter.step()
            withBorrowed(queued) { recognizer in
                recognizer.participation.isQueuedForDecision = false
                if recognizer.participation.status == .pending { decide(recognizer) }
            }
        }
        decisionQueue.removeAllKeepingCapacity()
    }

    /// Decides a recognizer that asked to leave `possible`: it waits, fails, or takes
    /// effect. The checks run in this order.
    private func decide(_ recognizer: UIGestureRecognizer) {
        attempt.checkLists()
        // R-A5, R-A6: a required recognizer that recognized fails this one; one that is
        // still undecided makes it wait.
        // The first such recognizer in processing order is the one named.
        var recognized: UIGestureRecognizer?, blocker: UIGestureRecognizer?
        func consider(_ other: UIGestureRecognizer) {
            guard other !== recognizer, relations.requirementCounts(other),
                  relations.requires(recognizer, toFail: other) else { return }
            switch other.participation.status {
            case .effective:
                if Self.precedes(other, recognized) { recognized = other }
            case .idle, .pending:
                if Self.precedes(other, blocker) { blocker = other }
            case .defeated:
                break
            }
        }
        if recognizer.answersRequirementsWithoutAsking {
            // Only its own list, and the recognizers that must be asked, can require.
            for requirement in recognizer.failureRequirements {
                WorkMeter.step()
                if attempt.includes(requirement.recognizer) { consider(requirement.recognizer) }
            }
            for other in attempt.asking {
                WorkMeter.step()
                consider(other)
            }
        } else {
            for other in attempt.participants {
                WorkMeter.step()
                consider(other)
            }
        }
        if let recognized {
            return defeat(recognizer, rule: "R-A6", other: recognized,
                          reason: "required \(recognized.displayName) to fail, but it recognized")
        }
        if let blocker {
            // Decision: requirements that form a cycle (A waits on B, which waits on A)
            // would hold both forever, and every recognizer depending on them; the one
            // whose decision closes the cycle fails instead.
            if waiting.chain(from: blocker, reaches: recognizer) {
                return defeat(recognizer, rule: "R-A5", other: blocker,
                              reason: "its failure requirements form a cycle with \(blocker.displayName)")
            }
            return wait(recognizer, for: blocker)
        }
        // R-A3: a recognizer already in progress that would exclude this one blocks it.
        let mark = relations.markTouches(of: recognizer)
        var excluder: UIGestureRecognizer?
        for other in inProgress {
            WorkMeter.step()
            guard other !== recognizer, other.participation.status == .effective, !other.currentState.isTerminal,
                  relations.excludes(other, recognizer, sharingMark: mark, of: other) else { continue }
            if Self.precedes(other, excluder) { excluder = other }
        }
        if let excluder {
            return defeat(recognizer, rule: "R-A3", other: excluder,
                          reason: "blocked by \(excluder.displayName), already in progress")
        }
        // R-S4: the views whose touches would be cancelled, then the delegate, may veto.
        if recognizer.storedCancelsTouchesInView {
            let touches = recognizer.attemptTouches
            for index in touches.indices {
                WorkMeter.step()
                guard let view = touches[index].view,
                      !Self.anyTouch(of: touches[..<index], isIn: view) else { continue }
                if !view.gestureRecognizerShouldBegin(recognizer) {
                    return defeat(recognizer, rule: "R-S4", other: nil, view: view,
                                  reason: "vetoed by its touch's view (gestureRecognizerShouldBegin)")
                }
            }
        }
        if !recognizer.delegateAllowsBeginning() {
            return defeat(recognizer, rule: "R-S4", other: nil,
                          reason: "vetoed by its delegate (gestureRecognizerShouldBegin)")
        }
        takeEffect(recognizer)
    }

    /// Whether `recognizer` comes before `other` in processing order (R-A2), or there is
    /// no `other`.
    private static func precedes(_ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer?) -> Bool {
        guard let other else { return true }
        return recognizer.participation.order < other.participation.order
    }

    private static func anyTouch(of touches: ArraySlice<UITouch>, isIn view: UIView) -> Bool {
        for touch in touches {
            WorkMeter.step()
            if touch.view === view { return true }
        }
        return false
    }

    /// The recognizer begins or recognizes: its actions are queued, its touches leave the
    /// views, and the recognizers it beats fail.
    private func takeEffect(_ recognizer: UIGestureRecognizer) {
        recognizer.participation.status = .effective
        stopWaiting(recognizer)
        let state = recognizer.currentState
        // R-S5, R-A6: a continuous recognizer released late sends began, then its state.
        let requestedBegan = recognizer.participation.requestedBegan
        if requestedBegan {
            recognizer.participation.deliveredBegan = true
            actionQueue.append((.passUnretained(recognizer), .began))
            if state != .began { actionQueue.append((.passUnretained(recognizer), state)) }
        } else {
            actionQueue.append((.passUnretained(recognizer), state))
        }
        report(recognizer, requestedBegan ? .began : .recognized, rule: "R-S2", reason: "took effect")
        if !state.isTerminal { inProgress.append(recognizer) }
        // R-D2: its touches are cancelled in their views.
        if recognizer.storedCancelsTouchesInView {
            touchesToCancel.append(contentsOf: recognizer.attemptTouches)
        }
        let counts = relations.requirementCounts(recognizer)
        let mark = relations.markTouches(of: recognizer)
        var index = 0
        while index < attempt.participants.count {
            withBorrowed(.passUnretained(attempt.participants[index])) { other in
                if other !== recognizer { resolve(other, against: recognizer, requirementCounts: counts, sharingMark: mark) }
            }
            index += 1
        }
    }

    /// Decides what `recognizer` taking effect does to `other`, another participant: it
    /// fails if it required `recognizer` to fail, and is excluded unless the two may act
    /// together.
    private func resolve(_ other: UIGestureRecognizer, against recognizer: UIGestureRecognizer,
                         requirementCounts counts: Bool, sharingMark mark: Int) {
        WorkMeter.step()
        let status = other.participation.status
        if status == .defeated || (status == .effective && other.currentState.isTerminal) { return }
        // R-A6: whoever still waits to begin and required this recognizer to fail has
        // lost. One already in progress began when the requirement was met; only
        // exclusion can stop it now.
        if status.isUndecided && counts && relations.requires(other, toFail: recognizer) {
            defeat(other, rule: "R-A6", other: recognizer,
                   reason: "required \(recognizer.displayName) to fail, but it recognized")
        } else if relations.excludes(recognizer, other, sharingMark: mark, of: other) {
            // R-A3: exclusion.
            if other.participation.status == .effective {
                cancelInProgress(other, rule: "R-A3", by: recognizer)
            } else {
                defeat(other, rule: "R-A3", other: recognizer, reason: "excluded by \(recognizer.displayName)")
            }
        }
    }

    // MARK: Waiting (R-A6)

    /// Holds `recognizer` until `blocker` is decided (R-A6).
    private func wait(_ recognizer: UIGestureRecognizer, for blocker: UIGestureRecognizer) {
        guard waiting.hold(recognizer, for: blocker) else { return }
        waiting.check(in: attempt)
        report(recognizer, .waiting, rule: "R-A6", other: blocker,
               reason: "waits for \(blocker.displayName) to fail")
    }

    /// Takes a recognizer that has been decided off the waiting list.
    private func stopWaiting(_ recognizer: UIGestureRecognizer) {
        guard recognizer.participation.isWaiting else { return }
        waiting.release(recognizer)
        waiting.check(in: attempt)
    }

    /// The recognizers waiting on `blocker`, which was just decided or stopped counting
    /// (R-A5), are decided again, in processing order. The others would only wait again on
    /// the same blocker.
    func reconsiderWaiters(of blocker: UIGestureRecognizer) {
        guard blocker.participation.waiterCount > 0 else { return }
        for recognizer in waiting.recognizers {
            WorkMeter.step()
            guard recognizer.participation.blocker === blocker else { continue }
            enqueueDecision(recognizer)
        }
    }

    private func enqueueDecision(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.participation.isQueuedForDecision else { return }
        recognizer.participation.isQueuedForDecision = true
        decisionQueue.append(.passUnretained(recognizer))
    }

    // MARK: Outcomes

    /// The recognizer will not act in this attempt.
    private func defeat(_ recognizer: UIGestureRecognizer, rule: String, other: UIGestureRecognizer?,
                        view: UIView? = nil, reason: @autoclosure () -> String) {
        guard recognizer.participation.status != .defeated else { return }
        recognizer.participation.status = .defeated
        if !recognizer.currentState.isTerminal || recognizer.currentState == .ended {
            recognizer.forceState(.failed)
        }
        stopWaiting(recognizer)
        report(recognizer, .failed, rule: rule, other: other, view: view, reason: reason())
        reconsiderWaiters(of: recognizer)
    }

    /// A recognizer that had begun is cancelled by another's decision (R-A3) or by being
    /// disabled (R-S8): it sends a `cancelled` action.
    private func cancelInProgress(_ recognizer: UIGestureRecognizer, rule: String, by other: UIGestureRecognizer?) {
        recognizer.forceState(.cancelled)
        if recognizer.participation.deliveredBegan { actionQueue.append((.passUnretained(recognizer), .cancelled)) }
        report(recognizer, .cancelled, rule: rule, other: other,
               reason: other.map { "excluded by \($0.displayName)" } ?? "disabled or removed")
    }

    // MARK: What the decisions produced

    /// Hands the touches to cancel in their views to `body` and forgets them.
    @inline(__always)
    func takeTouchesToCancel(_ body: ([UITouch]) -> Void) {
        guard !touchesToCancel.isEmpty else { return }
        body(touchesToCancel)
        touchesToCancel.removeAllKeepingCapacity()
    }

    /// Sends the queued actions in order, settling after each, since an action can make
    /// a recognizer change state (R-S5).
    func flushActions() {
        var index = 0
        while index < actionQueue.count {
            let (recognizer, state) = actionQueue[index]
            index += 1
            WorkMeter.step()
            withBorrowed(recognizer) { $0.sendActions(reporting: state) }
            settle()
        }
        actionQueue.removeAllKeepingCapacity()
    }

    /// Forgets the recognizers in progress that no longer are: the reset pass is about to
    /// take participants out of the attempt.
    func pruneInProgress() {
        guard !inProgress.isEmpty else { return }
        inProgress.removeAllOnMainActor {
            $0.participation.status != .effective || $0.currentState.isTerminal || !$0.participation.isMember
        }
    }

    /// Reports a decision to the handler, if there is one; the reason is only written then,
    /// so that arbitration builds no strings when nobody listens.
    private func report(_ recognizer: UIGestureRecognizer, _ outcome: GestureDecision.Outcome, rule: String,
                        other: UIGestureRecognizer? = nil, view: UIView? = nil,
                        reason: @autoclosure () -> String) {
        guard let decisionHandler else { return }
        decisionHandler(GestureDecision(time: clock.now, recognizer: recognizer, outcome: outcome, rule: rule,
                                        other: other, view: view, reason: reason()))
    }
}
