import Foundation

/// A continuous recognizer for the pointer hovering over its view: moving with no button
/// pressed (R-P4).
///
/// It begins when the pointer enters the view (the view is on the hit-test path under
/// the pointer), reports a change on every move inside, and ends when the pointer leaves
/// the view or the window, or when a button goes down (the contact is then a touch, which
/// it does not hear). It begins again on the next hover move inside. Hover recognizers
/// never hear touches and take no part in arbitration: those of nested views track the
/// pointer together, none preventing another. ``UIGestureRecognizer/location(in:)`` is
/// the pointer's location.
///
/// Its delegate's `gestureRecognizerShouldBegin(_:)` is asked each time it would begin.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Creates a hover recognizer with no targets. It accepts no touch type: touches
    /// never reach it.
    public override init() {
        super.init()
        allowedTouchTypes = []
    }

    /// The pointer entered the view: begins, unless the delegate refuses. Returns whether
    /// it began.
    func hoverBegan() -> Bool {
        guard delegateAllowsBeginning() else { return false }
        state = .began
        sendActions(reporting: .began)
        return true
    }

    /// The pointer moved inside the view.
    func hoverMoved() {
        state = .changed
        sendActions(reporting: .changed)
    }

    /// The pointer left the view, the window, or pressed a button (or, `cancelled`, the
    /// recognizer was disabled): the gesture ends and the recognizer resets at once, ready
    /// for the next entry (R-S6: no touch holds it).
    func hoverEnded(cancelled: Bool) {
        let final: State = cancelled || !isEnabled ? .cancelled : .ended
        state = final
        sendActions(reporting: final)
        invalidateTimers()
        resetsByEngine &+= 1
        reset()
        restorePossibleState()
    }
}
