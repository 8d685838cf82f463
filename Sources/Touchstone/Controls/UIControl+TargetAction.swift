import Foundation

// Target-action for controls (R-C1, R-O1). UIKit's `addTarget(_:action:for:)` takes a
// selector; here the action is a typed method reference taking nothing, the sender, or
// the sender and the event, e.g. `button.addTarget(self, action: ViewController.tapped,
// for: .touchUpInside)`. A registration is identified as for recognizers
// (`TargetActionList.swift`): registering the same target from the same place again only
// adds events to it, which is UIKit's "safe to call multiple times". `UIAction`s are
// identified by their identifier.
//
// The registrations whose method takes the sender are `@inlinable`, for the reason given
// in `UIGestureRecognizer+TargetAction.swift`: otherwise every action sent allocates.

extension UIControl {
    /// Adds an action for `controlEvents`: a method of `target` that takes no argument.
    /// The target is held weakly.
    @discardableResult
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ActionIdentifier {
        register(target: target, for: controlEvents, file: file, line: line, column: column) { target, _, _ in
            action(target as! Target)()
        }
    }

    /// Adds an action for `controlEvents`: a method of `target` that takes the sender
    /// (typed as this control's class or any superclass). The target is held weakly.
    @discardableResult
    @inlinable
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ActionIdentifier {
        precondition(self is Sender, "addTarget(_:action:for:): the action takes \(Sender.self), which \(type(of: self)) is not")
        return register(target: target, for: controlEvents, file: file, line: line, column: column) { target, control, _ in
            // The precondition above makes this cast succeed.
            action(target as! Target)(control as! Sender)
        }
    }

    /// Adds an action for `controlEvents`: a method of `target` that takes the sender and
    /// the event. When the actions are sent programmatically (``sendActions(for:)``) the
    /// event has no touches. The target is held weakly.
    @discardableResult
    @inlinable
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender, UIEvent) -> Void,
        for controlEvents: Event,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> ActionIdentifier {
        precondition(self is Sender, "addTarget(_:action:for:): the action takes \(Sender.self), which \(type(of: self)) is not")
        return register(target: target, for: controlEvents, file: file, line: line, column: column) { target, control, event in
            action(target as! Target)(control as! Sender, event ?? UIEvent())
        }
    }

    /// Removes registrations for `controlEvents`: those of `target` (`nil`: of every
    /// target and action) made as `action` (`nil`: all of the target's). A registration
    /// left with no events is removed.
    ///
    /// Disfavored, so that `removeTarget(nil, action: nil, for:)` means the ``Selector``
    /// form, which does the same.
    @_disfavoredOverload
    public func removeTarget(_ target: AnyObject?, action: ActionIdentifier?, for controlEvents: Event) {
        actions.update(where: { $0.matches(target: target, identifier: action) }) { registration in
            registration.events.subtract(controlEvents)
            return !registration.events.isEmpty
        }
    }

    /// What ``addAction(_:for:)`` does.
    func registerAction(_ action: UIAction, for controlEvents: Event) {
        let identifier = ActionIdentifier(target: nil, origin: .action(action.identifier.rawValue))
        let invoke: @MainActor (AnyObject?, UIControl, UIEvent?) -> Void = { _, control, _ in
            action.perform(from: control)
        }
        let payload = ControlAction(identifier: identifier, events: controlEvents, action: action, invoke: invoke)
        actions.register(identifier, target: nil, payload: payload) {
            $0.events.formUnion(controlEvents)
            $0.action = action
            $0.invoke = invoke
        }
    }

    /// What ``removeAction(identifiedBy:for:)`` does.
    func unregisterAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeTarget(nil, action: ActionIdentifier(target: nil, origin: .action(actionIdentifier.rawValue)),
                     for: controlEvents)
    }

    @usableFromInline
    func register(target: AnyObject, for controlEvents: Event, file: StaticString, line: UInt, column: UInt,
                          invoke: @escaping @MainActor (AnyObject?, UIControl, UIEvent?) -> Void) -> ActionIdentifier {
        let identifier = ActionIdentifier(target: target, file: file, line: line, column: column)
        let payload = ControlAction(identifier: identifier, events: controlEvents, invoke: invoke)
        actions.register(identifier, target: target, payload: payload) {
            $0.events.formUnion(controlEvents)
        }
        return identifier
    }
}
