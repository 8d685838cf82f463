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
/// A phase with a single touch, the most common case by far, gets that touch's own
/// one-element set, built when the touch is first handed out and kept until the touch
/// has ended: the same set then serves its began, every move and its lift, so a touch is
/// hashed once in its life rather than on every change of phase. The storage of a set
/// whose touch ended is reused for the next touch.
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
        /// Whether the phase's set was settled for this event: ``touches``, or the single
        /// touch's set.
        var isCurrent = false
        /// The serial of the event's last touch in this phase: its only one when the count
        /// is 1.
        var lastSerial = 0
        /// Where the single touch's set is in ``PhaseSets/singles``; -1 when ``touches`` serves.
        var single = -1

        init() { serials.reserveCapacity(8) }
    }

    @exclusivity(unchecked) private var began = PhaseSet()
    @exclusivity(unchecked) private var moved = PhaseSet()
    @exclusivity(unchecked) private var ended = PhaseSet()
    @exclusivity(unchecked) private var cancelled = PhaseSet()
    /// One-element sets of single touches, with the touch each holds.
    @exclusivity(unchecked) private var singles: [(touch: UITouch, set: Set<UITouch>)] = []
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
            switch touch.phase {
            case .began: began.lastSerial = touch.serial
            case .moved: moved.lastSerial = touch.serial
            case .ended: ended.lastSerial = touch.serial
            case .cancelled: cancelled.lastSerial = touch.serial
            case .stationary: break
            }
        }
    }

    /// The number of the event's touches in `phase`.
    func count(_ phase: UITouch.Phase) -> Int { counts[phase] }

    /// Every touch in `phase` of the event's changed touches, `changed` (the same array
    /// as given to ``startEvent(_:with:)``).
    func set(_ phase: UITouch.Phase, of changed: [UITouch]) -> Set<UITouch> {
        switch phase {
        case .began: current(&began, phase, changed)
        case .moved: current(&moved, phase, changed)
        case .ended: current(&ended, phase, changed)
        case .cancelled: current(&cancelled, phase, changed)
        case .stationary: []
        }
    }

    /// Settles `entry`, the set of `phase`, for this event, and returns it.
    private func current(_ entry: inout PhaseSet, _ phase: UITouch.Phase, _ changed: [UITouch]) -> Set<UITouch> {
        if !entry.isCurrent {
            if counts[phase] == 1 {
                entry.isCurrent = true
                entry.single = singleIndex(serial: entry.lastSerial) ?? makeSingle(serial: entry.lastSerial, of: changed)
            } else {
                entry.single = -1
                Self.fill(&entry, phase, changed, count: counts[phase])
            }
        }
        return entry.single >= 0 ? singles[entry.single].set : entry.touches
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
        case .began: built(began, phase)
        case .moved: built(moved, phase)
        case .ended: built(ended, phase)
        case .cancelled: built(cancelled, phase)
        case .stationary: nil
        }
    }

    private func built(_ entry: PhaseSet, _ phase: UITouch.Phase) -> Set<UITouch>? {
        if entry.isCurrent { return entry.single >= 0 ? singles[entry.single].set : entry.touches }
        guard counts[phase] == 1, let index = singleIndex(serial: entry.lastSerial) else { return nil }
        return singles[index].set
    }

    /// The one-element set of `touch`, if it was given one (it was alone in a phase that a
    /// recognizer was handed) and still has it.
    func ownSet(of touch: UITouch) -> Set<UITouch>? {
        guard let index = singleIndex(serial: touch.serial) else { return nil }
        return singles[index].set
    }

    /// Gives the changed touch numbered `serial` a one-element set, taking over the storage
    /// of one whose touch ended before this event, and returns where it is.
    private func makeSingle(serial: Int, of changed: [UITouch]) -> Int {
        var index = 0
        while index < singles.count && (singles[index].touch.isLive || singles[index].touch.lastChangeEvent == eventNumber) {
            WorkMeter.step()
            index += 1
        }
        for touch in changed where touch.serial == serial {
            WorkMeter.step()
            if index == singles.count { singles.append((touch, Set(minimumCapacity: 1))) }
            singles[index].touch = touch
            singles[index].set.removeAll(keepingCapacity: true)
            singles[index].set.insert(touch)
        }
        internalCheck(index < singles.count && singles[index].touch.serial == serial, "touch \(serial) did not change")
        return index
    }

    private func singleIndex(serial: Int) -> Int? {
        for index in singles.indices {
            WorkMeter.step()
            if singles[index].touch.serial == serial { return index }
        }
        return nil
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
