import Foundation
import Touchstone
import TouchstoneFormats

/// Writes down, as they happen, the deliveries a scene's views hear, the actions its
/// recognizers send and the decisions the engine reports, each at the window's time.
///
/// Everything it records comes from public API and the engine's own decision records: it
/// observes, it never re-derives.
@MainActor
package final class TimelineRecorder {
    package private(set) var events: [TimelineEvent] = []
    /// Each scroll view's content offset over time.
    package private(set) var contentOffsets: [ContentOffsetSeries] = []
    private unowned let window: UIWindow
    private var names: [ObjectIdentifier: String] = [:]
    /// Every touch of the replay, with its finger and, once it lifted, when. Held weakly:
    /// a recorder that outlives its window (a test's gesture log) must not keep the touches
    /// alive, nor through them the recognizers and views they name. A later touch may take
    /// a freed one's identifier; the entry's touch, then nil, tells them apart.
    private var touches: [ObjectIdentifier: RecordedTouch] = [:]

    /// A touch the recorder has seen, without keeping it alive.
    private struct RecordedTouch {
        weak var touch: UITouch?
        var finger: Int
        var liftTime: TimeInterval?
    }

    /// The entry of `touch`, if it is the touch the recorder saw under its identifier.
    private func recorded(_ touch: UITouch) -> RecordedTouch? {
        guard let entry = touches[ObjectIdentifier(touch)], entry.touch === touch else { return nil }
        return entry
    }
    /// Fingers of the frame being sent that touch down: views hear of their touches
    /// before the window returns them, so they are recognized by where they landed.
    private var landing: [(finger: Int, location: CGPoint)] = []
    /// The pointer's buttons after the last pointer event, to tell a press from a drag.
    private(set) var pointerButtons: PointerEvent.Buttons = []

    package init(window: UIWindow) {
        self.window = window
    }

    /// Gives a view or recognizer the name the timeline calls it by.
    package func name(_ object: AnyObject, _ name: String) {
        names[ObjectIdentifier(object)] = name
    }

    package func name(of object: AnyObject?) -> String? {
        object.flatMap { names[ObjectIdentifier($0)] }
    }

    private func append(_ kind: TimelineEvent.Kind) {
        events.append(TimelineEvent(time: window.currentTime, kind: kind))
    }

    // MARK: Input

    /// Records an input change before it is sent, so that what it causes comes after it.
    /// Returns the event's index, for ``completeTouch(at:with:)``.
    package func touch(_ change: TouchChange, at time: TimeInterval) -> Int {
        if change.phase == .began { landing.append((change.finger, change.location)) }
        events.append(TimelineEvent(time: time, kind: .touch(finger: change.finger, phase: change.phase,
                                                             location: change.location, view: nil, recognizers: [])))
        return events.count - 1
    }

    /// Fills in what the engine decided for a touch that just began: its view and
    /// recognizers, and the finger it belongs to for later deliveries.
    package func completeTouch(at index: Int, with touch: UITouch) {
        landing.removeAll()
        guard case .touch(let finger, let phase, let location, _, _) = events[index].kind else { return }
        let key = ObjectIdentifier(touch)
        touches[key] = RecordedTouch(touch: touch, finger: finger, liftTime: phase.isDown ? recorded(touch)?.liftTime : events[index].time)
        guard phase == .began else { return }
        let recognizers = (touch.gestureRecognizers ?? []).map { name(of: $0) ?? $0.displayName }
        events[index].kind = .touch(finger: finger, phase: phase, location: location,
                                    view: name(of: touch.view) ?? (touch.view == nil ? nil : "unnamed view"),
                                    recognizers: recognizers)
    }

    /// Records a pointer event before it is sent, so that what it causes comes after it.
    /// Returns the event's index, for ``completePointer(at:with:)``.
    package func pointer(_ event: PointerEvent, at time: TimeInterval) -> Int {
        let change: TimelineEvent.PointerChange
        switch event {
        case .move(_, let buttons, _):
            change = switch (pointerButtons.isEmpty, buttons.isEmpty) {
            case (true, true): .hover
            case (true, false): .press
            case (false, false): .drag
            case (false, true): .release
            }
            pointerButtons = buttons
        case .exit:
            change = .exit
            pointerButtons = []
        case .scroll: change = .scroll
        case .transform: change = .transform
        }
        events.append(TimelineEvent(time: time, kind: .pointer(event, change: change, view: nil, recognizers: [])))
        return events.count - 1
    }

    /// Fills in what the engine decided for the pointer's touch: for a press, its view and
    /// recognizers; for every change, that it is the pointer's.
    package func completePointer(at index: Int, with touch: UITouch) {
        let key = ObjectIdentifier(touch)
        guard case .pointer(let event, let change, _, _) = events[index].kind else { return }
        touches[key] = RecordedTouch(touch: touch, finger: TimelineEvent.pointerFinger,
                                     liftTime: change == .release || change == .exit ? events[index].time : nil)
        guard change == .press else { return }
        let recognizers = (touch.gestureRecognizers ?? []).map { name(of: $0) ?? $0.displayName }
        events[index].kind = .pointer(event, change: change, view: name(of: touch.view) ?? (touch.view == nil ? nil : "unnamed view"),
                                      recognizers: recognizers)
    }

    /// Records a key change before it is sent, so that what it causes comes after it.
    /// Returns the event's index, for ``completeKey(at:with:)``.
    func key(_ event: KeyEvent, at time: TimeInterval) -> Int {
        events.append(TimelineEvent(time: time, kind: .key(event, responder: nil, recognizers: [])))
        return events.count - 1
    }

    /// Fills in where the press of a key that just went down went: its responder and its
    /// recognizers (R-R5).
    func completeKey(at index: Int, with press: UIPress) {
        guard case .key(let event, _, _) = events[index].kind, event.phase == .began else { return }
        let recognizers = (press.gestureRecognizers ?? []).map { name(of: $0) ?? $0.displayName }
        events[index].kind = .key(event, responder: responderName(press.responder), recognizers: recognizers)
    }

    /// What the timeline calls a press's responder: its name in the scene, `window` for
    /// the window, or what it is.
    private func responderName(_ responder: UIResponder?) -> String {
        guard let responder else { return "nothing" }
        if let named = name(of: responder) { return named }
        return responder === window ? "window" : "unnamed \(type(of: responder))"
    }

    /// A responder was told about `presses` (R-R5): one event per responder.
    func delivery(_ phase: UIPress.Phase, _ presses: Set<UIPress>) {
        var groups: [(responder: String, keyCodes: [Int])] = []
        for press in presses {
            let responder = responderName(press.responder)
            let code = press.key?.keyCode.rawValue ?? press.type.rawValue
            if let index = groups.firstIndex(where: { $0.responder == responder }) {
                groups[index].keyCodes.append(code)
            } else {
                groups.append((responder, [code]))
            }
        }
        for group in groups.sorted(by: { $0.responder < $1.responder }) {
            append(.presses(responder: group.responder, phase: phase, keyCodes: group.keyCodes.sorted()))
        }
    }

    /// Forgets the input recorded from the event at `index` on, which the window refused:
    /// nothing of it happened (R-O5), so the timeline must not show it. `pointerButtons`
    /// are the pointer's buttons before it.
    func discardInput(from index: Int, pointerButtons buttons: PointerEvent.Buttons) {
        events.removeSubrange(index...)
        landing.removeAll()
        pointerButtons = buttons
    }

    // MARK: What the scene does

    /// A view was told about `deliveredTouches`: one event per hit-test view.
    package func delivery(_ phase: TouchPhase, _ deliveredTouches: Set<UITouch>) {
        var groups: [(view: String, touches: [TimelineEvent.DeliveredTouch])] = []
        for touch in deliveredTouches {
            let view = name(of: touch.view) ?? "unnamed view"
            let finger = finger(of: touch)
            let lifted = recorded(touch)?.liftTime.flatMap { $0 < window.currentTime ? $0 : nil }
            let delivered = TimelineEvent.DeliveredTouch(finger: finger, liftedAt: lifted)
            if let index = groups.firstIndex(where: { $0.view == view }) {
                groups[index].touches.append(delivered)
            } else {
                groups.append((view, [delivered]))
            }
        }
        for group in groups.sorted(by: { $0.view < $1.view }) {
            append(.delivery(view: group.view, phase: phase, touches: group.touches.sorted()))
        }
    }

    /// The finger of `touch`; a touch landing in the frame being sent is known by its place.
    private func finger(of touch: UITouch) -> Int {
        let key = ObjectIdentifier(touch)
        if let known = recorded(touch) { return known.finger }
        // There is one pointer contact at a time (R-P2).
        if touch.type == .indirectPointer {
            touches[key] = RecordedTouch(touch: touch, finger: TimelineEvent.pointerFinger)
            return TimelineEvent.pointerFinger
        }
        let location = touch.location(in: nil)
        guard let index = landing.firstIndex(where: { $0.location == location }) else { return 0 }
        let finger = landing.remove(at: index).finger
        touches[key] = RecordedTouch(touch: touch, finger: finger)
        return finger
    }

    /// A recognizer's action went out; `values` are what its class reports.
    package func action(_ recognizer: UIGestureRecognizer, values: [(name: String, value: Double)]) {
        append(.action(recognizer: name(of: recognizer) ?? recognizer.displayName, state: recognizer.state.description,
                       location: recognizer.location(in: nil),
                       values: values.map { TimelineEvent.NamedValue(name: $0.name, value: $0.value) }))
    }

    /// A control sent `event`; `values` are what its class reports.
    func controlEvent(_ event: String, of control: UIControl, values: [(name: String, value: Double)]) {
        append(.control(view: name(of: control) ?? "unnamed control", event: event,
                        values: values.map { TimelineEvent.NamedValue(name: $0.name, value: $0.value) }))
    }

    /// A scroll view's content offset is what it is now: where it starts, or a change.
    func contentOffset(of scrollView: UIScrollView) {
        let view = name(of: scrollView) ?? "unnamed scroll view"
        let sample = ContentOffsetSeries.Sample(time: window.currentTime, offset: scrollView.contentOffset)
        if let index = contentOffsets.firstIndex(where: { $0.view == view }) {
            contentOffsets[index].samples.append(sample)
        } else {
            contentOffsets.append(ContentOffsetSeries(view: view, samples: [sample]))
        }
    }

    /// The engine decided about a recognizer.
    package func decision(_ decision: GestureDecision) {
        events.append(TimelineEvent(time: decision.time, kind: .decision(TimelineEvent.Decision(
            recognizer: name(of: decision.recognizer) ?? decision.recognizer.displayName,
            outcome: decision.outcome.rawValue, rule: decision.rule,
            other: decision.other.map { name(of: $0) ?? $0.displayName },
            view: decision.view.map { name(of: $0) ?? "unnamed view" },
            reason: decision.reason, failureReason: decision.failureReason, summary: decision.summary))))
    }
}
