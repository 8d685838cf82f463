import Foundation

/// The pointer of one window (a mouse, a trackpad, a hovering stylus): where it is, what
/// it holds down, and what its input becomes (R-P2, R-P4–R-P6).
///
/// - A press of a button becomes the pointer's contact: an `.indirectPointer` touch sent
///   through the ordinary dispatch, so it is hit-tested, delivered and arbitrated like a
///   finger (R-P2). It moves while a button is held and ends when the last is released.
/// - Movement with no button is a hover event, which only the ``UIHoverGestureRecognizer``s
///   on the hit-test path hear (R-P4). They take no part in arbitration: none prevents
///   another, so they are driven here directly.
/// - Wheel notches and trackpad deltas are scroll events for the pan recognizers under the
///   pointer that accept them (R-P5); trackpad pinch and rotate are transform events for
///   the pinch and rotation recognizers there (R-P6). Such a gesture has no touch, but its
///   recognizers compete as touch recognizers do (exclusion, requirements, delegates): they
///   share a *carrier*, a touch that stands for the gesture in the attempt and that no
///   view and no event ever lists.
@MainActor
final class PointerDelivery {
    /// The environment that owns this pointer, set once it exists.
    unowned(unsafe) var environment: GestureEnvironment!
    private let windowReference: UIWindow.Reference

    /// Where the pointer is in window coordinates; `nil` while it is outside the window.
    @exclusivity(unchecked) private(set) var location: CGPoint?
    /// The buttons held, and the modifier keys as last reported (R-P2).
    @exclusivity(unchecked) private(set) var buttons: UIEvent.ButtonMask = []
    @exclusivity(unchecked) private(set) var modifiers: UIKeyModifierFlags = []
    /// What the hovering device senses besides its location: nothing for a mouse, the
    /// distance and pose of a hovering stylus (R-P10).
    @exclusivity(unchecked) private var hoverPose = HoverPose.pointer

    /// The events of each kind the pointer produces besides touches (R-P4–R-P6).
    let hoverEvent = UIEvent(type: .hover)
    let scrollEvent = UIEvent(type: .scroll)
    let transformEvent = UIEvent(type: .transform)

    /// The hover recognizers the pointer is in, in the order they began.
    @exclusivity(unchecked) private var hovering: [UIHoverGestureRecognizer] = []
    /// The hover recognizers on the path under the pointer, rebuilt on every hover move.
    @exclusivity(unchecked) private var hoverPath: [UIHoverGestureRecognizer] = []
    /// The buttons on the path under the pointer, which are ``UIButton/isHovered``.
    @exclusivity(unchecked) private var hoveredButtons: [UIButton] = []

    /// A scroll or transform gesture under way that some recognizer takes: its carrier
    /// touch, whose recognizers are the gesture's candidates, and for a scroll its source.
    private struct CarrierGesture {
        let carrier: UITouch
        var scrollType: UIScrollType = .discrete
    }
    @exclusivity(unchecked) private var scrollGesture: CarrierGesture?
    @exclusivity(unchecked) private var transformGesture: CarrierGesture?
    /// Whether the host's trackpad scroll or transform gesture is between `began` and its
    /// end, whether or not a recognizer took it: what the phases are checked against.
    @exclusivity(unchecked) private var trackpadScrolling = false
    @exclusivity(unchecked) private var transforming = false
    /// The dispatch's input list for the contact, reused so that dragging allocates nothing.
    @exclusivity(unchecked) private var contactInput = [TouchInput(finger: TouchTable.pointerFinger, phase: .began)]
    /// Ends a wheel's scroll gesture 0.1 s after its last notch (R-P5).
    private let wheelTimer = VirtualTimer(block: nil)

    init(window: UIWindow.Reference) {
        windowReference = window
        wheelTimer.invalidate()  // armed by the first notch
        hoverPath.reserveCapacity(4)
        hovering.reserveCapacity(4)
        hoveredButtons.reserveCapacity(4)
    }

    // MARK: Input

