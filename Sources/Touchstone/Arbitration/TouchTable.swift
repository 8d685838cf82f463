import Foundation

// Speed (see Borrowed.swift for why these pay, and the commit history for how much): the
// properties are `@exclusivity(unchecked)`, and the event's touches are read borrowed
// (`withBorrowed`): the event holds them until the end of the dispatch.

/// The touches of one window: it checks host input, turns each finger's change into its
/// touch, and counts taps and sequences (R-T1–R-T6).
///
/// It owns the map from the host's fingers to live touches, the serials and sequence
/// numbers it gives them, the last lift (for tap counting) and the list of the touches
/// that changed in the current event, which is built once per event and read by every
/// later step of the dispatch.
@MainActor
final class TouchTable {
    private let windowReference: UIWindow.Reference
    private let event: UIEvent

    /// How many fingers are down.
    @exclusivity(unchecked) private(set) var liveCount = 0
    /// Live touches by the host's finger identifier, kept only while more than
    /// ``fingersFoundByScanning`` fingers are down: up to that many, a finger is found in the
    /// event's touch list for less than hashing it costs, and a finger coming down or
    /// lifting costs no map update.
    @exclusivity(unchecked) private var touchesByFinger: [Int: UITouch] = [:]
    private static let fingersFoundByScanning = 4
    /// The number of the current event; a touch records the event of its latest change.
    @exclusivity(unchecked) private(set) var eventNumber = 0
    @exclusivity(unchecked) private var sequenceNumber = 0
    /// Numbers touches in the order they began.
    @exclusivity(unchecked) private var touchSerial = 0
    /// The last lifted touch, for tap counting (R-T4).
    @exclusivity(unchecked) private var lastLift: (location: CGPoint, time: TimeInterval, tapCount: Int)?
    /// The fingers of an event of three or more being validated, to find one given twice.
    @exclusivity(unchecked) private var eventFingers = Set<Int>()
    /// The touches that changed in the current event, in input order; reused, and handed
    /// back to the host as the result of the dispatch.
    @exclusivity(unchecked) private(set) var changed: [UITouch] = []
    /// Whether ``changed`` lists the same touches, in the same order, as in the previous
    /// event.
    @exclusivity(unchecked) private(set) var changedSameTouches = false

    init(window: UIWindow.Reference, event: UIEvent) {
        windowReference = window
        self.event = event
        changed.reserveCapacity(16)
    }

    /// The finger number of the pointer's contact (R-P2), which hosts may not use.
    static let pointerFinger = Int.min

    /// Validates `inputs` completely before anything changes, so that a refused event
    /// leaves every touch, recognizer and view as it was. Only the window's own pointer
    /// path (`fromPointer`) may use ``pointerFinger``.
    ///
    /// The inputs are read in place, field by field: a copy of an input would retain and
    /// release its samples.
    func validate(_ inputs: [TouchInput], at time: TimeInterval, clock: VirtualClock,
                  fromPointer: Bool = false) throws(TouchInputError) {
        try clock.check(time)
        var latestIndex = latestEstimationIndex
        // Two fingers are compared with each other; more are hashed, so that the check
        // stays linear in the fingers.
        let findsDuplicatesByHashing = inputs.count > 2
        if findsDuplicatesByHashing { eventFingers.removeAll(keepingCapacity: true) }
        for position in inputs.indices {
            WorkMeter.step()
            let finger = inputs[position].finger
            if findsDuplicatesByHashing ? !eventFingers.insert(finger).inserted
                : position == 1 && inputs[0].finger == finger {
                throw .duplicateFinger(finger: finger)
            }
            try Self.checkValues(of: inputs[position], fromPointer: fromPointer)
            if inputs[position].hasExtras {
                try Self.validateSamples(of: inputs[position], at: time)
                try checkEstimate(of: inputs[position], after: &latestIndex)
            }
            let isDown = isDown(finger, listedAt: position)
            switch inputs[position].phase {
            case .began:
                if isDown { throw .fingerAlreadyDown(finger: finger) }
                if inputs[position].location == nil { throw .missingLocation(finger: finger) }
            case .moved, .ended, .cancelled:
                if !isDown { throw .fingerNotDown(finger: finger, phase: inputs[position].phase) }
            }
        }
    }

