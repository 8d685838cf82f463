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

    /// Live touches by the host's finger identifier.
    @exclusivity(unchecked) private(set) var touchesByFinger: [Int: UITouch] = [:]
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
    func validate(_ inputs: [TouchInput], at time: TimeInterval, now: TimeInterval,
                  fromPointer: Bool = false) throws(TouchInputError) {
        guard time.isFinite, time >= now else {
            throw .timeWentBackwards(current: now, requested: time)
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
                throw .invalidForceOrRadius(finger: input.finger, force: Double(input.force),
                                            majorRadius: Double(input.majorRadius))
            }
            if input.finger == Self.pointerFinger && !fromPointer { throw .reservedFinger(finger: input.finger) }
            if let maximum = input.maximumPossibleForce, !(maximum >= 0 && maximum.isFinite) {
                throw .invalidForceOrRadius(finger: input.finger, force: Double(maximum),
                                            majorRadius: Double(input.majorRadius))
            }
            guard input.altitudeAngle >= 0, input.altitudeAngle <= .pi / 2, input.azimuthAngle.isFinite else {
                throw .invalidAngle(finger: input.finger, altitude: Double(input.altitudeAngle),
                                    azimuth: Double(input.azimuthAngle))
            }
            if !input.coalesced.isEmpty || !input.predicted.isEmpty {
                try Self.validateSamples(of: input, at: time)
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

    /// Checks the coalesced and predicted samples of `input` (R-P8): finite values, the
    /// coalesced ones in time order up to the event's `time`, the predicted ones after it,
    /// and coalesced ones only on a move or a lift.
    private static func validateSamples(of input: TouchInput, at time: TimeInterval) throws(TouchInputError) {
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
        guard sample.location.isFinite, sample.timestamp.isFinite, sample.force >= 0, sample.force.isFinite,
              sample.majorRadius >= 0, sample.majorRadius.isFinite,
              sample.altitudeAngle >= 0, sample.altitudeAngle <= .pi / 2, sample.azimuthAngle.isFinite else {
            throw .invalidSample(finger: finger, index: index,
                                 problem: "a value is NaN, infinite, negative or out of range")
        }
    }

    /// Applies a validated event (step 2): updates or creates the touch of every changed
    /// finger and marks every other live touch `stationary`. Returns whether a touch
    /// ended or was cancelled.
    func apply(_ inputs: [TouchInput], at time: TimeInterval) -> Bool {
        eventNumber += 1
        event.timestamp = time
        changed.removeAllKeepingCapacity()
        var lifted = false
        for (position, input) in inputs.enumerated() {
            WorkMeter.step()
            let touch = apply(input, listedAt: position, at: time)
            changed.append(touch)
            if !touch.isLive { lifted = true }
        }
        for index in event.touchList.indices {
            WorkMeter.step()
            withBorrowed(.passUnretained(event.touchList[index])) { touch in
                if touch.lastChangeEvent != eventNumber && touch.isLive { touch.phase = .stationary }
            }
        }
        return lifted
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
    /// finger of every event.
    private func isDown(_ finger: Int, listedAt position: Int) -> Bool {
        if position < event.touchList.count,
           withBorrowed(.passUnretained(event.touchList[position]), { $0.finger == finger && $0.isLive }) {
            internalCheck(touchesByFinger[finger] === event.touchList[position],
                          "finger \(finger) is listed at \(position) but not mapped to that touch")
            return true
        }
        return touchesByFinger.keys.contains(finger)
    }

    /// Updates (or creates) the touch of one finger.
    private func apply(_ input: TouchInput, listedAt position: Int, at time: TimeInterval) -> UITouch {
        let touch: UITouch
        if input.phase == .began {
            touch = makeTouch(for: input, at: time)
        } else {
            touch = liveTouch(of: input.finger, listedAt: position)!
            touch.previousWindowLocation = touch.windowLocation
            if let location = input.location { touch.windowLocation = location }
            touch.apply(input)
            touch.phase = switch input.phase {
            case .moved: .moved
            case .ended: .ended
            default: .cancelled
            }
            if !touch.isLive {
                touchesByFinger[input.finger] = nil
                lastLift = touch.phase == .ended ? (touch.windowLocation, time, touch.tapCount) : nil
            }
        }
        touch.timestamp = time
        touch.lastChangeEvent = eventNumber
        return touch
    }

    /// Numbers a new touch, or the pointer's carrier of a scroll or transform gesture,
    /// which takes part in arbitration like a touch (R-P5, R-P6).
    func nextSerial() -> Int {
        touchSerial += 1
        return touchSerial
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
        let view = windowReference.window!.hitTest(location, with: event)  // window coordinates are its own
        let touch = UITouch(finger: input.finger, serial: nextSerial(), sequence: sequenceNumber, location: location,
                            timestamp: time, tapCount: tapCount, view: view, window: windowReference,
                            type: input.type, force: input.force, majorRadius: input.majorRadius)
        touch.apply(input)
        touchesByFinger[input.finger] = touch
        event.add(touch)
        return touch
    }
}
