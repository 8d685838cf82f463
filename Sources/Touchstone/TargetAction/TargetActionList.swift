import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`.

// Target-action without selectors (R-O1), shared by gesture recognizers and controls.
// UIKit names an action with `#selector`, which needs the Objective-C runtime; here an
// action is a typed method reference such as `ViewController.handleTap`, or a closure.
// Targets are weak, as in UIKit.
//
// Swift functions have no identity, so "the same target/action pair" (R-S5) cannot be
// compared by the method. Touchstone identifies a registration by its target and the
// place in the source that made it: registering the same target again from the same line
// (a setup method run twice) is a duplicate. A `UIAction` is identified by its own
// identifier instead, as UIKit does. Registering returns a ``TargetActionIdentifier``,
// which `removeTarget(_:action:)` takes in place of a selector.

/// Identifies one registered action, standing in for UIKit's selector in
/// `removeTarget(_:action:)` and `removeTarget(_:action:for:)`.
public struct TargetActionIdentifier: Hashable, Sendable {
    /// What made the registration.
    enum Origin: Hashable, Sendable {
        /// A method or closure registered at this place in the source.
        case site(file: String, line: UInt, column: UInt)
        /// A `UIAction`, by the raw value of its identifier.
        case action(String)
        /// A ``Selector``, by its name: the same target and selector name make one
        /// registration, as in UIKit.
        case selector(String)
    }

    /// The target's identity; `nil` for closures and `UIAction`s.
    let targetID: ObjectIdentifier?
    let origin: Origin

    init(target: AnyObject?, origin: Origin) {
        targetID = target.map { ObjectIdentifier($0) }
        self.origin = origin
    }

    /// The identity of a registration made at a place in the source.
    init(target: AnyObject?, file: StaticString, line: UInt, column: UInt) {
        self.init(target: target, origin: .site(file: "\(file)", line: line, column: column))
    }
}

/// The registered actions of a recognizer or a control, in registration order.
///
/// `Payload` is what the owner needs to call an action (and, for a control, the events it
/// is registered for). The list is a class so that actions may add or remove actions
/// while they are being sent.
@MainActor
final class TargetActionList<Payload> {
    struct Entry {
        let identifier: TargetActionIdentifier
        /// The weak target; `nil` for closures.
        weak var target: AnyObject?
        let hasTarget: Bool
        var payload: Payload

        /// Whether the target has gone away, which ends the registration.
        var isOrphaned: Bool { hasTarget && target == nil }

        /// UIKit's matching rule for `removeTarget`: a `nil` target matches every entry,
        /// a `nil` identifier every entry of the target.
        func matches(target: AnyObject?, identifier: TargetActionIdentifier?) -> Bool {
            if let identifier, self.identifier != identifier { return false }
            guard let target else { return true }
            return self.target === target
        }

        /// UIKit's matching rule for `removeTarget` with a selector: a `nil` target
        /// matches every target, a `nil` selector every action of the target.
        func matches(target: AnyObject?, selector: Selector?) -> Bool {
            if let selector, identifier.origin != .selector(selector.name) { return false }
            guard let target else { return true }
            return self.target === target
        }
    }

    @exclusivity(unchecked) private(set) var entries: [Entry] = []

    /// Registers `payload` under `identifier`. When a registration with that identity
    /// exists, nothing is added and `merge` updates its payload instead.
    func register(_ identifier: TargetActionIdentifier, target: AnyObject?, payload: Payload,
                  merge: (inout Payload) -> Void = { _ in }) {
        entries.removeAll { $0.isOrphaned }
        if let index = entries.firstIndex(where: { $0.identifier == identifier }) {
            merge(&entries[index].payload)
        } else {
            entries.append(Entry(identifier: identifier, target: target, hasTarget: target != nil, payload: payload))
        }
    }

    /// Lets `update` change the payload of every entry that `matches` selects; entries for
    /// which it returns `false` are removed.
    func update(where matches: (Entry) -> Bool, _ update: (inout Payload) -> Bool) {
        var index = 0
        while index < entries.count {
            if matches(entries[index]) && !update(&entries[index].payload) {
                entries.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// Calls `body` with the target and payload of each entry whose target is alive, in
    /// registration order. Entries removed by an action before their turn are not called.
    func forEachLive(_ body: (AnyObject?, Payload) -> Void) {
        // Fields are read in place: copying a whole entry copies its identifier and weak
        // reference, which costs more than the action it sends.
        var index = 0
        while index < entries.count {
            let payload = entries[index].payload
            let target: AnyObject?
            if entries[index].hasTarget {
                guard let liveTarget = entries[index].target else {
                    index += 1
                    continue
                }
                target = liveTarget
            } else {
                target = nil
            }
            index += 1
            body(target, payload)
        }
    }
}
