import Foundation

/// Every threshold of the built-in recognizers, in one place (behavior rules §7); the touches'
/// own tap count (R-T4) uses the tap's interval and slop from here too.
///
/// Each constant names its source tag: **Doc** Apple documentation, **Obs** observed iOS
/// behavior, **Est** best available estimate. Tuning one is a one-line change here.
package enum GestureThresholds {
    // MARK: Tap (UITapGestureRecognizer)

    /// A tap fails when the centroid moves farther than this from the first tap's start
    /// (Obs, Est).
    static let tapAllowableMovement: CGFloat = 45
    /// A tap fails when a finger stays down longer than this (Obs, Est).
    static let tapMaximumPressDuration: TimeInterval = 0.75
    /// The next tap of a multi-tap must begin within this long after the previous lift
    /// (Obs, Est).
    static let tapMaximumInterval: TimeInterval = 0.35

    // MARK: Long press (UILongPressGestureRecognizer)

    /// Default `minimumPressDuration` (Doc).
    static let longPressMinimumDuration: TimeInterval = 0.5
    /// Default `allowableMovement` (Doc).
    static let longPressAllowableMovement: CGFloat = 10

    // MARK: Pan (UIPanGestureRecognizer)

    /// A pan begins when the centroid has moved this far on either axis (Obs).
    static let panHysteresis: CGFloat = 10

    // MARK: Velocity (pan, pinch, rotation; behavior rules §7, Decision)

    /// The velocity is fitted to the samples of this last stretch of time (Decision, as
    /// Android's and Flutter's trackers).
    static let velocityWindow: TimeInterval = 0.1
    /// The quadratic fit takes at most this many of the newest samples (Decision, as
    /// Android's and Flutter's trackers, whose history holds 20).
    static let velocityPeerSamples = 20
    /// Whether the finger sped up to the lift is judged over stretches at least this long,
    /// one frame of a 120 Hz screen, so that a fast screen's rounding between two samples
    /// does not decide it (Est).
    static let velocityStretch: TimeInterval = 0.008
    /// Where the finger sped up to the lift, a sample's weight in the cubic fit is
    /// e^(−age/this): recent samples count most (Est, tuned on synthetic flings whose speed
    /// at the lift is known; see VelocityTracker).
    static let velocityWeightTime: TimeInterval = 0.01
    /// A rest this long, between two samples or before the lift, means the finger stopped:
    /// what came before does not count (Decision, as Android's and Flutter's trackers).
    static let velocityRestInterval: TimeInterval = 0.04
    /// Samples closer together than this are merged, so no fit divides by a near-zero
    /// interval (Est).
    static let velocityMinimumInterval: TimeInterval = 0.001

    // MARK: Swipe (UISwipeGestureRecognizer)

    /// Distance along the direction a swipe must cover (Est).
    static let swipeMinimumDistance: CGFloat = 50
    /// The time within which a swipe must cover it (Est).
    static let swipeMaximumDuration: TimeInterval = 0.5
    /// Largest perpendicular drift at the start (Est).
    static let swipeMaximumDrift: CGFloat = 200
    /// Decay per second of the minimum distance: minimum × (1 − t·0.94) (Est).
    static let swipeMinimumDecay: CGFloat = 0.94
    /// Decay per second of the maximum drift: maximum × (1 − t·0.98) (Est).
    static let swipeDriftDecay: CGFloat = 0.98
    /// A touch that falls back this far behind its furthest progress along a direction has
    /// reversed, which rules the direction out (Est: below it is finger jitter).
    static let swipeReversalTolerance: CGFloat = 10

    // MARK: Pinch (UIPinchGestureRecognizer)

    /// A pinch begins when the finger distance has changed by this much (Obs).
    package static let pinchHysteresis: CGFloat = 8

    // MARK: Rotation (UIRotationGestureRecognizer)

    /// Base angle a rotation must exceed to begin: 5° (Obs).
    static let rotationHysteresis: CGFloat = 5 * .pi / 180
    /// Extra angle, scaled by √min(|Δd/d₀|, 1), when the fingers also spread (Obs).
    static let rotationSpreadHysteresis: CGFloat = 5 * .pi / 180

    // MARK: Screen edge pan (UIScreenEdgePanGestureRecognizer)

    /// A touch must begin within this distance of a listed edge (Obs).
    static let screenEdgeRegion: CGFloat = 13

    // MARK: Controls (UIControl and its subclasses)

    /// A tracked finger counts as inside a control until it is this far outside its
    /// bounds: drag enter/exit and touch-up inside/outside are decided against the bounds
    /// grown by it (Obs: "~70 pt").
    static let controlTrackingMargin: CGFloat = 70
    /// A stepper held down starts repeating after this long (Est).
    static let stepperAutorepeatDelay: TimeInterval = 0.5
    /// …and then steps this often (Est).
    static let stepperAutorepeatInterval: TimeInterval = 0.1

    // MARK: Scroll view (UIScrollView)

    /// With `delaysContentTouches`, content hears of a still finger this long after it
    /// touched down (Obs, R-V2).
    static let scrollContentTouchDelay: TimeInterval = 0.15
    /// `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond (Doc).
    static let scrollDecelerationRateNormal: CGFloat = 0.998
    /// `UIScrollView.DecelerationRate.fast` (Doc).
    static let scrollDecelerationRateFast: CGFloat = 0.99
    /// Deceleration ends when less than this much travel is left on every axis; below it
    /// no deceleration starts at all (Est).
    static let scrollDecelerationStopDistance: CGFloat = 0.5
    /// Rubber band: past an edge the content sits (1 − 1/(x·c/d + 1))·d beyond it for a
    /// finger overshoot x on an axis of bounds size d, with this c (Decision, R-V4).
    static let scrollRubberBandCoefficient: CGFloat = 0.55
    /// The angular frequency ω, per second, of the critically damped spring that brings
    /// content back to an edge or onto a page: it settles to 2 % in 5.83/ω ≈ 0.49 s (Est,
    /// R-V4 "about 0.5 s").
    static let scrollSpringFrequency: CGFloat = 12
    /// With paging, a release at least this fast (points per second) goes to the next
    /// page in its direction; a slower one settles on the nearest page (Est, R-V5).
    static let scrollPagingFlickVelocity: CGFloat = 500
    /// Animated scrolls and zooms (`setContentOffset(_:animated:)`,
    /// `scrollRectToVisible(_:animated:)`, `zoom(to:animated:)`, a zoom bouncing back into
    /// its limits, a target chosen in `scrollViewWillEndDragging`) take this long (Est).
    static let scrollAnimationDuration: TimeInterval = 0.3
    /// Scroll animations advance once per display frame, 60 Hz (Est).
    static let scrollFrameInterval: TimeInterval = 1.0 / 60
    /// With directional lock, a drag whose smaller component is at most this fraction of
    /// the larger one when it begins is locked to the larger one's axis (Est).
    static let scrollDirectionalLockRatio: CGFloat = 0.5

    // MARK: Pointer (R-P5)

    /// A mouse wheel's scroll gesture ends this long after its last notch (Est).
    static let wheelScrollEndDelay: TimeInterval = 0.1
}
