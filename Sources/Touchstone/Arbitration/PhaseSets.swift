// Speed (see Borrowed.swift for why these pay, and the commit history for how much): the
// properties are `@exclusivity(unchecked)`, and the changed touches are read borrowed
// (`withBorrowed`): the touch table's list holds them for the whole event.

/// The touches that changed in one event, grouped by phase: the sets handed to the
/// recognizers' and the views' `touches…` methods.
///
/// Usually every recognizer and view of an event gets the same touches, so one set per
/// phase serves them all: each is settled once per event, when the event starts, and
/// handing it out is then only a read. When a phase holds the same touches as in the
/// previous event (the same fingers moving, which is most events) its set is kept as it
/// is, without hashing.
///
/// A phase with a single touch, the most common case by far, gets that touch's own
/// one-element set, made when the touch is first alone in a phase and kept until the
/// touch has ended: the same set then serves its began, every move and its lift, so a
/// touch is hashed once in its life rather than on every change of phase. The touch
/// knows where its set is (``UITouch/ownSetSlot``), and the storage of a set whose touch
/// ended is reused for the next touch.
@MainActor
final class PhaseSets {
    /// The set of one phase, and which touches it holds.
    private struct PhaseSet {
        /// What this event's recognizers and views are handed: a touch's own set, the
        /// storage of ``several``, or empty.
        var current: Set<UITouch> = []
        /// The serials of the touches in ``current``, in the order of the event's changed
        /// touches (serials are unique in a window).
        var serials: [Int] = []
        /// The storage of a set of two or more touches, reused from event to event.
        var several = Set<UITouch>(minimumCapacity: 8)

        init() { serials.reserveCapacity(8) }
    }

    @exclusivity(unchecked) private var began = PhaseSet()
    @exclusivity(unchecked) private var moved = PhaseSet()
    @exclusivity(unchecked) private var ended = PhaseSet()
    @exclusivity(unchecked) private var cancelled = PhaseSet()
    /// One-element sets of single touches, with the touch each holds; a touch's
    /// ``UITouch/ownSetSlot`` says which is its own.
    @exclusivity(unchecked) private var singles: [(touch: UITouch, set: Set<UITouch>)] = []
    /// How many of the event's changed touches are in each phase.
    @exclusivity(unchecked) private var counts = PhaseCounts()
    /// The environment's number of the current event.
    @exclusivity(unchecked) private var eventNumber = 0

    /// Starts event number `number`, whose changed touches are `changed`, `counts` of
    /// them in each phase: settles the set of every phase. `sameTouches` says that
    /// `changed` lists the same touches as in the previous event.
    func startEvent(_ number: Int, with changed: [UITouch], counts: PhaseCounts, sameTouches: Bool) {
        eventNumber = number
        // The same touches changing again can only have moved, and moved before, since a
        // touch begins once and ends once: if they are as many in each phase as before,
        // they all moved both times, and every set is as it was.
        guard !sameTouches || counts != self.counts else {
            internalCheck(counts.moved == changed.count && moved.serials.elementsEqual(changed.lazy.map(\.serial)),
                          "the same touches changed but did not all move again")
            return
        }
        self.counts = counts
        // Every set that changes lets go of its storage first, so that a touch's own set
        // that it held can be reused below without being copied.
        let beganChanges = release(&began, .began, changed)
        let movedChanges = release(&moved, .moved, changed)
        let endedChanges = release(&ended, .ended, changed)
        let cancelledChanges = release(&cancelled, .cancelled, changed)
        if beganChanges { fill(&began, .began, changed) }
        if movedChanges { fill(&moved, .moved, changed) }
        if endedChanges { fill(&ended, .ended, changed) }
        if cancelledChanges { fill(&cancelled, .cancelled, changed) }
    }

    /// The number of the event's touches in `phase`.
    func count(_ phase: UITouch.Phase) -> Int { counts[phase] }

    /// Every touch in `phase` of the current event's changed touches.
    func set(_ phase: UITouch.Phase) -> Set<UITouch> {
        switch phase {
        case .began: began.current
        case .moved: moved.current
        case .ended: ended.current
        case .cancelled: cancelled.current
        case .stationary: []
        }
    }

    /// Whether `touch` changed to `phase` in the current event, so that it is in the set of
    /// `phase`.
    func changedNow(_ touch: UITouch, to phase: UITouch.Phase) -> Bool {
        touch.lastChangeEvent == eventNumber && touch.phase == phase
    }

    /// The one-element set of `touch`, if it was given one (it was alone in a phase of an
    /// event) and still has it.
    func ownSet(of touch: UITouch) -> Set<UITouch>? {
        let slot = touch.ownSetSlot
        guard slot >= 0 else { return nil }
        internalCheck(singles[slot].touch === touch, "\(touch) names a set that another touch holds")
        return singles[slot].set
    }

    /// Empties the set of `phase` unless it holds the same touches as `changed` has in
    /// that phase; returns whether it did.
    @inline(__always)
    private func release(_ entry: inout PhaseSet, _ phase: UITouch.Phase, _ changed: [UITouch]) -> Bool {
        guard !Self.holdsSame(entry.serials, phase, changed, count: counts[phase]) else { return false }
        entry.current = []
        entry.serials.removeAllKeepingCapacity()
        return true
    }

    /// Makes the emptied set of `phase` hold the touches of `changed` in that phase.
    private func fill(_ entry: inout PhaseSet, _ phase: UITouch.Phase, _ changed: [UITouch]) {
        let count = counts[phase]
        guard count > 0 else { return }
        if count > 1 { entry.several.removeAll(keepingCapacity: true) }
        for index in changed.indices where changed[index].phase == phase {
            WorkMeter.step()
            entry.serials.append(changed[index].serial)
            if count == 1 {
                entry.current = ownSetMade(for: changed[index])
                return
            }
            entry.several.insert(changed[index])
        }
        entry.current = entry.several
    }

    /// The one-element set of `touch`, made now if it has none: in the storage of a set
    /// whose touch ended before this event, or in a new one.
    private func ownSetMade(for touch: UITouch) -> Set<UITouch> {
        if let own = ownSet(of: touch) { return own }
        var slot = 0
        while slot < singles.count
                && withBorrowed(.passUnretained(singles[slot].touch), { $0.isLive || $0.lastChangeEvent == eventNumber }) {
            WorkMeter.step()
            slot += 1
        }
        if slot == singles.count {
            singles.append((touch, Set(minimumCapacity: 1)))
        } else {
            singles[slot].touch.ownSetSlot = -1
            singles[slot].touch = touch
            singles[slot].set.removeAll(keepingCapacity: true)
        }
        singles[slot].set.insert(touch)
        touch.ownSetSlot = slot
        return singles[slot].set
    }

    /// Whether `serials` are those of the `count` touches of `changed` in `phase`, in order.
    @inline(__always)
    private static func holdsSame(_ serials: [Int], _ phase: UITouch.Phase, _ changed: [UITouch],
                                  count: Int) -> Bool {
        guard serials.count == count else { return false }
        guard count > 0 else { return true }
        var index = 0
        for position in changed.indices {
            WorkMeter.step()
            let (inPhase, serial) = withBorrowed(.passUnretained(changed[position])) { ($0.phase == phase, $0.serial) }
            guard inPhase else { continue }
            guard serials[index] == serial else { return false }
            index += 1
        }
        return true
    }
}

/// How many touches are in each phase: what an event changed, or what a recognizer gets
/// of it, counted in one pass before the calls are made.
struct PhaseCounts: Equatable {
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

    /// Whether a touch ended or was cancelled.
    var hasLifts: Bool { ended + cancelled > 0 }

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
