import Foundation

/// The arbitration engine of one window: it turns host input into touches, hands them to
/// gesture recognizers, decides which recognizers may act, and lets the delivery policy
/// tell views what they may hear.
///
/// Every window owns one environment and nothing is shared between windows (R-O4). All of
/// the rules that involve more than one recognizer live in this file and are applied in
/// one place, ``decide(_:)`` and ``takeEffect(_:)``; recognizers only report what they
/// saw by setting their state.
///
/// ## The algorithm
///
/// For each host event (``dispatch(_:at:)``):
/// 1. Due timers fire first, in deadline order (R-O3).
/// 2. Touches are updated: a new finger gets a touch hit-tested to its view (R-T1, R-T2,
///    R-T4); every other live touch that did not change is `stationary`.
/// 3. For each new touch, the candidate recognizers are collected and fixed (R-A1); they
///    join the attempt's participants, whose order is the processing order (R-A2).
/// 4. Each participant, in processing order, receives its touches of this event. After
///    each call the environment settles: every recognizer that asked to begin or
///    recognize is decided (``decide(_:)``), which may fail others (R-A3, R-A5, R-A6).
/// 5. The event is drained: views lose touches that recognizers took (R-D2), then the
///    queued actions go out (R-S5), then views hear what they may (R-D1–R-D8).
/// 6. Recognizers whose attempt is over are reset once (R-S6).
///
/// Timers (step 1, and ``advanceTime(to:)``) run the same settle and drain steps after
/// their block, since a timer can make a recognizer begin, recognize or fail.
///
/// ## Cost
///
/// This runs for every host event, so the event path allocates nothing once warm and
/// costs time linear in the touches and in the recognizers on the touched path (see the
/// README's performance section). The engine's bookkeeping properties here, on touches,
/// recognizers, views and the clock are marked `@exclusivity(unchecked)`: everything runs
/// on the main actor, no access to them overlaps another (none spans a call into user
/// code), and the run-time exclusivity checks Swift would otherwise make on every access
/// cost about a third of the event path.
@MainActor
final class GestureEnvironment {
    /// The window, which owns its environment: it is there whenever the environment runs.
    private var window: UIWindow { windowReference.window! }
    private let windowReference: UIWindow.Reference
    let clock = VirtualClock()
    /// The one event object of this window, reused for every dispatch.
    let event = UIEvent()
    private let delivery: TouchDelivery

    // When the window goes mid-gesture: recognizers point back at the environment
    // without keeping it alive (their `environment` is unowned) and must not be left
    // pointing at freed memory; and the touches of the attempt, the recognizers tracking
    // them and the touches' views hold each other, so the touches let go of both.
    isolated deinit {
        for touch in touchesByFinger.values { touch.detachFromWindow() }
        for recognizer in participants {
            for touch in recognizer.attemptTouches { touch.detachFromWindow() }
            recognizer.environment = nil
            recognizer.touches = []
            recognizer.attemptTouches = []
        }
    }

    /// Live touches by the host's finger identifier.
    @exclusivity(unchecked) private var touchesByFinger: [Int: UITouch] = [:]
    @exclusivity(unchecked) private var eventNumber = 0
    @exclusivity(unchecked) private var sequenceNumber = 0
    /// Numbers touches in the order they began.
    @exclusivity(unchecked) private var touchSerial = 0
    /// The last lifted touch, for tap counting (R-T4).
    @exclusivity(unchecked) private var lastLift: (location: CGPoint, time: TimeInterval, tapCount: Int)?

