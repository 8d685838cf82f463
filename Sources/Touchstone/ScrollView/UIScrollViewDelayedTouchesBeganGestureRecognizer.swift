import Foundation

/// The private recognizer behind a scroll view's `delaysContentTouches`, named as UIKit
/// names its own (so that traces read the same): it holds a new
/// touch back from the content for 0.15 s, so that a drag can become a scroll before any
/// content reacts (R-V2).
///
/// It works through the public delivery rules only. With `delaysTouchesBegan` set
/// (`delaysContentTouches`) it holds the touch while undecided (R-D3). Its decision
/// comes when the finger has stayed 0.15 s, when the finger lifts first, or at once
/// without `delaysContentTouches`: the scroll view's
/// ``UIScrollView/touchesShouldBegin(_:with:in:)`` is asked, and the recognizer fails
/// (the content gets the held began, and the ended if the finger lifted) or, on `false`,
/// recognizes, which keeps the touch from the content for good; its failure reason says
/// which of these let the touch through. A pan that begins first
/// excludes it, and the content never sees the touch. It never prevents another
/// recognizer. A touch that stops a moving scroll view is kept from the content the same
/// way.
@MainActor
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// The set handed to ``UIScrollView/touchesShouldBegin(_:with:in:)``, refilled for
    /// each content view so that deciding allocates nothing once warm.
    private var contentTouches: Set<UITouch> = []

    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let scrollView = view as? UIScrollView else { return }
        if scrollView.stopScrollingForTouch() {
            state = .ended
        } else if scrollView.delaysContentTouches {
            scheduleTimer(.contentDelay, after: GestureThresholds.scrollContentTouchDelay)
        } else {
            decide(with: event, passing: FailureReason("delaysContentTouches is off: the content gets the touch at once"))
        }
    }

    /// The finger stayed the delay without scrolling.
    override func ownTimerFired(_ timer: OwnTimer) {
        let delay = GestureThresholds.scrollContentTouchDelay
        decide(with: nil, passing: FailureReason("the finger stayed {limit} without scrolling: the content gets the touch",
                                                 measured: .init(delay, limit: delay, unit: .seconds)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible {
            decide(with: event, passing: FailureReason("the finger lifted before the delay passed: the content gets the touch"))
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fail(because: .touchCancelled)
    }

    /// It only decides about delivery to the content: it excludes no one.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Lets the touches through to their views, failing for `reason`, unless the scroll
    /// view refuses those in the content.
    private func decide(with event: UIEvent?, passing reason: @autoclosure () -> FailureReason) {
        guard let scrollView = view as? UIScrollView else { return }
        var refused = false
        for (index, touch) in touches.enumerated() {
            guard let content = touch.view, content !== scrollView, content.descends(from: scrollView),
                  !touches[..<index].contains(where: { $0.view === content }) else { continue }
            contentTouches.removeAll(keepingCapacity: true)
            for other in touches[index...] where other.view === content { contentTouches.insert(other) }
            if !scrollView.touchesShouldBegin(contentTouches, with: event, in: content) { refused = true }
        }
        contentTouches.removeAll(keepingCapacity: true)
        if refused {
            state = .ended
        } else {
            fail(because: reason())
        }
    }
}
