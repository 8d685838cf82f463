import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`; public ones are computed over them.

/// A continuous recognizer for touch-and-hold: fingers that stay down, nearly still, for
/// a minimum time, optionally after some taps.
///
/// The press starts when the ``numberOfTouchesRequired`` fingers are down, after
/// ``numberOfTapsRequired`` taps counted with the tap recognizer's rules (45 pt, 0.75 s,
/// next tap within 0.35 s). It begins when ``minimumPressDuration`` has passed with the
/// fingers within ``allowableMovement`` of where they came down; from then on the fingers
/// may go anywhere: every move is a `changed`, and the gesture ends when any of the
/// required fingers lifts (behavior rules §7). Before it begins it fails on a lift, on too much
/// movement, on an extra finger or on a cancelled touch; after, fingers added later are
/// ignored and go to their views as if the recognizer were not there (R-D6), and a
/// cancelled touch cancels the gesture. Each failure comes with its reason
/// (``UIGestureRecognizer/failureReason``), such as how long the fingers were down before
/// they lifted.
///
/// A press of a button in ``UIGestureRecognizer/allowedPressTypes`` (Select by default)
/// works the same way (R-R7): after ``numberOfTapsRequired`` presses and releases counted
/// as taps, holding the button ``minimumPressDuration`` begins the gesture and releasing
/// it ends it; released too early it fails, cancelled by the system it is cancelled (or
/// fails before it began). A button does not move, and is one, whatever
/// ``numberOfTouchesRequired`` says.
///
/// Movement is measured in window points, the distance the finger travels on the glass,
/// however the view is scaled.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The number of taps before the press; 0 by default (the press is the first touch).
    open var numberOfTapsRequired: Int { get { storedNumberOfTapsRequired } set { storedNumberOfTapsRequired = newValue } }
    @exclusivity(unchecked) private var storedNumberOfTapsRequired: Int = 0
    /// The number of fingers that must press; 1 by default. Values below 1 act as 1.
    open var numberOfTouchesRequired: Int { get { storedNumberOfTouchesRequired } set { storedNumberOfTouchesRequired = newValue } }
    @exclusivity(unchecked) private var storedNumberOfTouchesRequired: Int = 1
    /// How long, in seconds, the fingers must stay down before the gesture begins; 0.5 by
    /// default.
    open var minimumPressDuration: TimeInterval { get { storedMinimumPressDuration } set { storedMinimumPressDuration = newValue } }
    @exclusivity(unchecked) private var storedMinimumPressDuration: TimeInterval = GestureThresholds.longPressMinimumDuration
    /// How far, in points, the fingers may move before the gesture begins; 10 by default.
    open var allowableMovement: CGFloat { get { storedAllowableMovement } set { storedAllowableMovement = newValue } }
    @exclusivity(unchecked) private var storedAllowableMovement: CGFloat = GestureThresholds.longPressAllowableMovement

    let taps = TapSequence()
    /// When the press timer started, if it did in this attempt.
    @exclusivity(unchecked) private var pressStart: TimeInterval?

    private var touchesNeeded: Int { max(1, numberOfTouchesRequired) }
    /// Whether the taps before the press are done, so the current touches are the press.
    private var isPressing: Bool { taps.completedTaps >= numberOfTapsRequired }
    private var hasBegun: Bool { state == .began || state == .changed }

    /// Counts new fingers into the current tap or press, and starts the press timer once
    /// the press has all its fingers. Fingers that arrive after the gesture began are
    /// ignored (R-D6).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if hasBegun {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        guard taps.add(touches, required: touchesNeeded, tapsWanted: nil, holdsLimited: !isPressing, failing: self) else {
            return fail(because: taps.tooManyFingers(required: touchesNeeded))
        }
        if failIfMovedTooFar() { return }
        if isPressing && taps.hasAllTouchesDown(touchesNeeded) {
            pressStart = event.timestamp
            scheduleTimer(.press, after: minimumPressDuration)
        }
    }

    /// The press lasted long enough: the gesture begins. The taps before it have timers
    /// of their own.
    override func ownTimerFired(_ timer: OwnTimer) {
        guard timer == .press else { return taps.timerFired(timer, failing: self) }
        guard state == .possible else { return }
        state = .began
    }

    /// Before the gesture begins, fails on too much movement; after, reports the move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if hasBegun {
            state = .changed
        } else {
            failIfMovedTooFar()
        }
    }

    /// Ends the gesture when a required finger lifts after it began; before, a lift either
    /// completes one of the taps before the press or, during the press, fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if hasBegun {
            state = .ended
            return
        }
        if isPressing {
            guard let pressStart else {
                return fail(because: .tooFewFingers(taps.touchesInTap, needed: touchesNeeded))
            }
            return fail(because: releasedEarly(after: event.timestamp - pressStart))
        }
        _ = taps.lift(touches, required: touchesNeeded, failing: self)
    }

    /// A press of an allowed button is a tap before the press, or the press itself, which
    /// starts the press timer (R-R7). Presses that arrive after the gesture began are
    /// ignored, as fingers are.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        super.pressesBegan(presses, with: event)
        if hasBegun {
            for press in presses { ignore(press, for: event) }
            return
        }
        let startsPress = isPressing && !taps.hasPressDown
        taps.addPresses(presses.count, tapsWanted: nil, holdsLimited: !isPressing, failing: self)
        if startsPress {
            pressStart = event.timestamp
            scheduleTimer(.press, after: minimumPressDuration)
        }
    }

    /// Releasing the button ends the gesture once it began; before, it completes one of
    /// the taps before the press or, during the press, fails (R-R7).
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        super.pressesEnded(presses, with: event)
        if hasBegun {
            state = .ended
            return
        }
        if isPressing, let pressStart {
            return fail(because: releasedEarly(after: event.timestamp - pressStart))
        }
        _ = taps.releasePresses(presses.count, failing: self)
    }

    /// A press taken away by the system cancels the gesture, or fails it before it began.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        super.pressesCancelled(presses, with: event)
        fail(because: .pressCancelled, to: .cancelled)
    }

    /// A touch taken away by the system cancels the gesture, or fails it before it began.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fail(because: .touchCancelled, to: .cancelled)
    }

    /// Forgets the taps and the press.
    open override func reset() {
        super.reset()
        taps.reset()
        pressStart = nil
    }

    /// The press ended `duration` after it started, before ``minimumPressDuration``.
    private func releasedEarly(after duration: TimeInterval) -> FailureReason {
        FailureReason("lifted after {value} (needs {limit})", measured: .init(duration, limit: minimumPressDuration, unit: .seconds))
    }

    /// Before the gesture begins, fails if the fingers moved too far: taps stay within the
    /// tap slop of the first tap, and the press also stays within ``allowableMovement`` of
    /// where its fingers came down. Returns whether it failed.
    @discardableResult
    private func failIfMovedTooFar() -> Bool {
        let distance = taps.distanceFromOrigin(required: touchesNeeded)
        if distance > GestureThresholds.tapAllowableMovement {
            fail(because: taps.strayed(distance))
            return true
        }
        let movement = taps.movement
        guard isPressing && movement > allowableMovement else { return false }
        fail(because: FailureReason("moved {value} before the press began (allowed {limit})", measured: .init(
            Double(movement), limit: Double(allowableMovement), unit: .points)))
        return true
    }
}