    /// Recognizers in the current attempt, in processing order (R-A1, R-A2).
    @exclusivity(unchecked) private var participants: [UIGestureRecognizer] = []
    /// Recognizers that asked to begin or recognize and await ``decide(_:)``.
    ///
    /// This queue and ``actionQueue`` hold participants without retaining them:
    /// `participants` keeps them alive, and both queues are empty before the reset pass
    /// takes anyone out of it.
    @exclusivity(unchecked) private var decisionQueue: [Unmanaged<UIGestureRecognizer>] = []
    /// Recognizers held by an undecided failure requirement (R-A6), in processing order.
    @exclusivity(unchecked) private var waiting: [UIGestureRecognizer] = []
    /// Actions to send when the event drains, with the state each one reports (R-S5).
    @exclusivity(unchecked) private var actionQueue: [(recognizer: Unmanaged<UIGestureRecognizer>, state: UIGestureRecognizer.State)] = []
    /// Touches whose recognizer took effect and may have to be cancelled in their view.
    @exclusivity(unchecked) private var touchesToCancel: [UITouch] = []
    /// Dynamic failure requirements, asked once per pair per attempt (R-A5).
    @exclusivity(unchecked) private var requirementAnswers = RequirementAnswers()
    /// Numbers the marks put on a recognizer's touches to find who shares one of them.
    @exclusivity(unchecked) private var touchMark = 0
    /// The participants whose requirement answers are not known without asking (a delegate,
    /// or a class of your own, R-A5), in processing order: a recognizer without either
    /// only needs to be compared with these and with its own `require(toFail:)` list.
    @exclusivity(unchecked) private var askingParticipants: [UIGestureRecognizer] = []
    /// Participants that took effect and were not terminal then: the ones that can block a
    /// newcomer (R-A3), usually none or one.
    @exclusivity(unchecked) private var inProgress: [UIGestureRecognizer] = []
    /// Numbers the marks the reset pass puts on recognizers an undecided one requires.
    @exclusivity(unchecked) private var holdMark = 0
    /// Reusable lists of the undecided participants, and of those among them that must be
    /// asked, for the reset pass.
    @exclusivity(unchecked) private var undecided: [UIGestureRecognizer] = []
    @exclusivity(unchecked) private var undecidedAsking: [UIGestureRecognizer] = []
    /// Whether a dispatch or timer is being processed; mutations from user code made
    /// meanwhile are picked up by it instead of draining re-entrantly, and the window
    /// refuses host input meanwhile.
    @exclusivity(unchecked) private(set) var isProcessing = false
    /// The fingers of an event of three or more being validated, to find one given twice.
    @exclusivity(unchecked) private var eventFingers = Set<Int>()
    /// The touches that changed in the current event, in input order; reused, and handed
    /// back to the host as the result of the dispatch.
    @exclusivity(unchecked) private var changedTouches: [UITouch] = []
    /// The changed touches of the current event by phase, each set built at most once per
    /// event and handed to every recognizer that tracks all of them (R-D1): what most
    /// recognizers get, without hashing per recognizer.
    private let phaseSets = PhaseSets()
    /// A reusable set for a recognizer that tracks only some of the event's touches.
    @exclusivity(unchecked) private var scratchTouches = Set<UITouch>()
    /// Whether something happened that may let a recognizer reset (a touch ended, a state
    /// became terminal, a decision was taken): the reset pass (R-S6) runs only then.
    @exclusivity(unchecked) private var mayReset = false
    /// Whether a touch ended or was cancelled since the last reset pass: only then can a
    /// recognizer hold a finished touch that the pass must drop.
    @exclusivity(unchecked) private var touchesLiftedSincePass = false

    /// Receives every arbitration decision; `nil` (the default) records nothing.
    @exclusivity(unchecked) var decisionHandler: ((GestureDecision) -> Void)?

    init(window: UIWindow.Reference) {
        windowReference = window
        delivery = TouchDelivery(event: event, phaseSets: phaseSets)
        scratchTouches.reserveCapacity(16)
        changedTouches.reserveCapacity(16)
    }

    // MARK: Host input

    /// Validates `inputs` completely before anything changes, so that a refused event
    /// leaves every touch, recognizer and view as it was.
    private func validate(_ inputs: [TouchInput], at time: TimeInterval) throws(TouchInputError) {
        guard time.isFinite, time >= clock.now else {
            throw .timeWentBackwards(current: clock.now, requested: time)
        }
        // Two fingers are compared with each other; more are hashed, so that the check
        // stays linear in the fingers.
        let findsDuplicatesByHashing = inputs.count > 2
        if findsDuplicatesByHashing { eventFingers.removeAll(keepingCapacity: true) }
        for (position, input) in inputs.enumerated() {
            WorkMeter.step()
            if findsDuplicatesByHashing ? !eventFingers.insert(input.finger).inserted
                : position == 1 && inputs[0].finger == input.finger {
                throw .duplicateFinger(finger: input.finger)
            }
            if let location = input.location, !location.isFinite {
                throw .nonFiniteLocation(finger: input.finger, x: Double(location.x), y: Double(location.y))
            }
            // `>= 0` is false for NaN as well.
            guard input.force >= 0, input.force.isFinite, input.majorRadius >= 0, input.majorRadius.isFinite else {
                throw .invalidForceOrRadius(finger: input.finger, force: Double(input.force), majorRadius: Double(input.majorRadius))
            }
            let isDown = isDown(input.finger, listedAt: position)
            switch input.phase {
            case .began:
                if isDown { throw .fingerAlreadyDown(finger: input.finger) }
                if input.location == nil { throw .missingLocation(finger: input.finger) }
            case .moved, .ended, .cancelled:
                if !isDown { throw .fingerNotDown(finger: input.finger, phase: input.phase) }
            }
        }
    }

    /// Processes one host event: the changes of some fingers at `time` (steps 1–6 above).
    func dispatch(_ inputs: [TouchInput], at time: TimeInterval) throws(TouchInputError) -> [UITouch] {
        try validate(inputs, at: time)
        fireTimers(dueBy: time)
        clock.move(to: time)
        isProcessing = true
        defer { isProcessing = false }

        eventNumber += 1
        event.timestamp = time
        changedTouches.removeAllKeepingCapacity()
        var lifted = false
        for (position, input) in inputs.enumerated() {
            WorkMeter.step()
            let touch = apply(input, listedAt: position, at: time)
            changedTouches.append(touch)
            if !touch.isLive { lifted = true }
        }
        // Borrowed: the event holds its touches until the end of the dispatch.
        for index in event.touchList.indices {
            WorkMeter.step()
            withBorrowed(.passUnretained(event.touchList[index])) { touch in
                if touch.lastChangeEvent != eventNumber && touch.isLive { touch.phase = .stationary }
            }
        }
        for index in changedTouches.indices {
            WorkMeter.step()
            withBorrowed(.passUnretained(changedTouches[index])) { touch in
                if touch.phase == .began { collectRecognizers(for: touch) }
            }
        }
        if lifted {
            mayReset = true
            touchesLiftedSincePass = true
        }
        phaseSets.startEvent(eventNumber, with: changedTouches)
        delivery.noteChanges(of: changedTouches)
        deliverToRecognizers()
        drain()
        if lifted { event.removeLiftedTouches() }
        return changedTouches
    }

