import Foundation

/// The root of a view hierarchy and the entry point of touch input.
///
/// A window owns its gesture environment (the arbitration engine) and its virtual clock;
/// two windows share nothing (R-O4). The host feeds it with ``sendTouches(_:at:)`` and
/// moves its time with ``advanceTime(to:)``; both take host timestamps, never the wall
/// clock (R-O3). A real-time driver would call ``advanceTime(to:)`` when
/// ``nextTimerDeadline`` passes.
@MainActor
open class UIWindow: UIView {
    /// The arbitration engine of this window.
    let gestureEnvironment: GestureEnvironment

    /// A reference to a window that reads `nil` once the window is gone: what objects
    /// that may outlive the window, its touches, hold instead of a `weak` reference.
    @MainActor
    final class Reference {
        /// Cleared by the window's `deinit`.
        fileprivate(set) unowned(unsafe) var window: UIWindow?
    }

    /// This window's reference object, shared by all of its touches and its environment.
    let reference: Reference

    /// Creates a window with the given frame rectangle.
    public override init(frame: CGRect) {
        let reference = Reference()
        self.reference = reference
        gestureEnvironment = GestureEnvironment(window: reference)
        super.init(frame: frame)
        reference.window = self
    }

    /// Creates a window with a zero frame: there is no nib to decode (R-I3).
    public required init?(coder: NSCoder) {
        let reference = Reference()
        self.reference = reference
        gestureEnvironment = GestureEnvironment(window: reference)
        super.init(coder: coder)
        reference.window = self
    }

    isolated deinit {
        reference.window = nil
    }

    /// The window is the end of the responder chain here: Touchstone has no application
    /// object (R-R1).
    open override var next: UIResponder? { nil }

    /// Where the window sits among the application's windows: above those of lower
    /// levels in ``UIApplication/windows``; ``Level/normal`` by default. A host that stacks
    /// windows reads it to choose which one a touch goes to.
    open var windowLevel: UIWindow.Level = .normal

    // MARK: View controller and first responder (R-R2, R-R4)

