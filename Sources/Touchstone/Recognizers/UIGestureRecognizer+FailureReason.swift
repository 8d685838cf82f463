import Foundation

extension UIGestureRecognizer {
    /// Why a recognizer failed, or cancelled itself: a sentence with the number that
    /// decided it beside its limit and, for a discrete recognizer, how close it came to
    /// recognizing.
    ///
    /// This is a Touchstone addition; UIKit says only that a recognizer failed. Every
    /// built-in recognizer gives a reason whenever it fails or cancels by itself (every
    /// threshold of the behavior rules, §7), such as `moved 52.3 pt from where the first tap came down
    /// (allowed 45 pt)` or `did not move far enough right within 0.5 s; closest: 24.1 of
    /// 26.5 pt (91 %)`. The engine's record of the failure, ``GestureDecision``, carries
    /// it to ``UIWindow/gestureDecisionHandler``, and the `touchstone replay --explain`
    /// output, its JSON timeline and its SVG tooltips show it.
    ///
    /// A subclass of your own gives its reason by setting
    /// ``UIGestureRecognizer/failureReason`` just before it sets `state` to `.failed` (or
    /// `.cancelled`). The words may name the numbers of ``measured``: `{value}` and
    /// `{limit}` are replaced by them, with their unit, when the words are read:
    ///
    /// ```swift
    /// failureReason = FailureReason("the fit error is {value} of the radius (allowed {limit})",
    ///                               measured: .init(error * 100, limit: tolerance * 100, unit: .percent))
    /// state = .failed
    /// ```
    ///
    /// The words are a string literal (a `StaticString`, as `os_log`'s format is) and the
    /// numbers go in ``measured`` and ``closest``: recording a reason then costs no more
    /// than storing a few numbers, with nothing allocated or retained, and the sentence
    /// is only put together when ``description`` is read (when someone listens). A reason
    /// that must name something only known at run time, such as the closest shape of a
    /// shape recognizer, passes it as ``subject``, which `{subject}` in the words stands for.
    public struct FailureReason: Sendable, Equatable, CustomStringConvertible {
        /// A number the recognizer measured, beside the limit it was held to.
        public struct Quantity: Sendable, Equatable {
            /// What was measured: how far the finger moved, how long it stayed down…
            public var value: Double
            /// The limit it was compared with: the most allowed, or the least needed.
            public var limit: Double
            /// The unit of both.
            public var unit: Unit

            /// A measured `value` and its `limit`, both in `unit`.
            public init(_ value: Double, limit: Double, unit: Unit) {
                self.value = value
                self.limit = limit
                self.unit = unit
            }
        }

        /// The unit of a ``Quantity``; the raw value is its symbol.
        public enum Unit: String, Sendable {
            /// Window points.
            case points = "pt"
            /// Seconds of host time.
            case seconds = "s"
            /// Degrees of angle.
            case degrees = "°"
            /// Percent.
            case percent = "%"
            /// A number of fingers.
            case fingers
            /// A number of taps.
            case taps
        }

        /// The words and numbers: plain values, copied without reference counting, which
        /// is how the engine stores every failure of every recognizer (the subject, a
        /// `String`, is kept apart and is rare).
        struct Core {
            let template: StaticString
            let measured: Quantity?
            let closest: Quantity?
        }
        let core: Core

        /// The reason in words, in which `{value}` and `{limit}` stand for the numbers of
        /// ``measured``.
        public var words: String { core.template.description }
        /// The number that made the recognizer fail, beside its limit; `nil` when no
        /// number did (a touch cancelled by the system).
        public var measured: Quantity? { core.measured }
        /// A name the words refer to as `{subject}`, such as the shape a drawing came
        /// closest to; `nil` for most reasons.
        public let subject: String?
        /// How close the recognizer came to recognizing: the best value it reached
        /// (``Quantity/value``) towards what it needed then (``Quantity/limit``), such as a
        /// swipe's farthest progress or a double tap's taps; `nil` when it does not apply.
        public var closest: Quantity? { core.closest }

