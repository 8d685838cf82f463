import Foundation

/// UIKit's block-based view animations on the host's clock (R-AN1–R-AN7).
///
/// The model values change at once, as in UIKit: the block runs synchronously and what it
/// sets is what the views hold afterwards. Each animatable property it changed (`frame`,
/// `bounds`, `center`, `transform`, `alpha`) of a view in a window becomes an animation in
/// flight whose value ``CALayer/presentation()`` reads at the window's current host time;
/// the completion runs when the animation's time is up on that window's clock, in a host
/// call that moves time (`advanceTime(to:)`, an event, the testing kit's `settle()`).
extension UIView {
    /// Animates the changes `animations` makes over `duration` seconds, after `delay`
    /// seconds, as `options` say; `completion` hears whether the animations ran to their
    /// end (R-AN2). A duration of 0 or less makes the changes without animating them, and
    /// the completion runs at the next turn of the host clock.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        let timing = AnimationTiming(duration: duration, delay: delay, curve: TimingCurve(options.curve), options: options)
        run(timing, options: options, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds with the default
    /// ease-in-ease-out curve; `completion` hears whether they ran to their end (R-AN2).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds (R-AN2).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes along a spring (R-AN3): `dampingRatio` 1
    /// comes to rest without oscillating, smaller values oscillate; `velocity` is the
    /// initial speed in units of the whole change per second. The spring comes to rest
    /// at the end of `duration`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                            options: AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        let spring = SpringCurve(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity),
                                 duration: max(duration, 0))
        let timing = AnimationTiming(duration: duration, delay: delay, curve: .spring(spring), options: options)
        run(timing, options: options, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes along a spring described as SwiftUI and
    /// iOS 17 describe it (R-AN3): `bounce` 0 comes to rest without overshooting, up to 1
    /// bounces more (negative values are over-damped); the spring comes to rest after
    /// `duration` seconds. Its damping ratio is `1 - bounce` (`1 / (1 + bounce)` below 0).
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let ratio = bounce >= 0 ? 1 - min(bounce, 0.99) : 1 / (1 + max(bounce, -0.99))
        animate(withDuration: duration, delay: delay, usingSpringWithDamping: ratio, initialSpringVelocity: velocity,
                options: options, animations: animations, completion: completion)
    }

