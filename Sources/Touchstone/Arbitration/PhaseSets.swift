/// The touches that changed in one event, grouped by phase: the sets handed to the
/// recognizers' `touches…` methods.
///
/// Usually every recognizer of an event tracks the same touches, so one set per phase
/// serves them all: it is built at most once per event, on first use, and its storage is
/// reused from event to event, so delivering a move to any number of recognizers hashes
/// each touch once and allocates nothing.
@MainActor
struct PhaseSets {
    private var began = Set<UITouch>(minimumCapacity: 8)
    private var moved = Set<UITouch>(minimumCapacity: 8)
    private var ended = Set<UITouch>(minimumCapacity: 8)
    private var cancelled = Set<UITouch>(minimumCapacity: 8)
    /// How many of the event's changed touches are in each phase.
    private var counts = PhaseCounts()
    /// Which sets hold this event's touches already.
    private var built = (began: false, moved: false, ended: false, cancelled: false)

    /// Starts a new event whose changed touches are `changed`.
    mutating func startEvent(with changed: [UITouch]) {
        counts = PhaseCounts()
        built = (false, false, false, false)
        for touch in changed {
            WorkMeter.step()
            counts.add(touch.phase)
        }
    }

    /// The number of the event's touches in `phase`.
    func count(_ phase: UITouch.Phase) -> Int { counts[phase] }

    /// Every touch in `phase` of the event's changed touches, `changed` (the same array
    /// as given to ``startEvent(with:)``).
    mutating func set(_ phase: UITouch.Phase, of changed: [UITouch]) -> Set<UITouch> {
        switch phase {
        case .began: return fill(&began, &built.began, phase, changed)
        case .moved: return fill(&moved, &built.moved, phase, changed)
        case .ended: return fill(&ended, &built.ended, phase, changed)
        case .cancelled: return fill(&cancelled, &built.cancelled, phase, changed)
        case .stationary: return []
        }
    }

    private func fill(_ set: inout Set<UITouch>, _ isBuilt: inout Bool, _ phase: UITouch.Phase,
                      _ changed: [UITouch]) -> Set<UITouch> {
        if !isBuilt {
            set.removeAll(keepingCapacity: true)
            for touch in changed where WorkMeter.counted() && touch.phase == phase { set.insert(touch) }
            isBuilt = true
        }
        return set
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
