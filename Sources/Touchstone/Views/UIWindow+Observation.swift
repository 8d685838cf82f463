import Foundation

extension UIWindow {
    /// Receives every call to a view's `touchesBegan`, `touchesMoved`, `touchesEnded` or
    /// `touchesCancelled` just before it is made: the view, the phase and the touches,
    /// exactly as the view is about to hear them (R-D1–R-D8). `nil` (the default)
    /// records nothing. A Touchstone addition, for logs and checkers such as the
    /// testing library's gesture log; like ``gestureDecisionHandler``, it must not send
    /// input.
    public var touchDeliveryHandler: ((UIView, UITouch.Phase, Set<UITouch>) -> Void)? {
        get { gestureEnvironment.deliveryHandler }
        set { gestureEnvironment.deliveryHandler = newValue }
    }
}
