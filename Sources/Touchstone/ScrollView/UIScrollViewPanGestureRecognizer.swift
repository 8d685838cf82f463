import Foundation

/// The pan recognizer of a scroll view, named as UIKit names its private one, published
/// as ``UIScrollView/panGestureRecognizer``.
///
/// It is a pan that only movement along an axis the scroll view can scroll sets off: the
/// 10-point hysteresis counts on scrollable axes only (R-V2), so a vertical list ignores
/// a horizontal drag and leaves it to a horizontal scroll view around it. The movement is
/// measured on the first finger that is down. When it would begin, the scroll view may
/// still leave the gesture to a scroll view around it, by what set the pan off
/// (``beginningMovement``, R-V7). It also tells the scroll view when a finger
/// is on it (``UIScrollView/isTracking``).
@MainActor
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The finger whose travel decides when the pan may begin, and where it started.
    /// Held strongly until the reset: a `weak` reference would give every touch on a
    /// scroll view a side table, an allocation and slower retains for its whole life.
    private var measuredTouch: UITouch?
    private var measureStart = CGPoint.zero
    /// The scroll deltas received before the pan began, in the scroll view's coordinates.
    private var scrollMovement = CGPoint.zero
    /// The farthest the measured finger got along a scrollable axis before the pan began,
    /// for the failure reason.
    private var farthestScrollable: CGFloat = 0
    /// Whether a finger is down on the scroll view.
    private(set) var hasFingerDown = false

    /// A scroll view scrolls with every kind of scroll event (R-P5).
    init() {
        super.init(target: nil, action: nil)
        allowedScrollTypesMask = .all
    }

    /// The measured finger's travel so far, in the scroll view's coordinates.
    var movement: CGPoint {
        guard let touch = measuredTouch, let view else { return .zero }
        return view.convertPoint(touch.windowLocation, from: nil) - view.convertPoint(measureStart, from: nil)
    }

    /// What is setting the pan off, along the axes where it counts
    /// (``UIScrollView/scrollableComponents(of:reaching:)``): the measured finger's travel
    /// past the 10-point hysteresis, or the scroll deltas so far. The scroll view reads it
    /// when asked whether the pan may begin (R-V7).
    var beginningMovement: CGPoint {
        guard let scrollView = view as? UIScrollView else { return .zero }
        return measuredTouch == nil
            ? scrollView.scrollableComponents(of: scrollMovement, reaching: .leastNonzeroMagnitude)
            : scrollView.scrollableComponents(of: movement, reaching: GestureThresholds.panHysteresis)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        hasFingerDown = true
        measureFirstLiveTouch()
    }

    /// Movement that does not reach the hysteresis on a scrollable axis is not passed on,
    /// so it cannot begin the pan; once passed on, the pan counts all of it.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let scrollView = view as? UIScrollView {
            measureFirstLiveTouch()
            let movement = movement
            farthestScrollable = max(farthestScrollable, max(scrollView.canScrollHorizontally ? abs(movement.x) : 0,
                                                             scrollView.canScrollVertically ? abs(movement.y) : 0))
            guard scrollView.scrollableComponents(of: movement, reaching: GestureThresholds.panHysteresis) != .zero
            else { return }
        }
        super.touchesMoved(touches, with: event)
    }

    /// A scroll delta only begins the pan when it moves along an axis the scroll view can
    /// scroll, so that a wheel over a vertical list inside a horizontal one scrolls the
    /// list, and a sideways trackpad scroll the outer one.
    override func scrollChanged(by delta: CGPoint, with event: UIEvent) {
        if state == .possible, let scrollView = view as? UIScrollView {
            let local = scrollView.convertPoint(delta, from: nil) - scrollView.convertPoint(CGPoint.zero, from: nil)
            guard scrollView.scrollableComponents(of: local, reaching: .leastNonzeroMagnitude) != .zero else { return }
            scrollMovement = scrollMovement + local
        }
        super.scrollChanged(by: delta, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        hasFingerDown = self.touches.contains { $0.isLive }
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        hasFingerDown = self.touches.contains { $0.isLive }
        super.touchesCancelled(touches, with: event)
    }

    override func reset() {
        super.reset()
        measuredTouch = nil
        scrollMovement = .zero
        hasFingerDown = false
        farthestScrollable = 0
    }

    /// Only movement along a scrollable axis counts.
    override func liftedBeforeBeginning() -> FailureReason {
        guard let scrollView = view as? UIScrollView,
              scrollView.canScrollHorizontally || scrollView.canScrollVertically else {
            return FailureReason("lifted on a scroll view that cannot scroll")
        }
        return FailureReason("lifted before moving {limit} along an axis it can scroll (moved {value})", measured: .init(
            Double(farthestScrollable), limit: Double(GestureThresholds.panHysteresis), unit: .points))
    }

    /// Keeps measuring the same finger while it is down; when it lifts, the next one
    /// starts over from where it is.
    private func measureFirstLiveTouch() {
        if let touch = measuredTouch, touch.isLive { return }
        measuredTouch = touches.first { $0.isLive }
        measureStart = measuredTouch?.windowLocation ?? .zero
    }
}