    /// Checks `input` whole, so that a refused one changes nothing.
    func validate(_ input: PointerInput, at time: TimeInterval) throws(TouchInputError) {
        try environment.clock.check(time)
        switch input {
        case .move(let point, _, _):
            guard point.isFinite else { throw .pointer(.nonFiniteLocation(x: Double(point.x), y: Double(point.y))) }
        case .exit:
            break
        case .scroll(let delta, let type, let phase, _):
            guard delta.dx.isFinite, delta.dy.isFinite else {
                throw .pointer(.nonFiniteScrollDelta(dx: Double(delta.dx), dy: Double(delta.dy)))
            }
            let gesture: PointerInput.Gesture = type == .discrete ? .wheelScroll : .trackpadScroll
            try checkPointerInWindow(gesture)
            if type == .discrete {
                guard phase == .changed else { throw .pointer(.wheelNotchPhase(phase)) }
            } else {
                try Self.checkPhase(phase, running: trackpadScrolling, gesture: gesture)
            }
        case .transform(let scale, let rotation, let phase, _):
            guard scale.isFinite, rotation.isFinite, scale > 0 else {
                throw .pointer(.invalidTransform(scale: Double(scale), rotation: Double(rotation)))
            }
            try checkPointerInWindow(.transform)
            try Self.checkPhase(phase, running: transforming, gesture: .transform)
        }
    }

    /// Checks a stylus hover whole, so that a refused one changes nothing (R-P10).
    func validate(_ hover: StylusHover, at time: TimeInterval) throws(TouchInputError) {
        try environment.clock.check(time)
        guard hover.location.isFinite else {
            throw .pointer(.nonFiniteLocation(x: Double(hover.location.x), y: Double(hover.location.y)))
        }
        // The comparisons are false for NaN as well.
        guard hover.zOffset >= 0, hover.zOffset <= 1, hover.altitudeAngle >= 0, hover.altitudeAngle <= .pi / 2,
              hover.azimuthAngle.isFinite, hover.rollAngle.isFinite else {
            throw .pointer(.invalidStylusPose(zOffset: Double(hover.zOffset), altitude: Double(hover.altitudeAngle),
                                              azimuth: Double(hover.azimuthAngle), roll: Double(hover.rollAngle)))
        }
        guard buttons.isEmpty else { throw .pointer(.stylusHoverWithButtonsHeld(buttons)) }
    }

    /// Applies a validated stylus hover at `time`: a hover move that carries the stylus's
    /// pose to the hover recognizers (R-P4, R-P10).
    func apply(_ hover: StylusHover, at time: TimeInterval) {
        modifiers = hover.modifiers
        hoverPose = HoverPose(hover)
        location = hover.location
        handlingEvent { self.hover(at: hover.location, time: time) }
    }

    private func checkPointerInWindow(_ gesture: PointerInput.Gesture) throws(TouchInputError) {
        guard location != nil else { throw .pointer(.pointerNotInWindow(gesture)) }
    }

    /// A gesture with phases starts with `began` and goes on with the others.
    private static func checkPhase(_ phase: PointerInput.Phase, running: Bool,
                                   gesture: PointerInput.Gesture) throws(TouchInputError) {
        if phase == .began && running { throw .pointer(.gestureAlreadyUnderway(gesture)) }
        if phase != .began && !running { throw .pointer(.noGestureUnderway(gesture, phase: phase)) }
    }

    /// Applies a validated input at `time`, after the due timers fired. Returns the
    /// pointer's touch when the input pressed, moved or released it.
    func apply(_ input: PointerInput, at time: TimeInterval) -> UITouch? {
        switch input {
        case .move(let point, let newButtons, let newModifiers):
            modifiers = newModifiers
            hoverPose = .pointer
            return move(to: point, buttons: newButtons, at: time)
        case .exit:
            return exit(at: time)
        case .scroll(let delta, let type, let phase, let newModifiers):
            modifiers = newModifiers
            handlingEvent { scroll(by: CGPoint(x: delta.dx, y: delta.dy), type: type, phase: phase, at: time) }
            return nil
        case .transform(let scale, let rotation, let phase, let newModifiers):
            modifiers = newModifiers
            handlingEvent { transform(scale: scale, rotation: rotation, phase: phase, at: time) }
            return nil
        }
    }

