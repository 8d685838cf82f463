import Foundation

// Speed (see Borrowed.swift for why these pay, and the commit history for how much): the
// properties are `@exclusivity(unchecked)`, and the lists of touches and recognizers are
// read borrowed (`withBorrowed`): the pending and outgoing lists hold their touches until
// the pass ends, and a touch holds its recognizers.

/// What a touch's view has been told so far, and what it has not been told yet.
struct ViewDeliveryState {
    /// Whether the view may hear of the touch at all (R-T6, R-T7).
    var accepted = true
    /// The view got `touchesBegan` (set as the call goes out).
    var beganSent = false
    /// The view left its superview while tracking the touch (see
    /// ``TouchDelivery/cancelTouches(leavingWith:)``): calls of the current pass that had
    /// not gone out yet are dropped.
    var leftWithView = false
    /// The view got `touchesEnded`/`touchesCancelled`, or will never hear more.
    var finished = false
    /// R-D3 quirk: a recognizer that held the began recognized without cancelling,
    /// so later phases reach the view without a began.
    var beganDiscarded = false
    /// Phases that happened but were not told yet.
    var beganPending = false
    var movedPending = false
    var endPending: UITouch.Phase?
    /// The touch is in the delivery's pending list.
    var isQueued = false
    /// The delivery pass and phase in which the touch was last grouped into a call.
    var groupMark = 0

    var hasPending: Bool { !finished && (beganPending || movedPending || endPending != nil) }
}

/// The delivery policy: after the recognizers have had a touch, decides what the touch's
/// hit-test view hears of it (behavior rules §6).
///
/// For each touch it asks the touch's recognizers three questions: has one that cancels
/// touches taken effect (R-D2)? does an undecided one delay began (R-D3)? does an
/// undecided one delay ended (R-D4)? Phases that may not go yet stay pending on the touch
/// and are re-examined after every decision. Calls to views are grouped per view, per
/// phase and per multi-touch sequence, in the order began, moved, ended, cancelled.
@MainActor
final class TouchDelivery {
    private let event: UIEvent
    /// The event's sets by phase, shared with the environment.
    private let phaseSets: PhaseSets
    /// Touches with phases not yet told to their view, oldest first.
    @exclusivity(unchecked) private var pending: [UITouch] = []
    /// The calls of one delivery pass, grouped when sent.
    @exclusivity(unchecked) private var outgoing: [(touch: UITouch, phase: UITouch.Phase)] = []
    /// The phases in ``outgoing``, a bit per raw value, so that a pass looks for no others.
    @exclusivity(unchecked) private var outgoingPhases: UInt8 = 0
    @exclusivity(unchecked) private var scratch = Set<UITouch>()
    /// Numbers the delivery passes, for grouping calls without comparing every pair.
    @exclusivity(unchecked) private var passNumber = 0
    /// Told of every call to a view's `touches…` methods just before it is made
    /// (``UIWindow/touchDeliveryHandler``); `nil` (the default) costs one check per call.
    @exclusivity(unchecked) var observer: ((UIView, UITouch.Phase, Set<UITouch>) -> Void)?

    init(event: UIEvent, phaseSets: PhaseSets) {
        self.event = event
        self.phaseSets = phaseSets
        scratch.reserveCapacity(16)
    }

    // MARK: Admission (R-T6, R-T7)

    /// Where the event's touch list holds touches in exclusive-touch views (R-T7),
    /// gathered once per event that has new touches: admission looks at these few, not
    /// at every live touch, which for n fingers coming down at once cost n² steps.
    /// Indices, not touches, so that nothing is retained past the event.
    @exclusivity(unchecked) private var inExclusiveViews: [Int] = []
    /// The event ``inExclusiveViews`` was gathered for.
    @exclusivity(unchecked) private var inExclusiveViewsEvent = -1
    /// The view of the last new touch that found no exclusive-touch view of another view
    /// tracking, in this event: the touch list does not change within an event and a
    /// touch only ever stops being accepted, so the next new touch of that view need not
    /// look again.
    @exclusivity(unchecked) private var noOtherExclusiveViewTracking: ObjectIdentifier?
    /// Likewise, an exclusive-touch view that no touch of another view was tracking.
    @exclusivity(unchecked) private var exclusiveViewAlone: ObjectIdentifier?

