import Foundation

// Target-action for recognizers (R-O1, R-S5): the action is a typed method reference
// whose parameter is the recognizer (its own type or any superclass) or absent, or a
// closure. Identity and storage are shared with controls (`TargetActionList.swift`).
//
// The registrations whose method takes the sender are `@inlinable`: compiled in the
// caller, the method reference keeps its concrete type, while passed to a generic
// function it is wrapped in a reabstraction thunk that allocates on every call, which for
// a pan's action means every moved event.

/// How a recognizer calls one registered action: with the target (`nil` for closures)
/// and itself.
@usableFromInline
typealias GestureActionBody = @MainActor (AnyObject?, UIGestureRecognizer) -> Void

/// One registered action of a recognizer, as its ``TargetActionList`` stores it.
///
/// A struct rather than the bare function: the generic list would store a function in its
/// most general representation, and call it through two conversion thunks on every send.
struct GestureAction {
    let send: GestureActionBody
}

extension UIGestureRecognizer {
    /// Identifies one registered action, standing in for UIKit's selector in
    /// ``removeTarget(_:action:)``.
    public typealias ActionIdentifier = TargetActionIdentifier

    /// Creates a recognizer whose action is a method of `target` taking the recognizer,
    /// e.g. `UITapGestureRecognizer(target: self, action: ViewController.handleTap)`.
    @inlinable
    public convenience init<Target: AnyObject, Sender>(
        target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.init()
        addTarget(target, action: action, file: file, line: line, column: column)
    }

    /// Creates a recognizer whose action is a method of `target` taking no argument.
    public convenience init<Target: AnyObject>(
        target: Target, action: @escaping @MainActor (Target) -> () -> Void,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.init()
        addTarget(target, action: action, file: file, line: line, column: column)
    }

    /// Creates a recognizer whose action is a closure, called with the recognizer.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Adds an action: a method of `target` that takes the recognizer (typed as its own
    /// class or any superclass). Sent when the state becomes began, changed, ended or
    /// cancelled (R-S5).
    @discardableResult
    @inlinable
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ActionIdentifier {
        precondition(self is Sender,
                     "addTarget: the action takes \(Sender.self), which \(type(of: self)) is not")
        return register(target: target, file: file, line: line, column: column) { target, recognizer in
            // The precondition above makes this cast succeed.
            action(target as! Target)(recognizer as! Sender)
        }
    }

    /// Adds an action: a method of `target` that takes no argument.
    @discardableResult
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> () -> Void,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ActionIdentifier {
        register(target: target, file: file, line: line, column: column) { target, _ in
            action(target as! Target)()
        }
    }

    /// Adds a closure action, called with the recognizer. Closures are held strongly.
    @discardableResult
    public func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void,
                          file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> ActionIdentifier {
        register(target: nil, file: file, line: line, column: column) { _, recognizer in handler(recognizer) }
    }

    /// Removes actions: with `target` and `action` nil, every action; with `target` only,
    /// every action of that target; with `action`, that one registration.
    ///
    /// Disfavored, so that `removeTarget(nil, action: nil)` means the ``Selector`` form,
    /// which does the same.
    @_disfavoredOverload
    public func removeTarget(_ target: AnyObject?, action: ActionIdentifier?) {
        actions.update(where: { $0.matches(target: target, identifier: action) }) { _ in false }
    }

    /// Adds an action named by a ``Selector``, as UIKit's `addTarget(_:action:)`: sent
    /// when the state becomes began, changed, ended or cancelled (R-S5), with the
    /// recognizer when the method takes it. Adding the same target and selector again
    /// does nothing. The target is held weakly.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        let identifier = ActionIdentifier(target: object, origin: .selector(action.name))
        actions.register(identifier, target: object, payload: GestureAction { target, recognizer in
            // A live registration with a target always has one.
            action.send(to: target!, from: recognizer, event: nil)
        })
    }

    /// Removes actions, as UIKit's `removeTarget(_:action:)`: those of `target` (`nil`:
    /// of every target) named `action` (`nil`: every action of the target). Selectors
    /// match by name.
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        actions.update(where: { $0.matches(target: object, selector: action) }) { _ in false }
    }

    @usableFromInline
    func register(target: AnyObject?, file: StaticString, line: UInt, column: UInt,
                          invoke: @escaping GestureActionBody) -> ActionIdentifier {
        let identifier = ActionIdentifier(target: target, file: file, line: line, column: column)
        actions.register(identifier, target: target, payload: GestureAction(send: invoke))
        return identifier
    }

    /// Sends every action, in registration order, showing `state` to them (R-S5).
    func sendActions(reporting state: State) {
        stateForActions = state
        defer { stateForActions = nil }
        actions.forEachLive { target, action in action.send(target, self) }
    }
}
