/// Where a recognizer stands in its window's arbitration for the current attempt.
enum ArbitrationStatus {
    /// In `possible`, not asking for anything yet.
    case idle
    /// Asked to begin or recognize; waiting for failure requirements (R-A6) or for the
    /// next settle step to decide.
    case pending
    /// Began or recognized: its actions go out (R-S5).
    case effective
    /// Failed, or was cancelled before it took effect: it will never act in this attempt.
    case defeated

    var isUndecided: Bool { self == .idle || self == .pending }
}

/// One recognizer's part in its window's current attempt: everything the engine records
/// about it from the moment it joins (R-A1) until it resets (R-S6).
///
/// The recognizer stores the value and the engine alone reads and writes it, as a touch
/// stores its ``ViewDeliveryState`` for the delivery policy. Leaving the attempt is one
/// assignment of a fresh value, so nothing can be left over for the next attempt.
struct Participation {
    /// The environment whose attempt the recognizer is in; `nil` when it is in none.
    ///
    /// Not `weak`: a weak reference gives its object a side table for good, which makes
    /// every retain and release of the environment take the slow path. The environment
    /// holds its participants, and clears this value when one leaves (the reset pass) and
    /// when it goes (its `deinit`), so the reference never outlives its object.
    unowned(unsafe) var environment: GestureEnvironment? {
        didSet { isMember = environment != nil }
    }
    /// Whether the recognizer is in an attempt (listed by its environment's ``Attempt``):
    /// whether ``environment`` is set. Stored, since comparing the `unowned(unsafe)`
    /// reference with `nil` would retain and release its object at every question.
    private(set) var isMember = false
    /// What the arbitration decided so far.
    var status: ArbitrationStatus = .idle
    /// The recognizer's place in the processing order of its attempt (R-A2).
    var order = 0
    /// The serial of the touch with which the recognizer joined.
    var firstTouchSerial = 0
    /// Whether the recognizer passed through `began` in this attempt (it is continuous).
    var requestedBegan = false
    /// Whether the `began` action went out, which `cancelled` needs (R-S5).
    var deliveredBegan = false
    /// Whether the recognizer is in the arbiter's queue of pending decisions.
    var isQueuedForDecision = false
    /// The undecided failure requirement the recognizer waits for (R-A6), if any. Not
    /// retained: the blocker is a participant, and stays one while a recognizer waits for
    /// it (the reset pass keeps a recognizer that an undecided one requires).
    unowned(unsafe) var blocker: UIGestureRecognizer? {
        didSet { isWaiting = blocker != nil }
    }
    /// Whether the recognizer waits for a failure requirement (R-A6): whether it has a
    /// ``blocker``, stored for the reason given at ``isMember``.
    private(set) var isWaiting = false
    /// How many recognizers wait with this one as their blocker.
    var waiterCount = 0
    /// The reset pass's mark: an undecided recognizer requires this one by its own list.
    var holdMark = 0
    /// The number of the last event whose touches the recognizer was handed while it
    /// competed: what it has heard of a touch that changed in a later one is older.
    var lastEventHeard = 0

    /// No attempt: the value of a recognizer that is in none.
    init() {}

    /// The value of a recognizer joining the attempt of `environment` with the touch
    /// numbered `firstTouchSerial`, in place `order` of its processing order.
    init(joining environment: GestureEnvironment?, order: Int, firstTouchSerial: Int) {
        self.environment = environment
        isMember = environment != nil
        self.order = order
        self.firstTouchSerial = firstTouchSerial
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer still competes in its attempt: not in a terminal state and
    /// not beaten, so it hears its touches (R-S6: nothing more until it resets).
    @inline(__always)
    var isCompeting: Bool { !currentState.isTerminal && participation.status != .defeated }

    /// Whether the recognizer is in an attempt and has not been decided yet.
    var isUndecidedMember: Bool { participation.isMember && participation.status.isUndecided }

    /// Whether `touch`, one whose ``UITouch/recognizers`` include this recognizer, belongs
    /// to its current attempt: it does unless the recognizer reset since the touch began
    /// (ignoring or withdrawing takes the recognizer off the touch's list).
    func attemptIncludes(_ touch: UITouch) -> Bool {
        participation.isMember && touch.serial >= participation.firstTouchSerial
    }
}
