import Foundation

/// An object that can respond to touches, the base of every view.
///
/// The responder chain is how a touch that a view does not handle travels upwards: the
/// default implementation of each `touches…` method forwards the call to ``next``
/// (R-T8). `UIView.next` is its superview, and a window's `next` is `nil`, since
/// Touchstone has no application object.
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: UIResponder? { nil }

    /// Tells the responder that one or more fingers touched down. The default forwards to
    /// ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that one or more touches moved. The default forwards to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that one or more fingers lifted. The default forwards to
    /// ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Tells the responder that touches were cancelled, by the system or because a gesture
    /// recognizer took them over. The default forwards to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