    /// Runs `body` as one event of the window (host input refused meanwhile), then drains
    /// what it decided.
    private func handlingEvent(_ body: () -> Void) {
        environment.handling(body)
    }

    // MARK: Buttons (R-P2)

    private func move(to point: CGPoint, buttons newButtons: UIEvent.ButtonMask, at time: TimeInterval) -> UITouch? {
        let oldButtons = buttons
        let moved = location != point
        location = point
        switch (oldButtons.isEmpty, newButtons.isEmpty) {
        case (true, true):
            handlingEvent { hover(at: point, time: time) }
            return nil
        case (true, false):
            handlingEvent { endHover(at: time, cancelled: false) }
            return sendContact(.began, at: point, buttons: newButtons, time: time)
        case (false, false):
            guard moved || newButtons != oldButtons else { return contact }
            return sendContact(.moved, at: point, buttons: newButtons, time: time)
        case (false, true):
            return sendContact(.ended, at: point, buttons: [], time: time)
        }
    }

    /// The pointer left the window: hover ends, a held contact is cancelled (its press did
    /// not finish in the window), and a trackpad gesture under way is cancelled.
    private func exit(at time: TimeInterval) -> UITouch? {
        var touch: UITouch?
        if !buttons.isEmpty { touch = sendContact(.cancelled, at: nil, buttons: [], time: time) }
        for button in hoveredButtons { button.isHovered = false }
        hoveredButtons.removeAll(keepingCapacity: true)
        handlingEvent {
            endHover(at: time, cancelled: false)
            if trackpadScrolling { scroll(by: .zero, type: .continuous, phase: .cancelled, at: time) }
            if transforming { transform(scale: 1, rotation: 0, phase: .cancelled, at: time) }
        }
        location = nil
        return touch
    }

    /// The pointer's contact while a button is held.
    private var contact: UITouch? {
        buttons.isEmpty ? nil : environment.touchTable.liveTouch(of: TouchTable.pointerFinger)
    }

    /// Sends the contact's change through the ordinary dispatch, with the event showing the
    /// buttons and modifiers.
    private func sendContact(_ phase: TouchInput.Phase, at point: CGPoint?, buttons newButtons: UIEvent.ButtonMask,
                             time: TimeInterval) -> UITouch {
        buttons = newButtons
        let event = environment.event
        event.buttonMask = newButtons
        event.modifierFlags = modifiers.union(environment.presses.keyModifiers)  // R-R6
        contactInput[0] = TouchInput(finger: TouchTable.pointerFinger, phase: phase, location: point, type: .indirectPointer)
        do {
            return try environment.dispatch(contactInput, at: time, fromPointer: true)[0]
        } catch {
            // The pointer's state decides the phase, and the time was checked: the dispatch
            // has nothing to refuse.
            preconditionFailure("pointer contact \(phase) refused: \(error)")
        }
    }

    // MARK: Hover (R-P4)

