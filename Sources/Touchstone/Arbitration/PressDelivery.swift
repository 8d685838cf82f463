import Foundation

/// The presses of one window: the keys and buttons that are down, the modifier keys they
/// hold, and the delivery of each press to gesture recognizers and to its responder
/// (behavior rules R-R5, R-R6).
///
/// A press goes to the window's first responder, or to the window when there is none
/// (Decision), and from there up the responder chain (R-R1). Its recognizers are those of
/// that responder's view and of its ancestors, deepest first (as R-A1 for touches), that
/// are enabled, allow the press's type (``UIGestureRecognizer/allowedPressTypes``) and
/// whose delegate agrees. They take part in the window's arbitration through a carrier
/// touch, as the pointer's scroll and transform gestures do: the arbiter decides them with
/// the same rules, and the delivery policy's verdict on the carrier says whether one that
/// cancels touches took the press, in which case the responder hears `pressesCancelled`
/// (or nothing, if it never heard the began). Decision: presses are never delayed for
/// the responder (``UIGestureRecognizer/delaysTouchesBegan`` and
/// ``UIGestureRecognizer/delaysTouchesEnded`` speak of touches).
@MainActor
final class PressDelivery {
    /// The environment that owns this delivery, set once both exist.
    unowned(unsafe) var environment: GestureEnvironment!
    private let windowReference: UIWindow.Reference
    /// The one press event of the window, reused for every press input.
    let event = UIPressesEvent()
    /// The presses that are down, in the order they went down, then those whose end the
    /// responder has not heard yet.
    private var presses: [UIPress] = []
    /// The modifier keys held according to the latest key input (R-R6).
    private(set) var keyModifiers: UIKeyModifierFlags = []
    /// Whether any press is down or has phases its responder has not heard: only then does
    /// a drain look at presses.
    private(set) var isActive = false

    init(window: UIWindow.Reference) {
        windowReference = window
    }

    // MARK: Input

    /// Checks `inputs` whole, so that a refused call changes nothing.
    func validate(_ inputs: [PressInput], at time: TimeInterval) throws(TouchInputError) {
        let now = environment.clock.now
        guard time.isFinite, time >= now else { throw .timeWentBackwards(current: now, requested: time) }
        for (index, input) in inputs.enumerated() {
            let name = Self.name(of: input)
            if inputs[..<index].contains(where: { $0.type == input.type }) {
                throw .pressInput(press: name, problem: "appears twice in one event")
            }
            guard input.force.isFinite, (0...1).contains(input.force) else {
                throw .pressInput(press: name, problem: "force \(input.force) is not within 0…1")
            }
            let isDown = livePress(of: input.type) != nil
            if input.phase == .began && isDown { throw .pressInput(press: name, problem: "began but is already down") }
            if input.phase != .began && !isDown { throw .pressInput(press: name, problem: "\(input.phase) but is not down") }
        }
    }

    private static func name(of input: PressInput) -> String {
        input.key.map { "key \($0.keyCode)" } ?? "button \(input.type)"
    }

    private func livePress(of type: UIPress.PressType) -> UIPress? {
        presses.first { $0.isLive && $0.type == type }
    }

