import Foundation

/// The tap-counting rules shared by ``UITapGestureRecognizer`` and by the taps that come
/// before a ``UILongPressGestureRecognizer``'s press (behavior rules §7): which touches make up
/// the current tap, how far the taps have strayed from where the first one came down, and
/// the two timers of a tap (a finger held down too long, the next tap too late).
///
/// A *tap* is a group of touches from the first finger down to the last finger up. The
/// owning recognizer reads the verdicts and sets its own state; only the timers act on
/// their own, and all they do is fail the owner.
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
    @exclusivity(unchecked) private var touchesInTap = 0
    /// Sum and count of the first tap's touch-down points: their centroid is ``origin``.
    @exclusivity(unchecked) private var firstTapSum = CGPoint.zero
    @exclusivity(unchecked) private var firstTapCount = 0
    /// The tap's two timers, kept from attempt to attempt (the owner's reset invalidates
    /// them) to be re-armed rather than made anew.
    @exclusivity(unchecked) private var holdTimer: VirtualTimer?
    @exclusivity(unchecked) private var intervalTimer: VirtualTimer?

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

    /// Adds new touches to the current tap. A tap that starts here cancels the wait for
    /// it and, when `holdLimit` is given, fails `recognizer` unless it ends within that
    /// time. Returns `false` when the tap now has more touches than `required`.
    func add(_ touches: Set<UITouch>, required: Int, holdLimit: TimeInterval?,
                      failing recognizer: UIGestureRecognizer) -> Bool {
        if live.isEmpty {
            intervalTimer?.invalidate()
            touchesInTap = 0
            if let holdLimit {
                Self.scheduleFailure(of: recognizer, in: &holdTimer, after: holdLimit)
            }
        }
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
    /// `recognizer`; a full one counts, and unless it was the `tapsWanted`th the next tap
    /// (or press) must begin within the tap interval or `recognizer` fails. Returns
    /// whether this lift completed the `tapsWanted`th tap; `nil` wants no last tap (the
    /// taps before a long press, which a press must always follow).
    func lift(_ touches: Set<UITouch>, required: Int, tapsWanted: Int?,
                       failing recognizer: UIGestureRecognizer) -> Bool {
        live.removeAllOnMainActor { touches.includes($0.touch) }
        guard live.isEmpty else { return false }
        holdTimer?.invalidate()
        guard touchesInTap == required else {
            recognizer.state = .failed
            return false
        }
        completedTaps += 1
        if let tapsWanted, completedTaps >= tapsWanted { return true }
        Self.scheduleFailure(of: recognizer, in: &intervalTimer, after: GestureThresholds.tapMaximumInterval)
        return false
    }

    /// Forgets the attempt. The recognizer's pending timers are invalidated by its reset.
    func reset() {
        completedTaps = 0
        live.removeAllKeepingCapacity()
        touchesInTap = 0
        firstTapSum = .zero
        firstTapCount = 0
    }

    private static func scheduleFailure(of recognizer: UIGestureRecognizer, in slot: inout VirtualTimer?,
                                        after interval: TimeInterval) {
        // Strong, as the built-in recognizers' timers are: a weak capture would give the
        // recognizer a side table, slowing every retain and release of it, and the timer
        // lets go of the recognizer when it fires or is invalidated at reset.
        recognizer.scheduleTimer(in: &slot, after: interval) {
            recognizer.state = .failed
        }
    }
}
