import Foundation

extension UIGestureRecognizer {
    /// What ``buttonMask`` reports.
    var heldButtons: UIEvent.ButtonMask { pointer?.buttons ?? [] }

    /// What ``modifierFlags`` reports.
    var heldModifierFlags: UIKeyModifierFlags { windowEnvironment?.presses.modifierFlags ?? [] }

    private var pointer: PointerDelivery? { windowEnvironment?.pointer }

    private var windowEnvironment: GestureEnvironment? { environment ?? storedView?.window?.gestureEnvironment }
}
