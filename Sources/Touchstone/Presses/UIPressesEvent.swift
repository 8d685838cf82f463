import Foundation

/// An event of presses: the presses of a window that are down or changed at one instant
/// (R-R5).
///
/// A window reuses one object for all of its press events, as it does for touches; read it
/// while handling a call and do not keep it.
@MainActor
public final class UIPressesEvent: UIEvent {
    /// The presses of the event: every press that is down, and those that just ended.
    public internal(set) var allPresses: Set<UIPress> = []

    override init() { super.init(type: .presses) }

    /// The presses of the event that `gesture` receives.
    public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        allPresses.filter { press in press.carrier.recognizers.contains { $0 === gesture } && gesture.attemptIncludes(press.carrier) }
    }
}