    /// The hover recognizers under `point` begin or change; those the pointer left end.
    private func hover(at point: CGPoint, time: TimeInterval) {
        prepare(hoverEvent, at: time)
        hoverPath.removeAll(keepingCapacity: true)
        var view = windowReference.window?.hitTest(point, with: hoverEvent)
        let hoveredBefore = hoveredButtons.count
        while let current = view {
            for case let recognizer as UIHoverGestureRecognizer in current.recognizers where recognizer.storedIsEnabled {
                hoverPath.append(recognizer)
            }
            if let button = current as? UIButton {
                if !button.isHovered { button.isHovered = true }
                hoveredButtons.append(button)
            }
            view = current.storedSuperview
        }
        // The buttons hovered before and not now stop being hovered.
        for index in 0..<hoveredBefore where !hoveredButtons[hoveredBefore...].contains(where: { $0 === hoveredButtons[index] }) {
            hoveredButtons[index].isHovered = false
        }
        hoveredButtons.removeSubrange(0..<hoveredBefore)
        var index = 0
        while index < hovering.count {
            let recognizer = hovering[index]
            if hoverPath.contains(where: { $0 === recognizer }) {
                index += 1
            } else {
                hovering.remove(at: index)
                recognizer.hoverEnded(cancelled: false)
            }
        }
        for recognizer in hoverPath {
            recognizer.pointerLocation = point
            recognizer.hoverPose = hoverPose
            if hovering.contains(where: { $0 === recognizer }) {
                recognizer.hoverMoved()
            } else if recognizer.hoverBegan() {
                hovering.append(recognizer)
            }
        }
    }

    /// Every hover recognizer the pointer is in ends: it left the window, or a button went
    /// down (Decision: the contact becomes a touch).
    private func endHover(at time: TimeInterval, cancelled: Bool) {
        guard !hovering.isEmpty else { return }
        prepare(hoverEvent, at: time)
        let ending = hovering
        hovering.removeAll(keepingCapacity: true)
        for recognizer in ending { recognizer.hoverEnded(cancelled: cancelled) }
    }

    private func prepare(_ event: UIEvent, at time: TimeInterval) {
        event.timestamp = time
        event.buttonMask = buttons
        event.modifierFlags = modifiers.union(environment.presses.keyModifiers)  // R-R6
    }

    // MARK: Scroll (R-P5)

    private func scroll(by delta: CGPoint, type: UIScrollType, phase: PointerInput.Phase, at time: TimeInterval) {
        prepare(scrollEvent, at: time)
        if type == .continuous && phase == .began { trackpadScrolling = true }
        // A wheel's gesture ends when the trackpad starts one, and the other way round.
        if let running = scrollGesture, running.scrollType != type || phase == .began {
            finishScroll(cancelled: false)
        }
        if scrollGesture == nil && (type == .discrete || phase == .began) {
            scrollGesture = makeCarrier(for: scrollEvent) { recognizer in
                guard let pan = recognizer as? UIPanGestureRecognizer else { return false }
                return pan.allowedScrollTypesMask.allows(type)
            }.map { CarrierGesture(carrier: $0, scrollType: type) }
        }
        if let gesture = scrollGesture, delta != .zero {
            forEachCandidate(of: gesture.carrier) { recognizer in
                (recognizer as? UIPanGestureRecognizer)?.scrollChanged(by: delta, with: scrollEvent)
            }
        }
        switch phase {
        case .ended, .cancelled:
            trackpadScrolling = false
            finishScroll(cancelled: phase == .cancelled)
        case .began, .changed:
            if type == .discrete && scrollGesture != nil { scheduleWheelEnd() }
        }
    }

    private func scheduleWheelEnd() {
        // Each notch moves the pending timer; only a timer that fired needs its block back,
        // so that notches allocate nothing.
        if !wheelTimer.isValid {
            wheelTimer.rearm { [unowned self] in
                prepare(scrollEvent, at: environment.clock.now)
                finishScroll(cancelled: false)
            }
        }
        wheelTimer.schedule(on: environment.clock, after: GestureThresholds.wheelScrollEndDelay)
    }

    private func finishScroll(cancelled: Bool) {
        guard let gesture = scrollGesture else { return }
        scrollGesture = nil
        wheelTimer.unschedule()
        forEachCandidate(of: gesture.carrier) { recognizer in
            (recognizer as? UIPanGestureRecognizer)?.scrollEnded(cancelled: cancelled, with: scrollEvent)
        }
        end(gesture.carrier, cancelled: cancelled)
    }

    // MARK: Transform (R-P6)