    /// Checks that the location, force, radius and angles of `input` are finite and in
    /// range, and that its finger is not the pointer's unless it comes from the pointer.
    @inline(__always)
    private static func checkValues(of input: borrowing TouchInput, fromPointer: Bool) throws(TouchInputError) {
        if let location = input.location, !location.isFinite {
            throw .nonFiniteLocation(finger: input.finger, x: Double(location.x), y: Double(location.y))
        }
        // `>= 0` is false for NaN as well.
        guard input.force >= 0, input.force.isFinite, input.majorRadius >= 0, input.majorRadius.isFinite else {
            throw .invalidForceOrRadius(finger: input.finger, force: Double(input.force),
                                        majorRadius: Double(input.majorRadius))
        }
        if input.finger == pointerFinger && !fromPointer { throw .reservedFinger(finger: input.finger) }
        if let maximum = input.maximumPossibleForce, !(maximum >= 0 && maximum.isFinite) {
            throw .invalidForceOrRadius(finger: input.finger, force: Double(maximum),
                                        majorRadius: Double(input.majorRadius))
        }
        guard input.altitudeAngle >= 0, input.altitudeAngle <= .pi / 2, input.azimuthAngle.isFinite else {
            throw .invalidAngle(finger: input.finger, altitude: Double(input.altitudeAngle),
                                azimuth: Double(input.azimuthAngle))
        }
    }

    /// Checks the estimates of `input` (R-P9): an index exactly when there are estimated
    /// properties, greater than `latest` (which it then becomes), and updates expected only
    /// for estimated properties.
    private func checkEstimate(of input: borrowing TouchInput, after latest: inout Int?) throws(TouchInputError) {
        let estimated = input.estimatedProperties
        guard let index = input.estimationUpdateIndex else {
            if !estimated.isEmpty || !input.estimatedPropertiesExpectingUpdates.isEmpty {
                throw .invalidEstimate(finger: input.finger, problem: "estimated properties without an estimationUpdateIndex")
            }
            return
        }
        if estimated.isEmpty {
            throw .invalidEstimate(finger: input.finger,
                                   problem: "estimationUpdateIndex \(index) without estimated properties")
        }
        if !estimated.isSubset(of: UITouch.Properties.all) {
            throw .invalidEstimate(finger: input.finger,
                                   problem: "estimated properties \(estimated.rawValue) name no UITouch property")
        }
        if !input.estimatedPropertiesExpectingUpdates.isSubset(of: estimated) {
            throw .invalidEstimate(finger: input.finger,
                                   problem: "properties \(input.estimatedPropertiesExpectingUpdates.rawValue) expect updates "
                                       + "but are not all estimated (\(estimated.rawValue))")
        }
        if let latest, index <= latest {
            throw .invalidEstimate(finger: input.finger,
                                   problem: "estimationUpdateIndex \(index) is not greater than the previous one, \(latest)")
        }
        latest = index
    }

    /// The greatest estimation index the window took (R-P9): each new one must be greater.
    @exclusivity(unchecked) private var latestEstimationIndex: Int?
    /// The touches of the current event whose estimates expect updates (R-P9).
    @exclusivity(unchecked) private(set) var touchesAwaitingUpdates: [UITouch] = []

    /// Forgets ``touchesAwaitingUpdates`` once the event's estimates are recorded.
    func clearTouchesAwaitingUpdates() { touchesAwaitingUpdates.removeAll(keepingCapacity: true) }

    /// Checks the coalesced and predicted samples of `input` (R-P8): finite values, the
    /// coalesced ones in time order up to the event's `time`, the predicted ones after it,
    /// and coalesced ones only on a move or a lift.
    private static func validateSamples(of input: borrowing TouchInput, at time: TimeInterval) throws(TouchInputError) {
        if !input.coalesced.isEmpty && (input.phase == .began || input.phase == .cancelled) {
            throw .invalidSample(finger: input.finger, index: 0,
                                 problem: "a \(input.phase) input carries no earlier samples")
        }
        var previous = -TimeInterval.infinity
        for (index, sample) in input.coalesced.enumerated() {
            try check(sample, index: index, of: input.finger)
            guard sample.timestamp >= previous, sample.timestamp <= time else {
                throw .invalidSample(finger: input.finger, index: index,
                                     problem: "coalesced sample at \(sample.timestamp) s is out of order (event at \(time) s)")
            }
            previous = sample.timestamp
        }
        previous = time
        for (index, sample) in input.predicted.enumerated() {
            try check(sample, index: index, of: input.finger)
            guard sample.timestamp >= previous else {
                throw .invalidSample(finger: input.finger, index: index,
                                     problem: "predicted sample at \(sample.timestamp) s is out of order (event at \(time) s)")
            }
            previous = sample.timestamp
        }
    }