        /// A reason in `words`, with the number that decided it and how close the
        /// recognizer came to recognizing. `{value}` and `{limit}` in the words stand for
        /// the numbers of `measured`, `{subject}` for `subject`.
        public init(_ words: StaticString, measured: Quantity? = nil, closest: Quantity? = nil, subject: String? = nil) {
            self.init(core: Core(template: words, measured: measured, closest: closest), subject: subject)
        }

        init(core: Core, subject: String?) {
            self.core = core
            self.subject = subject
        }

        /// Reasons are equal when their words, numbers and subjects are.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.words == rhs.words && lhs.measured == rhs.measured && lhs.closest == rhs.closest && lhs.subject == rhs.subject
        }

        /// The reason as a sentence: the words with their numbers, then how close it came:
        /// `the next tap did not begin within 0.35 s of the lift; closest: 1 of 2 taps`.
        public var description: String {
            var text = words
            if let measured {
                text = text.replacingOccurrences(of: "{value}", with: Self.format(measured.value, measured.unit))
                    .replacingOccurrences(of: "{limit}", with: Self.format(measured.limit, measured.unit))
            }
            if let subject { text = text.replacingOccurrences(of: "{subject}", with: subject) }
            if let closest {
                text += "; closest: \(Self.number(closest.value, closest.unit)) of \(Self.format(closest.limit, closest.unit))"
                if closest.unit.isContinuous && closest.limit > 0 {
                    text += " (\(Self.number(100 * closest.value / closest.limit, .percent)) %)"
                }
            }
            return text
        }

        /// `52.3 pt`, `0.35 s`, `6.1°`, `14.2 %`, `1 finger`, `2 taps`.
        private static func format(_ value: Double, _ unit: Unit) -> String {
            let number = number(value, unit)
            switch unit {
            case .degrees: return number + unit.rawValue
            case .fingers: return value == 1 ? "1 finger" : "\(number) fingers"
            case .taps: return value == 1 ? "1 tap" : "\(number) taps"
            default: return "\(number) \(unit.rawValue)"
            }
        }

        /// The number alone: seconds to the millisecond, counts whole, the rest to a tenth,
        /// without trailing zeros.
        private static func number(_ value: Double, _ unit: Unit) -> String {
            var text: String
            switch unit {
            case .seconds: text = String(format: "%.3f", value)
            case .fingers, .taps: return String(format: "%.0f", value)
            default: text = String(format: "%.1f", value)
            }
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text == "-0" ? "0" : text
        }
    }
}

extension UIGestureRecognizer.FailureReason.Unit {
    /// Whether the unit measures something continuous, for which a percentage says how
    /// close a value came.
    var isContinuous: Bool { self != .fingers && self != .taps }
}

// MARK: What the built-in recognizers share

extension UIGestureRecognizer {
    /// Records why, then sets `state`: `.failed`, or `.cancelled` for a gesture that had
    /// begun (R-S3 coerces either to the other as needed).
    func fail(because reason: FailureReason, to state: State = .failed) {
        failureReason = reason
        self.state = state
    }
}

extension UIGestureRecognizer.FailureReason {
    /// The system cancelled one of the recognizer's touches.
    static let touchCancelled = Self("the system cancelled a touch")

    /// More fingers came down than the recognizer takes.
    static func tooManyFingers(_ count: Int, allowed: Int, closest: Quantity? = nil) -> Self {
        Self("{value} came down (allowed {limit})",
             measured: Quantity(Double(count), limit: Double(allowed), unit: .fingers), closest: closest)
    }

    /// The fingers lifted before as many as the recognizer needs were down together.
    static func tooFewFingers(_ count: Int, needed: Int, closest: Quantity? = nil) -> Self {
        Self("lifted with {value} down (needs {limit})",
             measured: Quantity(Double(count), limit: Double(needed), unit: .fingers), closest: closest)
    }
}
