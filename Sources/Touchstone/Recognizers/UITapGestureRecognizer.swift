import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`; public ones are computed over them.

/// A discrete recognizer for taps: one or more fingers touching down and lifting, once or
/// several times in quick succession.
///
/// It recognizes on the lift that completes the last required tap, at once, and sends a
/// single action (R-S2). It fails when (behavior rules §7):
/// - the touches stray more than 45 pt from where the first tap came down,
/// - a finger stays down longer than 0.75 s,
/// - more fingers touch than ``numberOfTouchesRequired``, or a tap ends with fewer,
/// - the next tap does not begin within 0.35 s of the previous lift,
/// - the system cancels a touch.
///
/// Each failure comes with its reason (``UIGestureRecognizer/failureReason``): the
/// measured distance, time or finger count beside its limit, and for a multi-tap how
/// many of the taps were done.
///
/// Distances are measured in window points, the distance the finger travels on the
/// glass, however the view is scaled. With several tap recognizers on one view, a tap
/// recognizer never prevents one that needs more taps of the same number of fingers, nor a
/// long press that needs at least as many taps (R-A7): without a failure requirement, a
/// double tap fires a single-tap recognizer on its first lift and the double-tap one on
/// its second. Use `require(toFail:)` to make the single tap wait instead.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps that make the gesture; 1 by default. Values below 1 act as 1.
    open var numberOfTapsRequired: Int { get { storedNumberOfTapsRequired } set { storedNumberOfTapsRequired = newValue } }
    @exclusivity(unchecked) private var storedNumberOfTapsRequired: Int = 1
    /// The number of fingers each tap needs; 1 by default. Values below 1 act as 1.
    open var numberOfTouchesRequired: Int { get { storedNumberOfTouchesRequired } set { storedNumberOfTouchesRequired = newValue } }
    @exclusivity(unchecked) private var storedNumberOfTouchesRequired: Int = 1

    let taps = TapSequence()
    /// The tap's timers fail it (``TapSequence``).
    override func ownTimerFired(_ timer: OwnTimer) { taps.timerFired(timer, failing: self) }

    private var tapsNeeded: Int { max(1, numberOfTapsRequired) }
    private var touchesNeeded: Int { max(1, numberOfTouchesRequired) }

    /// The pointer buttons a click must press to count as a tap; `.primary` by default
    /// (R-P3). Taps of fingers and pencils ignore it.
    open var buttonMaskRequired: UIEvent.ButtonMask {
        get { storedButtonMaskRequired }
        set { storedButtonMaskRequired = newValue }
    }
    @exclusivity(unchecked) private var storedButtonMaskRequired: UIEvent.ButtonMask = .primary
    /// The buttons pressed by the pointer's clicks in this attempt.
    @exclusivity(unchecked) private var pressedButtons: UIEvent.ButtonMask = []

    /// Counts new fingers into the current tap (starting one if none is in progress) and
    /// fails on one finger too many or a tap that lands too far from the first.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard taps.add(touches, required: touchesNeeded, tapsWanted: tapsNeeded, holdsLimited: true, failing: self) else {
            return fail(because: taps.tooManyFingers(required: touchesNeeded))
        }
        if failIfWrongButtons(touches, with: event) { return }
        failIfOutsideTapSlop()
    }

    /// Fails when the tap has moved too far to be a tap.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if failIfWrongButtons(touches, with: event) { return }
        failIfOutsideTapSlop()
    }

    /// Completes a tap when its last finger lifts: recognizes after the last required tap,
    /// otherwise waits for the next one.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if taps.lift(touches, required: touchesNeeded, failing: self) {
            if pressedButtons.isEmpty || pressedButtons == buttonMaskRequired {
                state = .recognized
            } else {
                fail(because: .wrongButtons)
            }
        }
    }

    /// A touch taken away by the system ends the attempt.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fail(because: .touchCancelled)
    }

    /// Forgets the taps counted so far.
    open override func reset() {
        super.reset()
        taps.reset()
        pressedButtons = []
    }

    /// Notes the buttons a click holds (R-P3), and fails once they are more than
    /// ``buttonMaskRequired``. Returns whether it failed.
    private func failIfWrongButtons(_ touches: Set<UITouch>, with event: UIEvent) -> Bool {
        guard !event.buttonMask.isEmpty, touches.contains(where: { $0.type == .indirectPointer }) else { return false }
        pressedButtons.formUnion(event.buttonMask)
        guard !buttonMaskRequired.isSuperset(of: pressedButtons) else { return false }
        fail(because: .wrongButtons)
        return true
    }

    /// The centroid of the first tap, where its fingers came down, in `view`'s coordinates
    /// (`nil`: the window's). Before any touch, the base class's answer.
    open override func location(in view: UIView?) -> CGPoint {
        guard let origin = taps.origin else { return super.location(in: view) }
        return view?.convertPoint(origin, from: nil) ?? origin
    }

    /// A tap does not prevent a tap recognizer of as many fingers that needs more taps, nor
    /// a long press that needs at least as many taps before its press (R-A7), so that both
    /// can follow one another through a multi-tap.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTouchesRequired == numberOfTouchesRequired,
           tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        if let press = preventedGestureRecognizer as? UILongPressGestureRecognizer,
           press.numberOfTapsRequired >= numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    private func failIfOutsideTapSlop() {
        let distance = taps.distanceFromOrigin(required: touchesNeeded)
        if distance > GestureThresholds.tapAllowableMovement { fail(because: taps.strayed(distance)) }
    }
}

extension UIGestureRecognizer.FailureReason {
    /// A click pressed other buttons than ``UITapGestureRecognizer/buttonMaskRequired`` (R-P3).
    static var wrongButtons: Self { Self("clicked with other buttons than buttonMaskRequired") }
}