    /// The touch of `finger` if it is down; `position` is where the event lists the finger.
    ///
    /// Hosts list fingers in the order they came down, which is the order of the event's
    /// touch list, so the touch at the same position is tried first: most lookups then
    /// need no hashing.
    private func liveTouch(of finger: Int, listedAt position: Int) -> UITouch? {
        if position < event.touchList.count {
            let touch = event.touchList[position]
            if touch.finger == finger && touch.isLive { return touch }
        }
        return touchesByFinger[finger]
    }

    /// Whether `finger` is down, found as ``liveTouch(of:listedAt:)`` finds its touch but
    /// without taking the touch, which would retain it: validation asks this of every
    /// finger of every event. (Sharing one helper between the two measured slower.)
    private func isDown(_ finger: Int, listedAt position: Int) -> Bool {
        if position < event.touchList.count,
           withBorrowed(.passUnretained(event.touchList[position]), { $0.finger == finger && $0.isLive }) {
            return true
        }
        return touchesByFinger.keys.contains(finger)
    }

    /// Updates (or creates) the touch of one finger (step 2).
    private func apply(_ input: TouchInput, listedAt position: Int, at time: TimeInterval) -> UITouch {
        let touch: UITouch
        if input.phase == .began {
            touch = makeTouch(for: input, at: time)
        } else {
            touch = liveTouch(of: input.finger, listedAt: position)!
            touch.previousWindowLocation = touch.windowLocation
            if let location = input.location { touch.windowLocation = location }
            touch.force = input.force
            touch.majorRadius = input.majorRadius
            touch.phase = switch input.phase {
            case .moved: .moved
            case .ended: .ended
            default: .cancelled
            }
            if !touch.isLive {
                touchesByFinger[input.finger] = nil
                if touch.phase == .ended {
                    lastLift = (touch.windowLocation, time, touch.tapCount)
                } else {
                    lastLift = nil
                }
            }
        }
        touch.timestamp = time
        touch.lastChangeEvent = eventNumber
        return touch
    }

    private func makeTouch(for input: TouchInput, at time: TimeInterval) -> UITouch {
        let location = input.location!
        if touchesByFinger.isEmpty { sequenceNumber += 1 }  // R-T6: a new multi-touch sequence
        var tapCount = 1
        // R-T4 counts taps by the same window and slop as the tap recognizer.
        if let lift = lastLift, time - lift.time <= GestureThresholds.tapMaximumInterval,
           lift.location.distance(to: location) <= GestureThresholds.tapAllowableMovement {
            tapCount = lift.tapCount + 1  // R-T4
        }
        let view = window.hitTest(location, with: event)  // window coordinates are its own
        touchSerial += 1
        let touch = UITouch(finger: input.finger, serial: touchSerial, sequence: sequenceNumber, location: location,
                            timestamp: time, tapCount: tapCount, view: view, window: windowReference,
                            type: input.type, force: input.force, majorRadius: input.majorRadius)
        touchesByFinger[input.finger] = touch
        event.add(touch)
        return touch
    }

    // MARK: Candidates (R-A1)

    /// Fixes the recognizers of a new touch: those of its view and every ancestor up to the
    /// window, deepest first and in insertion order within a view, that pass the R-A1
    /// filters. They join the participants in that order.
    private func collectRecognizers(for touch: UITouch) {
        let exclusiveView = delivery.acceptForView(touch, among: event.touchList)
        // One allocation for the touch's list, rather than one per doubling.
        var pathRecognizers = 0
        var view = touch.view
        while let current = view {
            WorkMeter.step()
            pathRecognizers += current.recognizers.count
            view = current.superview
        }
        touch.recognizers.reserveCapacity(pathRecognizers)
        view = touch.view
        while let current = view {
            WorkMeter.step()
            // Borrowed from this copy of the list, which keeps them alive even when a
            // delegate asked below detaches one from the view.
            let recognizers = current.recognizers
            for index in recognizers.indices {
                withBorrowed(.passUnretained(recognizers[index])) { recognizer in
                    guard accepts(recognizer, touch, exclusiveView: exclusiveView) else { return }
                    touch.recognizers.append(recognizer)
                    recognizer.touches.append(touch)
                    recognizer.attemptTouches.append(touch)
                    join(recognizer, with: touch)
                }
            }
            view = current.superview
        }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, exclusiveView: UIView?) -> Bool {
        WorkMeter.step()
        guard recognizer.isEnabled, !recognizer.currentState.isTerminal,
              recognizer.allowsTouchType(touch.type) else { return false }
        if recognizer.requiresExclusiveTouchType {
            for other in recognizer.touches {
                WorkMeter.step()
                if other.type != touch.type { return false }
            }
        }
        if let exclusiveView, let view = recognizer.view, !exclusiveView.isDescendant(of: view) {
            return false  // R-T7
        }
        return recognizer.delegateAllowsReceiving(touch, of: event)
    }

