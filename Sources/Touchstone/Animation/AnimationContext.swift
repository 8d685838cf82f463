import Foundation

/// The animation being described: while the `animations` block of a `UIView.animate…`
/// call (or an animator's) runs, the animatable properties it changes are recorded here,
/// each with its value before the change (R-AN1).
///
/// Decision: this is the one piece of engine state that is not owned by a window. It is
/// set only for the synchronous run of a block on the main actor and restored when the
/// block returns, so no test, window or later call ever sees another's: the blocks have
/// no window to belong to (`UIView.animate` is a class method, and its block may touch
/// views of any window or of none), and the recording says which window's clock times
/// the result.
@MainActor
enum AnimationContext {
    /// The recording open now, if any; `nil` also inside `performWithoutAnimation(_:)`.
    private(set) static var current: AnimationRecording?

    /// Whether a change made now is animated: the property setters' one check.
    static var isRecording: Bool { current != nil }

    /// Notes that `view`'s property changed from `old`.
    static func record(_ old: AnimatedValue, of view: UIView) {
        current?.note(old, of: view)
    }

    /// Runs `body` with `recording` open, then restores the one open before.
    static func run(_ recording: AnimationRecording?, _ body: () -> Void) {
        let saved = current
        current = recording
        defer { current = saved }
        body()
    }

    /// Runs `body` with nothing recorded.
    static func withoutRecording(_ body: () -> Void) { run(nil, body) }
}

/// The timing of one animation: when its changes start and how they move (R-AN2, R-AN3).
struct AnimationTiming {
    /// Whether the changes repeat until removed.
    var repeats: Bool { repeatCount.isInfinite }
    var duration: TimeInterval
    var delay: TimeInterval = 0
    var curve: TimingCurve = .easeInOut
    /// How many times the changes play (back and forth counting once when they
    /// autoreverse); infinite with the `.repeat` option.
    var repeatCount: Double = 1
    var autoreverses = false
    var allowsUserInteraction = false
    var beginsFromCurrentState = false
}

/// What one animation's block changed: for each view and property, the changes as
/// segments of time (one for a plain animation, one per keyframe for a keyframe
/// animation), in the order the properties first changed.
@MainActor
final class AnimationRecording {
    /// One property of one view and how it moves.
    struct Track {
        let view: UIView
        var segments: [AnimationSegment]
        var property: AnimatedProperty { segments[0].from.property }
    }

    let timing: AnimationTiming
    /// The window of time of the block being recorded, relative to the animation's
    /// start: the whole duration, or one keyframe's part of it.
    private var window: (start: TimeInterval, duration: TimeInterval, curve: TimingCurve)
    /// The values before the current block's changes, first change per property.
    private var before: [(view: UIView, value: AnimatedValue)] = []
    private(set) var tracks: [Track] = []

    init(timing: AnimationTiming) {
        self.timing = timing
        window = (timing.delay, timing.duration, timing.curve)
    }

    func note(_ old: AnimatedValue, of view: UIView) {
        guard !before.contains(where: { $0.view === view && $0.value.property == old.property }) else { return }
        before.append((view, old))
    }

    /// Records `body`'s changes as one segment each over `start` to `start + duration`
    /// (relative to the animation's start), moving along `curve`.
    func record(from start: TimeInterval, duration: TimeInterval, curve: TimingCurve, _ body: () -> Void) {
        let (savedWindow, savedBefore) = (window, before)
        window = (start, duration, curve)
        before = []
        AnimationContext.run(self, body)
        closeSegments()
        (window, before) = (savedWindow, savedBefore)
    }

    /// Runs the animation's own block.
    func record(_ body: () -> Void) {
        AnimationContext.run(self, body)
        closeSegments()
    }

    /// Lays out the views the block changed, inside the recording
    /// (`AnimationOptions.layoutSubviews`), so that their subviews' new frames animate too.
    func layOutNotedViews() {
        for view in before.map(\.view) { view.layoutIfNeeded() }
    }

    /// Turns the noted changes into segments ending at the values the block left.
    private func closeSegments() {
        for (view, old) in before {
            let segment = AnimationSegment(start: window.start, duration: window.duration,
                                           from: old, to: view.value(of: old.property), curve: window.curve)
            if let index = tracks.firstIndex(where: { $0.view === view && $0.property == old.property }) {
                tracks[index].segments.append(segment)
                tracks[index].segments.sort { $0.start < $1.start }
            } else {
                tracks.append(Track(view: view, segments: [segment]))
            }
        }
        before = []
    }
}

/// One stretch of a property's animation: from `from` at `start` to `to` at
/// `start + duration` (times relative to the animation's start), along `curve`.
struct AnimationSegment {
    var start: TimeInterval
    var duration: TimeInterval
    var from: AnimatedValue
    var to: AnimatedValue
    var curve: TimingCurve
}
