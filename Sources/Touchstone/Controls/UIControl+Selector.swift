import Foundation

// UIKit's selector-taking target-action for controls (`SELECTOR.md`, R-C1): what ported
// code calls after the rewriter turned `#selector(tapped(_:))` into a ``Selector``. The
// typed forms in `UIControl+TargetAction.swift` stay for hand-written Linux code; both
// kinds live in the same registration list, in registration order.

extension UIControl {
    /// Adds `action` for `controlEvents`, as UIKit's `addTarget(_:action:for:)`. A `nil`
    /// target sends the action up the responder chain when it is sent
    /// (``sendAction(_:to:for:)-(Selector,_,_)``). Adding the same target and selector
    /// again only adds events to it. The target is held weakly.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        let identifier = ActionIdentifier(target: object, origin: .selector(action.name))
        let payload = ControlAction(identifier: identifier, events: controlEvents, selector: action) { _, _, _ in }
        actions.register(identifier, target: object, payload: payload) { $0.events.formUnion(controlEvents) }
    }

    /// Removes registrations for `controlEvents`, as UIKit's `removeTarget(_:action:for:)`:
    /// those of `target` (`nil`: of every target) named `action` (`nil`: every action of
    /// the target). A registration left with no events is removed.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        actions.update(where: { $0.matches(target: object, selector: action) }) { registration in
            registration.events.subtract(controlEvents)
            return !registration.events.isEmpty
        }
    }

    /// What UIKit's `actions(forTarget:forControlEvent:)` returns: the names of the
    /// selectors `target` is registered with.
    func selectorNames(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        guard let target else { return nil }
        let object = target as AnyObject
        var names: [String] = []
        actions.forEachLive { liveTarget, registration in
            if liveTarget === object, let selector = registration.selector,
               !registration.events.isDisjoint(with: controlEvent) {
                names.append(selector.name)
            }
        }
        return names.isEmpty ? nil : names
    }

    /// What ``sendAction(_:to:for:)-(Selector,_,_)`` does.
    func sendSelector(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let target {
            action.send(to: target, from: self, event: event)
            return
        }
        var responder: UIResponder? = window?.firstResponder ?? self
        while let current = responder {
            if action.accepts(current) {
                action.perform(current, self, event)
                return
            }
            responder = current.next
        }
    }
}
