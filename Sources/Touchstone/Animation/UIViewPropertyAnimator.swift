import Foundation

/// The states of an animator (R-AN8). Raw values as UIKit's.
public enum UIViewAnimatingState: Int, Sendable {
    /// Its animations have not started, or have ended.
    case inactive = 0
    /// Started, running or paused.
    case active = 1
    /// Stopped, waiting for ``UIViewPropertyAnimator/finishAnimation(at:)``.
    case stopped = 2
}

/// Where an animator's animations ended (R-AN8). Raw values as UIKit's.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end values.
    case end = 0
    /// At their start values.
    case start = 1
    /// Where they were.
    case current = 2
}

/// An interruptible animation of views' properties on the host's clock (R-AN8): its
/// blocks run when it starts (``startAnimation()``, ``pauseAnimation()`` or setting
/// ``fractionComplete``), it can pause, scrub, resume and stop, and its completions hear
/// where the animations ended.
///
/// ``fractionComplete`` is the fraction of the duration that passed; the curve (or the
/// spring) maps it to the views' values, which ``CALayer/presentation()`` reads.
@MainActor
open class UIViewPropertyAnimator {
    /// The duration of the animations, in seconds.
    public let duration: TimeInterval
    /// The delay of the last start, in seconds.
    open private(set) var delay: TimeInterval = 0
    /// Whether the animated views receive touches; `true` by default.
    open var isUserInteractionEnabled = true
    /// The animator's state.
    open private(set) var state = UIViewAnimatingState.inactive

    private var curve: TimingCurve
    /// The parameters the animator was made with, or made from its curve.
    private var parameters: any UITimingCurveProvider
    private var animationBlocks: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var group: AnimationGroup?
    /// The tracks the blocks recorded, for ``finishAnimation(at:)`` after a stop.
    private var stoppedTracks: [PropertyAnimation] = []

