// Speed (see Borrowed.swift for why these pay, and the commit history for how much): the
// properties are `@exclusivity(unchecked)`.

/// The touches that changed in one event, grouped by phase: the sets handed to the
/// recognizers' `touches…` methods.
///
/// Usually every recognizer of an event tracks the same touches, so one set per phase
/// serves them all: it is built at most once per event, on first use, and its storage is
/// reused from event to event, so delivering a move to any number of recognizers hashes
/// each touch at most once and allocates nothing. When the same fingers move again, as
/// they do on most events, the set is not rebuilt at all.
///
/// The view delivery hands out the same sets when a view's call carries exactly the
/// event's touches of a phase, which is what most calls carry: the environment and its
/// ``TouchDelivery`` share one instance.
@MainActor
final class PhaseSets {
    /// The set of one phase, and which touches it holds.
    private struct PhaseSet {
        var touches = Set<UITouch>(minimumCapacity: 8)
        /// The serials of ``touches``, in the order of the event's changed touches: when
        /// the next event changes the same touches in this phase (the same fingers moving,
        /// which is most events) the set is handed out again as it is, without hashing.
        var serials: [Int] = []
        /// Whether ``touches`` holds this event's touches already.
        var isCurrent = false

        init() { serials.reserveCapacity(8) }
    }

    @exclusivity(unchecked) private var began = PhaseSet()
    @exclusivity(unchecked) private var moved = PhaseSet()
    @exclusivity(unchecked) private var ended = PhaseSet()
    @exclusivity(unchecked) private var cancelled = PhaseSet()
    /// How many of the event's changed touches are in each phase.
    @exclusivity(unchecked) private var counts = PhaseCounts()
    /// The environment's number of the current event.
    @exclusivity(unchecked) private var eventNumber = 0

    /// Starts event number `number`, whose changed touches are `changed`.
    func startEvent(_ number: Int, with changed: [UITouch]) {
        eventNumber = number
        counts = PhaseCounts()
        began.isCurrent = false
        moved.isCurrent = false
        ended.isCurrent = false
        cancelled.isCurrent = false
        for touch in changed {
            WorkMeter.step()
            counts.add(touch.phase)
        }
    }

    /// The number of the event's touches in `phase`.
    func count(_ phase: UITouch.Phase) -> Int { counts[phase] }

    /// Every touch in `phase` of the event's changed touches, `changed` (the same array
    /// as given to ``startEvent(_:with:)``).
    func set(_ phase: UITouch.Phase, of changed: [UITouch]) -> Set<UITouch> {
        switch phase {
        case .began:
            if !began.isCurrent { Self.fill(&began, phase, changed, count: counts.began) }
            return began.touches
        case .moved:
            if !moved.isCurrent { Self.fill(&moved, phase, changed, count: counts.moved) }
            return moved.touches
        case .ended:
            if !ended.isCurrent { Self.fill(&ended, phase, changed, count: counts.ended) }
            return ended.touches
        case .cancelled:
            if !cancelled.isCurrent { Self.fill(&cancelled, phase, changed, count: counts.cancelled) }
            return cancelled.touches
        case .stationary:
            return []
        }
    }

    /// Whether `touch` changed to `phase` in the current event, so that it is in the set of
    /// `phase`.
    func changedNow(_ touch: UITouch, to phase: UITouch.Phase) -> Bool {
        touch.lastChangeEvent == eventNumber && touch.phase == phase
    }

    /// The set of `phase` if it was already built for the current event (a recognizer got
    /// it), else `nil`.
    func builtSet(_ phase: UITouch.Phase) -> Set<UITouch>? {
        switch phase {
        case .began: began.isCurrent ? began.touches : nil
        case .moved: moved.isCurrent ? moved.touches : nil
        case .ended: ended.isCurrent ? ended.touches : nil
        case .cancelled: cancelled.isCurrent ? cancelled.touches : nil
        case .stationary: nil
        }
    }

    /// Makes `entry` hold the `count` touches of `changed` in `phase`: as it is when it
    /// holds the same touches (serials are unique in a window), rebuilt otherwise.
    private static func fill(_ entry: inout PhaseSet, _ phase: UITouch.Phase, _ changed: [UITouch], count: Int) {
        entry.isCurrent = true
        guard !holdsSame(entry.serials, phase, changed, count: count) else { return }
        entry.touches.removeAll(keepingCapacity: true)
        entry.serials.removeAllKeepingCapacity()
        for index in changed.indices {
            WorkMeter.step()
            guard changed[index].phase == phase else { continue }
            entry.touches.insert(changed[index])
            entry.serials.append(changed[index].serial)
        }
    }

    private static func holdsSame(_ serials: [Int], _ phase: UITouch.Phase, _ changed: [UITouch],
                                  count: Int) -> Bool {
        guard serials.count == count else { return false }
        var index = 0
        for position in changed.indices {
            WorkMeter.step()
            guard changed[position].phase == phase else { continue }
            guard serials[index] == changed[position].serial else { return false }
            index += 1
        }
        return true
    }
}

/// How many touches are in each phase: what a recognizer gets of an event, counted in one
/// pass before the calls are made.
struct PhaseCounts {
    private(set) var began = 0, moved = 0, ended = 0, cancelled = 0

    mutating func add(_ phase: UITouch.Phase) {
        switch phase {
        case .began: began += 1
        case .moved: moved += 1
        case .ended: ended += 1
        case .cancelled: cancelled += 1
        case .stationary: break
        }
    }

    subscript(phase: UITouch.Phase) -> Int {
        switch phase {
        case .began: began
        case .moved: moved
        case .ended: ended
        case .cancelled: cancelled
        case .stationary: 0
        }
    }
}
