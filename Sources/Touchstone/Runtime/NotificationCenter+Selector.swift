import Foundation

// Selector-based notification observers (R-RT4): `addObserver(_:selector:name:object:)`,
// which Foundation on Linux lacks (it has no Objective-C runtime to send the selector).
// The observation is Foundation's block-based one; Touchstone keeps its token in the
// observer, so that `removeObserver(_:)` finds it and the observer's going removes it, as
// iOS removes observers when they are freed.

/// What a selector-based observation's block sends, and to whom. Foundation's block is
/// `@Sendable`; this crosses into it unchecked because the block only touches it inside
/// `MainActor.assumeIsolated` (a notification posted off the main thread traps there, as
/// Touchstone's objects are the main actor's), and the observer is unretained because its
/// going removes the observation first (``ObjectRuntime``'s deinit).
private struct SelectorDelivery: @unchecked Sendable {
    let selector: Selector
    unowned(unsafe) let observer: any RuntimeHost
}

/// One selector-based observation an object made.
struct SelectorNotificationObservation {
    let center: NotificationCenter
    let token: any NSObjectProtocol
    let name: NSNotification.Name?
    let object: AnyObject?
}

extension NotificationCenter {
    /// Sends `aSelector` to `observer`, with the notification, for each notification named
    /// `aName` (`nil`: any) posted by `anObject` (`nil`: any sender), on the posting thread
    /// (R-RT4). `observer` must be one of Touchstone's responders or recognizers; it is not
    /// retained, and its going removes the observation.
    @MainActor
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        guard let host = observer as? any RuntimeHost else {
            preconditionFailure("addObserver(_:selector:name:object:): Touchstone sends selectors to its responders and recognizers only, not to \(type(of: observer))")
        }
        let delivery = SelectorDelivery(selector: aSelector, observer: host)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            nonisolated(unsafe) let notification = notification  // read on the main actor only, below
            MainActor.assumeIsolated { delivery.selector.send(to: delivery.observer, from: notification, event: nil) }
        }
        host.runtime.notificationObservations.append(SelectorNotificationObservation(
            center: self, token: token, name: aName, object: anObject as AnyObject?))
    }

    /// Removes every observation `observer` made with this center, by selector or
    /// Foundation's own (R-RT4).
    @MainActor
    public func removeObserver(_ observer: AnyObject) {
        removeSelectorObservations(of: observer) { _ in true }
        removeObserver(observer as Any)
    }

    /// Removes the observations `observer` made for `aName` (`nil`: any) from `anObject`
    /// (`nil`: any) (R-RT4).
    @MainActor
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        removeSelectorObservations(of: observer) { observation in
            (aName == nil || observation.name == aName) && (anObject == nil || observation.object === anObject as AnyObject?)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    @MainActor
    private func removeSelectorObservations(of observer: AnyObject, where matches: (SelectorNotificationObservation) -> Bool) {
        guard let runtime = (observer as? any RuntimeHost)?.runtimeIfMade else { return }
        runtime.notificationObservations.removeAll { observation in
            guard observation.center === self, matches(observation) else { return false }
            removeObserver(observation.token)
            return true
        }
    }
}
