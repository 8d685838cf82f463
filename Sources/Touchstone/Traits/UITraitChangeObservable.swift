import Foundation

/// A registration made by `registerForTraitChanges(_:handler:)`, to pass to
/// `unregisterForTraitChanges(_:)`.
@MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// Something whose trait changes can be watched, trait by trait (iOS 17): views and view
/// controllers (R-TR2). A registration's handler runs after `traitCollectionDidChange(_:)`
/// when one of its traits changed, with the object and its previous traits.
///
/// **Difference:** UIKit's target-action forms, `registerForTraitChanges(_:target:action:)`
/// and `registerForTraitChanges(_:action:)`, are missing: their actions take two
/// arguments, which Touchstone's `Selector` cannot send. Use the handler form.
@MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {
    /// Stops `registration`'s handler from running.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// Runs `handler` with the object and its previous traits each time one of `traits`
    /// changes, until unregistered; the registration lives as long as the object.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait],
                                        handler: @escaping @MainActor (Self, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: Set(traits.map { $0.identifier })) { object, previous in
            handler(object as! Self, previous)
        }
        traitRegistrations.list.append(registration)
        return registration
    }

    /// Stops `registration`'s handler from running.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.list.removeAll { $0 === registration }
    }

    private var traitRegistrations: TraitRegistrations {
        guard let owner = self as? any TraitRegistrationOwner else {
            preconditionFailure("\(type(of: self)) keeps no trait registrations: only views and view controllers do")
        }
        return owner.traitRegistrationList
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

/// What keeps an object's trait registrations.
@MainActor
protocol TraitRegistrationOwner: AnyObject {
    var traitRegistrationList: TraitRegistrations { get }
}

/// An object's trait registrations, in the order made.
@MainActor
final class TraitRegistrations {
    var list: [TraitChangeRegistration] = []

    /// Runs the handlers of the registrations watching a trait that differs between
    /// `previous` and `current`.
    func notify(_ object: AnyObject, from previous: UITraitCollection, to current: UITraitCollection) {
        guard !list.isEmpty else { return }
        let changed = current.changedTraits(from: previous)
        for registration in list where !registration.traits.isDisjoint(with: changed) {
            registration.handler(object, previous)
        }
    }
}

/// One registration: the traits it watches and its handler.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: Set<String>
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: Set<String>, handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

extension UIView: TraitRegistrationOwner {
    var traitRegistrationList: TraitRegistrations {
        if let list = inertProperties.traitRegistrations { return list }
        let list = TraitRegistrations()
        inertProperties.traitRegistrations = list
        return list
    }
}

extension UIViewController: TraitRegistrationOwner {
    var traitRegistrationList: TraitRegistrations {
        if let list = storedTraitRegistrations { return list }
        let list = TraitRegistrations()
        storedTraitRegistrations = list
        return list
    }
}

extension UIView {
    /// Tells the view, and first its controller if it is a root view, that its traits
    /// changed from `previous` (R-TR1, R-TR2): `traitCollectionDidChange(_:)`, then the
    /// registrations watching a trait that changed. Nothing when no trait changed.
    func traitsChanged(from previous: UITraitCollection) {
        let current = traitCollection
        guard !current.hasSameTraits(as: previous) else { return }
        if let controller = viewController {
            controller.traitCollectionDidChange(previous)
            controller.storedTraitRegistrations?.notify(controller, from: previous, to: current)
        }
        traitCollectionDidChange(previous)
        inertBox?.traitRegistrations?.notify(self, from: previous, to: current)
    }
}
