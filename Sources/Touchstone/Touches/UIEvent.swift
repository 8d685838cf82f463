import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`; public ones are computed over them.

/// A touch event: the set of every live touch at one instant (R-T1, R-T5).
///
/// The pointer's hover, scroll and transform events (R-P4–R-P6) carry no touches. A window
/// reuses one event object per ``EventType`` for all of its events of that type, as UIKit
/// does; read it while handling a call and do not keep it.
@MainActor
public class UIEvent {
    /// The kind of an event, with UIKit's raw values. Touchstone produces touches, hover,
    /// scroll and transform events.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform = 14
    }

    /// The kind of event: `.touches` for fingers, pencils and pointer clicks (R-P2),
    /// `.hover`, `.scroll` or `.transform` for the pointer's other input (R-P4–R-P6).
    public let type: EventType

    /// What an event is within its ``EventType``, with UIKit's raw values
    /// (`UIEventSubtype` in `UIEvent.h`).
    ///
    /// Only motion and remote-control events have subtypes; Touchstone delivers neither, so
    /// every event it makes reports ``none``. The other cases are here so that code that
    /// switches over them, or stores their raw values, ports unchanged.
    public enum EventSubtype: Int, Sendable {
        /// The event has no subtype: every touch, press, hover, scroll and transform event.
        case none = 0
        /// A person shook the device (a `.motion` event).
        case motionShake = 1
        /// Remote control: play.
        case remoteControlPlay = 100
        /// Remote control: pause.
        case remoteControlPause = 101
        /// Remote control: stop.
        case remoteControlStop = 102
        /// Remote control: toggle between play and pause.
        case remoteControlTogglePlayPause = 103
        /// Remote control: next track.
        case remoteControlNextTrack = 104
        /// Remote control: previous track.
        case remoteControlPreviousTrack = 105
        /// Remote control: start seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// Remote control: stop seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Remote control: start seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// Remote control: stop seeking forward.
        case remoteControlEndSeekingForward = 109
    }

    /// The subtype of the event within its ``type``: ``EventSubtype/none`` for
    /// every event Touchstone delivers, as UIKit reports for touch and press events, which
    /// have no subtype.
    public var subtype: EventSubtype { .none }
    /// The host time of the event, in seconds.
    public internal(set) var timestamp: TimeInterval { get { storedTimestamp } set { storedTimestamp = newValue } }
    @exclusivity(unchecked) private var storedTimestamp: TimeInterval = 0

    /// The live touches of the window, in the order their fingers came down.
    @exclusivity(unchecked) private(set) var touchList: [UITouch] = []
    /// ``allTouches`` as last built; `nil` once the list changed. Handlers read the sets
    /// on every move, while the list only changes when a finger comes down or lifts.
    @exclusivity(unchecked) private var allTouchesSet: Set<UITouch>?

    /// The pointer buttons held when the event happened (R-P2); empty for fingers alone.
    public internal(set) var buttonMask: ButtonMask { get { storedButtonMask } set { storedButtonMask = newValue } }
    @exclusivity(unchecked) private var storedButtonMask: ButtonMask = []
    /// The modifier keys held when the event happened, as the host last reported them
    /// with pointer input (R-P2).
    public internal(set) var modifierFlags: UIKeyModifierFlags {
        get { storedModifierFlags }
        set { storedModifierFlags = newValue }
    }
    @exclusivity(unchecked) private var storedModifierFlags: UIKeyModifierFlags = []

    /// An event with no touches: what a control's actions sent programmatically get.
    @usableFromInline
    init() { type = .touches }

    /// An empty event of `type`, for the pointer's hover, scroll and transform events.
    init(type: EventType) { self.type = type }

    /// Lists a touch whose finger came down.
    func add(_ touch: UITouch) {
        touchList.append(touch)
        allTouchesSet = nil
    }

    /// Drops the touches that ended or were cancelled (R-T1), keeping the others' order.
    func removeLiftedTouches() {
        var kept = 0
        for index in touchList.indices where touchList[index].isLive {
            WorkMeter.step()
            touchList.swapAt(kept, index)
            kept += 1
        }
        touchList.removeLastElements(touchList.count - kept)
        allTouchesSet = nil
    }

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { everyTouch }

    private var everyTouch: Set<UITouch> {
        if let allTouchesSet { return allTouchesSet }
        let all = Set(touchList)
        allTouchesSet = all
        return all
    }

    /// The touches whose hit-test view is `view` or one of its descendants.
    public func touches(for view: UIView) -> Set<UITouch>? {
        touches(where: { $0.view?.descends(from: view) ?? false })
    }

    /// The touches belonging to `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        touches(where: { $0.window === window })
    }

    /// The listed touches that pass `isIncluded`: the ``allTouches`` set itself when all
    /// do, as they usually all do, so that asking on every move allocates nothing.
    private func touches(where isIncluded: (UITouch) -> Bool) -> Set<UITouch> {
        let count = touchList.count { isIncluded($0) }
        if count == touchList.count { return everyTouch }
        var included = Set<UITouch>(minimumCapacity: count)
        for touch in touchList where isIncluded(touch) { included.insert(touch) }
        return included
    }

    /// The touches that `gesture` is tracking: the ``allTouches`` set itself when it
    /// tracks every touch, as a recognizer usually does, so that asking on every move
    /// allocates nothing.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        // A recognizer lists its touches in the order they came down, as the event does,
        // so one that tracks them all lists the same touches at the same positions.
        gesture.touches.elementsEqual(touchList, by: ===) ? everyTouch : Set(gesture.touches)
    }

    // MARK: Coalesced and predicted touches (R-P8)

    /// Every sample of `touch` the host measured for this event, oldest first: a snapshot
    /// per earlier sample, then `touch` itself, the last. `nil` when the touch is not in
    /// the event.
    ///
    /// The snapshots are made on request, so that events nobody asks about cost nothing.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
        guard touch.phase != .stationary else { return [touch] }
        return touch.coalescedSamples.map { touch.snapshot(at: $0) } + [touch]
    }

    /// The host's predictions of where `touch` goes next, soonest first; empty when it
    /// gave none, `nil` when the touch is not in the event.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
        guard touch.phase != .stationary else { return [] }
        return touch.predictedSamples.map { touch.snapshot(at: $0) }
    }
}
