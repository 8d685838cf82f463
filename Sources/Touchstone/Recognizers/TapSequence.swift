import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`.

/// The tap-counting rules shared by ``UITapGestureRecognizer`` and by the taps that come
/// before a ``UILongPressGestureRecognizer``'s press (behavior rules §7): which touches make up
/// the current tap, how far the taps have strayed from where the first one came down, and
/// the two timers of a tap (a finger held down too long, the next tap too late).
///
/// A *tap* is a group of touches from the first finger down to the last finger up. The
/// owning recognizer reads the verdicts and sets its own state; only the timers act on
/// their own, and all they do is fail the owner.
///
/// When the owner fails, the sequence says why (``UIGestureRecognizer/FailureReason``),
/// with how many of the wanted taps were done.
///
/// A class, owned by one recognizer for its lifetime: the recognizer reads it on every
/// touch, and reading a struct stored in a class copies it, retaining its touches and
/// timers each time.
@MainActor
final class TapSequence {
    /// Taps completed so far in this attempt.
    @exclusivity(unchecked) private(set) var completedTaps = 0
    /// The touches down in the current tap, with the window point where each came down.
    @exclusivity(unchecked) private var live: [(touch: UITouch, start: CGPoint)] = []
    /// Touches that began in the current tap, including those already lifted.
    @exclusivity(unchecked) private(set) var touchesInTap = 0
    /// The taps the owner wants before it recognizes; `nil` when a press follows them.
    @exclusivity(unchecked) private var tapsWanted: Int?
    /// The presses down in the current tap (R-R7): a press of an allowed button is a tap.
    @exclusivity(unchecked) private var livePresses = 0
    /// Whether the current (or last) tap is a press, for the words of a failure.
    @exclusivity(unchecked) private var tapIsPress = false
    /// Sum and count of the first tap's touch-down points: their centroid is ``origin``.
    @exclusivity(unchecked) private var firstTapSum = CGPoint.zero
    @exclusivity(unchecked) private var firstTapCount = 0

    init() {
        live.reserveCapacity(4)
    }

    /// The centroid of the points where the first tap's touches came down, in window
    /// coordinates; `nil` before the first touch.
    var origin: CGPoint? {
        firstTapCount == 0 ? nil : firstTapSum * (1 / CGFloat(firstTapCount))
    }

    /// Whether the current tap has exactly `required` touches, all of them down.
    func hasAllTouchesDown(_ required: Int) -> Bool {
        live.count == required && touchesInTap == required
    }

    /// Adds new touches to the current tap of a sequence of `tapsWanted` taps (`nil`: taps
    /// before a press). A tap that starts here cancels the wait for it and, when
    /// `holdsLimited`, fails `recognizer` unless it ends within the tap's longest press.
    /// Returns `false` when the tap now has more touches than `required`
    /// (``tooManyFingers(required:)`` says so).
    func add(_ touches: Set<UITouch>, required: Int, tapsWanted: Int?, holdsLimited: Bool,
             failing recognizer: UIGestureRecognizer) -> Bool {
        self.tapsWanted = tapsWanted
        if live.isEmpty {
            recognizer.cancelTimer(.tapInterval)
            touchesInTap = 0
            if holdsLimited { recognizer.scheduleTimer(.tapHold, after: GestureThresholds.tapMaximumPressDuration) }
        }
        if live.isEmpty && livePresses == 0 { tapIsPress = false }
        for touch in touches {
            live.append((touch, touch.windowLocation))
            if completedTaps == 0 {
                firstTapSum = firstTapSum + touch.windowLocation
                firstTapCount += 1
            }
        }
        touchesInTap += touches.count
        return touchesInTap <= required
    }

    /// Adds `count` presses to the current tap (R-R7), as ``add(_:required:tapsWanted:holdsLimited:failing:)``
    /// adds touches: a tap that starts here cancels the wait for it and, when
    /// `holdsLimited`, fails `recognizer` unless the button is released within a tap's
    /// longest press. A press has no place: it never strays.
    func addPresses(_ count: Int, tapsWanted: Int?, holdsLimited: Bool, failing recognizer: UIGestureRecognizer) {
        self.tapsWanted = tapsWanted
        if live.isEmpty && livePresses == 0 {
            recognizer.cancelTimer(.tapInterval)
            touchesInTap = 0
            tapIsPress = true
            if holdsLimited { recognizer.scheduleTimer(.tapHold, after: GestureThresholds.tapMaximumPressDuration) }
        }
        livePresses += count
    }

    /// Whether a press of the current tap is down.
    var hasPressDown: Bool { livePresses > 0 }

    /// Releases `count` presses of the current tap: once none is down, the tap is over
    /// and counts, as a full tap of touches does in ``lift(_:required:failing:)``.
    /// Returns whether this release completed the last wanted tap.
    func releasePresses(_ count: Int, failing recognizer: UIGestureRecognizer) -> Bool {
        livePresses = max(0, livePresses - count)
        guard livePresses == 0, live.isEmpty else { return false }
        return completeTap(failing: recognizer)
    }

    /// How far the current tap is from where the first tap came down, in window points.
    ///
    /// With all `required` touches down it is the distance from ``origin`` to their
    /// centroid. While fingers are still arriving or already leaving, the centroid of a
    /// partial set of fingers says nothing about where the tap is, so it is the distance
    /// the fingers that are down have moved, on average, since each came down.
    func distanceFromOrigin(required: Int) -> CGFloat {
        guard let origin, hasAllTouchesDown(required) else { return movement }
        var sum = CGPoint.zero
        for entry in live { sum = sum + entry.touch.windowLocation }
        return (sum * (1 / CGFloat(live.count))).distance(to: origin)
    }

    /// How far the touches down in the current tap have moved, on average, since each
    /// came down, in window points.
    var movement: CGFloat {
        guard !live.isEmpty else { return 0 }
        var sum = CGPoint.zero
        for entry in live { sum = sum + (entry.touch.windowLocation - entry.start) }
        return (sum * (1 / CGFloat(live.count))).distance(to: .zero)
    }

    /// Removes lifted touches from the current tap. When its last finger lifts the tap is
    /// over, and so is its hold timer: a tap with fewer touches than `required` fails
    /// `recognizer`; a full one counts, and unless it was the last wanted one (see
    /// ``add(_:required:tapsWanted:holdsLimited:failing:)``) the next tap (or press)
    /// must begin within the tap interval or `recognizer` fails. Returns whether this
    /// lift completed the last wanted tap.
    func lift(_ touches: Set<UITouch>, required: Int, failing recognizer: UIGestureRecognizer) -> Bool {
        live.removeAllOnMainActor { touches.includes($0.touch) }
        guard live.isEmpty, livePresses == 0 else { return false }
        guard touchesInTap == required else {
            recognizer.cancelTimer(.tapHold)
            recognizer.fail(because: .tooFewFingers(touchesInTap, needed: required, closest: closest))
            return false
        }
        return completeTap(failing: recognizer)
    }

    /// The current tap is over and counts: stops its hold timer and, unless it was the
    /// last wanted one, starts the wait for the next.
    private func completeTap(failing recognizer: UIGestureRecognizer) -> Bool {
        recognizer.cancelTimer(.tapHold)
        completedTaps += 1
        if let tapsWanted, completedTaps >= tapsWanted { return true }
        recognizer.scheduleTimer(.tapInterval, after: GestureThresholds.tapMaximumInterval)
        return false
    }

    /// One of the tap's timers of `recognizer` fired (the owner's ``UIGestureRecognizer/ownTimerFired(_:)``
    /// passes them on): a finger was held too long, or the next tap came too late.
    func timerFired(_ timer: UIGestureRecognizer.OwnTimer, failing recognizer: UIGestureRecognizer) {
        recognizer.fail(because: timer == .tapHold ? heldTooLong : nextTapTooLate)
    }

    // MARK: Why the owner fails

    /// How close the owner came: the taps done of those wanted, when it wants several.
    private var closest: UIGestureRecognizer.FailureReason.Quantity? {
        guard let tapsWanted, tapsWanted > 1 else { return nil }
        return .init(Double(completedTaps), limit: Double(tapsWanted), unit: .taps)
    }

    /// The current tap has more touches than `required`.
    func tooManyFingers(required: Int) -> UIGestureRecognizer.FailureReason {
        .tooManyFingers(touchesInTap, allowed: required, closest: closest)
    }

    /// The tap strayed `distance` from where the first tap came down
    /// (``distanceFromOrigin(required:)``), more than the tap slop.
    func strayed(_ distance: CGFloat) -> UIGestureRecognizer.FailureReason {
        .init("moved {value} from where it came down (allowed {limit})", measured: .init(
            Double(distance), limit: Double(GestureThresholds.tapAllowableMovement), unit: .points), closest: closest)
    }

    /// The hold timer fired: the tap lasted the longest a tap may.
    private var heldTooLong: UIGestureRecognizer.FailureReason {
        let limit = GestureThresholds.tapMaximumPressDuration
        return .init(tapIsPress ? "a button stayed pressed longer than {limit}" : "a finger stayed down longer than {limit}",
                     measured: .init(limit, limit: limit, unit: .seconds), closest: closest)
    }

    /// The interval timer fired: no tap, or press, followed the last one in time.
    private var nextTapTooLate: UIGestureRecognizer.FailureReason {
        let limit = GestureThresholds.tapMaximumInterval
        return .init(tapsWanted == nil ? "the press did not begin within {limit} of the last tap"
                                       : "the next tap did not begin within {limit} of the lift",
                     measured: .init(limit, limit: limit, unit: .seconds), closest: closest)
    }

    /// Forgets the attempt. The recognizer's pending timers are invalidated by its reset.
    func reset() {
        completedTaps = 0
        live.removeAllKeepingCapacity()
        livePresses = 0
        tapIsPress = false
        touchesInTap = 0
        firstTapSum = .zero
        firstTapCount = 0
    }
}