    private static func check(_ sample: TouchInput.Sample, index: Int, of finger: Int) throws(TouchInputError) {
        // Within the times a window takes, as a trace must hold them (R-O3).
        guard sample.timestamp >= 0, sample.timestamp <= UIWindow.maximumTime else {
            throw .invalidSample(finger: finger, index: index,
                                 problem: "sample time \(sample.timestamp) s is outside 0…\(Int(UIWindow.maximumTime)) s")
        }
        guard sample.location.isFinite, sample.force >= 0, sample.force.isFinite,
              sample.majorRadius >= 0, sample.majorRadius.isFinite,
              sample.altitudeAngle >= 0, sample.altitudeAngle <= .pi / 2, sample.azimuthAngle.isFinite else {
            throw .invalidSample(finger: finger, index: index,
                                 problem: "a value is NaN, infinite, negative or out of range")
        }
    }

    /// Applies a validated event (step 2): updates or creates the touch of every changed
    /// finger and marks every other live touch `stationary`. Returns how many touches
    /// changed to each phase.
    ///
    /// The changed touches are written over the previous event's in place: when the same
    /// fingers change again, as they do in most events, each finger's touch is found where
    /// it was listed, and the list is not written at all.
    func apply(_ inputs: [TouchInput], at time: TimeInterval) -> PhaseCounts {
        eventNumber += 1
        event.timestamp = time
        var counts = PhaseCounts()
        changedSameTouches = changed.count == inputs.count
        for position in inputs.indices {
            WorkMeter.step()
            let finger = inputs[position].finger
            if position < changed.count, withBorrowed(.passUnretained(changed[position]), { touch in
                guard Self.isLiveTouch(touch, of: finger) else { return false }
                internalCheck(liveTouch(of: finger) === touch, "finger \(finger) is not mapped to its touch")
                update(touch, with: inputs, at: position, time: time)
                counts.add(touch.phase)
                return true
            }) { continue }
            let touch = inputs[position].phase == .began
                ? makeTouch(for: inputs, at: position, time: time) : liveTouch(of: finger, listedAt: position)!
            update(touch, with: inputs, at: position, time: time)
            counts.add(touch.phase)
            changedSameTouches = false
            if position < changed.count { changed[position] = touch } else { changed.append(touch) }
        }
        if changed.count > inputs.count { changed.removeLastElements(changed.count - inputs.count) }
        // The event lists every live touch, each once, and the new ones; when it changed as
        // many touches as it lists, none is stationary.
        if event.touchList.count != changed.count { markStationary() }
        internalCheck(event.touchList.allSatisfy { $0.lastChangeEvent == eventNumber || $0.phase == .stationary },
                      "a live touch that did not change is not stationary")
        return counts
    }

    private func markStationary() {
        for index in event.touchList.indices {
            WorkMeter.step()
            withBorrowed(.passUnretained(event.touchList[index])) { touch in
                if touch.lastChangeEvent != eventNumber && touch.isLive { touch.phase = .stationary }
            }
        }
    }

    private static func isLiveTouch(_ touch: UITouch, of finger: Int) -> Bool {
        touch.finger == finger && touch.isLive
    }

    /// The touch of `finger` if it is down; `position` is where the event lists the finger.
    ///
    /// Hosts list fingers in the order they came down, which is the order of the event's
    /// touch list, so the touch at the same position is tried first: most lookups then
    /// need no hashing.
    private func liveTouch(of finger: Int, listedAt position: Int) -> UITouch? {
        if position < event.touchList.count, Self.isLiveTouch(event.touchList[position], of: finger) {
            return event.touchList[position]
        }
        return liveTouch(of: finger)
    }

    /// The touch of `finger` if it is down.
    func liveTouch(of finger: Int) -> UITouch? {
        if liveCount > Self.fingersFoundByScanning { return touchesByFinger[finger] }
        return listedLiveTouch(of: finger).map { event.touchList[$0] }
    }

    /// Where the event's touch list holds the live touch of `finger`, found by scanning.
    private func listedLiveTouch(of finger: Int) -> Int? {
        for index in event.touchList.indices {
            WorkMeter.step()
            if withBorrowed(.passUnretained(event.touchList[index]), { Self.isLiveTouch($0, of: finger) }) { return index }
        }
        return nil
    }

