import Foundation

extension UIGestureRecognizer {
    /// The pointer buttons held in the recognizer's window now, during the event being
    /// handled (R-P2); empty when no button is held or the recognizer is in no window.
    public var buttonMask: UIEvent.ButtonMask { pointer?.buttons ?? [] }

    /// The modifier keys held in the recognizer's window: those of the latest key input
    /// and those the host last reported with pointer input (R-P2, R-R6); empty when it is
    /// in no window.
    public var modifierFlags: UIKeyModifierFlags { windowEnvironment?.presses.modifierFlags ?? [] }

    private var pointer: PointerDelivery? { windowEnvironment?.pointer }

    private var windowEnvironment: GestureEnvironment? { environment ?? view?.window?.gestureEnvironment }
}
