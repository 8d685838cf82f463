import Foundation

/// Touchstone's stand-in for an Objective-C selector: a method's name and a typed reference
/// to it (R-I4, R-I5; see <doc:PortingFromUIKit>).
///
/// Linux Swift has no Objective-C runtime, so no `#selector` and no `Selector` type. The
/// rewriter turns `#selector(handleTap(_:))` inside `class ViewController` into
/// `Selector("handleTap(_:)", ViewController.handleTap(_:))`, which the selector-taking
/// target-action API of recognizers and controls accepts as UIKit's does.
///
/// Selectors are equal, and hash, by ``name`` only, as Objective-C selectors are: that is
/// how `removeTarget(_:action:)` finds a registration. Sending one to a target that is not
/// of the method's type, or with a sender the method does not take, is the Objective-C
/// "unrecognized selector" error and traps with the selector's name.
public struct Selector: Hashable, CustomStringConvertible {
    /// The method's Swift name as `#selector` spells it in full: `"handleTap(_:)"`,
    /// `"done"`, `"valueChanged(_:for:)"`.
    public let name: String

    /// Whether `target` has the method (is of the type the method belongs to).
    let accepts: @MainActor (AnyObject) -> Bool
    /// Calls the method on a target it `accepts`, with the sender and, for methods that
    /// take it, the event.
    let perform: @MainActor (AnyObject, Any, UIEvent?) -> Void

    /// A selector for a method that takes the sender (a recognizer, a control); the
    /// sender's type is checked when the selector is sent.
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.name = name
        accepts = { $0 is Target }
        perform = { target, sender, _ in
            method(target as! Target)(Selector.cast(sender, to: Sender.self, for: name))
        }
    }

    /// A selector for a method that takes nothing.
    public init<Target: AnyObject>(_ name: String, _ method: @escaping @MainActor (Target) -> () -> Void) {
        self.name = name
        accepts = { $0 is Target }
        perform = { target, _, _ in method(target as! Target)() }
    }

    /// A selector for a control action method that takes the sender and the event (UIKit's
    /// `(_:forEvent:)` / `(_:for:)` forms). Sent without an event (``UIControl/sendActions(for:)``),
    /// the method gets an event with no touches.
    public init<Target: AnyObject, Sender>(_ name: String, _ method: @escaping @MainActor (Target) -> (Sender, UIEvent) -> Void) {
        self.name = name
        accepts = { $0 is Target }
        perform = { target, sender, event in
            method(target as! Target)(Selector.cast(sender, to: Sender.self, for: name), event ?? UIEvent())
        }
    }

    /// The selector's ``name``.
    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Sends the selector to `target` with `sender`, as Objective-C's `perform(_:with:)`
    /// does; traps, naming the selector, when `target` does not have the method.
    @MainActor
    func send(to target: Any, from sender: Any, event: UIEvent?) {
        let object = target as AnyObject
        precondition(accepts(object), "unrecognized selector \(name) sent to \(type(of: object))")
        perform(object, sender, event)
    }

    private static func cast<Sender>(_ sender: Any, to type: Sender.Type, for name: String) -> Sender {
        guard let sender = sender as? Sender else {
            preconditionFailure("selector \(name) takes \(Sender.self), and was sent by \(Swift.type(of: sender))")
        }
        return sender
    }
}
