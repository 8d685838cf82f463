import Foundation

/// A touch event: the set of every live touch at one instant (R-T1, R-T5).
///
/// A window reuses one event object for all of its touch events, as UIKit does; read it
/// while handling a call and do not keep it.
@MainActor
public final class UIEvent {
    /// The kind of an event. Touchstone produces touch events only.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// Always `.touches`.
    public let type: EventType = .touches
    /// The host time of the event, in seconds.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval = 0

    /// The live touches of the window, in the order their fingers came down.
    @exclusivity(unchecked) var touchList: [UITouch] = []

    /// An event with no touches: what a control's actions sent programmatically get.
    @usableFromInline
    init() {}

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { Set(touchList) }

    /// The touches whose hit-test view is `view` or one of its descendants.
    public func touches(for view: UIView) -> Set<UITouch>? {
        Set(touchList.filter { $0.view?.isDescendant(of: view) ?? false })
    }

    /// The touches belonging to `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touchList.filter { $0.window === window })
    }

    /// The touches that `gesture` is tracking.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        Set(gesture.touches)
    }
}
