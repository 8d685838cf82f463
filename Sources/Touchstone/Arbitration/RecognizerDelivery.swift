// Speed (see Borrowed.swift for why these pay, and the commit history for how much): the
// properties are `@exclusivity(unchecked)`, and the participants and their touches are read
// borrowed (`withBorrowed`): the attempt holds its participants until the reset pass, which
// never runs during a delivery (checked under internal checks), and a recognizer holds its
// touches.

/// Hands each participant its touches of the current event (step 4): a call per phase,
/// in processing order (R-A2, R-D1), with the arbiter settling after every call.
@MainActor
final class RecognizerDelivery {
    private let event: UIEvent
    private let touches: TouchTable
    private let phaseSets: PhaseSets
    private let attempt: Attempt
    private let arbiter: Arbiter
    /// A reusable set for a recognizer that tracks only some of the event's touches.
    @exclusivity(unchecked) private var scratch = Set<UITouch>()

    init(event: UIEvent, touches: TouchTable, phaseSets: PhaseSets, attempt: Attempt, arbiter: Arbiter) {
        self.event = event
        self.touches = touches
        self.phaseSets = phaseSets
        self.attempt = attempt
        self.arbiter = arbiter
        scratch.reserveCapacity(16)
    }

    /// Delivers the event to every participant, in processing order.
    func deliverEvent() {
        let removals = attempt.removals
        let sets = EventSets(phaseSets)
        var index = 0
        while index < attempt.participants.count {
            internalCheck(attempt.removals == removals, "a participant left the attempt while borrowed for delivery")
            withBorrowed(.passUnretained(attempt.participants[index])) { deliverEvent(to: $0, sets) }
            index += 1
        }
    }

    /// Hands one participant its touches of this event, a call per phase (R-D1). Inlined:
    /// most participants are terminal and only checked.
    @inline(__always)
    private func deliverEvent(to recognizer: UIGestureRecognizer, _ sets: EventSets) {
        WorkMeter.step()
        // One that no longer competes is terminal until it resets: what it heard is not read.
        guard recognizer.isCompeting else { return }
        let eventNumber = touches.eventNumber
        recognizer.participation.lastEventHeard = eventNumber
        var counts = PhaseCounts()
        var index = 0
        while index < recognizer.touches.count {
            WorkMeter.step()
            withBorrowed(.passUnretained(recognizer.touches[index])) { touch in
                if touch.lastChangeEvent == eventNumber { counts.add(touch.phase) }
            }
            index += 1
        }
        if counts.began > 0, let set = sets.began { deliver(.began, set, count: counts.began, to: recognizer) }
        if counts.moved > 0, let set = sets.moved { deliver(.moved, set, count: counts.moved, to: recognizer) }
        if counts.ended > 0, let set = sets.ended { deliver(.ended, set, count: counts.ended, to: recognizer) }
        if counts.cancelled > 0, let set = sets.cancelled {
            deliver(.cancelled, set, count: counts.cancelled, to: recognizer)
        }
    }

    /// Hands `recognizer` its `count` touches of this event in `phase`, if it still
    /// competes: `eventSet`, the event's set of the phase, when it tracks all of them, else
    /// a set of its own.
    @inline(__always)
    private func deliver(_ phase: UITouch.Phase, _ eventSet: Set<UITouch>, count: Int,
                         to recognizer: UIGestureRecognizer) {
        guard recognizer.isCompeting else { return }
        if count < eventSet.count {
            deliverOwnSet(phase, to: recognizer)
        } else {
            hand(phase, eventSet, to: recognizer)
        }
    }

    /// Hands `recognizer` a set of only the touches of this event in `phase` that it tracks.
    private func deliverOwnSet(_ phase: UITouch.Phase, to recognizer: UIGestureRecognizer) {
        let eventNumber = touches.eventNumber
        scratch.removeAll(keepingCapacity: true)
        for touch in recognizer.touches {
            WorkMeter.step()
            guard touch.lastChangeEvent == eventNumber && touch.phase == phase else { continue }
            scratch.insert(touch)
        }
        hand(phase, scratch, to: recognizer)
    }

    /// Calls the `touches…` method of `phase` with `set`, then settles what it asked for.
    private func hand(_ phase: UITouch.Phase, _ set: Set<UITouch>, to recognizer: UIGestureRecognizer) {
        internalCheck(set == Set(recognizer.touches.filter { $0.lastChangeEvent == touches.eventNumber && $0.phase == phase }),
                      "\(recognizer) is handed other touches in \(phase) than it tracks")
        switch phase {
        case .began: recognizer.touchesBegan(set, with: event)
        case .moved: recognizer.touchesMoved(set, with: event)
        case .ended: recognizer.touchesEnded(set, with: event)
        default: recognizer.touchesCancelled(set, with: event)
        }
        arbiter.settle()
    }
}

/// The event's set of each phase that has touches (`nil`: none), read out of the phase
/// sets once per event: reading a set out of them retains it, which per recognizer and
/// phase cost more than handing it over.
private struct EventSets {
    let began, moved, ended, cancelled: Set<UITouch>?

    @MainActor init(_ phaseSets: PhaseSets) {
        began = phaseSets.count(.began) > 0 ? phaseSets.set(.began) : nil
        moved = phaseSets.count(.moved) > 0 ? phaseSets.set(.moved) : nil
        ended = phaseSets.count(.ended) > 0 ? phaseSets.set(.ended) : nil
        cancelled = phaseSets.count(.cancelled) > 0 ? phaseSets.set(.cancelled) : nil
    }
}