    /// Decides whether a new touch's view may hear of it, and returns the exclusive-touch
    /// view that restricts the touch's recognizers, if any (R-T7).
    ///
    /// `liveTouches` is the event's touch list, which holds every touch of the event, the
    /// new ones not yet admitted (and so still accepted) included.
    func acceptForView(_ touch: UITouch, among liveTouches: [UITouch]) -> UIView? {
        guard let view = touch.view else {
            touch.delivery.accepted = false
            return nil
        }
        if inExclusiveViewsEvent != touch.lastChangeEvent {
            inExclusiveViewsEvent = touch.lastChangeEvent
            inExclusiveViews.removeAll(keepingCapacity: true)
            noOtherExclusiveViewTracking = nil
            exclusiveViewAlone = nil
            for index in liveTouches.indices {
                WorkMeter.step()
                withBorrowed(.passUnretained(liveTouches[index])) { other in
                    if other.isLive, other.view?.isExclusiveTouch == true { inExclusiveViews.append(index) }
                }
            }
        }
        func isTracking(_ other: UITouch) -> Bool { other !== touch && other.isLive && other.delivery.accepted }
        #if TOUCHSTONE_INTERNAL_CHECKS
        // The rule read off every live touch, as it was computed before the shortcut.
        var naive: (accepted: Bool, exclusiveView: UIView?) = (touch.delivery.accepted, nil)
        for other in liveTouches where isTracking(other) {
            guard let otherView = other.view, otherView !== view else { continue }
            if otherView.isExclusiveTouch {
                naive = (false, otherView)
            } else if view.isExclusiveTouch {
                naive = (false, naive.exclusiveView ?? view)
            }
        }
        #endif
        var exclusiveView: UIView?
        // An exclusive view is tracking: nobody else hears (the latest such view decides).
        if noOtherExclusiveViewTracking != ObjectIdentifier(view) {
            for index in inExclusiveViews.reversed() where index < liveTouches.count {
                WorkMeter.step()
                let other = liveTouches[index]
                guard isTracking(other), let otherView = other.view, otherView !== view, otherView.isExclusiveTouch else { continue }
                exclusiveView = otherView
                touch.delivery.accepted = false
                break
            }
            if exclusiveView == nil { noOtherExclusiveViewTracking = ObjectIdentifier(view) }
        }
        if exclusiveView == nil && view.isExclusiveTouch && exclusiveViewAlone != ObjectIdentifier(view) {
            // Another view is tracking: the exclusive one waits.
            for index in liveTouches.indices {
                WorkMeter.step()
                let other = liveTouches[index]
                guard isTracking(other), let otherView = other.view, otherView !== view else { continue }
                exclusiveView = view
                touch.delivery.accepted = false
                break
            }
            if exclusiveView == nil { exclusiveViewAlone = ObjectIdentifier(view) }
        }
        #if TOUCHSTONE_INTERNAL_CHECKS
        internalCheck(naive.accepted == touch.delivery.accepted && naive.exclusiveView === exclusiveView,
                      "exclusive-touch admission of \(touch) disagrees with the rule read off every live touch")
        #endif
        if touch.delivery.accepted && !view.isMultipleTouchEnabled {
            if view.lastSequenceWithTouch == touch.sequence {
                touch.delivery.accepted = false  // R-T6: only the first touch of the sequence
            }
        }
        if touch.delivery.accepted { view.lastSequenceWithTouch = touch.sequence }
        return exclusiveView
    }

    // MARK: Recording what happened

