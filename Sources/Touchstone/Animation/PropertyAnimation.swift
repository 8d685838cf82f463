import Foundation

/// One property of one view in flight (R-AN1, R-AN5): the segments it moves through, on
/// the timeline of the animation (``AnimationGroup``) it belongs to. The view lists it in
/// its running animations until the animation ends or is removed.
@MainActor
final class PropertyAnimation {
    let view: UIView
    let property: AnimatedProperty
    private(set) var segments: [AnimationSegment]
    /// The animation this is part of; cleared when it leaves the view.
    private(set) var group: AnimationGroup?

    init(view: UIView, segments: [AnimationSegment], group: AnimationGroup) {
        self.view = view
        property = segments[0].from.property
        self.segments = segments
        self.group = group
    }

    /// The value it starts from: before its block, even after a rebase.
    var startValue: AnimatedValue { originalStart ?? segments[0].from }
    /// The value it ends at.
    var endValue: AnimatedValue { segments[segments.count - 1].to }

    /// Starts the first segment from `value` instead (`beginFromCurrentState`, R-AN4).
    func startFrom(_ value: AnimatedValue) { segments[0].from = value }

    /// Replaces the segments by one from `value` to the end value, from `start` for
    /// `duration` of the timeline along `curve` (R-AN8).
    func rebase(from value: AnimatedValue, start: TimeInterval, duration: TimeInterval, curve: TimingCurve) {
        let end = endValue
        let original = segments[0].from
        segments = [AnimationSegment(start: start, duration: duration, from: value, to: end, curve: curve)]
        // The start value stays the original's, for a run back to the start.
        originalStart = originalStart ?? original
    }

    /// The value before the block, kept when the segments are rebased.
    private var originalStart: AnimatedValue?

    /// The value shown at `time` of the animation's timeline: before a segment starts,
    /// the value before it (a delayed animation shows its start value, R-AN2); after the
    /// last, the end value.
    func value(atTimeline time: TimeInterval) -> AnimatedValue {
        var shown = segments[0].from
        for segment in segments {
            if time < segment.start { return shown }
            let fraction = segment.duration > 0 ? (time - segment.start) / segment.duration : 1
            if fraction < 1 {
                let progress = group?.evaluatesLinearly == true ? fraction : segment.curve.progress(fraction)
                return AnimatedValue.interpolate(segment.from, segment.to, progress)
            }
            shown = segment.to
        }
        return shown
    }

    /// The value shown now, by the host time of the view's window.
    var currentValue: AnimatedValue {
        guard let group else { return endValue }
        return value(atTimeline: group.timelineNow)
    }

    /// Joins the view's running animations.
    func attach() {
        view.runningAnimations.append(self)
        if group?.timing.allowsUserInteraction == false { view.animationsBlockingInteraction += 1 }
    }

    /// Leaves the view's running animations (R-AN6).
    func detach() {
        guard let group else { return }
        if !group.timing.allowsUserInteraction { view.animationsBlockingInteraction -= 1 }
        view.runningAnimations.removeAll { $0 === self }
        self.group = nil
    }
}

extension UIView {
    /// Removes every animation of this view, as Core Animation does when a layer leaves
    /// its window or `removeAllAnimations()` is called: their completions hear `false`
    /// (R-AN6).
    func removeAllRunningAnimations() {
        for animation in runningAnimations { animation.group?.remove(animation) }
    }

    /// The view is about to leave its window: its animations stop (R-AN6).
    func removeAnimationsLeavingWindow() {
        if !runningAnimations.isEmpty { removeAllRunningAnimations() }
    }
}
