import Foundation

extension UIView {
    /// Options for animating views with the `UIView.animate…` methods (R-AN2–R-AN4). Raw
    /// values as UIKit's.
    ///
    /// Touchstone acts on `allowUserInteraction`, `beginFromCurrentState`, `repeat`,
    /// `autoreverse`, `layoutSubviews`, the curves and `overrideInheritedDuration` /
    /// `overrideInheritedCurve`; the transitions and the rest are kept as values (there is
    /// nothing to draw).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time, so that they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animating views receive touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the value of the animation in flight rather than its end value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backward after forward.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration inside another's block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this animation's curve inside another's block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the content while animating (no drawing here).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows the views of a transition instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores the options of an enclosing animation.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips from left to right around the vertical axis.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from right to left around the vertical axis.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves from one view to the other.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from top to bottom around the horizontal axis.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from bottom to top around the horizontal axis.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
    }

    /// Options for ``animateKeyframes(withDuration:delay:options:animations:completion:)``.
    /// Raw values as UIKit's; the calculation modes other than discrete move linearly
    /// between keyframes.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the animating views receive touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the value of the animation in flight.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backward after forward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration inside another's block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignores the options of an enclosing animation.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Moves linearly between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from keyframe to keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pace (moves linearly here).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes (moves linearly here).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Even pace along a smooth curve (moves linearly here).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The timing curves of animations. Raw values as UIKit's.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even speed.
        case linear = 3
    }
}
