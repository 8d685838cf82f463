import Foundation

/// The base class of controls: views that track one finger themselves and turn it into
/// control events (``Event``) sent to targets and actions (behavior rules §8).
///
/// A control receives touches through its own responder methods, like any view, so it
/// obeys the delivery policy of the gesture system (R-D1–R-D8): a recognizer that takes
/// the touch cancels it in the control, which ends the tracking with
/// ``cancelTracking(with:)`` and a ``Event/touchCancel``. Subclasses customize tracking
/// by overriding ``beginTracking(_:with:)``, ``continueTracking(_:with:)``,
/// ``endTracking(_:with:)`` and ``cancelTracking(with:)``.
///
/// While tracking, the finger counts as inside until it is about 70 points outside the
/// bounds (R-C1), which decides between the drag-inside/outside, enter/exit and
/// touch-up-inside/outside events. Controls compete with gesture recognizers of their
/// ancestors through ``gestureRecognizerShouldBegin(_:)`` (R-A8): the built-in controls
/// refuse an ancestor's recognizer whose gesture is their own default action.
///
/// Decision: a disabled control is skipped by hit testing, so a touch on it goes to what
/// lies beneath (as a tap on a disabled button in a table cell selects the cell).
/// Disabling a control while it tracks ends the tracking with ``cancelTracking(with:)``
/// and sends nothing.
@MainActor
open class UIControl: UIView {
    /// Identifies one registration made with a typed `addTarget(_:action:for:)`, which
    /// the `ActionIdentifier` overload of `removeTarget(_:action:for:)` takes.
    public typealias ActionIdentifier = TargetActionIdentifier

    /// Creates a control that performs `primaryAction` on
    /// ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control responds to touches. A disabled control is not hit-tested
    /// (see the type's discussion).
    open var isEnabled: Bool = true {
        willSet { propertyWillChange("isEnabled") }
        didSet {
            propertyDidChange("isEnabled")
            guard oldValue && !isEnabled && tracking else { return }
            isHighlighted = false
            cancelTracking(with: nil)
            clearTracking()
        }
    }
    /// Whether the control is selected; controls that have a selected look use it.
    open var isSelected: Bool = false {
        willSet { propertyWillChange("isSelected") }
        didSet { propertyDidChange("isSelected") }
    }
    /// Whether a tracked finger is down inside the control.
    open var isHighlighted: Bool = false {
        willSet { propertyWillChange("isHighlighted") }
        didSet { propertyDidChange("isHighlighted") }
    }

    /// The control's state flags, derived from ``isEnabled``, ``isSelected`` and
    /// ``isHighlighted``.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: Tracking

    /// The touch the control tracks: the first of its sequence (R-T6). Held strongly
    /// until tracking ends: a `weak` reference would give every touch on a control a side
    /// table, an allocation and slower retains for its whole life.
    private(set) var trackedTouch: UITouch?
    /// Where the tracked touch began, in the control's coordinates.
    private(set) var trackingStartLocation: CGPoint = .zero
    private var tracking = false
    private var touchInside = false

    /// Whether the control is tracking a touch.
    open var isTracking: Bool { tracking }

    /// Whether the tracked touch is inside the control's tracking area (the bounds grown by
    /// about 70 points).
    open var isTouchInside: Bool { touchInside }

    /// Called when a finger touches down in the control. Return `true` to track it; the
    /// default does.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked finger moves. Return `true` to keep tracking; the default
    /// does.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked finger lifts, before the touch-up event is sent.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled (by the system or because a gesture
    /// recognizer took it), before ``UIControl/Event/touchCancel`` is sent.
    open func cancelTracking(with event: UIEvent?) {}