    /// The view controller whose view is the window's content. Setting it removes the old
    /// one's view and installs the new one's, filling the window (R-R2).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let oldView = oldValue?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            if let controller = rootViewController {
                let view: UIView = controller.view
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]  // tracks the window's size (R-LY3)
                addSubview(view)
            }
        }
    }

    /// The controllers whose views entered the window since its last update, waiting for
    /// `viewDidAppear(_:)` (R-AP1, Layout/UIWindow+Updates.swift). Held weakly: waiting
    /// keeps no controller alive.
    var pendingAppearances: [PendingAppearance] = []
    /// The views and layers waiting for the display pass (R-DR1).
    var displayQueue = DisplayQueue()
    /// The context views without a layer draw into, made at the first display.
    var storedDrawingContext: CGContext?

    /// Where `UIView`'s animations go while an interactive transition's animator makes
    /// them (R-NV4); `nil` otherwise.
    var interactiveAnimations: InteractiveAnimations?

    /// The window's first responder, where presses start (R-R4, R-R5); `nil` when there
    /// is none. Held strongly, so that a view controller no one else holds stays until it
    /// resigns.
    var firstResponder: UIResponder?

    /// Makes the first responder resign when it is `root` or inside it, or is the view
    /// controller of such a view: it is leaving the window (R-R4). It stops being first
    /// responder even when it refuses.
    func resignFirstResponder(ifInside root: UIView) {
        guard let responder = firstResponder else { return }
        let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        guard let view, view.descends(from: root) else { return }
        _ = responder.resignFirstResponder()
        if firstResponder === responder { firstResponder = nil }
    }

    // MARK: Host input

    /// The latest host time a window takes, in seconds (about 317 years): a later
    /// timestamp is refused with ``TouchInputError/timeOutOfRange(requested:)`` (R-O3).
    ///
    /// Up to it a `Double` still tells two microseconds apart, far finer than the
    /// shortest interval the engine times (a scroll view's 1/60 s frame), and a host clock
    /// that counts from the Unix epoch fits; past about 10^15 s, `now + 0.1 == now`, so a
    /// repeating timer could never leave the present. The trace readers refuse later
    /// times with the same bound (`TouchLimits.maximumTime`), so that whatever a window
    /// took can be saved and read back.
    nonisolated public static let maximumTime: TimeInterval = 1e10

    /// The most times the views' repeating timers (a held ``UIStepper``'s autorepeat, a
    /// ``UIScrollView``'s animation frames), all together, fire within one host call.
    ///
    /// A call that moves time further (``advanceTime(to:)`` a thousand seconds past a
    /// held stepper) fires them this often between them and then moves each to its first
    /// tick after the call's time, skipping the rest, so that the work of a call grows
    /// with what a host can see, never with the time that passed nor with the number of
    /// views that repeat: a replay of `n` frames fires at most `n` times this many. It is far above what a host that calls
    /// at each ``nextTimerDeadline`` (a live driver) or a replay of recorded input meets:
    /// 1000 s of a stepper's autorepeat, 166 s of scroll animation frames.
    nonisolated public static let maximumRepeatsPerCall = 10_000

    /// Delivers one event: the changes of some fingers at host time `timestamp`, in window
    /// coordinates. Every other finger that is down is `stationary` in it. Timers due at or
    /// before `timestamp` fire first.
    ///
    /// The window handles one event at a time. A call made while it is still handling one
    /// (from an action, a view's `touches…` method, a delegate or a timer block, even one
    /// run by a change made between events, such as disabling a recognizer) is refused
    /// with ``TouchInputError/reentrantCall``: the event being handled finishes as if the
    /// call had not been made. A host that wants to answer an event with input sends it
    /// after this method returns.
    ///
    /// - Returns: the touches of the changed fingers, in input order.
    /// - Throws: ``TouchInputError`` for input that cannot be applied (a finger that is
    ///   already down or not down, a missing or non-finite location, a finger twice, time
    ///   going backwards or past ``maximumTime``, a re-entrant call); nothing changes then.
    @discardableResult
    public func sendTouches(_ inputs: [TouchInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UITouch] {
        guard !gestureEnvironment.isProcessing else { throw .reentrantCall }
        updateIfNeeded()  // R-LY1: the pass before and after each host call
        defer { updateIfNeeded() }
        return try gestureEnvironment.dispatch(inputs, at: timestamp)
    }

    /// Delivers one input of the pointer (a mouse, a trackpad, a hovering stylus) at host
    /// time `timestamp`, in window coordinates: timers due at or before it fire first.
    ///
    /// A press of a button is a touch of type `.indirectPointer`, delivered and arbitrated
    /// like a finger, that moves while a button is held and ends when the last one is
    /// released (R-P2); movement with no button is a hover, which only
    /// ``UIHoverGestureRecognizer``s hear (R-P4); `.scroll` and `.transform` reach the
    /// pan, pinch and rotation recognizers under the pointer without any touch (R-P5,
    /// R-P6). Like ``sendTouches(_:at:)``, it refuses to run while the window is handling
    /// an event.
    ///
    /// - Returns: the pointer's touch when the input pressed, moved or released a button;
    ///   otherwise `nil`.
    /// - Throws: ``TouchInputError`` for input that cannot be applied: time going
    ///   backwards or past ``maximumTime``, a re-entrant call, or
    ///   ``TouchInputError/pointer(_:)`` with the ``PointerInputError`` that says what is
    ///   wrong with the input itself (a non-finite value, a scroll or transform phase that
    ///   does not follow the previous one, a scroll or transform while the pointer is
    ///   outside the window); nothing changes then.
    @discardableResult
    public func sendPointer(_ input: PointerInput, at timestamp: TimeInterval) throws(TouchInputError) -> UITouch? {
        guard !gestureEnvironment.isProcessing else { throw .reentrantCall }
        updateIfNeeded()  // R-LY1: the pass before and after each host call
        defer { updateIfNeeded() }
        return try gestureEnvironment.dispatchPointer(input, at: timestamp)
    }

    /// Delivers the real values of estimated touch properties, or word that some will not
    /// come, at host time `timestamp`: timers due at or before it fire first (R-P9).
    ///
    /// Each update names the ``TouchInput/estimationUpdateIndex`` of the input whose
    /// estimates it updates. The gesture recognizers and the view that received that touch
    /// hear it, recognizers first, in `touchesEstimatedPropertiesUpdated(_:)`, with the
    /// touch showing the updated data: its values, its ``UITouch/estimationUpdateIndex``,
    /// and the properties updated or given up gone from
    /// ``UITouch/estimatedPropertiesExpectingUpdates``. An update may come after the touch
    /// ended. Like ``sendTouches(_:at:)``, it refuses to run while the window is handling
    /// an event.
    ///
    /// - Throws: ``TouchInputError/estimateUpdate(index:problem:)`` for an update the
    ///   window cannot apply (no estimate with its index awaits updates, a property that
    ///   expects no update, an index twice, a value out of range, an empty update); time
    ///   going backwards or past ``maximumTime``; a re-entrant call. Nothing changes then.
    public func sendEstimateUpdates(_ updates: [TouchEstimateUpdate], at timestamp: TimeInterval) throws(TouchInputError) {
        guard !gestureEnvironment.isProcessing else { throw .reentrantCall }
        updateIfNeeded()  // R-LY1: the pass before and after each host call
        defer { updateIfNeeded() }
        try gestureEnvironment.dispatchEstimateUpdates(updates, at: timestamp)
    }

    /// Delivers one hover of a stylus over the screen at host time `timestamp`, in window
    /// coordinates: timers due at or before it fire first (R-P10).
    ///
    /// It moves the pointer as a hover does (R-P4): the ``UIHoverGestureRecognizer``s
    /// under the stylus begin, change and end, and report its ``StylusHover/zOffset``,
    /// altitude, azimuth and roll. Send ``PointerInput/exit`` through ``sendPointer(_:at:)``
    /// when the stylus leaves the hover range or touches the screen (its touch is then a
    /// `.pencil` ``TouchInput``). Like ``sendTouches(_:at:)``, it refuses to run while the
    /// window is handling an event.
    ///
    /// - Throws: ``TouchInputError`` for input that cannot be applied: time going
    ///   backwards or past ``maximumTime``, a re-entrant call, or
    ///   ``TouchInputError/pointer(_:)`` with ``PointerInputError/nonFiniteLocation(x:y:)``,
    ///   ``PointerInputError/invalidStylusPose(zOffset:altitude:azimuth:roll:)`` or
    ///   ``PointerInputError/stylusHoverWithButtonsHeld(_:)``; nothing changes then.
    public func sendStylusHover(_ hover: StylusHover, at timestamp: TimeInterval) throws(TouchInputError) {
        guard !gestureEnvironment.isProcessing else { throw .reentrantCall }
        updateIfNeeded()  // R-LY1: the pass before and after each host call
        defer { updateIfNeeded() }
        try gestureEnvironment.dispatchStylusHover(hover, at: timestamp)
    }

    /// Delivers one event of presses: the changes of some keys or buttons at host time
    /// `timestamp`. Timers due at or before it fire first.
    ///
    /// A new press goes to the window's first responder (the window when there is none) and up
    /// the responder chain (R-R5); the gesture recognizers of that responder's view and
    /// its ancestors whose ``UIGestureRecognizer/allowedPressTypes`` include its type get
    /// it first and are arbitrated as for touches. A modifier key held down adds its flag
    /// to ``UIEvent/modifierFlags`` and ``UIGestureRecognizer/modifierFlags`` until it is
    /// released (R-R6). Like ``sendTouches(_:at:)``, it refuses to run while the window is
    /// handling an event.
    ///
    /// - Returns: the presses of the inputs, in input order.
    /// - Throws: ``TouchInputError`` for input that cannot be applied (a press that is
    ///   already down or not down, a press twice, a force outside 0…1, time going
    ///   backwards, a re-entrant call); nothing changes then.
    @discardableResult
    public func sendPresses(_ inputs: [PressInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UIPress] {
        guard !gestureEnvironment.isProcessing else { throw .reentrantCall }
        updateIfNeeded()  // R-LY1: the pass before and after each host call
        defer { updateIfNeeded() }
        return try gestureEnvironment.dispatchPresses(inputs, at: timestamp)
    }

    /// Sets the modifier keys held at host time `timestamp`, for a host that reports their
    /// state rather than each key's press (R-R6); they replace what key presses set, until
    /// the next key input. Timers due at or before `timestamp` fire first.
    ///
    /// - Throws: ``TouchInputError/timeWentBackwards(current:requested:)`` or
    ///   ``TouchInputError/reentrantCall``; nothing changes then.
    public func sendModifierFlags(_ flags: UIKeyModifierFlags, at timestamp: TimeInterval) throws(TouchInputError) {
        guard !gestureEnvironment.isProcessing else { throw .reentrantCall }
        updateIfNeeded()  // R-LY1: the pass before and after each host call
        defer { updateIfNeeded() }
        try gestureEnvironment.dispatchModifierFlags(flags, at: timestamp)
    }

    /// Where the pointer is, in window coordinates, as the host's last ``PointerInput``
    /// left it: `nil` before the first pointer input and after `.exit`. A Touchstone
    /// addition for hosts (UIKit's windows do not say): one that sends relative mouse
    /// motion adds it to this.
    public var pointerLocation: CGPoint? { gestureEnvironment.pointer.location }

    /// The pointer's buttons held, as the host's last ``PointerInput`` left them: empty
    /// while it hovers (R-P2). A Touchstone addition for hosts, which send every input
    /// with the whole mask: one that hears a single button change sets or clears it here.
    public var pointerButtons: UIEvent.ButtonMask { gestureEnvironment.pointer.buttons }

    /// Moves the window's clock to `timestamp`, firing due timers in deadline order.
    ///
    /// Like ``sendTouches(_:at:)``, it refuses to run while the window is handling an
    /// event or a timer. The work it does is bounded by what happens, not by how far time
    /// moves: a view's repeating timer (a held ``UIStepper``'s autorepeat, a
    /// ``UIScrollView``'s animation frames) fires at most
    /// ``maximumRepeatsPerCall`` times in one call (or one ``sendTouches(_:at:)``
    /// or ``sendPointer(_:at:)``) and then skips to its first tick after `timestamp`.
    ///
    /// - Throws: ``TouchInputError/timeWentBackwards(current:requested:)`` when
    ///   `timestamp` is earlier than ``currentTime``;
    ///   ``TouchInputError/timeOutOfRange(requested:)`` when it is not finite or later
    ///   than ``maximumTime``; ``TouchInputError/reentrantCall`` from inside the window's
    ///   own callbacks. Nothing changes then.
    public func advanceTime(to timestamp: TimeInterval) throws(TouchInputError) {
        guard !gestureEnvironment.isProcessing else { throw .reentrantCall }
        updateIfNeeded()  // R-LY1: the pass before and after each host call
        defer { updateIfNeeded() }
        try gestureEnvironment.advanceTime(to: timestamp)
    }

    /// The window's current host time, in seconds.
    public var currentTime: TimeInterval { gestureEnvironment.clock.now }

    /// When the next pending timer is due, if any.
    public var nextTimerDeadline: TimeInterval? { gestureEnvironment.clock.nextDeadline }

    /// Receives every arbitration decision as it is made: which recognizer began,
    /// recognized, waited, failed or was cancelled, by which rule and because of whom.
    /// `nil` (the default) records nothing.
    public var gestureDecisionHandler: ((GestureDecision) -> Void)? {
        get { gestureEnvironment.decisionHandler }
        set { gestureEnvironment.decisionHandler = newValue }
    }
}