    /// The live touches, in the order they began.
    var liveTouches: [UITouch] { event.touchList.filter(\.isLive) }

    /// Keeps ``touchesByFinger`` while more than ``fingersFoundByScanning`` fingers are down:
    /// `touch` just came down or lifted, and ``liveCount`` counts it already.
    private func updateIndex(for touch: UITouch) {
        if liveCount > Self.fingersFoundByScanning {
            if touchesByFinger.isEmpty {
                for live in event.touchList where live.isLive { touchesByFinger[live.finger] = live }
            } else {
                touchesByFinger[touch.finger] = touch.isLive ? touch : nil
            }
        } else if !touchesByFinger.isEmpty {
            touchesByFinger.removeAll(keepingCapacity: true)
        }
        internalCheck(liveCount == event.touchList.count(where: \.isLive), "\(liveCount) fingers counted down")
        internalCheck(touchesByFinger.isEmpty || touchesByFinger.count == liveCount, "the finger map is out of date")
    }

    /// Whether `finger` is down, found as ``liveTouch(of:listedAt:)`` finds its touch but
    /// without taking the touch, which would retain it: validation asks this of every
    /// finger of every event.
    private func isDown(_ finger: Int, listedAt position: Int) -> Bool {
        if position < event.touchList.count,
           withBorrowed(.passUnretained(event.touchList[position]), { Self.isLiveTouch($0, of: finger) }) {
            internalCheck(liveTouch(of: finger) === event.touchList[position],
                          "finger \(finger) is listed at \(position) but not mapped to that touch")
            return true
        }
        if liveCount > Self.fingersFoundByScanning { return touchesByFinger.keys.contains(finger) }
        return listedLiveTouch(of: finger) != nil
    }

    /// Takes the change of `inputs[position]` into `touch`, its finger's touch (new if it
    /// began). The input is read in place: a copy would retain and release its samples.
    private func update(_ touch: UITouch, with inputs: [TouchInput], at position: Int, time: TimeInterval) {
        let phase = inputs[position].phase
        if phase != .began {
            touch.previousWindowLocation = touch.windowLocation
            if let location = inputs[position].location { touch.windowLocation = location }
            touch.apply(inputs, at: position)
            touch.phase = switch phase {
            case .moved: .moved
            case .ended: .ended
            default: .cancelled
            }
            if !touch.isLive {
                liveCount -= 1
                updateIndex(for: touch)
                lastLift = touch.phase == .ended ? (touch.windowLocation, time, touch.tapCount) : nil
            }
        }
        touch.timestamp = time
        touch.lastChangeEvent = eventNumber
        if inputs[position].hasExtras, let estimation = touch.estimation {
            latestEstimationIndex = estimation.index
            if !estimation.expecting.isEmpty { touchesAwaitingUpdates.append(touch) }
        }
    }

    /// Numbers a new touch, or the pointer's carrier of a scroll or transform gesture,
    /// which takes part in arbitration like a touch (R-P5, R-P6).
    func nextSerial() -> Int {
        touchSerial += 1
        return touchSerial
    }

    private func makeTouch(for inputs: [TouchInput], at position: Int, time: TimeInterval) -> UITouch {
        let location = inputs[position].location!
        if liveCount == 0 { sequenceNumber += 1 }  // R-T6: a new multi-touch sequence
        var tapCount = 1
        // R-T4 counts taps by the same window and slop as the tap recognizer.
        if let lift = lastLift, time - lift.time <= GestureThresholds.tapMaximumInterval,
           lift.location.distance(to: location) <= GestureThresholds.tapAllowableMovement {
            tapCount = lift.tapCount + 1  // R-T4
        }
        let window = windowReference.window!
        // R-TR4: a touch that begins while the application ignores interaction reaches no view.
        let view = window.isIgnoringInteraction ? nil : window.hitTest(location, with: event)  // window coordinates are its own
        let touch = UITouch(finger: inputs[position].finger, serial: nextSerial(), sequence: sequenceNumber,
                            location: location, timestamp: time, tapCount: tapCount, view: view,
                            window: windowReference, type: inputs[position].type, force: inputs[position].force,
                            majorRadius: inputs[position].majorRadius)
        touch.apply(inputs, at: position)
        event.add(touch)
        liveCount += 1
        updateIndex(for: touch)
        return touch
    }
}
