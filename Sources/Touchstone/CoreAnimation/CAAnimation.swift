import Foundation

/// An explicit animation (R-CA3): timing on its layer's clock, a timing function, a
/// delegate that hears it start and stop, and whether it leaves its layer when done.
///
/// A layer keeps a copy of each animation added to it (``CALayer/add(_:forKey:)``): the
/// copy's ``beginTime`` is set to the layer's time when it was 0, and a duration of 0
/// becomes the transaction's ``CATransaction/animationDuration()``. Its values show only in
/// the layer's ``CALayer/presentation()``; the model keeps its own.
@MainActor
open class CAAnimation: CAMediaTiming, CAAction {
    /// Creates an animation with Core Animation's defaults.
    public required init() {}

    /// The pacing of the animation; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// The object told when the animation starts and stops. Held strongly, as Core
    /// Animation holds it.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation leaves its layer when its active span ends; `true` by default.
    /// Kept with a ``fillMode`` of `.forwards`, it holds its end value.
    open var isRemovedOnCompletion = true

    /// When the animation starts, in its layer's time; 0 (the default) is when it is added.
    open var beginTime: CFTimeInterval = 0
    /// One cycle's length in seconds; 0 (the default) takes the transaction's duration.
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs against its layer's; 1 by default.
    open var speed: Float = 1
    /// An offset added to the animation's own time; 0 by default.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles run; 0 (the default) runs one, `.infinity` repeats for ever.
    open var repeatCount: Float = 0
    /// How long the cycles run, if not by ``repeatCount``; 0 by default.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle runs forwards, then backwards; `false` by default.
    open var autoreverses = false
    /// What the animation shows outside its active span; `.removed` by default.
    open var fillMode = CAMediaTimingFillMode.removed

    /// A copy with the same values (and the same delegate), as the layer keeps.
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.copyValues(from: self)
        return copy
    }

    /// Copies `other`'s values; each subclass adds its own.
    func copyValues(from other: CAAnimation) {
        (timingFunction, delegate, isRemovedOnCompletion) = (other.timingFunction, other.delegate, other.isRemovedOnCompletion)
        (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
        (repeatCount, repeatDuration, autoreverses, fillMode) = (other.repeatCount, other.repeatDuration, other.autoreverses, other.fillMode)
    }

    /// Adds the animation to `anObject`, a layer, under `event`: an animation is the action
    /// a layer runs when a property changes.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The animation's timing in its parent's time.
    var timeline: MediaTimeline { MediaTimeline(self, beginTime: beginTime, duration: duration) }

    /// The eased fraction of the change at cycle fraction `fraction`.
    func eased(_ fraction: Double) -> Double {
        timingFunction?.curve.progress(fraction) ?? fraction
    }

    /// Shows the animation on `presentation` at `time` of its parent: the layer's time, or
    /// a group's. An animation that animates no property shows nothing.
    func apply(at time: CFTimeInterval, to presentation: CALayer) {}

    /// Sets durations of 0 or less to `duration`, as Core Animation does when the animation
    /// is committed.
    func resolveDuration(_ duration: CFTimeInterval) {
        if self.duration <= 0 { self.duration = duration }
    }
}

/// The object an animation tells when it starts and when it stops (R-CA6). Both methods
/// have empty defaults, as Core Animation's are optional.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// `anim`, the layer's copy, started: its begin time came.
    func animationDidStart(_ anim: CAAnimation)
    /// `anim`, the layer's copy, stopped: `flag` is `true` when its active span ended, and
    /// `false` when it was removed first (by ``CALayer/removeAnimation(forKey:)``, or by an
    /// animation added under its key).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// What a layer runs when one of its properties changes: an animation, as a rule.
@MainActor
public protocol CAAction {
    /// Runs the action for the change `event` names on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// An animation of one property of a layer, named by a key path (`position`,
/// `transform.rotation.z`, `opacity`, a shape layer's `strokeEnd`: the paths
/// ``CALayer/value(forKeyPath:)`` reads).
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the property animated.
    open var keyPath: String?
    /// Whether the animation's value adds to the property's value rather than replacing
    /// it; `false` by default.
    open var isAdditive = false
    /// Whether each repeat starts where the last one ended rather than at the start;
    /// `false` by default.
    open var isCumulative = false

    /// An animation of the property `path` names.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
    }

    override func apply(at time: CFTimeInterval, to presentation: CALayer) {
        let timeline = self.timeline
        guard let keyPath, let fraction = timeline.fraction(at: time),
              let base = presentation.layerValue(forKeyPath: keyPath),
              var value = value(atFraction: fraction, base: base) else { return }
        if isCumulative, let change = changePerCycle(base: base) {
            value = value.adding(change.scaled(by: timeline.completedCycles(at: time)))
        }
        _ = presentation.setLayerValue(isAdditive ? base.adding(value) : value, forKeyPath: keyPath)
    }

    /// The value at cycle fraction `fraction`, over `base`, the value before this
    /// animation; each kind of animation says.
    func value(atFraction fraction: Double, base: LayerValue) -> LayerValue? { nil }

    /// The change one cycle makes, which a cumulative animation adds per cycle completed.
    func changePerCycle(base: LayerValue) -> LayerValue? {
        guard let start = value(atFraction: 0, base: base), let end = value(atFraction: 1, base: base) else { return nil }
        return end.subtracting(start)
    }
}
