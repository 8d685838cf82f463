import Foundation
import Testing
import Touchstone

/// UIKit's API surface, checked by the compiler, and the defaults and raw values UIKit
/// documents, checked by the tests (see docs/UIKitCoverage.md for the member-by-member
/// audit this samples).
///
/// Each `let` below names one member of each audited type with UIKit's Swift name and
/// argument labels, and pins its parameter and result types with the closure's declared
/// type: a renamed member, a changed label, an optional that UIKit does not have (or the
/// reverse) or a read-only property UIKit lets you set stops this file compiling. Only the
/// public interface is imported (no `@testable`), as an app sees it.
///
/// Defaults are those Apple's documentation states, each page cited. Raw values are those
/// of the iOS 18 SDK's headers (Apple's pages do not print them), cited by header and
/// constant; they are what code that stores or transmits these values depends on.
@MainActor
@Suite struct UIKitAPISurfaceTests {
    // MARK: Recognizers

    @Test func recognizerDefaultsAreUIKits() {
        // The signatures, one per recognizer type.
        let location: @MainActor (UIGestureRecognizer, UIView?) -> CGPoint = { $0.location(in: $1) }
        let locationOfTouch: @MainActor (UIGestureRecognizer, Int, UIView?) -> CGPoint = { $0.location(ofTouch: $1, in: $2) }
        let requireToFail: @MainActor (UIGestureRecognizer, UIGestureRecognizer) -> Void = { $0.require(toFail: $1) }
        let setState: @MainActor (UIGestureRecognizer, UIGestureRecognizer.State) -> Void = { $0.state = $1 }
        let ignorePress: @MainActor (UIGestureRecognizer, UIPress, UIPressesEvent) -> Void = { $0.ignore($1, for: $2) }
        let translation: @MainActor (UIPanGestureRecognizer, UIView?) -> CGPoint = { $0.translation(in: $1) }
        let setTranslation: @MainActor (UIPanGestureRecognizer, CGPoint, UIView?) -> Void = { $0.setTranslation($1, in: $2) }
        let panVelocity: @MainActor (UIPanGestureRecognizer, UIView?) -> CGPoint = { $0.velocity(in: $1) }
        let edges: @MainActor (UIScreenEdgePanGestureRecognizer, UIRectEdge) -> Void = { $0.edges = $1 }
        let scale: @MainActor (UIPinchGestureRecognizer) -> CGFloat = { $0.scale }
        let rotation: @MainActor (UIRotationGestureRecognizer) -> CGFloat = { $0.rotation }
        let buttonMaskRequired: @MainActor (UITapGestureRecognizer, UIEvent.ButtonMask) -> Void = { $0.buttonMaskRequired = $1 }
        let hover: @MainActor (UIHoverGestureRecognizer) -> CGPoint = { $0.location(in: nil) }
        let shouldReceive: @MainActor (UIGestureRecognizer, UIEvent) -> Bool = { $0.shouldReceive($1) }
        _ = (location, locationOfTouch, requireToFail, setState, ignorePress, translation, setTranslation,
             panVelocity, edges, scale, rotation, buttonMaskRequired, hover, shouldReceive)

        // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
        // ("true (the default)"), …/delaystouchesbegan ("false (the default)"),
        // …/delaystouchesended ("true (the default)").
        let recognizer = UIGestureRecognizer()
        #expect(recognizer.cancelsTouchesInView == true)
        #expect(recognizer.delaysTouchesBegan == false)
        #expect(recognizer.delaysTouchesEnded == true)

        // https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftapsrequired
        // and …/numberoftouchesrequired: "The default value is 1."
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)

        // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration
        // ("The default duration is 0.5 seconds") and …/allowablemovement ("The default
        // distance is 10 points").
        let longPress = UILongPressGestureRecognizer()
        #expect(longPress.minimumPressDuration == 0.5)
        #expect(longPress.allowableMovement == 10)