    private func transform(scale: CGFloat, rotation: CGFloat, phase: PointerInput.Phase, at time: TimeInterval) {
        prepare(transformEvent, at: time)
        if phase == .began {
            transforming = true
            transformGesture = makeCarrier(for: transformEvent) {
                $0 is UIPinchGestureRecognizer || $0 is UIRotationGestureRecognizer
            }.map { CarrierGesture(carrier: $0) }
        }
        if let gesture = transformGesture {
            forEachCandidate(of: gesture.carrier) { recognizer in
                if let pinch = recognizer as? UIPinchGestureRecognizer {
                    pinch.transformChanged(scale: scale, phase: phase, with: transformEvent)
                } else if let rotator = recognizer as? UIRotationGestureRecognizer {
                    rotator.transformChanged(rotation: rotation, phase: phase, with: transformEvent)
                }
            }
        }
        guard phase == .ended || phase == .cancelled else { return }
        transforming = false
        if let gesture = transformGesture {
            transformGesture = nil
            end(gesture.carrier, cancelled: phase == .cancelled)
        }
    }

    // MARK: Carriers

    /// Starts a scroll or transform gesture under the pointer: a carrier touch hit-tested
    /// there, and as its recognizers those on the path to the window (R-A1 order) that
    /// `accepts` takes, are enabled, are not busy with touches, and that themselves and
    /// whose delegate let them receive `event` (R-P5: ``UIGestureRecognizer/shouldReceive(_:)``
    /// then `gestureRecognizer(_:shouldReceive:)`, asked once per gesture, before the
    /// recognizer gets any of it). Until they reset they take no touch
    /// either (Decision: a click during a wheel's scroll is a gesture of its own). Returns
    /// `nil` when no recognizer takes it.
    private func makeCarrier(for event: UIEvent, accepting accepts: (UIGestureRecognizer) -> Bool) -> UITouch? {
        guard let point = location, let window = windowReference.window else { return nil }
        let view = window.isIgnoringInteraction ? nil : window.hitTest(point, with: event)  // R-TR4
        var candidates: [UIGestureRecognizer] = []
        var current = view
        while let step = current {
            for recognizer in step.recognizers
            where recognizer.storedIsEnabled && !recognizer.participation.isMember && !recognizer.currentState.isTerminal
                && accepts(recognizer) && recognizer.allowsReceiving(event) {
                candidates.append(recognizer)
            }
            current = step.storedSuperview
        }
        guard !candidates.isEmpty else { return nil }
        let table = environment.touchTable
        let carrier = UITouch(finger: TouchTable.pointerFinger, serial: table.nextSerial(), sequence: 0, location: point,
                              timestamp: environment.clock.now, tapCount: 0, view: view, window: windowReference,
                              type: .indirectPointer, force: 0, majorRadius: 0)
        carrier.recognizers = candidates
        for recognizer in candidates {
            recognizer.pointerLocation = point  // which also keeps touches from it meanwhile
            recognizer.attemptTouches.append(carrier)
            environment.attempt.join(recognizer, with: carrier)
        }
        return carrier
    }

    /// Hands the carrier's gesture to each recognizer still competing for it, in
    /// processing order, settling after each as a touch delivery does (R-A2).
    private func forEachCandidate(of carrier: UITouch, _ body: (UIGestureRecognizer) -> Void) {
        let point = location ?? carrier.windowLocation
        for recognizer in carrier.recognizers where recognizer.attemptIncludes(carrier) && recognizer.isCompeting {
            recognizer.pointerLocation = point
            body(recognizer)
            environment.arbiter.settle()
        }
    }

    /// The carrier's gesture is over: its recognizers may reset (R-S6).
    private func end(_ carrier: UITouch, cancelled: Bool) {
        carrier.phase = cancelled ? .cancelled : .ended
        for recognizer in carrier.recognizers where recognizer.attemptIncludes(carrier) && !recognizer.currentState.isTerminal {
            // A recognizer that never began has nothing left to recognize.
            recognizer.fail(because: UIGestureRecognizer.FailureReason("the pointer's gesture ended before it began"))
            environment.arbiter.settle()
        }
        environment.resetPass.isDue = true
    }
}