    /// Records the phases of this event's changed touches as not yet told.
    func noteChanges(of touches: [UITouch]) {
        for touch in touches {
            WorkMeter.step()
            guard touch.delivery.accepted && !touch.delivery.finished else { continue }
            switch touch.phase {
            case .began: touch.delivery.beganPending = true
            case .moved: touch.delivery.movedPending = true
            case .ended, .cancelled: touch.delivery.endPending = touch.phase
            case .stationary: continue
            }
            enqueue(touch)
        }
    }

    /// Re-examines a touch that a recognizer stopped holding (ignore, withdrawal).
    func release(_ touch: UITouch) {
        if touch.delivery.hasPending { enqueue(touch) }
    }

    private func enqueue(_ touch: UITouch) {
        guard !touch.delivery.isQueued else { return }
        touch.delivery.isQueued = true
        pending.append(touch)
    }

    // MARK: The verdict

    /// What a touch's recognizers allow its view to hear now.
    private struct Verdict: OptionSet {
        let rawValue: UInt8

        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A recognizer that cancels touches took this one (R-D2).
        static let cancel = Verdict(rawValue: 1 << 0)
        /// An undecided recognizer delays its began (R-D3).
        static let holdBegan = Verdict(rawValue: 1 << 1)
        /// An undecided recognizer delays its end (R-D4).
        static let holdEnded = Verdict(rawValue: 1 << 2)
        /// A recognizer that delayed the began took effect without cancelling (R-D3 quirk).
        static let recognizedWhileHolding = Verdict(rawValue: 1 << 3)

        /// What `recognizer`, if it still has the touch in its attempt, contributes.
        @MainActor
        init(of recognizer: UIGestureRecognizer) {
            var verdict: Verdict = []
            switch recognizer.participation.status {
            case .effective:
                if recognizer.storedCancelsTouchesInView { verdict.insert(.cancel) }
                if recognizer.storedDelaysTouchesBegan { verdict.insert(.recognizedWhileHolding) }
            case .idle, .pending:
                if recognizer.storedDelaysTouchesBegan { verdict.insert(.holdBegan) }
                if recognizer.storedDelaysTouchesEnded { verdict.insert(.holdEnded) }
            case .defeated:
                break
            }
            self = verdict
        }
    }

    /// The union of what the touch's recognizers contribute. Whether a recognizer still has
    /// the touch in its attempt is only asked of one that would add something, and a
    /// cancellation ends the question, since it overrides everything else.
    private func verdict(for touch: UITouch) -> Verdict {
        var verdict: Verdict = []
        for index in touch.recognizers.indices {
            WorkMeter.step()
            let adds = withBorrowed(.passUnretained(touch.recognizers[index])) { recognizer in
                let contribution = Verdict(of: recognizer)
                return contribution.isSubset(of: verdict) || !recognizer.attemptIncludes(touch) ? [] : contribution
            }
            verdict.formUnion(adds)
            if verdict.contains(.cancel) { break }
        }
        internalCheck(verdict.contains(.cancel) ? naiveVerdict(for: touch).contains(.cancel)
                      : verdict == naiveVerdict(for: touch), "the verdict on \(touch) differs from its recognizers'")
        return verdict
    }

    /// The verdict asked of every recognizer of `touch`, for the internal check.
    private func naiveVerdict(for touch: UITouch) -> Verdict {
        touch.recognizers.reduce(into: []) { verdict, recognizer in
            if recognizer.attemptIncludes(touch) { verdict.formUnion(Verdict(of: recognizer)) }
        }
    }

    // MARK: A view leaving (R-S8, R-D8, R-T8)

