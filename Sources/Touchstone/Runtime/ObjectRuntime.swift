import Foundation

/// What the Objective-C runtime keeps for an object beside its own stored properties, and
/// ported code leans on (R-RT1–R-RT5): the observers of its properties, its associated
/// objects, the messages sent to it later, and its selector-based notification
/// observations.
///
/// Made on first use, one pointer on every responder and recognizer until then, so that
/// nothing on the touch path pays for what nobody uses: a property setter checks that
/// pointer (and then the observers' list) before doing anything for observation.
@MainActor
final class ObjectRuntime {
    /// The key-value observations of the object's properties, in the order registered.
    var observations: [PropertyObservation] = []
    /// The object's associated values, by key.
    var associatedValues: [UnsafeRawPointer: AssociatedValue] = [:]
    /// The messages sent to the object with a delay, not yet delivered.
    var pendingPerforms: [PendingPerform] = []
    /// The notification observations the object made by selector, removed when it goes.
    var notificationObservations: [SelectorNotificationObservation] = []

    isolated deinit {
        for observation in observations { observation.token?.host = nil }
        for observation in notificationObservations { observation.center.removeObserver(observation.token) }
        for perform in pendingPerforms { perform.timer?.invalidate() }
    }
}

/// An object Touchstone keeps Objective-C runtime state for: responders (views, view
/// controllers, windows) and gesture recognizers.
@MainActor
protocol RuntimeHost: AnyObject {
    /// Where the object keeps its runtime state, once made.
    var storedRuntime: ObjectRuntime? { get set }
}

extension RuntimeHost {
    /// The object's runtime state, made on first use.
    var runtime: ObjectRuntime {
        if let storedRuntime { return storedRuntime }
        let runtime = ObjectRuntime()
        storedRuntime = runtime
        return runtime
    }

    /// The object's runtime state if made.
    var runtimeIfMade: ObjectRuntime? { storedRuntime }
}

extension UIResponder: RuntimeHost {}
extension UIGestureRecognizer: RuntimeHost {}

extension RuntimeHost {
    /// The window whose clock times the object's delayed messages: a view's, a view
    /// controller's view's, a recognizer's view's.
    var clockWindow: UIWindow? {
        switch self {
        case let view as UIView: view.window
        case let controller as UIViewController: controller.viewIfLoaded?.window
        case let recognizer as UIGestureRecognizer: recognizer.view?.window
        default: nil
        }
    }
}
