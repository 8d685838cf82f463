import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`; public ones are computed over them.

/// The base class of every gesture recognizer: it turns a view's touches into a gesture
/// by moving through a small state machine, and tells its targets when it does.
///
/// A recognizer is attached to one view and sees the touches that land in that view or
/// its subviews, before the view itself does (R-D1). Subclasses (``UITapGestureRecognizer``
/// and friends, or your own, written as in UIKit) override the four `touches…` methods
/// and set ``state``. Everything that involves another recognizer (exclusion,
/// simultaneity, failure requirements, delivery to views) is decided by the window's
/// gesture environment (`Arbitration/GestureEnvironment.swift`), never here: a
/// recognizer only says what it saw.
@MainActor
open class UIGestureRecognizer {
    /// The states of a recognizer, with UIKit's raw values (R-S1).
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// The state of a discrete recognizer that recognized: the same as `ended`.
        public static var recognized: State { .ended }

        /// Whether the state ends an attempt (ended, cancelled or failed). Inlined: the
        /// engine asks it of every recognizer it hands touches or a state change.
        @inline(__always)
        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// Creates a recognizer that sends `action` to `target` (both `nil`: no action yet),
    /// UIKit's designated initializer: subclasses override it as on iOS,
    /// `override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }`.
    /// A `nil` target with an action registers nothing, since a recognizer has no
    /// responder chain to send it up (R-I4).
    public init(target: Any?, action: Selector?) {
        answersRequirementsByDefault = Self.classesWithDefaultRequirementAnswers.contains(ObjectIdentifier(type(of: self)))
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no targets.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    // MARK: State

    @exclusivity(unchecked) private var storedState: State = .possible {
        willSet { if storedRuntime != nil { propertyWillChange("state") } }
        didSet { if storedRuntime != nil { propertyDidChange("state") } }
    }

    /// The Objective-C runtime state ported code uses (observers, associated objects,
    /// delayed messages), made on first use (R-RT1–R-RT5, Runtime/).
    @exclusivity(unchecked) var storedRuntime: ObjectRuntime?

    /// Hears a change of a property the recognizer observes with
    /// `addObserver(_:forKeyPath:options:context:)` (R-RT1). Override it; the default traps,
    /// as `NSObject`'s raises for a change nobody handles.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        preconditionFailure("\(type(of: self)): An -observeValueForKeyPath:ofObject:change:context: message was received but not handled. Key path: \(keyPath ?? "nil")")
    }
    /// While actions are being sent, the state each action reports (R-A6: a recognizer
    /// released from waiting sends `began` and then its current state).
    @exclusivity(unchecked) var stateForActions: State?

    /// The recognizer's state.
    ///
    /// Only subclasses should set it, as with UIKit's `UIGestureRecognizerSubclass.h`
    /// (R-S7): Swift has no way to make a setter visible only to subclasses in other
    /// modules, so it is public. Illegal requests are coerced as UIKit does (R-S3):
    /// possible→changed becomes began, possible→cancelled becomes failed,
    /// began/changed→failed becomes cancelled, began→began becomes changed, a request to go
    /// back to possible is ignored, and nothing changes a terminal state until ``reset()``.
    open var state: State {
        get { stateForActions ?? storedState }
        set {
            let old = storedState
            guard let coerced = Self.coerce(from: old, to: newValue) else { return }
            storedState = coerced
            environment?.recognizer(self, didChangeStateFrom: old)
        }
    }

    /// The state `requested` becomes when the recognizer is in `current`, or `nil` when the
    /// request is ignored (R-S3).
    static func coerce(from current: State, to requested: State) -> State? {
        switch (current, requested) {
        case (.ended, _), (.cancelled, _), (.failed, _): nil
        case (.possible, .possible): nil
        case (.possible, .changed): .began
        case (.possible, .cancelled): .failed
        case (.possible, _): requested
        case (.began, .began), (.changed, .began), (.changed, .changed), (.began, .changed): .changed
        case (_, .possible): nil
        case (_, .failed): .cancelled
        case (_, _): requested
        }
    }

    /// Why the recognizer failed or cancelled itself in this attempt, in words and numbers;
    /// `nil` while it has not, or did not say. A Touchstone addition (UIKit has no such
    /// property): see ``FailureReason``.
    ///
    /// Like ``state``, it is for subclasses to set: just before setting `state` to
    /// `.failed` or `.cancelled`, since the engine reads it when it records that change
    /// (``GestureDecision/failureReason``). It is cleared when the recognizer resets.
    public var failureReason: FailureReason? {
        get { storedFailure.map { FailureReason(core: $0, subject: storedFailureSubject) } }
        set {
            storedFailure = newValue?.core
            if newValue?.subject != nil || storedFailureSubject != nil { storedFailureSubject = newValue?.subject }
        }
    }
    // Stored in two parts: every failure and every reset stores or reads the plain part,
    // and only a reason that names a subject touches the string (storing the whole reason
    // copied and released it through the optional's value witnesses: 8 % of the standard
    // workload's instructions per event).
    @exclusivity(unchecked) private var storedFailure: FailureReason.Core?
    @exclusivity(unchecked) private var storedFailureSubject: String?

    /// Puts the recognizer back to `possible` without running the setter's rules, and
    /// forgets why it failed; for the environment's reset step only.
    func restorePossibleState() {
        storedState = .possible
        if storedFailure != nil { failureReason = nil }  // most resets have none: no store
        if pointerLocation != nil { pointerLocation = nil }
    }

    /// Forces a terminal state decided by the environment (exclusion, disabling), without
    /// asking it again.
    func forceState(_ newState: State) { storedState = newState }

    /// The state as the recognizer last set it, ignoring any value shown to actions.
    var currentState: State { storedState }

    // MARK: Configuration

    /// The object asked about this recognizer's relations to touches and other recognizers.
    /// Held weakly, as in UIKit.
    open var delegate: (any UIGestureRecognizerDelegate)? {
        get { storedDelegate }
        set {
            storedDelegate = newValue
            mayHaveDelegate = newValue != nil
            delegateDefaults = []
            delegateNarrows = newValue.map { Self.narrowsParameters($0) } ?? false
            if mayHaveDelegate { environment?.recognizerGotDelegate(self) }
        }
    }
    @exclusivity(unchecked) private weak var storedDelegate: (any UIGestureRecognizerDelegate)?
    /// Whether a delegate was set (it may have gone since): when `false`, the engine skips
    /// loading the weak reference on its hot paths.
    @exclusivity(unchecked) private(set) var mayHaveDelegate = false
    /// Whether the delegate writes a method for a recognizer subclass
    /// (``narrowsParameters(_:)``).
    @exclusivity(unchecked) private(set) var delegateNarrows = false
    /// The delegate, read only when one was ever set.
    var delegateIfAny: (any UIGestureRecognizerDelegate)? { mayHaveDelegate ? storedDelegate : nil }

    /// When `false` the recognizer receives no touches; turning it off mid-gesture fails or
    /// cancels it (R-S8).
    open var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            let wasEnabled = storedIsEnabled
            observingChange(of: Self.enabledChange) { storedIsEnabled = newValue }
            if wasEnabled && !newValue { environment?.recognizerWasDisabled(self) }
        }
    }
    @exclusivity(unchecked) private(set) var storedIsEnabled = true
    static let enabledChange = ["isEnabled"]

    /// The view the recognizer is attached to.
    ///
    /// Not `weak`, for the reason given at ``UIView/superview``: the view owns its
    /// recognizers and clears this reference when it goes.
    open internal(set) var view: UIView? { get { storedView } set { storedView = newValue } }
    @exclusivity(unchecked) unowned(unsafe) var storedView: UIView?

    /// When `true` (the default), recognizing cancels the recognizer's touches in the view
    /// (R-D2).
    open var cancelsTouchesInView: Bool { get { storedCancelsTouchesInView } set { storedCancelsTouchesInView = newValue } }
    @exclusivity(unchecked) private(set) var storedCancelsTouchesInView: Bool = true
    /// When `true`, the view gets no `touchesBegan` until the recognizer fails (R-D3).
    open var delaysTouchesBegan: Bool { get { storedDelaysTouchesBegan } set { storedDelaysTouchesBegan = newValue } }
    @exclusivity(unchecked) private(set) var storedDelaysTouchesBegan: Bool = false
    /// When `true` (the default), the view gets no `touchesEnded` until the recognizer
    /// decides (R-D4).
    open var delaysTouchesEnded: Bool { get { storedDelaysTouchesEnded } set { storedDelaysTouchesEnded = newValue } }
    @exclusivity(unchecked) private(set) var storedDelaysTouchesEnded: Bool = true
    /// When `true` (the default), a recognizer that has touches of one type ignores touches
    /// of other types.
    open var requiresExclusiveTouchType: Bool { get { storedRequiresExclusiveTouchType } set { storedRequiresExclusiveTouchType = newValue } }
    @exclusivity(unchecked) private(set) var storedRequiresExclusiveTouchType: Bool = true
    /// The raw values of the ``UITouch/TouchType``s the recognizer accepts; all by default.
    open var allowedTouchTypes: [NSNumber] = UITouch.TouchType.allCases.map { NSNumber(value: $0.rawValue) } {
        didSet {
            allowedTouchTypeMask = 0
            for number in allowedTouchTypes where (0..<Int.bitWidth).contains(number.intValue) {
                allowedTouchTypeMask |= 1 << number.intValue
            }
        }
    }
    /// ``allowedTouchTypes`` as a bit per raw value, for the candidate filter (R-A1).
    @exclusivity(unchecked) private var allowedTouchTypeMask = (1 << UITouch.TouchType.allCases.count) - 1

    /// Whether touches of `type` may reach the recognizer (``allowedTouchTypes``).
    @inline(__always)
    func allowsTouchType(_ type: UITouch.TouchType) -> Bool {
        allowedTouchTypeMask & (1 << type.rawValue) != 0
    }
    /// A name for diagnostics (the `explain` trace, descriptions).
    open var name: String?

    // MARK: Touches

    /// The touches the recognizer currently tracks, in the order they arrived; changed
    /// only through ``addTouch(_:)``, ``removeTouch(_:)``, ``removeAllTouches(keepingCapacity:)``
    /// and ``dropFinishedTouches()``, which keep ``touchTypes`` with it.
    @exclusivity(unchecked) private(set) var touches: [UITouch] = []
    /// The types of ``touches``, one bit per `TouchType` raw value: admission checks a new
    /// touch against them (``requiresExclusiveTouchType``) in one step, where a scan of the
    /// touches made n fingers coming down at once cost n² steps.
    @exclusivity(unchecked) private(set) var touchTypes: UInt8 = 0

    /// Starts tracking `touch`.
    func addTouch(_ touch: UITouch) {
        touches.append(touch)
        touchTypes |= 1 << touch.type.rawValue
    }

    /// Stops tracking `touch`.
    func removeTouch(_ touch: UITouch) {
        touches.removeAllOnMainActor { $0 === touch }
        recountTouchTypes()
    }

    /// Stops tracking every touch.
    func removeAllTouches(keepingCapacity: Bool = false) {
        if keepingCapacity { touches.removeAllKeepingCapacity() } else { touches = [] }
        touchTypes = 0
    }

    private func recountTouchTypes() {
        touchTypes = 0
        for index in touches.indices {
            WorkMeter.step()
            withBorrowed(.passUnretained(touches[index])) { touchTypes |= 1 << $0.type.rawValue }
        }
    }
    /// Every touch received since the last reset, minus ignored ones: what this attempt
    /// holds back from views and cancels in them.
    @exclusivity(unchecked) var attemptTouches: [UITouch] = []
    /// The centroid when the last touch was dropped, so that actions sent after the lift
    /// still read a location.
    @exclusivity(unchecked) private var lastCentroid: CGPoint = .zero
    /// Where the pointer was at the last hover, scroll or transform event the recognizer
    /// heard, in window coordinates: its location for those gestures, which have no
    /// touches (R-P4–R-P6). Cleared when it resets.
    @exclusivity(unchecked) var pointerLocation: CGPoint?

    /// The number of touches the recognizer tracks (R-S9).
    open var numberOfTouches: Int { touches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (`nil`: the
    /// window's) (R-S9). After the last touch lifted, the last centroid.
    open func location(in view: UIView?) -> CGPoint {
        let windowPoint = touches.windowCentroid ?? pointerLocation ?? lastCentroid
        return view?.convertPoint(windowPoint, from: nil) ?? windowPoint
    }

    /// The location of the recognizer's touch at `touchIndex` in `view`'s coordinates
    /// (R-S9). The index must be below ``numberOfTouches``.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(touches.indices.contains(touchIndex),
                     "location(ofTouch: \(touchIndex)): the recognizer has \(touches.count) touches")
        return touches[touchIndex].location(in: view)
    }

    /// Drops touches that ended, remembering the centroid for later `location(in:)`.
    func dropFinishedTouches() {
        var live = 0
        for index in touches.indices {
            WorkMeter.step()
            withBorrowed(.passUnretained(touches[index])) { if $0.isLive { live += 1 } }
        }
        guard live < touches.count else { return }
        lastCentroid = location(in: nil)
        if live == 0 {
            removeAllTouches(keepingCapacity: true)  // the usual case: the last finger lifted
        } else {
            touches.removeAllOnMainActor { !$0.isLive }
            recountTouchTypes()
        }
    }

    /// Stops receiving `touch`; its held phases go to the view, and this recognizer never
    /// cancels it there (R-D6).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        environment?.recognizer(self, ignores: touch)
    }

    // MARK: Relations

    /// Recognizers this one requires to fail (`require(toFail:)`). They are not kept
    /// alive by the relation, as in UIKit, but not through `weak` references either (see
    /// ``UIView/superview``): each side of a relation lists the other, and a recognizer
    /// that goes takes itself off both lists.
    @exclusivity(unchecked) private(set) var failureRequirements: [UnownedRecognizer] = []
    /// The recognizers that require this one to fail: the other side of their
    /// ``failureRequirements``.
    @exclusivity(unchecked) private var requiredBy: [UnownedRecognizer] = []

    isolated deinit {
        for requirement in failureRequirements { requirement.recognizer.requiredBy.removeAll { $0.recognizer === self } }
        for dependent in requiredBy { dependent.recognizer.failureRequirements.removeAll { $0.recognizer === self } }
    }

    /// Whether `require(toFail: other)` was called.
    func hasStaticRequirement(on other: UIGestureRecognizer) -> Bool {
        for requirement in failureRequirements {
            WorkMeter.step()
            if requirement.recognizer === other { return true }
        }
        return false
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it can begin
    /// or recognize; if the other one recognizes, this one fails (R-A5, R-A6). Requiring
    /// oneself is ignored.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self, !hasStaticRequirement(on: otherGestureRecognizer) else { return }
        failureRequirements.append(UnownedRecognizer(recognizer: otherGestureRecognizer))
        otherGestureRecognizer.requiredBy.append(UnownedRecognizer(recognizer: self))
    }

    /// Whether this recognizer, recognizing, may prevent `preventedGestureRecognizer`
    /// (R-A3). Override to make the relation one-sided; `true` by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, may prevent this one (R-A3).
    /// `true` by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer requires `otherGestureRecognizer` to fail, decided per
    /// attempt (R-A5). `false` by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` requires this one to fail, decided per attempt
    /// (R-A5). `false` by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether this recognizer takes part in `event` at all; `true` by default.
    ///
    /// UIKit's header calls it the subclass's equivalent of the delegate's
    /// `gestureRecognizer(_:shouldReceive:)` that takes a `UIEvent`: override it to make a
    /// recognizer class refuse whole events, as a delegate would for one recognizer. It is
    /// asked where that delegate question is, and first: for each new touch or press, or
    /// once per pointer scroll or transform gesture, before the recognizer joins
    /// (R-A1, R-P5, R-R5). If it answers `false`, the delegate is not asked and the
    /// recognizer gets none of the touches, presses or gesture of that question.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    // MARK: Overridables

    /// Called once after every attempt ends, before the state returns to `possible`
    /// (R-S6). Subclasses clear their per-gesture data here and call `super`.
    open func reset() {
        resetsReachingBase &+= 1
    }

    /// How many times the engine has reset the recognizer (R-S6), and how many of those
    /// calls reached the base class's ``reset()``: an override that does not call `super`
    /// leaves the second behind. Read by the testing library's fuzzer.
    @exclusivity(unchecked) package internal(set) var resetsByEngine = 0
    @exclusivity(unchecked) package private(set) var resetsReachingBase = 0

    /// New touches for the recognizer. Subclasses call `super`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches that moved. Subclasses call `super`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches that lifted. Subclasses call `super`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches that were cancelled. Subclasses call `super`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Real values arrived for estimated properties of touches the recognizer received, or
    /// an update is no longer expected (R-P9); perhaps after the touches ended. Each touch
    /// shows the updated data under its ``UITouch/estimationUpdateIndex``. The default does
    /// nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// New presses for the recognizer, of the types in ``allowedPressTypes`` (R-R5).
    /// Subclasses call `super`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses whose force changed. Subclasses call `super`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses that were released. Subclasses call `super`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses that were cancelled. Subclasses call `super`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    // MARK: Presses (R-R5)

    /// The raw values of the ``UIPress/PressType``s the recognizer receives: `[select]` by
    /// default, as Apple documents; an empty array receives no presses, only touches.
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: UIPress.PressType.select.rawValue)]

    /// Whether presses of `type` may reach the recognizer (``allowedPressTypes``).
    func allowsPressType(_ type: UIPress.PressType) -> Bool {
        allowedPressTypes.contains { $0.intValue == type.rawValue }
    }

    /// Stops receiving `press`: it is no longer held back from, or cancelled for, the
    /// responder by this recognizer (R-R5, as R-D6 for touches).
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {
        environment?.recognizer(self, ignores: button.carrier)
    }

    // MARK: Pointer and keys (`UIGestureRecognizer+Pointer.swift`)

    /// The pointer buttons held in the recognizer's window now, during the event being
    /// handled (R-P2); empty when no button is held or the recognizer is in no window.
    open var buttonMask: UIEvent.ButtonMask { heldButtons }

    /// The modifier keys held in the recognizer's window: those of the latest key input
    /// and those the host last reported with pointer input (R-P2, R-R6); empty when it is
    /// in no window.
    open var modifierFlags: UIKeyModifierFlags { heldModifierFlags }

    // MARK: Timers

    /// Runs `block` once, `interval` seconds of host time from now (R-O3): the
    /// deterministic replacement for `perform(_:with:afterDelay:)` and `Timer`. Timers
    /// still pending when the recognizer resets are invalidated. A recognizer outside a
    /// window gets a timer that never fires.
    @discardableResult
    public func scheduleTimer(withTimeInterval interval: TimeInterval,
                              block: @escaping @MainActor () -> Void) -> VirtualTimer {
        let timer = VirtualTimer(block: block)
        guard let clock else {
            timer.invalidate()  // never fires, so keeps nothing alive
            return timer
        }
        timer.schedule(on: clock, after: interval)
        // Timers that fired stay listed until the reset, or until the list would grow.
        if oneShotTimers.count == oneShotTimers.capacity { oneShotTimers.removeAllOnMainActor { !$0.isValid } }
        oneShotTimers.append(timer)
        return timer
    }

    /// The built-in recognizers' own timers, each with a slot in every recognizer.
    enum OwnTimer: Int {
        /// A tap's finger held down too long (``TapSequence``).
        case tapHold
        /// The next tap, or the press after the taps, too late (``TapSequence``).
        case tapInterval
        /// A long press held long enough.
        case press
        /// A swipe too slow.
        case swipeDuration
        /// A scroll view's content touch delay over.
        case contentDelay
    }

    /// Arms the recognizer's own `timer`: ``ownTimerFired(_:)`` runs `interval` seconds of
    /// host time from now, unless the recognizer resets first. If the timer is still
    /// pending, that one fires as scheduled too, as a one-shot timer of the attempt.
    /// Outside a window the timer never fires.
    func scheduleTimer(_ timer: OwnTimer, after interval: TimeInterval) {
        let index = timer.rawValue
        if timerSlots[index].isPending {
            earlierTimers.append(timerSlots[index])
            timerSlots[index] = TimerSlot()
        }
        if participation.isMember {
            // The usual case, touch handling: borrowed, as the attempt's environment holds it.
            withBorrowed(.passUnretained(participation.environment!.clock)) {
                timerSlots[index].schedule(on: $0, after: interval, for: self, timer: index)
            }
        } else if let clock {
            timerSlots[index].schedule(on: clock, after: interval, for: self, timer: index)
        }
    }

    /// Stops the recognizer's own `timer`, if pending (not an earlier one of the slot).
    func cancelTimer(_ timer: OwnTimer) { timerSlots[timer.rawValue].cancel() }

    /// Whether the recognizer waits for its next tap or press: the tap-interval timer of
    /// ``TapSequence`` is pending, so a lift or release has not ended its attempt (R-R7).
    var awaitsNextTap: Bool { timerSlots[OwnTimer.tapInterval.rawValue].isPending }

    /// One of the recognizer's own timers fired; the built-in recognizers that schedule
    /// one act on it.
    func ownTimerFired(_ timer: OwnTimer) {}

    /// The clock of the window the recognizer is in, if any.
    private var clock: VirtualClock? { environment?.clock ?? view?.window?.gestureEnvironment.clock }

    /// The slots of the recognizer's own timers, one per ``OwnTimer``.
    @exclusivity(unchecked) private var timerSlots = InlineArray<5, TimerSlot>(repeating: TimerSlot())
    /// Own timers still pending when their slot was armed again, until they fire or the
    /// recognizer resets.
    @exclusivity(unchecked) private var earlierTimers: [TimerSlot] = []
    /// Timers from ``scheduleTimer(withTimeInterval:block:)`` scheduled in this attempt.
    @exclusivity(unchecked) private var oneShotTimers: [VirtualTimer] = []

    /// Invalidates every timer still pending, when the recognizer resets.
    func invalidateTimers() {
        for index in timerSlots.indices { timerSlots[index].cancel() }
        if !earlierTimers.isEmpty {
            for index in earlierTimers.indices { earlierTimers[index].cancel() }
            earlierTimers.removeAllKeepingCapacity()
        }
        guard !oneShotTimers.isEmpty else { return }
        for timer in oneShotTimers { timer.invalidate() }
        oneShotTimers.removeAllKeepingCapacity()
    }

    /// Clears the slot of own `timer` that the clock no longer holds (``TimerOwner``).
    fileprivate func forgetTimer(_ timer: Int, from slot: TimerSlot) {
        if timerSlots[timer] == slot {
            timerSlots[timer] = TimerSlot()
        } else {
            earlierTimers.removeAllOnMainActor { $0 == slot }
        }
    }

    // MARK: Target-action

    let actions = TargetActionList<GestureAction>()

    // MARK: Arbitration bookkeeping (owned by GestureEnvironment)

    /// The recognizer's part in its window's current attempt; owned by the engine, which
    /// resets it with one assignment when the attempt ends (R-S6).
    @exclusivity(unchecked) var participation = Participation()
    /// The environment of the window whose touches this recognizer is processing.
    var environment: GestureEnvironment? { participation.environment }
    /// Whether the engine knows the recognizer's dynamic requirement answers (R-A5) without
    /// asking: its class is one of Touchstone's own, and it has no delegate or one whose
    /// type was seen to use both failure-requirement defaults.
    var answersRequirementsWithoutAsking: Bool {
        answersRequirementsByDefault && (!mayHaveDelegate || delegateDefaults.isSuperset(of: .requirements))
    }

    /// The questions whose default implementation the current delegate was seen to run
    /// (``usedDelegateDefault(of:for:)``).
    @exclusivity(unchecked) var delegateDefaults: DelegateDefaults = []

    /// Whether the recognizer's class is one of Touchstone's own, whose
    /// ``shouldRequireFailure(of:)`` and ``shouldBeRequiredToFail(by:)`` are the base
    /// class's (`false`): with no delegate either, its dynamic requirement answers are
    /// known without asking (R-A5). A subclass of your own is always asked.
    let answersRequirementsByDefault: Bool

    private static let classesWithDefaultRequirementAnswers: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIGestureRecognizer.self), ObjectIdentifier(UITapGestureRecognizer.self),
        ObjectIdentifier(UILongPressGestureRecognizer.self), ObjectIdentifier(UISwipeGestureRecognizer.self),
        ObjectIdentifier(UIPanGestureRecognizer.self), ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self),
        ObjectIdentifier(UIPinchGestureRecognizer.self), ObjectIdentifier(UIRotationGestureRecognizer.self),
    ]

    /// The recognizer's row and column in the requirement answers of its attempt, and
    /// the attempt they were given in.
    @exclusivity(unchecked) var answerSlot = 0
    @exclusivity(unchecked) var answerAttempt = 0
}

/// A reference to a recognizer that does not keep it alive, for relations whose two
/// sides clear each other when either goes (``UIGestureRecognizer/failureRequirements``).
struct UnownedRecognizer {
    unowned(unsafe) let recognizer: UIGestureRecognizer
}

/// The clock calls a recognizer back when one of its own timers (``UIGestureRecognizer/OwnTimer``) comes due.
extension UIGestureRecognizer: TimerOwner {
    final func timerFired(_ timer: Int, from slot: TimerSlot) {
        forgetTimer(timer, from: slot)
        ownTimerFired(OwnTimer(rawValue: timer)!)
    }

    final func timerDropped(_ timer: Int, from slot: TimerSlot) { forgetTimer(timer, from: slot) }
}

extension UIGestureRecognizer: CustomStringConvertible {
    /// The recognizer's ``name``, or its type, with its state: `double(possible)`.
    public nonisolated var description: String {
        MainActor.assumeIsolated { "\(displayName)(\(state))" }
    }

    /// The ``name``, or the type name when there is none.
    public var displayName: String { name ?? String(describing: type(of: self)) }
}
