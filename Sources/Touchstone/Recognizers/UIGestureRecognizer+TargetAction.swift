import Foundation

// Target-action without selectors (R-O1). UIKit names an action with `#selector`, which
// needs the Objective-C runtime; here an action is a typed method reference such as
// `ViewController.handleTap`, whose parameter is the recognizer (its own type or any
// superclass) or absent. Targets are weak, as in UIKit.
//
// Swift functions have no identity, so "the same target/action pair" (R-S5) cannot be
// compared by the method. Touchstone identifies a registration by its target and the
// place in the source that made it: registering the same target again from the same line
// (a setup method run twice) is ignored. `addTarget` returns an identifier that
// `removeTarget(_:action:)` takes in place of a selector.

/// One registered action of a recognizer.
struct GestureAction {
    let identifier: UIGestureRecognizer.ActionIdentifier
    /// The weak target; `nil` for closure actions.
    weak var target: AnyObject?
    let hasTarget: Bool
    let invoke: @MainActor (AnyObject?, UIGestureRecognizer) -> Void
}

extension UIGestureRecognizer {
    /// Identifies one registered action, standing in for UIKit's selector in
    /// ``removeTarget(_:action:)``.
    public struct ActionIdentifier: Hashable, Sendable {
        let targetID: ObjectIdentifier?
        let file: String
        let line: UInt
        let column: UInt
        let serial: Int
    }

    /// Creates a recognizer whose action is a method of `target` taking the recognizer,
    /// e.g. `UITapGestureRecognizer(target: self, action: ViewController.handleTap)`.
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
    public func removeTarget(_ target: AnyObject?, action: ActionIdentifier?) {
        actions.removeAll { entry in
            if let action { return entry.identifier == action }
            guard let target else { return true }
            return entry.target === target
        }
    }

    private func register(target: AnyObject?, file: StaticString, line: UInt, column: UInt,
                          invoke: @escaping @MainActor (AnyObject?, UIGestureRecognizer) -> Void) -> ActionIdentifier {
        let targetID = target.map { ObjectIdentifier($0) }
        let site = "\(file)"
        actions.removeAll { $0.hasTarget && $0.target == nil }
        if let duplicate = actions.first(where: {
            $0.identifier.targetID == targetID && $0.identifier.file == site
                && $0.identifier.line == line && $0.identifier.column == column
                && (!$0.hasTarget || $0.target === target)
        }) {
            return duplicate.identifier
        }
        let identifier = ActionIdentifier(targetID: targetID, file: site, line: line, column: column,
                                          serial: actions.count)
        actions.append(GestureAction(identifier: identifier, target: target, hasTarget: target != nil, invoke: invoke))
        return identifier
    }

    /// Sends every action, in registration order, showing `state` to them (R-S5).
    func sendActions(reporting state: State) {
        stateForActions = state
        defer { stateForActions = nil }
        var index = 0
        while index < actions.count {
            let action = actions[index]
            index += 1
            if action.hasTarget {
                guard let target = action.target else { continue }
                action.invoke(target, self)
            } else {
                action.invoke(nil, self)
            }
        }
    }
}