    /// The duration of the animation whose block is running, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationContext.current?.timing.duration ?? 0
    }

    /// Animates the keyframes that `animations` adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` (R-AN7); changes
    /// made outside a keyframe span the whole duration.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                     options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                     completion: ((Bool) -> Void)? = nil) {
        let common = AnimationOptions(rawValue: options.rawValue & 0x3FF)
        let curve: TimingCurve = options.contains(.calculationModeDiscrete)
            && !options.contains(.calculationModePaced) ? .discrete : .linear
        let timing = AnimationTiming(duration: duration, delay: delay, curve: curve, options: common)
        run(timing, options: common, animations: animations, completion: completion)
    }

    /// Adds a keyframe to the keyframe animation being described: the changes `animations`
    /// makes move from `frameStartTime` to `frameStartTime + frameDuration`, both
    /// fractions of the whole duration (R-AN7). Outside
    /// ``animateKeyframes(withDuration:delay:options:animations:completion:)`` it makes them
    /// at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                animations: @escaping () -> Void) {
        guard let recording = AnimationContext.current else { return animations() }
        let timing = recording.timing
        recording.record(from: timing.delay + frameStartTime * timing.duration,
                         duration: frameDuration * timing.duration, curve: timing.curve, animations)
    }

    /// Runs `animations`, a change of `view`'s content, as a transition of `duration`
    /// seconds (R-AN7): the changes are made at once (there is nothing to draw between),
    /// `completion` runs when the transition's time is up.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        AnimationContext.withoutRecording { animations?() }
        guard let window = view.window, duration > 0 else {
            if let window = view.window { return endNextTurn(in: window, completion) }
            completion?(true)
            return
        }
        var timing = AnimationTiming(duration: duration, options: options)
        timing.curve = TimingCurve(options.curve)
        let group = AnimationGroup(timing: timing, window: window)
        group.onEnd = completion
        group.startTransition()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview as a transition of
    /// `duration` seconds: `toView` takes `fromView`'s place, and `fromView` leaves its
    /// superview (with `showHideTransitionViews`, `fromView` is hidden and `toView`
    /// shown instead).
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                               options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview ?? fromView
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if let superview = fromView.superview { superview.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes are made at once,
    /// even inside another animation's block (R-AN1).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationContext.withoutRecording(actionsWithoutAnimation)
    }

    /// Inside an animation's block, animates the changes `animations` makes with the
    /// enclosing duration and curve, played `count` times, back and forth when
    /// `autoreverses` (R-AN10); outside one, makes them at once. The views keep their new
    /// values as their model values, as UIKit's do.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let enclosing = AnimationContext.current?.timing else { return animations() }
        var timing = enclosing
        timing.repeatCount = Double(max(count, 0))
        timing.autoreverses = autoreverses
        run(timing, options: [], animations: animations, completion: nil)
    }

    /// Whether `UIView.animate…` calls animate: `true` unless the bound application turned
    /// animations off with ``setAnimationsEnabled(_:)`` (R-AN10).
    public static var areAnimationsEnabled: Bool { UIApplication.boundApplication?.animationsEnabled ?? true }

    /// Turns the animations of `UIView.animate…` on or off for the bound application: off,
    /// their changes are made at once and their completions run at the next turn of the
    /// clock with `true` (R-AN10). Traps without a bound application, saying how to bind
    /// one: a switch of UIKit's that is global would leak across parallel tests.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        guard let application = UIApplication.boundApplication else {
            preconditionFailure("UIView.setAnimationsEnabled(_:) changes the bound application's setting, and none is bound: UIApplication.withShared(UIApplication()) { … }")
        }
        application.animationsEnabled = enabled
    }

    // MARK: Running an animation

    /// Records `animations` with `timing` (inheriting the duration and curve of an
    /// enclosing animation unless `options` override them) and starts what it changed.
    private static func run(_ timing: AnimationTiming, options: AnimationOptions,
                            animations: () -> Void, completion: ((Bool) -> Void)?) {
        var timing = timing
        if let enclosing = AnimationContext.current?.timing, !options.contains(.overrideInheritedOptions) {
            if !options.contains(.overrideInheritedDuration) { timing.duration = enclosing.duration }
            if !options.contains(.overrideInheritedCurve) { timing.curve = enclosing.curve }
        }
        if !areAnimationsEnabled { timing.duration = 0 }
        let recording = AnimationRecording(timing: timing)
        recording.record {
            animations()
            if options.contains(.layoutSubviews) { recording.layOutNotedViews() }
        }
        guard let window = recording.tracks.lazy.compactMap(\.view.window).first else {
            completion?(true)
            return
        }
        guard timing.duration > 0 else { return endNextTurn(in: window, completion) }
        let group = AnimationGroup(timing: timing, window: window)
        group.onEnd = completion
        // An interactive transition's animator animates for the finger to scrub (R-NV4).
        if let capture = window.interactiveAnimations {
            group.start(recording.tracks, paused: true)
            capture.adopt(group)
        } else {
            group.start(recording.tracks)
        }
    }

    /// Runs `completion` with `true` at the next turn of `window`'s clock.
    private static func endNextTurn(in window: UIWindow, _ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        let group = AnimationGroup(timing: AnimationTiming(duration: 0), window: window)
        group.onEnd = completion
        group.start([])
    }
}

extension AnimationTiming {
    /// The timing `options` ask for.
    init(duration: TimeInterval, delay: TimeInterval = 0, curve: TimingCurve = .easeInOut,
         options: UIView.AnimationOptions) {
        self.init(duration: duration, delay: max(0, delay), curve: curve,
                  repeatCount: options.contains(.repeat) ? .infinity : 1, autoreverses: options.contains(.autoreverse),
                  allowsUserInteraction: options.contains(.allowUserInteraction),
                  beginsFromCurrentState: options.contains(.beginFromCurrentState))
    }
}
