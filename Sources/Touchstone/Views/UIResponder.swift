import Foundation

/// An object that can respond to touches and presses, the base of every view, view
/// controller and window.
///
/// The responder chain is how an event that a responder does not handle travels upwards:
/// the default implementation of each `touches…` and `presses…` method forwards the call
/// to ``next`` (R-R1). A view's `next` is its view controller when it is one's root view,
/// else its superview; a view controller's is its view's superview; a window's is `nil`,
/// since Touchstone has no application object. The first responder of a window
/// (``becomeFirstResponder()``, R-R4) is where presses start (R-R5).
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end (R-R1).
    open var next: UIResponder? { nil }

    /// The Objective-C runtime state ported code uses (observers, associated objects,
    /// delayed messages), made on first use (R-RT1–R-RT5, Runtime/).
    @exclusivity(unchecked) var storedRuntime: ObjectRuntime?

    /// Hears a change of a property the responder observes with
    /// `addObserver(_:forKeyPath:options:context:)` (R-RT1). Override it; the default traps,
    /// as `NSObject`'s raises for a change nobody handles.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        preconditionFailure("\(type(of: self)): An -observeValueForKeyPath:ofObject:change:context: message was received but not handled. Key path: \(keyPath ?? "nil")")
    }

    /// Called on objects loaded from a nib or storyboard. Touchstone loads none, so it is
    /// never called; overrides compile (R-I3).
    open func awakeFromNib() {}

    // MARK: Touches

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

    /// Tells the responder that real values arrived for estimated properties of touches it
    /// received, or that an update is no longer expected (R-P9); perhaps after the touches
    /// ended. Each touch shows the updated data, with its
    /// ``UITouch/estimationUpdateIndex`` and the properties updated or given up gone from
    /// ``UITouch/estimatedPropertiesExpectingUpdates``.
    ///
    /// The default does nothing (**Decision**): unlike the `touches…` methods, Apple
    /// documents no forwarding along the responder chain for it.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses (R-R5)

    /// Tells the responder that a key or button went down. The default forwards to
    /// ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Tells the responder that the force of a press changed. The default forwards to
    /// ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Tells the responder that a key or button was released. The default forwards to
    /// ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Tells the responder that presses were cancelled, by the host or because a gesture
    /// recognizer took them over. The default forwards to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: First responder (R-R4)

    /// Whether the responder may become its window's first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up being first responder when asked; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Makes the responder its window's first responder (R-R4): it must be in a window and
    /// answer ``canBecomeFirstResponder`` with `true`, and the current first responder
    /// must resign (``resignFirstResponder()``). Subclasses that override call `super`.
    ///
    /// - Returns: whether the responder is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponder {
            guard current.resignFirstResponder() else { return false }
        }
        // What the resignation ran may have taken this responder out of the window.
        guard responderWindow === window else { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status (R-R4). The default refuses when
    /// ``canResignFirstResponder`` is `false`, and otherwise stops being its window's
    /// first responder and returns `true`. Subclasses that override call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// The window the responder is in, for first-responder status: a view's window, a
    /// view controller's view's window.
    var responderWindow: UIWindow? { nil }
}