    private func join(_ recognizer: UIGestureRecognizer, with touch: UITouch) {
        guard !recognizer.isParticipating else { return }
        recognizer.isParticipating = true
        recognizer.joinOrder = participants.count == 0 ? 0 : participants[participants.count - 1].joinOrder + 1
        recognizer.attemptFirstTouch = touch.serial
        recognizer.environment = self
        recognizer.arbitration = .idle
        participants.append(recognizer)
        if !recognizer.answersRequirementsWithoutAsking { askingParticipants.append(recognizer) }
    }

    /// A participant's answers became known without asking (its delegate uses the
    /// defaults): it leaves the list of those to ask.
    func recognizerStoppedAsking(_ recognizer: UIGestureRecognizer) {
        guard recognizer.environment === self,
              let index = askingParticipants.firstIndex(where: { $0 === recognizer }) else { return }
        askingParticipants.remove(at: index)
    }

    /// A participant got a delegate: from now on its requirement answers must be asked.
    func recognizerGotDelegate(_ recognizer: UIGestureRecognizer) {
        guard recognizer.isParticipating, recognizer.environment === self,
              !askingParticipants.contains(where: { $0 === recognizer }) else { return }
        var index = askingParticipants.endIndex
        while index > 0 && askingParticipants[index - 1].joinOrder > recognizer.joinOrder { index -= 1 }
        askingParticipants.insert(recognizer, at: index)
    }

    // MARK: Delivery to recognizers (step 4)

    private func deliverToRecognizers() {
        var index = 0
        while index < participants.count {
            // Borrowed: `participants` holds every recognizer until the reset pass.
            withBorrowed(.passUnretained(participants[index])) { deliverEvent(to: $0) }
            index += 1
        }
    }

    /// Hands one participant its touches of this event, a call per phase (R-D1).
    private func deliverEvent(to recognizer: UIGestureRecognizer) {
        WorkMeter.step()
        recognizer.lastEventHeard = eventNumber
        guard recognizer.isInAttempt else { return }
        var counts = PhaseCounts()
        var index = 0
        while index < recognizer.touches.count {
            WorkMeter.step()
            withBorrowed(.passUnretained(recognizer.touches[index])) { touch in
                if touch.lastChangeEvent == eventNumber { counts.add(touch.phase) }
            }
            index += 1
        }
        if counts.began > 0 { deliver(.began, count: counts.began, to: recognizer) }
        if counts.moved > 0 { deliver(.moved, count: counts.moved, to: recognizer) }
        if counts.ended > 0 { deliver(.ended, count: counts.ended, to: recognizer) }
        if counts.cancelled > 0 { deliver(.cancelled, count: counts.cancelled, to: recognizer) }
    }