    /// An animator of `duration` seconds along `curve`, with `animations` as its first
    /// block.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { animationBlocks.append(animations) }
    }

    /// An animator of `duration` seconds with `parameters`' timing: a cubic curve or a
    /// spring. A spring given by mass, stiffness and damping sets the duration itself, the
    /// time it takes to settle, as Apple documents.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let duration = parameters.springTimingParameters?.settlingDuration ?? max(0, duration)
        self.duration = duration
        self.parameters = parameters
        curve = parameters.timingCurve(duration: duration)
    }

    /// An animator of `duration` seconds along a spring with `ratio` (1: no oscillation,
    /// smaller values oscillate), starting at rest, with `animations` as its first block.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { animationBlocks.append(animations) }
    }

    /// An animator of `duration` seconds along the cubic Bézier curve from (0, 0) to
    /// (1, 1) with control points `point1` and `point2`, with `animations` as its first
    /// block.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { animationBlocks.append(animations) }
    }

    /// The timing the animator runs with.
    open var timingParameters: (any UITimingCurveProvider)? { parameters }

    /// Makes an animator with `options`' curve, adds `completion`, and starts it after
    /// `delay` seconds.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Whether the animations are moving now (started and not paused).
    open var isRunning: Bool { state == .active && group.map { !$0.isPaused } == true }

    /// The fraction of the duration that passed, 0…1. Setting it moves a paused or
    /// inactive animator there (starting its blocks, paused).
    open var fractionComplete: CGFloat {
        get {
            guard let group, duration > 0 else { return state == .inactive ? 0 : 1 }
            return CGFloat(min(max(group.elapsed / duration, 0), 1))
        }
        set {
            guard state != .stopped, !isRunning else { return }
            if state == .inactive { begin(paused: true) }
            group?.seek(to: Double(min(max(newValue, 0), 1)) * duration)
        }
    }

    /// Adds a block of changes. While the animator is active its changes animate over the
    /// time that is left.
    open func addAnimations(_ animation: @escaping () -> Void) {
        guard state == .active, let group else { return animationBlocks.append(animation) }
        let start = max(0, group.elapsed)
        let recording = AnimationRecording(timing: AnimationTiming(duration: duration - start, delay: start, curve: curve))
        recording.record(animation)
        for track in recording.tracks where track.view.window != nil { group.add(track.segments, of: track.view) }
    }

    /// Adds a block of changes that starts `delayFactor` (0…1) of the remaining time
    /// later and runs for the rest of it.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = Double(min(max(delayFactor, 0), 1))
        guard state == .active, let group else {
            // Not started: kept as a block whose changes start at the factor of the duration.
            return animationBlocks.append {
                UIView.addKeyframe(withRelativeStartTime: factor, relativeDuration: 1 - factor, animations: animation)
            }
        }
        let start = max(0, group.elapsed)
        let delay = start + (duration - start) * factor
        let recording = AnimationRecording(timing: AnimationTiming(duration: duration, curve: curve))
        recording.record(from: delay, duration: duration - delay, curve: curve, animation)
        for track in recording.tracks where track.view.window != nil { group.add(track.segments, of: track.view) }
    }

    /// Whether the animator can be paused and stopped; `true`. Kept as a value: every
    /// Touchstone animator can.
    open var isInterruptible = true

    /// Whether a paused animator shows its properties at ``fractionComplete`` of the way,
    /// linearly (`true`, the default, as Apple documents: "a linear timing function during
    /// scrubbing"), or through its curve. When it runs on after a linear scrub, each property
    /// goes from where it shows to its end along the curve, without a jump (R-AN8).
    open var scrubsLinearly = true { didSet { group?.scrubsLinearly = scrubsLinearly } }

    /// Whether the animations run backwards, to their start; `false` by default. Setting it
    /// while they run turns them around where they are; an animator that reaches its start
    /// this way ends at ``UIViewAnimatingPosition/start`` (R-AN8).
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, let group, isRunning else { return }
            group.resume(rate: isReversed ? -abs(group.rate) : abs(group.rate))
        }
    }

    /// Whether reaching the end (or the start, reversed) leaves the animator active and
    /// paused there instead of ending it; `false` by default. Its completions run only when
    /// it is stopped and finished (R-AN8).
    open var pausesOnCompletion = false { didSet { group?.pausesAtEnd = pausesOnCompletion } }

    /// Whether hit testing of the animated views is left to you; `false`. Kept as a
    /// value.
    open var isManualHitTestingEnabled = false

    /// Adds a block to run when the animations end, hearing where.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animations now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts (or resumes) the animations `delay` seconds of host time from now.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        self.delay = delay
        if state == .inactive { begin(paused: true) }
        run(afterDelay: delay, rate: 1)
    }

    /// Runs a paused animator on after `factor` of its original duration per whole
    /// animation, along `parameters`' timing if given (R-AN8): a pan that scrubbed an
    /// animator finishes it on lift this way. The rest of the way, `1 − fractionComplete`,
    /// takes `(1 − fractionComplete) × duration × durationFactor` seconds, as Apple's
    /// "multiplied by the original duration" says; a factor of 0 keeps the original
    /// duration (Decision). Each property runs from the value it shows to its end.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, let group, group.isPaused else { return }
        if let parameters {
            self.parameters = parameters
            curve = parameters.timingCurve(duration: duration)
            group.retime(along: curve)
        }
        let factor = durationFactor > 0 ? Double(durationFactor) : 1
        run(afterDelay: 0, rate: 1 / factor)
    }

    /// Resumes the paused timeline at `rate` (backwards when reversed), first retiming it
    /// from the values shown after a linear scrub part of the way.
    private func run(afterDelay delay: TimeInterval, rate: Double) {
        guard let group else { return }
        if group.evaluatesLinearly, fractionComplete > 0, fractionComplete < 1 { group.retime(along: curve) }
        group.resume(afterDelay: delay, rate: isReversed ? -rate : rate)
    }

    /// Pauses the animations where they are (starting them, paused, if inactive).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { begin(paused: true) } else { group?.pause() }
    }

    /// Stops the animations where they are: the views keep the values they show now as
    /// their model values. With `withoutFinishing`, the animator goes back to inactive and
    /// no completion runs; otherwise it is ``UIViewAnimatingState/stopped`` until
    /// ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let group else { return }
        let animations = group.animations
        let shown = animations.map(\.currentValue)
        stoppedTracks = group.detachAll()
        group.onEnd = nil
        for (animation, value) in zip(animations, shown) { animation.view.setValue(value) }
        self.group = nil
        if withoutFinishing {
            stoppedTracks = []
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the views take their values at `finalPosition` and the
    /// completions run with it. Does nothing unless the animator is stopped.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        for animation in stoppedTracks {
            switch finalPosition {
            case .end: animation.view.setValue(animation.endValue)
            case .start: animation.view.setValue(animation.startValue)
            case .current: break
            }
        }
        stoppedTracks = []
        end(at: finalPosition)
    }

    // MARK: Running

    /// Runs the blocks, recording their changes, and makes the animations' timeline
    /// (paused at 0 when `paused`).
    private func begin(paused: Bool) {
        let recording = AnimationRecording(timing: AnimationTiming(
            duration: duration, curve: curve, allowsUserInteraction: isUserInteractionEnabled))
        let blocks = animationBlocks
        animationBlocks = []
        recording.record { for block in blocks { block() } }
        state = .active
        guard let window = recording.tracks.lazy.compactMap(\.view.window).first else {
            return end(at: .end)
        }
        let group = AnimationGroup(timing: recording.timing, window: window)
        group.scrubsLinearly = scrubsLinearly
        group.pausesAtEnd = pausesOnCompletion
        // A running animator stays alive without its owner, as UIKit's does, until it ends.
        group.onEnd = { _ in
            self.group = nil
            self.end(at: self.isReversed ? .start : .end)
        }
        self.group = group
        group.start(recording.tracks, paused: paused)
    }

    /// Back to inactive; the completions run with `position`.
    private func end(at position: UIViewAnimatingPosition) {
        state = .inactive
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(position) }
    }
}
