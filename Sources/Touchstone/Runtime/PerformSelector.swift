import Foundation

// Sending a selector (R-RT3): `perform(_:)`, `perform(_:with:)`, `perform(_:with:afterDelay:)`,
// `performSelector(onMainThread:with:waitUntilDone:)`, `responds(to:)` and
// `cancelPreviousPerformRequests(withTarget:)`, for the selectors the porting rewriter makes
// from `#selector` (Touchstone's `Selector`, which holds a reference to the method). A delay
// is the receiver's window's host time, as every Touchstone timer is (R-O3).

/// A message sent with a delay, waiting for its time.
@MainActor
final class PendingPerform {
    let selector: Selector
    let argument: Any?
    var timer: VirtualTimer?

    init(selector: Selector, argument: Any?) {
        self.selector = selector
        self.argument = argument
    }
}

extension RuntimeHost {
    /// Sends `selector` to the object now, with `argument` as the method's argument (the
    /// sender, for a target-action method); the method's result is not returned: `nil`.
    func send(_ selector: Selector, with argument: Any?) -> Unmanaged<AnyObject>? {
        selector.send(to: self, from: Self.sender(argument), event: nil)
        return nil
    }

    /// The argument as the method takes it: the object itself, or a `nil` for a method that
    /// takes an optional.
    static func sender(_ argument: Any?) -> Any { argument ?? (Optional<Any>.none as Any) }

    /// Sends `selector` after `delay` seconds of the window's host time; an object in no
    /// window has no clock, and gets it on the main queue instead (Decision).
    func send(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        let pending = PendingPerform(selector: selector, argument: argument)
        let deliver: @MainActor () -> Void = { [weak pending] in
            guard let pending, let runtime = self.runtimeIfMade,
                  let index = runtime.pendingPerforms.firstIndex(where: { $0 === pending }) else { return }
            runtime.pendingPerforms.remove(at: index)
            pending.selector.send(to: self, from: Self.sender(pending.argument), event: nil)
        }
        runtime.pendingPerforms.append(pending)
        if let clock = clockWindow?.gestureEnvironment.clock {
            let timer = VirtualTimer(block: deliver)
            pending.timer = timer
            timer.schedule(on: clock, after: max(0, delay))
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { deliver() } }
        }
    }

    /// Cancels the delayed messages sent to the object, all or only `selector`'s with
    /// `argument`'s identity.
    func cancelPerforms(_ selector: Selector?, argument: Any?, matchArgument: Bool) {
        guard let runtime = runtimeIfMade else { return }
        runtime.pendingPerforms.removeAll { pending in
            guard selector.map({ $0 == pending.selector }) ?? true else { return false }
            if matchArgument, (pending.argument as AnyObject?) !== (argument as AnyObject?) { return false }
            pending.timer?.invalidate()
            return true
        }
    }
}

extension UIResponder {
    /// Sends `aSelector` to the responder now (R-RT3).
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? { send(aSelector, with: nil) }

    /// Sends `aSelector` to the responder now, with `object` as its argument (R-RT3).
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? { send(aSelector, with: object) }

    /// Sends `aSelector`, with `object`, after `delay` seconds of its window's host time
    /// (R-RT3).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        send(aSelector, with: anArgument, afterDelay: delay)
    }

    /// Sends `aSelector` on the main thread: at once when `wait` is true, else on the main
    /// queue (R-RT3).
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        if wait {
            _ = send(aSelector, with: arg)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { _ = self.send(aSelector, with: arg) } }
        }
    }

    /// Whether the responder has the method `aSelector` names: is of the type it belongs to
    /// (R-RT3).
    public func responds(to aSelector: Selector) -> Bool { aSelector.accepts(self) }

    /// Cancels every delayed `perform(_:with:afterDelay:)` sent to `aTarget` (R-RT3).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        (aTarget as? any RuntimeHost)?.cancelPerforms(nil, argument: nil, matchArgument: false)
    }

    /// Cancels the delayed `perform(_:with:afterDelay:)` of `aSelector` with `anArgument`
    /// sent to `aTarget` (R-RT3).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        (aTarget as? any RuntimeHost)?.cancelPerforms(aSelector, argument: anArgument, matchArgument: true)
    }
}

extension UIGestureRecognizer {
    /// Sends `aSelector` to the recognizer now (R-RT3).
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? { send(aSelector, with: nil) }

    /// Sends `aSelector` to the recognizer now, with `object` as its argument (R-RT3).
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? { send(aSelector, with: object) }

    /// Whether the recognizer has the method `aSelector` names (R-RT3).
    public func responds(to aSelector: Selector) -> Bool { aSelector.accepts(self) }
}

extension NSObject {
    /// Cancels every delayed `perform(_:with:afterDelay:)` sent to `aTarget`, one of
    /// Touchstone's responders or recognizers (R-RT3): `NSObject.cancelPreviousPerformRequests(withTarget: self)`
    /// as ported code writes it.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        (aTarget as? any RuntimeHost)?.cancelPerforms(nil, argument: nil, matchArgument: false)
    }

    /// Cancels the delayed `perform(_:with:afterDelay:)` of `aSelector` with `anArgument`
    /// sent to `aTarget` (R-RT3).
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        (aTarget as? any RuntimeHost)?.cancelPerforms(aSelector, argument: anArgument, matchArgument: true)
    }
}
