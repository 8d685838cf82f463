import Foundation

extension UIView {
    /// Ends the editing of a text field or text view in the view's subtree: asks the first
    /// responder to resign, or with `force` makes it resign without asking its delegate
    /// whether it should (R-TX4). Returns whether no first responder is left in the subtree.
    /// Declared in an extension, so not overridable.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder else { return true }
        let editing = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        guard let editing, editing.descends(from: self) else { return true }
        if let field = responder as? any ForcedResigning, force { return field.resignWithoutAsking() }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponder = nil
        return true
    }
}

/// A responder whose delegate is asked before it resigns, which ``UIView/endEditing(_:)``
/// with `force` skips.
@MainActor
protocol ForcedResigning: UIResponder {
    /// Resigns without asking the delegate whether it should, telling it that editing ended.
    func resignWithoutAsking() -> Bool
}
