import Foundation

/// The object a recognizer asks about its relations to touches and to other recognizers.
///
/// Every method is optional, as in UIKit: the default implementations give UIKit's
/// defaults (receive every touch, begin, do not recognize simultaneously, no failure
/// requirements). The gesture environment asks these at the moments the behavior rules
/// give: `shouldReceive` once per new touch before `touchesBegan` (R-A1), `ShouldBegin`
/// when the recognizer leaves `possible` (R-S4), the others when two recognizers meet
/// (R-A3–R-A5).
///
/// UIKit finds these methods at run time by name; Swift binds them when the class adopts
/// the protocol. Two consequences for ported code (see <doc:PortingFromUIKit>):
///
/// - A method may name a recognizer subclass where the protocol says
///   `UIGestureRecognizer`, as Objective-C samples often do
///   (`gestureRecognizerShouldBegin(_ pan: UIPanGestureRecognizer)`): the associated types
///   below take that type, and the method is asked about recognizers of that type only;
///   for others the engine uses UIKit's default answer.
/// - A method must be declared in the class that adopts the protocol. A subclass's method
///   of the same name is not seen, because Swift dispatches protocol methods through the
///   adopting class; declare the method there and override it. When a subclass's
///   question is answered by a default of its superclass's adoption, the recognizer writes
///   a note saying so to standard error, once per delegate class in the process (never
///   for a subclass of `UIScrollView`, which adopts the protocol for its own recognizers:
///   override its open methods instead).
///
/// The associated types exist for that narrowing only; a delegate never names them.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// The recognizer type ``gestureRecognizerShouldBegin(_:)`` is written for.
    associatedtype ShouldBeginRecognizer: UIGestureRecognizer = UIGestureRecognizer
    /// The recognizer types ``gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)``
    /// is written for.
    associatedtype SimultaneousRecognizer: UIGestureRecognizer = UIGestureRecognizer
    /// See ``SimultaneousRecognizer``.
    associatedtype SimultaneousOtherRecognizer: UIGestureRecognizer = UIGestureRecognizer
    /// The recognizer types ``gestureRecognizer(_:shouldRequireFailureOf:)`` is written for.
    associatedtype RequireFailureRecognizer: UIGestureRecognizer = UIGestureRecognizer
    /// See ``RequireFailureRecognizer``.
    associatedtype RequireFailureOtherRecognizer: UIGestureRecognizer = UIGestureRecognizer
    /// The recognizer types ``gestureRecognizer(_:shouldBeRequiredToFailBy:)`` is written for.
    associatedtype RequiredToFailRecognizer: UIGestureRecognizer = UIGestureRecognizer
    /// See ``RequiredToFailRecognizer``.
    associatedtype RequiredToFailOtherRecognizer: UIGestureRecognizer = UIGestureRecognizer
    /// The recognizer type `gestureRecognizer(_:shouldReceive:)` (touch) is written for.
    associatedtype ReceiveTouchRecognizer: UIGestureRecognizer = UIGestureRecognizer
    /// The recognizer type `gestureRecognizer(_:shouldReceive:)` (event) is written for.
    associatedtype ReceiveEventRecognizer: UIGestureRecognizer = UIGestureRecognizer
    /// The recognizer type `gestureRecognizer(_:shouldReceive:)` (press) is written for.
    associatedtype ReceivePressRecognizer: UIGestureRecognizer = UIGestureRecognizer

    /// Whether `gestureRecognizer` may leave `possible`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: ShouldBeginRecognizer) -> Bool
    /// Whether the two recognizers may recognize at the same time (R-A4).
    func gestureRecognizer(_ gestureRecognizer: SimultaneousRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: SimultaneousOtherRecognizer) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail (R-A5).
    func gestureRecognizer(_ gestureRecognizer: RequireFailureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: RequireFailureOtherRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail (R-A5).
    func gestureRecognizer(_ gestureRecognizer: RequiredToFailRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: RequiredToFailOtherRecognizer) -> Bool
    /// Whether `gestureRecognizer` receives `touch` (R-A1).
    func gestureRecognizer(_ gestureRecognizer: ReceiveTouchRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether `gestureRecognizer` receives anything of `event`; asked before the touch
    /// question.
    func gestureRecognizer(_ gestureRecognizer: ReceiveEventRecognizer, shouldReceive event: UIEvent) -> Bool
    /// Whether `gestureRecognizer` receives `press`, one of a type it allows; asked once
    /// per new press, after the event question (R-R5).
    func gestureRecognizer(_ gestureRecognizer: ReceivePressRecognizer, shouldReceive press: UIPress) -> Bool
}

// Each default tells the recognizer it ran (`usedDelegateDefault`): that is how the engine
// learns what the delegate implements, for the one-time note on subclasses above and, for
// the two failure-requirement questions, to stop asking a delegate that always answers
// `false` (R-A5), which keeps arbitration linear in the recognizers on the touched path.
extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: ShouldBeginRecognizer) -> Bool {
        gestureRecognizer.usedDelegateDefault(of: self, for: .shouldBegin)
        return true
    }
    public func gestureRecognizer(_ gestureRecognizer: SimultaneousRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: SimultaneousOtherRecognizer) -> Bool {
        gestureRecognizer.usedDelegateDefault(of: self, for: .recognizeSimultaneously)
        return false
    }
    public func gestureRecognizer(_ gestureRecognizer: RequireFailureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: RequireFailureOtherRecognizer) -> Bool {
        gestureRecognizer.usedDelegateDefault(of: self, for: .requireFailureOf)
        return false
    }
    public func gestureRecognizer(_ gestureRecognizer: RequiredToFailRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: RequiredToFailOtherRecognizer) -> Bool {
        gestureRecognizer.usedDelegateDefault(of: self, for: .beRequiredToFailBy)
        return false
    }
    public func gestureRecognizer(_ gestureRecognizer: ReceiveTouchRecognizer, shouldReceive touch: UITouch) -> Bool {
        gestureRecognizer.usedDelegateDefault(of: self, for: .receiveTouch)
        return true
    }
    public func gestureRecognizer(_ gestureRecognizer: ReceiveEventRecognizer, shouldReceive event: UIEvent) -> Bool {
        gestureRecognizer.usedDelegateDefault(of: self, for: .receiveEvent)
        return true
    }
    public func gestureRecognizer(_ gestureRecognizer: ReceivePressRecognizer, shouldReceive press: UIPress) -> Bool {
        gestureRecognizer.usedDelegateDefault(of: self, for: .receivePress)
        return true
    }
}