        // https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.property
        // ("The default direction is right").
        #expect(UISwipeGestureRecognizer().direction == .right)
    }

    @Test func recognizerRawValuesAreUIKits() {
        // UIGestureRecognizer.h: UIGestureRecognizerStatePossible … Failed are 0 … 5, and
        // UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded.
        let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIGestureRecognizer.State.recognized == .ended)

        // UISwipeGestureRecognizer.h: Right = 1 << 0, Left = 1 << 1, Up = 1 << 2, Down = 1 << 3.
        let directions: [UISwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
        #expect(directions.map(\.rawValue) == [1, 2, 4, 8])

        // UIPanGestureRecognizer.h: UIScrollTypeDiscrete = 0, UIScrollTypeContinuous = 1;
        // UIScrollTypeMaskAll = Discrete | Continuous.
        #expect([UIScrollType.discrete, .continuous].map(\.rawValue) == [0, 1])
        #expect(UIScrollTypeMask.all == [.discrete, .continuous])
    }

    @Test func aDelegateWrittenWithUIKitsSignaturesConforms() {
        // Every method of UIGestureRecognizerDelegate with UIKit's exact signature; the
        // class compiles only if each one matches a requirement's shape.
        final class Delegate: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { false }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { false }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { false }
        }
        // The methods above are the ones the protocol dispatches to, not overloads beside
        // its defaults (which answer true and false the other way round).
        let delegate: any UIGestureRecognizerDelegate = Delegate()
        let tap = UITapGestureRecognizer()
        tap.delegate = delegate
        #expect(tap.delegate === delegate)
        #expect(delegateAnswers(delegate, tap) == [false, true, true, true])
    }

    private func delegateAnswers<D: UIGestureRecognizerDelegate>(_ delegate: D, _ recognizer: UIGestureRecognizer) -> [Bool] {
        // The associated types default to UIGestureRecognizer, so a general delegate's
        // methods take any recognizer.
        guard let begin = recognizer as? D.ShouldBeginRecognizer,
              let simultaneous = recognizer as? D.SimultaneousRecognizer,
              let simultaneousOther = recognizer as? D.SimultaneousOtherRecognizer,
              let requires = recognizer as? D.RequireFailureRecognizer,
              let requiresOther = recognizer as? D.RequireFailureOtherRecognizer,
              let required = recognizer as? D.RequiredToFailRecognizer,
              let requiredOther = recognizer as? D.RequiredToFailOtherRecognizer else { return [] }
        return [delegate.gestureRecognizerShouldBegin(begin),
                delegate.gestureRecognizer(simultaneous, shouldRecognizeSimultaneouslyWith: simultaneousOther),
                delegate.gestureRecognizer(requires, shouldRequireFailureOf: requiresOther),
                delegate.gestureRecognizer(required, shouldBeRequiredToFailBy: requiredOther)]
    }

    // MARK: Touches, events, presses and keys

    @Test func touchEventAndPressRawValuesAreUIKits() {
        let previousLocation: @MainActor (UITouch, UIView?) -> CGPoint = { $0.previousLocation(in: $1) }
        let azimuth: @MainActor (UITouch, UIView?) -> CGVector = { $0.azimuthUnitVector(in: $1) }
        let touchesForView: @MainActor (UIEvent, UIView) -> Set<UITouch>? = { $0.touches(for: $1) }
        let coalesced: @MainActor (UIEvent, UITouch) -> [UITouch]? = { $0.coalescedTouches(for: $1) }
        let pressesForGesture: @MainActor (UIPressesEvent, UIGestureRecognizer) -> Set<UIPress> = { $0.presses(for: $1) }
        let pressKey: @MainActor (UIPress) -> UIKey? = { $0.key }
        let keyCode: @MainActor (UIKey) -> UIKeyboardHIDUsage = { $0.keyCode }
        let subtype: @MainActor (UIEvent) -> UIEvent.EventSubtype = { $0.subtype }
        _ = (previousLocation, azimuth, touchesForView, coalesced, pressesForGesture, pressKey, keyCode, subtype)

        // UITouch.h: UITouchPhaseBegan … Cancelled are 0 … 4; UITouchTypeDirect,
        // Indirect, Pencil, IndirectPointer are 0 … 3; UITouchPropertyForce … Location are
        // 1 << 0 … 1 << 3.
        #expect([UITouch.Phase.began, .moved, .stationary, .ended, .cancelled].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITouch.Properties.force, .azimuth, .altitude, .location].map(\.rawValue) == [1, 2, 4, 8])

        // UIEvent.h: UIEventTypeTouches, Motion, RemoteControl, Presses are 0 … 3, Scroll
        // is 10, Hover 11, Transform 14; UIEventButtonMaskPrimary = 1 << 0, Secondary =
        // 1 << 1, and, as its comment says, `.button(1) == .primary`, `.button(2) == .secondary`.
        #expect([UIEvent.EventType.touches, .motion, .remoteControl, .presses, .scroll, .hover, .transform]
            .map(\.rawValue) == [0, 1, 2, 3, 10, 11, 14])
        #expect(UIEvent.ButtonMask.primary.rawValue == 1 && UIEvent.ButtonMask.secondary.rawValue == 2)
        // UIEvent.h: UIEventSubtypeNone = 0, MotionShake = 1, RemoteControlPlay …
        // RemoteControlEndSeekingForward = 100 … 109.
        let subtypes: [UIEvent.EventSubtype] = [
            .none, .motionShake, .remoteControlPlay, .remoteControlPause, .remoteControlStop,
            .remoteControlTogglePlayPause, .remoteControlNextTrack, .remoteControlPreviousTrack,
            .remoteControlBeginSeekingBackward, .remoteControlEndSeekingBackward,
            .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward,
        ]
        #expect(subtypes.map(\.rawValue) == [0, 1] + Array(100...109))
        #expect(UIEvent.ButtonMask.button(1) == .primary && UIEvent.ButtonMask.button(2) == .secondary)

        // UIPress.h: UIPressPhaseBegan … Cancelled are 0 … 4; UIPressTypeUpArrow … PlayPause
        // are 0 … 6, PageUp 30, PageDown 31, TVRemoteOneTwoThree 32, TVRemoteFourColors 33.
        #expect([UIPress.Phase.began, .changed, .stationary, .ended, .cancelled].map(\.rawValue) == [0, 1, 2, 3, 4])
        let pressTypes: [UIPress.PressType] = [.upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause,
                                               .pageUp, .pageDown, .tvRemoteOneTwoThree, .tvRemoteFourColors]
        #expect(pressTypes.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 30, 31, 32, 33])

        // UICommand.h: UIKeyModifierAlphaShift = 1 << 16, Shift 1 << 17, Control 1 << 18,
        // Alternate 1 << 19, Command 1 << 20, NumericPad 1 << 21.
        let flags: [UIKeyModifierFlags] = [.alphaShift, .shift, .control, .alternate, .command, .numericPad]
        #expect(flags.map(\.rawValue) == (16...21).map { 1 << $0 })

        // UIKeyConstants.h: the USB HID keyboard page, UIKeyboardHIDUsageKeyboardA = 0x04,
        // ReturnOrEnter = 0x28, Escape = 0x29.
        #expect([UIKeyboardHIDUsage.keyboardA, .keyboardReturnOrEnter, .keyboardEscape].map(\.rawValue) == [0x04, 0x28, 0x29])
    }

    // MARK: Responders, views, windows, controllers

    @Test func responderViewAndControllerMembersKeepUIKitsShapes() {
        let touchesBegan: @MainActor (UIResponder, Set<UITouch>, UIEvent?) -> Void = { $0.touchesBegan($1, with: $2) }
        let pressesBegan: @MainActor (UIResponder, Set<UIPress>, UIPressesEvent?) -> Void = { $0.pressesBegan($1, with: $2) }
        let becomeFirst: @MainActor (UIResponder) -> Bool = { $0.becomeFirstResponder() }
        let next: @MainActor (UIResponder) -> UIResponder? = { $0.next }
        let hitTest: @MainActor (UIView, CGPoint, UIEvent?) -> UIView? = { $0.hitTest($1, with: $2) }
        let pointInside: @MainActor (UIView, CGPoint, UIEvent?) -> Bool = { $0.point(inside: $1, with: $2) }
        let convert: @MainActor (UIView, CGPoint, UIView?) -> CGPoint = { $0.convert($1, to: $2) }
        let convertSpace: @MainActor (UIView, CGRect, any UICoordinateSpace) -> CGRect = { $0.convert($1, from: $2) }
        let willMoveToWindow: @MainActor (UIView, UIWindow?) -> Void = { $0.willMove(toWindow: $1) }
        let exchange: @MainActor (UIView, Int, Int) -> Void = { $0.exchangeSubview(at: $1, withSubviewAt: $2) }
        let recognizers: @MainActor (UIView, [UIGestureRecognizer]?) -> Void = { $0.gestureRecognizers = $1 }
        let rootViewController: @MainActor (UIWindow, UIViewController?) -> Void = { $0.rootViewController = $1 }
        let didMoveToParent: @MainActor (UIViewController, UIViewController?) -> Void = { $0.didMove(toParent: $1) }
        let viewIfLoaded: @MainActor (UIViewController) -> UIView? = { $0.viewIfLoaded }
        _ = (touchesBegan, pressesBegan, becomeFirst, next, hitTest, pointInside, convert, convertSpace,
             willMoveToWindow, exchange, recognizers, rootViewController, didMoveToParent, viewIfLoaded)

        // https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled
        // and …/isexclusivetouch: "The default value of this property is false."
        let view = UIView(frame: .zero)
        #expect(view.isMultipleTouchEnabled == false)
        #expect(view.isExclusiveTouch == false)

        // https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
        // ("This method returns false by default") and …/canresignfirstresponder ("This
        // method returns true by default").
        let responder = UIResponder()
        #expect(responder.canBecomeFirstResponder == false)
        #expect(responder.canResignFirstResponder == true)
    }

    // MARK: Controls and scroll views

    @Test func controlRawValuesAndDefaultsAreUIKits() {
        let addAction: @MainActor (UIControl, UIAction, UIControl.Event) -> Void = { $0.addAction($1, for: $2) }
        let sendActions: @MainActor (UIControl, UIControl.Event) -> Void = { $0.sendActions(for: $1) }
        let beginTracking: @MainActor (UIControl, UITouch, UIEvent?) -> Bool = { $0.beginTracking($1, with: $2) }
        let endTracking: @MainActor (UIControl, UITouch?, UIEvent?) -> Void = { $0.endTracking($1, with: $2) }
        let allTargets: @MainActor (UIControl) -> Set<AnyHashable> = { $0.allTargets }
        let changesSelection: @MainActor (UIButton, Bool) -> Void = { $0.changesSelectionAsPrimaryAction = $1 }
        let setSlider: @MainActor (UISlider, Float, Bool) -> Void = { $0.setValue($1, animated: $2) }
        let thumbRect: @MainActor (UISlider, CGRect, CGRect, Float) -> CGRect = { $0.thumbRect(forBounds: $1, trackRect: $2, value: $3) }
        let setOn: @MainActor (UISwitch, Bool, Bool) -> Void = { $0.setOn($1, animated: $2) }
        let stepValue: @MainActor (UIStepper, Double) -> Void = { $0.stepValue = $1 }
        let insertSegment: @MainActor (UISegmentedControl, String?, Int, Bool) -> Void = { $0.insertSegment(withTitle: $1, at: $2, animated: $3) }
        let currentPage: @MainActor (UIPageControl, Int) -> Void = { $0.currentPage = $1 }
        let momentary: @MainActor (UISegmentedControl, Bool) -> Void = { $0.isMomentary = $1 }
        let direction: @MainActor (UIPageControl, UIPageControl.Direction) -> Void = { $0.direction = $1 }
        let interactionState: @MainActor (UIPageControl) -> UIPageControl.InteractionState = { $0.interactionState }
        let continuous: @MainActor (UIPageControl, Bool) -> Void = { $0.allowsContinuousInteraction = $1 }
        _ = (addAction, sendActions, beginTracking, endTracking, allTargets, changesSelection, setSlider, thumbRect,
             setOn, stepValue, insertSegment, currentPage, momentary, direction, interactionState, continuous)

        // UIControl.h: UIControlEventTouchDown … TouchCancel are 1 << 0 … 1 << 8,
        // ValueChanged 1 << 12, PrimaryActionTriggered 1 << 13, MenuActionTriggered 1 << 14,
        // EditingDidBegin … EditingDidEndOnExit 1 << 16 … 1 << 19, AllTouchEvents 0x0FFF,
        // AllEditingEvents 0x000F_0000, ApplicationReserved 0x0F00_0000, SystemReserved
        // 0xF000_0000, AllEvents 0xFFFF_FFFF.
        let touchEvents: [UIControl.Event] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside,
                                              .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]
        #expect(touchEvents.map(\.rawValue) == (0...8).map { 1 << $0 })
        #expect([UIControl.Event.valueChanged, .primaryActionTriggered, .menuActionTriggered].map(\.rawValue)
            == [1 << 12, 1 << 13, 1 << 14])
        #expect([UIControl.Event.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit].map(\.rawValue)
            == (16...19).map { 1 << $0 })
        #expect([UIControl.Event.allTouchEvents, .allEditingEvents, .applicationReserved, .systemReserved, .allEvents]
            .map(\.rawValue) == [0x0FFF, 0x000F_0000, 0x0F00_0000, 0xF000_0000, 0xFFFF_FFFF])
        // UIControl.h: UIControlStateNormal = 0, Highlighted 1 << 0, Disabled 1 << 1,
        // Selected 1 << 2, Focused 1 << 3, Application 0x00FF_0000, Reserved 0xFF00_0000.
        #expect([UIControl.State.normal, .highlighted, .disabled, .selected, .focused, .application, .reserved]
            .map(\.rawValue) == [0, 1, 2, 4, 8, 0x00FF_0000, 0xFF00_0000])

        // UISegmentedControl.h: UISegmentedControlNoSegment = -1.
        #expect(UISegmentedControl.noSegment == -1)
        // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/ismomentary
        // ("The default value of this property is false").
        #expect(UISegmentedControl(items: nil).isMomentary == false)

        // UIPageControl.h: UIPageControlInteractionStateNone, Discrete, Continuous are 0 … 2;
        // UIPageControlDirectionNatural, LeftToRight, RightToLeft, TopToBottom, BottomToTop
        // are 0 … 4. Defaults: …/uipagecontrol/direction-swift.property ("The default value
        // of this property is UIPageControl.Direction.natural"), interactionState none ("The
        // default interaction state, where no interaction has occurred"),
        // allowsContinuousInteraction YES (UIPageControl.h: "Default is YES").
        #expect([UIPageControl.InteractionState.none, .discrete, .continuous].map(\.rawValue) == [0, 1, 2])
        #expect([UIPageControl.Direction.natural, .leftToRight, .rightToLeft, .topToBottom, .bottomToTop]
            .map(\.rawValue) == [0, 1, 2, 3, 4])
        let pageControl = UIPageControl(frame: .zero)
        #expect(pageControl.direction == .natural)
        #expect(pageControl.interactionState == .none)
        #expect(pageControl.allowsContinuousInteraction == true)

        // https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
        // ("The default value of this property is 100").
        #expect(UIStepper(frame: .zero).maximumValue == 100)
    }

    @Test func scrollViewMembersKeepUIKitsShapes() {
        final class Delegate: UIScrollViewDelegate {
            var target: CGPoint?
            func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) {
                targetContentOffset.pointee = target ?? targetContentOffset.pointee
            }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
        }
        let setOffset: @MainActor (UIScrollView, CGPoint, Bool) -> Void = { $0.setContentOffset($1, animated: $2) }
        let zoom: @MainActor (UIScrollView, CGRect, Bool) -> Void = { $0.zoom(to: $1, animated: $2) }
        let shouldCancel: @MainActor (UIScrollView, UIView) -> Bool = { $0.touchesShouldCancel(in: $1) }
        let shouldBegin: @MainActor (UIScrollView, Set<UITouch>, UIEvent?, UIView) -> Bool = { $0.touchesShouldBegin($1, with: $2, in: $3) }
        let pan: @MainActor (UIScrollView) -> UIPanGestureRecognizer = { $0.panGestureRecognizer }
        let pinch: @MainActor (UIScrollView) -> UIPinchGestureRecognizer? = { $0.pinchGestureRecognizer }
        let rate: @MainActor (UIScrollView, UIScrollView.DecelerationRate) -> Void = { $0.decelerationRate = $1 }
        let delegate: @MainActor (UIScrollView, (any UIScrollViewDelegate)?) -> Void = { $0.delegate = $1 }
        let adjustedInset: @MainActor (UIScrollView) -> UIEdgeInsets = { $0.adjustedContentInset }
        _ = (setOffset, zoom, shouldCancel, shouldBegin, pan, pinch, rate, delegate, adjustedInset)

        // The delegate's method with UIKit's signature is the one the protocol calls.
        let scrollDelegate = Delegate()
        scrollDelegate.target = CGPoint(x: 0, y: 40)
        var target = CGPoint.zero
        (scrollDelegate as any UIScrollViewDelegate).scrollViewWillEndDragging(UIScrollView(frame: .zero),
                                                                               withVelocity: .zero, targetContentOffset: &target)
        #expect(target == CGPoint(x: 0, y: 40))
    }
}