    /// Applies validated `inputs` at `time` as one event. Returns their presses, in input
    /// order.
    func apply(_ inputs: [PressInput], at time: TimeInterval) -> [UIPress] {
        guard let window = windowReference.window else { return [] }
        var changed: [UIPress] = []
        environment.handling {
            event.timestamp = time
            for input in inputs {
                let press: UIPress
                if input.phase == .began {
                    press = begin(input, at: time, in: window)
                } else {
                    press = livePress(of: input.type)!
                    press.timestamp = time
                    press.force = input.force
                    press.phase = input.phase == .changed ? .changed : input.phase == .ended ? .ended : .cancelled
                }
                if let key = input.key?.keyCode { noteModifier(key, phase: press.phase) }
                press.pendingPhase = press.phase
                changed.append(press)
            }
            isActive = true
            event.allPresses = Set(presses)
            event.modifierFlags = modifierFlags
            environment.event.modifierFlags = modifierFlags
            for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
                deliverToRecognizers(changed.filter { $0.phase == phase }, phase)
            }
            for press in changed where !press.isLive { end(press.carrier, cancelled: press.phase == .cancelled) }
        }
        return changed
    }

    /// Sets the held modifier keys, as a host that reports them rather than key presses
    /// does (R-R6).
    func setModifierFlags(_ flags: UIKeyModifierFlags) {
        keyModifiers = flags.subtracting(.numericPad)
        environment.event.modifierFlags = modifierFlags
    }

    /// The modifier keys held: the keys' and the pointer's own (R-R6).
    var modifierFlags: UIKeyModifierFlags { keyModifiers.union(environment.pointer.modifiers) }

    private func noteModifier(_ key: UIKeyboardHIDUsage, phase: UIPress.Phase) {
        if key == .keyboardCapsLock {
            if phase == .began { keyModifiers.formSymmetricDifference(.alphaShift) }
        } else if let flag = key.heldModifier {
            if phase == .began {
                keyModifiers.insert(flag)
            } else if phase == .ended || phase == .cancelled {
                // The other key of the pair may still hold the flag.
                let stillHeld = presses.contains { other in
                    other.isLive && other.key?.keyCode != key && other.key?.keyCode.heldModifier == flag
                }
                if !stillHeld { keyModifiers.remove(flag) }
            }
        }
    }

    /// A new press: its responder, its key, its carrier, and its recognizers (R-R5).
    private func begin(_ input: PressInput, at time: TimeInterval, in window: UIWindow) -> UIPress {
        let responder = window.firstResponder ?? window
        let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded ?? window
        var key: UIKey?
        if let input = input.key {
            var flags = keyModifiers.union(environment.pointer.modifiers)
            if input.keyCode.isOnKeypad { flags.insert(.numericPad) }
            key = UIKey(keyCode: input.keyCode, characters: input.characters,
                        charactersIgnoringModifiers: input.charactersIgnoringModifiers, modifierFlags: flags)
        }
        let table = environment.touchTable
        let carrier = UITouch(finger: TouchTable.pointerFinger, serial: table.nextSerial(), sequence: 0,
                              location: .zero, timestamp: time, tapCount: 0, view: view, window: windowReference,
                              type: .indirect, force: 0, majorRadius: 0)
        let press = UIPress(type: input.type, key: key, force: input.force, timestamp: time, responder: responder,
                            window: windowReference, carrier: carrier)
        presses.append(press)
        var current: UIView? = view
        while let step = current {
            for recognizer in step.recognizers
            where recognizer.storedIsEnabled && !recognizer.currentState.isTerminal && recognizer.allowsPressType(input.type)
                && recognizer.allowsReceiving(press, of: event) {
                carrier.recognizers.append(recognizer)
                recognizer.attemptTouches.append(carrier)
                environment.attempt.join(recognizer, with: carrier)
            }
            current = step.storedSuperview
        }
        return press
    }

    // MARK: Recognizers

    /// Hands each recognizer still competing its presses of `phase`, in processing order,
    /// settling after each call (R-A2).
    private func deliverToRecognizers(_ changed: [UIPress], _ phase: UIPress.Phase) {
        guard !changed.isEmpty else { return }
        var recognizers: [UIGestureRecognizer] = []
        for press in changed {
            for recognizer in press.carrier.recognizers where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        recognizers.sort { $0.participation.order < $1.participation.order }
        for recognizer in recognizers {
            let set = Set(changed.filter { recognizer.attemptIncludes($0.carrier) && $0.carrier.recognizers.contains { $0 === recognizer } })
            guard !set.isEmpty, recognizer.isCompeting else { continue }
            switch phase {
            case .began: recognizer.pressesBegan(set, with: event)
            case .changed: recognizer.pressesChanged(set, with: event)
            case .ended: recognizer.pressesEnded(set, with: event)
            default: recognizer.pressesCancelled(set, with: event)
            }
            environment.arbiter.settle()
        }
    }

    /// The press is over: recognizers that have nothing else to recognize and never
    /// recognized fail, and may reset (R-S6).
    private func end(_ carrier: UITouch, cancelled: Bool) {
        carrier.phase = cancelled ? .cancelled : .ended
        for recognizer in carrier.recognizers
        where recognizer.attemptIncludes(carrier) && !recognizer.currentState.isTerminal && recognizer.touches.isEmpty
            && !presses.contains(where: { $0.isLive && $0.carrier !== carrier && $0.carrier.recognizers.contains { $0 === recognizer } }) {
            recognizer.fail(because: UIGestureRecognizer.FailureReason("the press ended before it was recognized"))
            environment.arbiter.settle()
        }
        environment.resetPass.isDue = true
    }

    // MARK: Responders

    /// Tells each press's responder what happened that it has not heard yet, after the
    /// recognizers' decisions and actions (step 5 of the environment's algorithm): the
    /// phase, or `pressesCancelled` once a recognizer that cancels took the press.
    func deliverPending() {
        guard isActive else { return }
        var calls: [(press: UIPress, phase: UIPress.Phase)] = []
        for press in presses where !press.finishedForResponder {
            if press.carrier.delivery.finished {
                // The verdict on the carrier: a recognizer that cancels took the press.
                if press.beganSent { calls.append((press, .cancelled)) }
                press.finishedForResponder = true
            } else if let phase = press.pendingPhase {
                calls.append((press, phase))
                if phase == .began { press.beganSent = true }
                if phase == .ended || phase == .cancelled { press.finishedForResponder = true }
            }
            press.pendingPhase = nil
        }
        presses.removeAll { $0.finishedForResponder && !$0.isLive }
        isActive = !presses.isEmpty
        for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
            var remaining = calls.filter { $0.phase == phase }.map(\.press)
            while let first = remaining.first {
                let responder = first.responder
                let group = remaining.filter { $0.responder === responder }
                remaining.removeAll { $0.responder === responder }
                guard let responder else { continue }
                let set = Set(group)
                switch phase {
                case .began: responder.pressesBegan(set, with: event)
                case .changed: responder.pressesChanged(set, with: event)
                case .ended: responder.pressesEnded(set, with: event)
                default: responder.pressesCancelled(set, with: event)
                }
            }
        }
    }

    /// Lets go of the presses' carriers when the window goes mid-press, as the
    /// environment does for touches.
    func detachFromWindow() {
        for press in presses { press.carrier.detachFromWindow() }
    }
}
