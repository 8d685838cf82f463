import Foundation

extension UIGestureRecognizer {
    /// The pointer buttons held in the recognizer's window now, during the event being
    /// handled (R-P2); empty when no button is held or the recognizer is in no window.
    public var buttonMask: UIEvent.ButtonMask { pointer?.buttons ?? [] }

    /// The modifier keys the host last reported with pointer input to the recognizer's
    /// window (R-P2); empty when it is in no window.
    public var modifierFlags: UIKeyModifierFlags { pointer?.modifiers ?? [] }

    private var pointer: PointerDelivery? { (environment ?? view?.window?.gestureEnvironment)?.pointer }
}
