import Foundation
import Testing
import Touchstone

/// The view layer's UIKit API surface (docs/UIKitCoverage.md, "View layer"), checked by
/// the compiler as UIKitAPISurfaceTests does: one closure per member pins UIKit's Swift
/// name, labels and types, importing only the public interface. Raw values are those of
/// the iOS 18 SDK's headers (UIView.h: UIViewAnimationOptions, UIViewKeyframeAnimationOptions,
/// UIViewAutoresizing, UIViewAnimationCurve; UIViewAnimating.h), defaults those Apple's
/// pages state.
@MainActor
@Suite struct ViewLayerAPISurfaceTests {
    @Test func signaturesAndDefaultsAreUIKits() {
        let layoutSubviews: @MainActor (UIView) -> Void = { $0.layoutSubviews() }
        let mask: @MainActor (UIView, UIView.AutoresizingMask) -> Void = { $0.autoresizingMask = $1 }
        let animate: @MainActor (TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void,
                                 ((Bool) -> Void)?) -> Void = {
            UIView.animate(withDuration: $0, delay: $1, options: $2, animations: $3, completion: $4)
        }
        let spring: @MainActor (TimeInterval, CGFloat, CGFloat, @escaping () -> Void) -> Void = {
            UIView.animate(withDuration: $0, delay: 0, usingSpringWithDamping: $1, initialSpringVelocity: $2,
                           options: [], animations: $3, completion: nil)
        }
        let keyframe: @MainActor (Double, Double, @escaping () -> Void) -> Void = {
            UIView.addKeyframe(withRelativeStartTime: $0, relativeDuration: $1, animations: $2)
        }
        let transition: @MainActor (UIView, TimeInterval, (() -> Void)?) -> Void = {
            UIView.transition(with: $0, duration: $1, options: .transitionCrossDissolve, animations: $2)
        }
        let presentation: @MainActor (CALayer) -> CALayer? = { $0.presentation() }
        let willTransition: @MainActor (UIViewController, CGSize, any UIViewControllerTransitionCoordinator) -> Void = {
            $0.viewWillTransition(to: $1, with: $2)
        }
        let alongside: @MainActor (any UIViewControllerTransitionCoordinator) -> Bool = {
            $0.animate(alongsideTransition: { _ in }, completion: nil)
        }
        let finish: @MainActor (UIViewPropertyAnimator, UIViewAnimatingPosition) -> Void = { $0.finishAnimation(at: $1) }
        let fraction: @MainActor (UIViewPropertyAnimator, CGFloat) -> Void = { $0.fractionComplete = $1 }
        _ = (layoutSubviews, mask, animate, spring, keyframe, transition, presentation, willTransition, alongside,
             finish, fraction)

        // Defaults (Apple: autoresizingMask "UIViewAutoresizingNone", autoresizesSubviews
        // "The default value is true"; CALayer: cornerRadius 0, shadowOpacity 0,
        // shadowOffset (0, -3), shadowRadius 3; UIViewPropertyAnimator.isUserInteractionEnabled
        // true; UIViewController.shouldAutomaticallyForwardAppearanceMethods true).
        let view = UIView(frame: .zero)
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews)
        #expect(view.layer.cornerRadius == 0 && view.layer.shadowOpacity == 0)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3) && view.layer.shadowRadius == 3)
        #expect(UIViewPropertyAnimator(duration: 1, curve: .linear).isUserInteractionEnabled)
        #expect(UIViewController().shouldAutomaticallyForwardAppearanceMethods)
        #expect(CATransform3DIsIdentity(view.layer.transform))
    }

    @Test func rawValuesAreUIKits() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1 << 0)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 1 << 1)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 1 << 2)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 1 << 3)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 1 << 4)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 1 << 5)
        #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 1 << 1)
        #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 1 << 2)
        #expect(UIView.AnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
        #expect(UIViewAnimatingState.stopped.rawValue == 2)
        #expect(UIViewAnimatingPosition.current.rawValue == 2)
    }
}