    /// Hands `recognizer` its `count` touches of this event in `phase`, if it is still in
    /// the attempt: the event's shared set when it tracks all of them, else a set of its
    /// own.
    private func deliver(_ phase: UITouch.Phase, count: Int, to recognizer: UIGestureRecognizer) {
        guard recognizer.isInAttempt else { return }
        let touches: Set<UITouch>
        if count == phaseSets.count(phase) {
            touches = phaseSets.set(phase, of: changedTouches)
        } else {
            scratchTouches.removeAll(keepingCapacity: true)
            for touch in recognizer.touches where touch.lastChangeEvent == eventNumber && touch.phase == phase {
                WorkMeter.step()
                scratchTouches.insert(touch)
            }
            touches = scratchTouches
        }
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        default: recognizer.touchesCancelled(touches, with: event)
        }
        settle()
    }

    // MARK: State changes reported by recognizers

    /// Called by the `state` setter after coercion (R-S3).
    func recognizer(_ recognizer: UIGestureRecognizer, didChangeStateFrom old: UIGestureRecognizer.State) {
        let new = recognizer.currentState
        if new == .began { recognizer.requestedBegan = true }
        if new.isTerminal { mayReset = true }
        switch recognizer.arbitration {
        case .idle:
            if new == .failed {
                defeat(recognizer, rule: "R-S2", other: nil, reason: "failed by itself")
            } else {
                recognizer.arbitration = .pending
                enqueueDecision(recognizer)
            }
        case .pending:
            // Changes while waiting are only recorded: the state reads the request (R-A6).
            if new == .cancelled || new == .failed {
                defeat(recognizer, rule: "R-S2", other: nil, reason: "gave up before it could begin")
            }
        case .effective:
            if new != .cancelled || recognizer.deliveredBegan {
                actionQueue.append((.passUnretained(recognizer), new))
            }
            if new == .cancelled { report(recognizer, .cancelled, rule: "R-S2", reason: "cancelled by itself") }
        case .defeated:
            break
        }
        drainIfIdle()
    }

    // MARK: Arbitration (the decisions)

    /// Decides every recognizer that asked to begin or recognize.
    private func settle() {
        guard !decisionQueue.isEmpty else { return }
        mayReset = true
        var index = 0
        while index < decisionQueue.count {
            let queued = decisionQueue[index]
            index += 1
            WorkMeter.step()
            withBorrowed(queued) { recognizer in
                recognizer.isQueuedForDecision = false
                if recognizer.arbitration == .pending { decide(recognizer) }
            }
        }
        decisionQueue.removeAllKeepingCapacity()
    }

    /// Decides a recognizer that asked to leave `possible`: it waits, fails, or takes
    /// effect. The checks run in this order.
    private func decide(_ recognizer: UIGestureRecognizer) {
        // R-A5, R-A6: a required recognizer that recognized fails this one; one that is
        // still undecided makes it wait.
        // The first such recognizer in processing order is the one named.
        var recognized: UIGestureRecognizer?, blocker: UIGestureRecognizer?
        func consider(_ other: UIGestureRecognizer) {
            guard other !== recognizer, requirementCounts(other), requires(recognizer, toFail: other) else { return }
            switch other.arbitration {
            case .effective:
                if recognized.map({ other.joinOrder < $0.joinOrder }) ?? true { recognized = other }
            case .idle, .pending:
                if blocker.map({ other.joinOrder < $0.joinOrder }) ?? true { blocker = other }
            case .defeated:
                break
            }
        }
        if recognizer.answersRequirementsWithoutAsking {
            // Only its own list, and the recognizers that must be asked, can require.
            for requirement in recognizer.failureRequirements where WorkMeter.counted() {
                let other = requirement.recognizer
                if other.isParticipating && other.environment === self { consider(other) }
            }
            for other in askingParticipants where WorkMeter.counted() { consider(other) }
        } else {
            for other in participants where WorkMeter.counted() { consider(other) }
        }
        if let recognized {
            return defeat(recognizer, rule: "R-A6", other: recognized,
                          reason: "required \(recognized.displayName) to fail, but it recognized")
        }
        if let blocker {
            // Decision: requirements that form a cycle (A waits on B, which waits on A)
            // would hold both forever, and every recognizer depending on them; the one
            // whose decision closes the cycle fails instead.
            if waitChain(from: blocker, reaches: recognizer) {
                return defeat(recognizer, rule: "R-A5", other: blocker,
                              reason: "its failure requirements form a cycle with \(blocker.displayName)")
            }
            return wait(recognizer, for: blocker)
        }
        // R-A3: a recognizer already in progress that would exclude this one blocks it.
        let mark = markTouches(of: recognizer)
        var excluder: UIGestureRecognizer?
        for other in inProgress where WorkMeter.counted() && other !== recognizer && other.arbitration == .effective
            && !other.currentState.isTerminal && excludes(other, recognizer, sharingMark: mark, of: other) {
            if excluder.map({ other.joinOrder < $0.joinOrder }) ?? true { excluder = other }
        }
        if let excluder {
            return defeat(recognizer, rule: "R-A3", other: excluder,
                          reason: "blocked by \(excluder.displayName), already in progress")
        }
        // R-S4: the views whose touches would be cancelled, then the delegate, may veto.
        if recognizer.cancelsTouchesInView {
            for index in recognizer.attemptTouches.indices {
                WorkMeter.step()
                guard let view = recognizer.attemptTouches[index].view,
                      !Self.anyTouch(of: recognizer.attemptTouches[..<index], isIn: view) else { continue }
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

    private static func anyTouch(of touches: ArraySlice<UITouch>, isIn view: UIView) -> Bool {
        for touch in touches where WorkMeter.counted() && touch.view === view { return true }
        return false
    }

    /// The recognizer begins or recognizes: its actions are queued, its touches leave the
    /// views, and the recognizers it beats fail.
    private func takeEffect(_ recognizer: UIGestureRecognizer) {
        recognizer.arbitration = .effective
        mayReset = true
        stopWaiting(recognizer)
        let state = recognizer.currentState
        // R-S5, R-A6: a continuous recognizer released late sends began, then its state.
        if recognizer.requestedBegan {
            recognizer.deliveredBegan = true
            actionQueue.append((.passUnretained(recognizer), .began))
            if state != .began { actionQueue.append((.passUnretained(recognizer), state)) }
        } else {
            actionQueue.append((.passUnretained(recognizer), state))
        }
        report(recognizer, recognizer.requestedBegan ? .began : .recognized, rule: "R-S2", reason: "took effect")
        if !state.isTerminal { inProgress.append(recognizer) }
        // R-D2: its touches are cancelled in their views.
        if recognizer.cancelsTouchesInView {
            touchesToCancel.append(contentsOf: recognizer.attemptTouches)
        }
        let counts = requirementCounts(recognizer)
        let mark = markTouches(of: recognizer)
        for other in participants where other !== recognizer && other.arbitration != .defeated {
            WorkMeter.step()
            if other.arbitration == .effective && other.currentState.isTerminal { continue }
            // R-A6: whoever still waits to begin and required this recognizer to fail has
            // lost. One already in progress began when the requirement was met; only
            // exclusion can stop it now.
            if other.arbitration.isUndecided && counts && requires(other, toFail: recognizer) {
                defeat(other, rule: "R-A6", other: recognizer,
                       reason: "required \(recognizer.displayName) to fail, but it recognized")
            } else if excludes(recognizer, other, sharingMark: mark, of: other) {
                // R-A3: exclusion.
                if other.arbitration == .effective {
                    cancelInProgress(other, rule: "R-A3", by: recognizer)
                } else {
                    defeat(other, rule: "R-A3", other: recognizer, reason: "excluded by \(recognizer.displayName)")
                }
            }
        }
    }

    /// Holds `recognizer` until `blocker` is decided (R-A6). The waiting list stays in
    /// processing order; recognizers usually start waiting in that order, so the place is
    /// found from the end.
    private func wait(_ recognizer: UIGestureRecognizer, for blocker: UIGestureRecognizer) {
        recognizer.blocker?.waiterCount -= 1
        recognizer.blocker = blocker
        blocker.waiterCount += 1
        guard !recognizer.isWaiting else { return }
        recognizer.isWaiting = true
        var index = waiting.endIndex
        while index > waiting.startIndex && waiting[index - 1].joinOrder > recognizer.joinOrder {
            WorkMeter.step()
            index -= 1
        }
        waiting.insert(recognizer, at: index)
        report(recognizer, .waiting, rule: "R-A6", other: blocker,
               reason: "waits for \(blocker.displayName) to fail")
    }

    /// Whether `start` waits on `target`, directly or through the recognizers it waits on.
    private func waitChain(from start: UIGestureRecognizer, reaches target: UIGestureRecognizer) -> Bool {
        var current = start
        var steps = 0
        while current.isWaiting, let next = current.blocker, steps <= waiting.count {
            WorkMeter.step()
            if next === target { return true }
            current = next
            steps += 1
        }
        return false
    }

    /// Takes a recognizer that has been decided off the waiting list.
    private func stopWaiting(_ recognizer: UIGestureRecognizer) {
        guard recognizer.isWaiting else { return }
        recognizer.isWaiting = false
        recognizer.blocker?.waiterCount -= 1
        recognizer.blocker = nil
        for index in waiting.indices where WorkMeter.counted() && waiting[index] === recognizer {
            waiting.remove(at: index)
            return
        }
    }

    private func enqueueDecision(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.isQueuedForDecision else { return }
        recognizer.isQueuedForDecision = true
        decisionQueue.append(.passUnretained(recognizer))
    }

    /// The recognizer will not act in this attempt.
    private func defeat(_ recognizer: UIGestureRecognizer, rule: String, other: UIGestureRecognizer?,
                        view: UIView? = nil, reason: @autoclosure () -> String) {
        guard recognizer.arbitration != .defeated else { return }
        recognizer.arbitration = .defeated
        mayReset = true
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
        if recognizer.deliveredBegan { actionQueue.append((.passUnretained(recognizer), .cancelled)) }
        report(recognizer, .cancelled, rule: rule, other: other,
               reason: other.map { "excluded by \($0.displayName)" } ?? "disabled or removed")
    }

    /// The recognizers waiting on `blocker`, which was just decided or stopped counting
    /// (R-A5), are decided again, in processing order. The others would only wait again on
    /// the same blocker.
    private func reconsiderWaiters(of blocker: UIGestureRecognizer) {
        guard blocker.waiterCount > 0 else { return }
        for recognizer in waiting where WorkMeter.counted() && recognizer.blocker === blocker {
            enqueueDecision(recognizer)
        }
    }

    // MARK: Relations (R-A3, R-A4, R-A5)

    /// A failure requirement on `other` counts only while it is enabled, attached and
    /// receiving touches of the attempt (R-A5): one that ignored all of its touches no
    /// longer does.
    private func requirementCounts(_ other: UIGestureRecognizer) -> Bool {
        other.isEnabled && other.view != nil && other.isParticipating && !other.attemptTouches.isEmpty
    }

    /// Whether `recognizer` requires `other` to fail (R-A5). The static relation is read
    /// each time; the delegate and subclass answers once per pair and attempt.
    private func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        if recognizer.hasStaticRequirement(on: other) { return true }
        if recognizer.answersRequirementsByDefault && other.answersRequirementsByDefault
            && !recognizer.mayHaveDelegate && !other.mayHaveDelegate { return false }
        if let answer = requirementAnswers.answer(recognizer, other) { return answer }
        let answer = recognizer.delegateRequiresFailure(of: other)
            || other.delegateRequiresFailure(by: recognizer)
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
        requirementAnswers.record(answer, recognizer, other)
        return answer
    }

    /// Whether `winner`, beginning or recognizing, forces `loser` out (R-A3, R-A4). One
    /// of the two had its touches marked with `mark` (``markTouches(of:)``), `other` is
    /// the other one.
    ///
    /// The views of two recognizers that share a touch are always one the ancestor of the
    /// other, as R-A3 asks: both are on the path from the touch's view to the window, and
    /// a view that leaves its superview withdraws the recognizers of its subtree from the
    /// attempt (R-S8), so the path stays a chain for the recognizers that remain.
    private func excludes(_ winner: UIGestureRecognizer, _ loser: UIGestureRecognizer,
                          sharingMark mark: Int, of other: UIGestureRecognizer) -> Bool {
        guard sharesMarkedTouch(other, mark) else { return false }
        guard winner.canPrevent(loser), loser.canBePrevented(by: winner) else { return false }
        return !recognizeSimultaneously(winner, loser)
    }

    /// Either delegate saying yes is enough (R-A4).
    private func recognizeSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegateAllowsSimultaneousRecognition(with: second)
            || second.delegateAllowsSimultaneousRecognition(with: first)
    }

    /// Marks the touches of `recognizer`'s attempt, so that ``sharesMarkedTouch(_:_:)``
    /// answers in one pass over the other recognizer's touches.
    private func markTouches(of recognizer: UIGestureRecognizer) -> Int {
        touchMark += 1
        for touch in recognizer.attemptTouches {
            WorkMeter.step()
            touch.arbitrationMark = touchMark
        }
        return touchMark
    }

    private func sharesMarkedTouch(_ recognizer: UIGestureRecognizer, _ mark: Int) -> Bool {
        for touch in recognizer.attemptTouches where WorkMeter.counted() && touch.arbitrationMark == mark { return true }
        return false
    }

    // MARK: Disabling and removal (R-S8)

    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        withdraw(recognizer)
    }

    func recognizerWillDetach(_ recognizer: UIGestureRecognizer) {
        withdraw(recognizer)
    }

    /// `view` is about to leave its superview: its touches end in it first (see
    /// ``TouchDelivery/cancelTouches(leavingWith:)``).
    func viewWillLeaveSuperview(_ view: UIView) {
        handling { delivery.cancelTouches(leavingWith: view) }
    }

    func viewDidLeaveWindow(_ view: UIView) {
        for recognizer in participants where recognizer.view?.isDescendant(of: view) ?? false {
            withdraw(recognizer)
        }
    }

    /// Takes a recognizer out of the attempt: it gets `touchesCancelled`, fails silently or
    /// is cancelled with an action, and hears nothing more of the sequence (R-S8).
    private func withdraw(_ recognizer: UIGestureRecognizer) {
        guard recognizer.isParticipating, recognizer.environment === self else { return }
        handling { withdrawParticipant(recognizer) }
    }

    private func withdrawParticipant(_ recognizer: UIGestureRecognizer) {
        if !recognizer.currentState.isTerminal {
            // Only the touches it heard begin and not end: a handler can withdraw it in the
            // middle of an event, before its turn or after it heard a touch lift.
            let open = recognizer.touches.filter { touch in
                recognizer.lastEventHeard == eventNumber || touch.lastChangeEvent != eventNumber
                    ? touch.isLive : touch.phase != .began
            }
            if !open.isEmpty { recognizer.touchesCancelled(Set(open), with: event) }
        }
        switch recognizer.arbitration {
        case .idle, .pending:
            defeat(recognizer, rule: "R-S8", other: nil, reason: "disabled or removed")
        case .effective where !recognizer.currentState.isTerminal:
            cancelInProgress(recognizer, rule: "R-S8", by: nil)
        default:
            break
        }
        mayReset = true
        for touch in recognizer.attemptTouches { delivery.release(touch) }
        for touch in recognizer.attemptTouches { touch.recognizers.removeAllOnMainActor { $0 === recognizer } }
        recognizer.touches.removeAll()
        recognizer.attemptTouches.removeAll()
    }

    /// Ends the recognizer's interest in `touch` (R-D6).
    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        recognizer.touches.removeAllOnMainActor { $0 === touch }
        recognizer.attemptTouches.removeAllOnMainActor { $0 === touch }
        touch.recognizers.removeAllOnMainActor { $0 === recognizer }
        mayReset = true
        if recognizer.attemptTouches.isEmpty { reconsiderWaiters(of: recognizer) }  // it no longer counts (R-A5)
        delivery.release(touch)
        drainIfIdle()
    }

    // MARK: Draining (steps 5 and 6)

    private func drainIfIdle() {
        handling {}
    }

    /// Runs `body`, which calls user code, as part of the window's handling: host input
    /// from that code is refused (``UIWindow/sendTouches(_:at:)``), and what it changed
    /// is drained afterwards, unless an event or timer being handled drains it anyway.
    private func handling(_ body: () -> Void) {
        guard !isProcessing else { return body() }
        isProcessing = true
        defer { isProcessing = false }
        body()
        drain()
    }

    /// Sends what the decisions produced, in UIKit's order: cancellations in views, then
    /// actions, then the views' own deliveries; then resets finished recognizers. User code
    /// run by any of these may cause more decisions, so it loops until quiet.
    private func drain() {
        repeat {
            repeat {
                settle()
                if !touchesToCancel.isEmpty {
                    delivery.applyCancellations(touchesToCancel)  // R-D2, before actions (R-D5)
                    touchesToCancel.removeAllKeepingCapacity()
                }
                flushActions()
            } while !decisionQueue.isEmpty || !touchesToCancel.isEmpty
            delivery.deliverPending()
        } while !decisionQueue.isEmpty || !actionQueue.isEmpty || !touchesToCancel.isEmpty
        resetFinishedRecognizers()
    }

    private func flushActions() {
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

    /// R-S6: a recognizer in a terminal state resets once all its touches have ended and
    /// no recognizer that depends on it either way is undecided. One still in `possible`
    /// that ignored every touch it had (R-D6) has no attempt left, and resets too.
    private func resetFinishedRecognizers() {
        guard mayReset else { return }
        mayReset = false
        if !inProgress.isEmpty {
            inProgress.removeAllOnMainActor { $0.arbitration != .effective || $0.currentState.isTerminal || !$0.isParticipating }
        }
        if touchesLiftedSincePass {
            touchesLiftedSincePass = false
            for index in participants.indices {
                WorkMeter.step()
                // Borrowed: the participants leave the list only at the end of the pass.
                withBorrowed(.passUnretained(participants[index])) { $0.dropFinishedTouches() }
            }
        }
        // The undecided participants are listed when the first terminal recognizer asks
        // (most passes reset none, or only ones in `possible`), before any is reset.
        var listedUndecided = false
        var removed = 0
        var index = 0
        while index < participants.count {
            withBorrowed(.passUnretained(participants[index])) { recognizer in
                if resetIfFinished(recognizer, listedUndecided: &listedUndecided) { removed += 1 }
            }
            index += 1
        }
        guard removed > 0 else { return }
        if removed == participants.count {
            // The attempt is over: the usual case, with nothing to keep.
            participants.removeAllKeepingCapacity()
            askingParticipants.removeAllKeepingCapacity()
            requirementAnswers.startAttempt()
        } else {
            var kept = 0
            for index in participants.indices where WorkMeter.counted() && participants[index].isParticipating {
                participants.swapAt(kept, index)
                kept += 1
            }
            participants.removeLastElements(participants.count - kept)
            askingParticipants.removeAllOnMainActor { !$0.isParticipating }
        }
        delivery.deliverPending()
    }

    /// Resets `recognizer` if its attempt is over (see ``resetFinishedRecognizers()``),
    /// listing the undecided participants first when it is the pass's first terminal one.
    /// Returns whether it was reset.
    private func resetIfFinished(_ recognizer: UIGestureRecognizer, listedUndecided: inout Bool) -> Bool {
        WorkMeter.step()
        guard recognizer.touches.isEmpty else { return false }
        if recognizer.currentState.isTerminal {
            if !listedUndecided {
                listUndecidedParticipants()
                listedUndecided = true
            }
            guard !hasUndecidedDependent(recognizer) else { return false }
        } else {
            guard recognizer.attemptTouches.isEmpty && recognizer.arbitration == .idle else { return false }
        }
        recognizer.invalidateTimers()
        recognizer.reset()
        recognizer.restorePossibleState()
        recognizer.attemptTouches.removeAllKeepingCapacity()
        recognizer.arbitration = .idle
        recognizer.deliveredBegan = false
        recognizer.requestedBegan = false
        recognizer.isParticipating = false
        recognizer.isWaiting = false
        recognizer.blocker = nil
        recognizer.waiterCount = 0
        recognizer.environment = nil
        return true
    }

    /// Lists the undecided participants, and those among them that must be asked, for
    /// ``hasUndecidedDependent(_:)``, and marks what their own lists require.
    private func listUndecidedParticipants() {
        undecided.removeAllKeepingCapacity()
        undecidedAsking.removeAllKeepingCapacity()
        holdMark += 1
        for recognizer in participants where WorkMeter.counted() && recognizer.arbitration.isUndecided {
            undecided.append(recognizer)
            if !recognizer.answersRequirementsWithoutAsking { undecidedAsking.append(recognizer) }
            // What an undecided recognizer requires by its own list must wait for it.
            for requirement in recognizer.failureRequirements where WorkMeter.counted() {
                requirement.recognizer.holdMark = holdMark
            }
        }
    }

    /// Recognizers reset earlier in the same pass are idle again but out of the attempt:
    /// they do not hold their partners back.
    ///
    /// A recognizer whose answers are known without asking is related by its own list, by
    /// the lists of the undecided ones (marked when the pass started), or through a
    /// recognizer that must be asked; others are compared with every undecided one.
    private func hasUndecidedDependent(_ recognizer: UIGestureRecognizer) -> Bool {
        func isUndecided(_ other: UIGestureRecognizer) -> Bool {
            other !== recognizer && other.isParticipating && other.arbitration.isUndecided
        }
        guard recognizer.answersRequirementsWithoutAsking else {
            for other in undecided where WorkMeter.counted() && isUndecided(other)
                && (requires(other, toFail: recognizer) || requires(recognizer, toFail: other)) {
                return true
            }
            return false
        }
        if recognizer.holdMark == holdMark {
            for other in undecided where WorkMeter.counted() && isUndecided(other)
                && other.hasStaticRequirement(on: recognizer) {
                return true
            }
        }
        for requirement in recognizer.failureRequirements where WorkMeter.counted() {
            if isUndecided(requirement.recognizer) { return true }
        }
        for other in undecidedAsking where WorkMeter.counted() && isUndecided(other)
            && (requires(other, toFail: recognizer) || requires(recognizer, toFail: other)) {
            return true
        }
        return false
    }

    // MARK: Time

    /// Fires every timer due at or before `time`, each followed by a drain.
    private func fireTimers(dueBy time: TimeInterval) {
        while let timer = clock.popTimer(dueBy: time) {
            isProcessing = true
            timer.fire()
            drain()
            isProcessing = false
        }
    }

    /// Moves the clock to `time`, firing due timers in deadline order (R-O3).
    func advanceTime(to time: TimeInterval) throws(TouchInputError) {
        guard time.isFinite, time >= clock.now else {
            throw .timeWentBackwards(current: clock.now, requested: time)
        }
        fireTimers(dueBy: time)
        clock.move(to: time)
    }

    // MARK: Diagnostics

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