    /// Ends, in their views, the touches whose view is `root` or inside it, which is about
    /// to leave its superview. A view that heard a touch's began gets `touchesCancelled`
    /// now, while it is still in place, so that the call travels up the responder chain
    /// that the began took and reaches every responder that heard of the touch (a control
    /// that a subview passed it to stops tracking); a view that did not hear the began
    /// hears nothing. Either way the view hears nothing more of the touch.
    ///
    /// User code may call this from inside a delivery pass (a view's `touches…` method
    /// removing a view), so the calls go out directly rather than through the pass.
    func cancelTouches(leavingWith root: UIView) {
        var heard: [UITouch] = []
        func end(_ touch: UITouch) {
            guard touch.delivery.accepted, !touch.delivery.finished, touch.view?.descends(from: root) ?? false else { return }
            if touch.delivery.beganSent || touch.delivery.beganDiscarded { heard.append(touch) }
            touch.delivery.finished = true
            touch.delivery.leftWithView = true
            touch.delivery.beganPending = false
            touch.delivery.movedPending = false
            touch.delivery.endPending = nil
        }
        // Live touches, and lifted ones whose end is still held (R-D4).
        for touch in event.touchList { end(touch) }
        for touch in pending { end(touch) }
        while let first = heard.first, let view = first.view {
            let call = heard.filter { $0.view === view && $0.sequence == first.sequence }
            heard.removeAll { $0.view === view && $0.sequence == first.sequence }
            let touches = Set(call)
            observer?(view, .cancelled, touches)
            view.touchesCancelled(touches, with: event)
        }
    }

    // MARK: Delivering

    /// Cancels, in their views, the touches of a recognizer that just took effect, before
    /// its actions go out (R-D2, R-D5).
    func applyCancellations(_ touches: [UITouch]) {
        for index in touches.indices {
            WorkMeter.step()
            withBorrowed(.passUnretained(touches[index])) { touch in
                if touch.delivery.accepted && !touch.delivery.finished && verdict(for: touch).contains(.cancel) {
                    finishByCancelling(touch)
                }
            }
        }
        send()
    }

    /// Tells every view what it may now hear of its pending touches.
    func deliverPending() {
        guard !pending.isEmpty else { return }
        for index in pending.indices {
            WorkMeter.step()
            withBorrowed(.passUnretained(pending[index])) { advance($0) }
        }
        var kept = 0
        for index in pending.indices {
            WorkMeter.step()
            let touch = pending[index]
            if touch.delivery.hasPending {
                pending.swapAt(kept, index)
                kept += 1
            } else {
                touch.delivery.isQueued = false
            }
        }
        pending.removeLastElements(pending.count - kept)
        send()
    }

    /// Moves one touch's delivery as far as its recognizers allow (R-D1–R-D6).
    private func advance(_ touch: UITouch) {
        guard touch.delivery.accepted, !touch.delivery.finished else { return }
        let verdict = verdict(for: touch)
        if verdict.contains(.cancel) { return finishByCancelling(touch) }
        var state = touch.delivery
        defer { touch.delivery = state }
        if state.beganPending {
            if state.endPending == .cancelled {
                state.finished = true  // cancelled before the view heard of it
                return
            }
            if verdict.contains(.holdBegan) { return }  // R-D3: everything waits behind the began
            if verdict.contains(.recognizedWhileHolding) {
                // R-D3 quirk: the held phases are dropped; later ones go without a began.
                state.beganPending = false
                state.movedPending = false
                state.beganDiscarded = true
                if state.endPending != nil { state.finished = true }
                return
            }
            queue(touch, .began)
            state.beganPending = false
        }
        if state.movedPending {
            queue(touch, .moved)
            state.movedPending = false
        }
        if let end = state.endPending {
            if end == .ended && verdict.contains(.holdEnded) { return }  // R-D4
            queue(touch, end)
            state.endPending = nil
            state.finished = true
        }
    }

    private func finishByCancelling(_ touch: UITouch) {
        if touch.delivery.beganSent || touch.delivery.beganDiscarded {
            queue(touch, .cancelled)
        }
        touch.delivery.finished = true
        touch.delivery.beganPending = false
        touch.delivery.movedPending = false
        touch.delivery.endPending = nil
    }

