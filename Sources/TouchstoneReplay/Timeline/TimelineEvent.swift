import Foundation
import Touchstone
import TouchstoneFormats

/// One thing that happened during a replay, in the order it happened: the record that
/// the text, JSON and SVG renderers all draw from.
public struct TimelineEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// A finger changed, as the input says. For `began`: the hit-test view and the
        /// recognizers fixed for the touch (R-A1).
        case touch(finger: Int, phase: TouchPhase, location: CGPoint, view: String?, recognizers: [String])
        /// A view's `touchesBegan`/`Moved`/`Ended`/`Cancelled` for these touches; `view` is
        /// their hit-test view.
        case delivery(view: String, phase: TouchPhase, touches: [DeliveredTouch])
        /// An arbitration decision, as the engine recorded it (`GestureDecision`).
        case decision(Decision)
        /// A recognizer's action, with the state it reported and its location in the
        /// window, plus the values its class reports (translation, scale…).
        case action(recognizer: String, state: String, location: CGPoint, values: [NamedValue])
        /// A control sent an event (`touchUpInside`, `valueChanged`…), with its value after it.
        case control(view: String, event: String, values: [NamedValue])
        /// The pointer did something, as the input says (R-P2, R-P4–R-P6): `change` says
        /// what it was for the pointer. For a press: the hit-test view and the recognizers
        /// fixed for its touch (R-A1).
        case pointer(PointerEvent, change: PointerChange, view: String?, recognizers: [String])
        /// A key changed, as the input says (R-R5); for `began`, the responder its press
        /// went to (the first responder, or the window) and the recognizers that received
        /// it.
        case key(KeyEvent, responder: String?, recognizers: [String])
        /// A responder's `pressesBegan`/`Changed`/`Ended`/`Cancelled` for presses of
        /// these key codes (`UIKeyboardHIDUsage` raw values); `responder` is the one
        /// the presses went to.
        case presses(responder: String, phase: UIPress.Phase, keyCodes: [Int])
    }

    /// What a pointer event was, given what the pointer did before.
    public enum PointerChange: String, Sendable, Equatable {
        /// A move with no button held (R-P4).
        case hover
        /// A move that pressed a button: the pointer's touch began (R-P2).
        case press
        /// A move with buttons held, or a change of the held buttons.
        case drag
        /// A move that released the last button: the touch ended.
        case release
        /// The pointer left the window.
        case exit
        /// A wheel notch or trackpad scroll (R-P5).
        case scroll
        /// A trackpad pinch or rotation (R-P6).
        case transform
    }

    /// The number a delivery gives the pointer's touch, where a finger's touch has its
    /// finger (R-P2).
    public static let pointerFinger = Int.min

    /// The engine's record of a decision, with names instead of objects.
    public struct Decision: Sendable, Equatable {
        /// The name of the recognizer decided about.
        public var recognizer: String
        /// `began`, `recognized`, `waiting`, `failed` or `cancelled`.
        public var outcome: String
        /// The behavior rule, such as `R-A3`.
        public var rule: String
        /// The other recognizer involved, if any.
        public var other: String?
        /// The view involved (one that vetoed), if any.
        public var view: String?
        /// The engine's short explanation, such as `excluded by swipe`, or the recognizer's
        /// own reason when it failed by itself.
        public var reason: String
        /// The recognizer's own reason, with its numbers, when it failed or cancelled by
        /// itself (`GestureDecision.failureReason`).
        public var failureReason: UIGestureRecognizer.FailureReason?
        /// The engine's own one-line summary: `pan failed at 0.412 s: excluded by swipe (R-A3)`.
        public var summary: String
    }

    /// A touch in a delivery: its finger, and when that finger lifted if it lifted before
    /// the delivery (an end held back by `delaysTouchesEnded`, R-D4), which tells it from
    /// a later touch of the same finger.
    public struct DeliveredTouch: Sendable, Equatable, Comparable {
        /// The finger number, as in the input.
        public var finger: Int
        /// When the finger lifted, if that was before this delivery.
        public var liftedAt: TimeInterval?

        /// Orders by finger, then earlier lifts first.
        public static func < (lhs: DeliveredTouch, rhs: DeliveredTouch) -> Bool {
            (lhs.finger, lhs.liftedAt ?? .infinity) < (rhs.finger, rhs.liftedAt ?? .infinity)
        }
    }

    /// A named number an action reports, such as `translationX`.
    public struct NamedValue: Sendable, Equatable {
        /// The value's name, such as `scale`.
        public var name: String
        /// The value.
        public var value: Double
    }

    /// Seconds from the start of the input.
    public var time: TimeInterval
    /// What happened.
    public var kind: Kind
}