    /// Starts tracking the first touch, highlighting the control and sending
    /// ``Event/touchDown`` (with ``Event/touchDownRepeat`` for a repeated tap).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.min(by: { $0.finger < $1.finger }) else { return }
        trackedTouch = touch
        trackingStartLocation = touch.location(in: self)
        touchInside = true
        tracking = beginTracking(touch, with: event)
        guard tracking else {
            trackedTouch = nil
            touchInside = false
            return
        }
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    /// Follows the tracked finger: the highlight follows whether it is inside, and the drag
    /// events go out.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking, let touch = trackedTouch, touches.includes(touch) else { return }
        let wasInside = touchInside
        touchInside = isInsideTrackingArea(touch, with: event)
        isHighlighted = touchInside
        tracking = continueTracking(touch, with: event)
        guard tracking else {
            isHighlighted = false
            return clearTracking()
        }
        var events: Event = touchInside ? .touchDragInside : .touchDragOutside
        if touchInside != wasInside { events.insert(touchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    /// Ends the tracking: ``endTracking(_:with:)``, then touch-up inside or outside.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking, let touch = trackedTouch, touches.includes(touch) else { return }
        touchInside = isInsideTrackingArea(touch, with: event)
        isHighlighted = false
        endTracking(touch, with: event)
        sendActions(for: touchInside ? .touchUpInside : .touchUpOutside, with: event)
        if touchInside && sendsPrimaryActionOnTouchUpInside { triggerPrimaryAction(with: event) }
        clearTracking()
    }

    /// Ends the tracking because the touch was taken away: ``cancelTracking(with:)``, then
    /// ``Event/touchCancel``.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking, let touch = trackedTouch, touches.includes(touch) else { return }
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel, with: event)
        clearTracking()
    }

    /// Whether the control performs its primary action on a touch-up inside (buttons).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Within ``GestureThresholds/controlTrackingMargin`` of the bounds, or inside by
    /// ``point(inside:with:)`` (R-C1).
    private func isInsideTrackingArea(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let margin = GestureThresholds.controlTrackingMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point) || self.point(inside: point, with: event)
    }

    private func clearTracking() {
        tracking = false
        touchInside = false
        trackedTouch = nil
    }

    /// A disabled control is not hit-tested (see the type's discussion).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    // MARK: Gesture recognizers (R-A8)

    /// The gestures that perform a control's default action (R-A8).
    struct DefaultGestures: OptionSet {
        let rawValue: Int
        /// A single-finger single tap.
        static let tap = DefaultGestures(rawValue: 1 << 0)
        /// A single-finger pan parallel to the control, starting on its thumb.
        static let thumbPan = DefaultGestures(rawValue: 1 << 1)
        /// A single-finger swipe parallel to the control, starting on its thumb.
        static let thumbSwipe = DefaultGestures(rawValue: 1 << 2)
    }

    /// The gestures that perform this control's default action; none for a plain control.
    var defaultGestures: DefaultGestures { [] }

    /// Whether the tracked touch began on the control's thumb.
    var trackingBeganOnThumb: Bool { false }

    /// Refuses a recognizer attached to an ancestor when its gesture is this control's
    /// default action (R-A8): a single-finger single tap for buttons, switches, steppers,
    /// segmented controls and page controls; a single-finger drag parallel to the control
    /// that starts on the thumb of a slider (pan or swipe) or switch (pan). Recognizers
    /// attached to the control itself, and every other gesture, may begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, let owner = gestureRecognizer.view, owner !== self, descends(from: owner) else { return true }
        return !performsDefaultAction(gestureRecognizer)
    }

    private func performsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        switch gestureRecognizer {
        case let tap as UITapGestureRecognizer:
            defaultGestures.contains(.tap) && tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
        case let pan as UIPanGestureRecognizer:
            defaultGestures.contains(.thumbPan) && pan.numberOfTouches == 1 && isParallelThumbDrag(pan)
        case let swipe as UISwipeGestureRecognizer:
            defaultGestures.contains(.thumbSwipe) && swipe.numberOfTouchesRequired == 1 && isParallelThumbDrag(swipe)
        default:
            false
        }
    }

    /// Whether `gestureRecognizer` follows the finger this control tracks from its thumb,
    /// and that finger has moved more along the control's x-axis than along its y-axis.
    /// Only a control that is tracking knows where the touch began: one whose touch is
    /// still held back from it (R-D3) cannot claim it.
    private func isParallelThumbDrag(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard tracking, trackingBeganOnThumb, let touch = trackedTouch,
              gestureRecognizer.touches.contains(where: { $0 === touch }) else { return false }
        let point = touch.location(in: self)
        return abs(point.x - trackingStartLocation.x) > abs(point.y - trackingStartLocation.y)
    }

    // MARK: Target-action

    let actions = TargetActionList<ControlAction>()

    /// The events for which the control has at least one target or action.
    open var allControlEvents: Event {
        var events: Event = []
        actions.forEachLive { _, action in events.formUnion(action.events) }
        return events
    }

    /// Sends the actions registered for `controlEvents`, as if they happened, in
    /// registration order; each registration is called once.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Performs `action` on behalf of this control: every `UIAction` the control sends
    /// goes through here, so a subclass may override it to watch or filter them.
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    /// Calls the method registered as `action` with `target`, passing `event` to a method
    /// that takes one: every target-action the control sends goes through here, UIKit's
    /// override point for watching or filtering them. `action` stands in for UIKit's
    /// selector (the identifier `addTarget(_:action:for:)` returned); an identifier the
    /// control does not know for `target` sends nothing.
    open func sendAction(_ action: ActionIdentifier, to target: AnyObject?, for event: UIEvent?) {
        var registration: ControlAction?
        actions.forEachLive { liveTarget, candidate in
            if registration == nil && candidate.identifier == action && liveTarget === target { registration = candidate }
        }
        registration?.invoke(target, self, event)
    }

    /// Sends `action` to `target` with this control as the sender, UIKit's override point
    /// for every selector action a control sends. A `nil` target sends it up the
    /// responder chain, from the window's first responder (else this control), to the
    /// first responder that has the method (R-I5), as `UIApplication.sendAction(_:to:from:for:)`
    /// does; when none has it nothing happens.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sendSelector(action, to: target, for: event)
    }

    /// Performs the control's primary action, as a tap on a button or a change of a
    /// value control would: sends ``Event/primaryActionTriggered`` (a button that
    /// ``UIButton/changesSelectionAsPrimaryAction`` toggles its selection first).
    open func performPrimaryAction() {
        triggerPrimaryAction(with: nil)
    }

    /// Sends ``Event/primaryActionTriggered``; ``UIButton`` toggles its selection first
    /// when asked to.
    func triggerPrimaryAction(with event: UIEvent?) {
        sendActions(for: .primaryActionTriggered, with: event)
    }

    /// The targets of the control's target-action registrations, each as its
    /// `ObjectIdentifier` (Swift objects are not all `Hashable`, as UIKit's `NSObject`s
    /// are): `allTargets.contains(ObjectIdentifier(target))`. `UIAction`s have no target.
    open var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        actions.forEachLive { target, _ in
            if let target { targets.insert(AnyHashable(ObjectIdentifier(target))) }
        }
        return targets
    }

    /// The identifiers of `target`'s registrations for `controlEvent` (any of its
    /// events), in registration order, standing in for UIKit's selector names; `nil`
    /// when there are none. A `nil` target has none: `UIAction`s are not listed, as in
    /// UIKit.
    ///
    /// Disfavored: an unannotated call means UIKit's form, which lists selector names.
    @_disfavoredOverload
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [ActionIdentifier]? {
        guard let target else { return nil }
        var found: [ActionIdentifier] = []
        actions.forEachLive { liveTarget, registration in
            if liveTarget === target && !registration.events.isDisjoint(with: controlEvent) { found.append(registration.identifier) }
        }
        return found.isEmpty ? nil : found
    }

    /// Calls `iterator` for each event of each registration, in registration order: with
    /// the `UIAction` for an action, or with the target and identifier for a
    /// target-action. Setting `stop` to `true` ends the enumeration.
    open func enumerateEventHandlers(
        _ iterator: (_ actionHandler: UIAction?, _ targetAction: (target: AnyObject?, action: ActionIdentifier)?,
                     _ controlEvent: Event, _ stop: inout Bool) -> Void
    ) {
        var stop = false
        actions.forEachLive { target, registration in
            guard !stop else { return }
            for bit in 0..<UInt.bitWidth where registration.events.rawValue & (1 << bit) != 0 {
                let event = Event(rawValue: 1 << bit)
                if let action = registration.action {
                    iterator(action, nil, event, &stop)
                } else {
                    iterator(nil, (target, registration.identifier), event, &stop)
                }
                if stop { return }
            }
        }
    }

    /// Adds `action` for `controlEvents`. An action with the same identifier that was
    /// added before is replaced by this one, keeping its events too.
    open func addAction(_ action: UIAction, for controlEvents: Event) { registerAction(action, for: controlEvents) }

    /// Removes `action` from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        unregisterAction(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// The names of the selectors `target` is registered with for `controlEvent` (any of
    /// its events), in registration order; `nil` when there are none or `target` is
    /// `nil`, as in UIKit. Registrations made with typed method references have no name:
    /// the `ActionIdentifier` form of this method lists those.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        selectorNames(forTarget: target, forControlEvent: controlEvent)
    }

    /// Sends the actions registered for any of `controlEvents`, passing `event` to
    /// actions that take one, each through ``sendAction(_:)`` or
    /// ``sendAction(_:to:for:)``.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        actions.forEachLive { target, registration in
            guard !registration.events.isDisjoint(with: controlEvents) else { return }
            if let action = registration.action {
                sendAction(action)
            } else if let selector = registration.selector {
                sendAction(selector, to: target, for: event)
            } else {
                sendAction(registration.identifier, to: target, for: event)
            }
        }
    }

    /// Sends ``Event/valueChanged`` and then ``Event/primaryActionTriggered``: a value
    /// control's primary action is its change.
    func sendValueChanged(with event: UIEvent?) {
        sendActions(for: .valueChanged, with: event)
        triggerPrimaryAction(with: event)
    }
}

/// One registration of a control: the events it is for, and how to call it with the
/// target, the control and the event.
struct ControlAction {
    /// The registration's identity, which ``UIControl/sendAction(_:to:for:)`` is given.
    let identifier: TargetActionIdentifier
    var events: UIControl.Event
    /// The action, for a `UIAction`; `nil` for a target-action.
    var action: UIAction?
    /// The selector, for a target-action registered with one.
    var selector: Selector?
    var invoke: @MainActor (AnyObject?, UIControl, UIEvent?) -> Void
}