    private func queue(_ touch: UITouch, _ phase: UITouch.Phase) {
        outgoing.append((touch, phase))
        outgoingPhases |= 1 << phase.rawValue
    }

    /// Sends the pass's calls: phase by phase, one call per view and multi-touch sequence,
    /// in the order the touches were queued. Each touch is marked as it joins a call, so
    /// grouping costs one scan per call, not one per pair of touches.
    private func send() {
        guard !outgoing.isEmpty else { return }
        let count = outgoing.count
        // Calls that user code queued meanwhile stay for the next pass; usually there are none.
        defer { count == outgoing.count ? outgoing.removeAllKeepingCapacity() : outgoing.removeSubrange(0..<count) }
        let phases = outgoingPhases
        outgoingPhases = 0
        passNumber += 1
        var usedScratch = false
        func sendIfQueued(_ phase: UITouch.Phase) {
            if phases & 1 << phase.rawValue != 0 { send(phase, upTo: count, usedScratch: &usedScratch) }
        }
        sendIfQueued(.began)
        sendIfQueued(.moved)
        sendIfQueued(.ended)
        sendIfQueued(.cancelled)
        if usedScratch { scratch.removeAll(keepingCapacity: true) }
    }

    private func send(_ phase: UITouch.Phase, upTo count: Int, usedScratch: inout Bool) {
        let mark = passNumber &* 8 &+ phase.rawValue
        for start in 0..<count {
            WorkMeter.step()
            guard outgoing[start].phase == phase else { continue }
            withBorrowed(.passUnretained(outgoing[start].touch)) { first in
                guard first.delivery.groupMark != mark, !first.delivery.leftWithView, let view = first.view else { return }
                sendCall(phase, to: view, sequence: first.sequence, from: start, upTo: count, mark: mark,
                         usedScratch: &usedScratch)
            }
        }
    }

    /// Sends `view` one call: the pass's touches of `phase` and `sequence` in it, from
    /// `start` on, each marked with `mark` as it joins.
    private func sendCall(_ phase: UITouch.Phase, to view: UIView, sequence: Int, from start: Int, upTo count: Int,
                          mark: Int, usedScratch: inout Bool) {
        func joinsCall(_ touch: UITouch, _ touchPhase: UITouch.Phase) -> Bool {
            touchPhase == phase && touch.hasView(view) && touch.sequence == sequence && !touch.delivery.leftWithView
        }
        var members = 0
        var allChangedNow = true
        for other in start..<count {
            WorkMeter.step()
            withBorrowed(.passUnretained(outgoing[other].touch)) { touch in
                guard joinsCall(touch, outgoing[other].phase) else { return }
                touch.delivery.groupMark = mark
                if phase == .began { touch.delivery.beganSent = true }
                members += 1
                if !phaseSets.changedNow(touch, to: phase) { allChangedNow = false }
            }
        }
        let touches: Set<UITouch>
        if allChangedNow, members == phaseSets.count(phase) {
            touches = phaseSets.set(phase)  // exactly the event's touches of this phase: no hashing
        } else if members == 1, let own = phaseSets.ownSet(of: outgoing[start].touch) {
            touches = own  // one touch, which has its own set (a cancellation, a held end)
        } else {
            scratch.removeAll(keepingCapacity: true)
            for other in start..<count {
                WorkMeter.step()
                guard joinsCall(outgoing[other].touch, outgoing[other].phase) else { continue }
                scratch.insert(outgoing[other].touch)
            }
            usedScratch = true
            touches = scratch
        }
        internalCheck(touches == Set(outgoing[start..<count].filter { joinsCall($0.touch, $0.phase) }.map(\.touch)),
                      "\(view) is handed other touches in \(phase) than the pass holds for it")
        observer?(view, phase, touches)
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
    }
}
