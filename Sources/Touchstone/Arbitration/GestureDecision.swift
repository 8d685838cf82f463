import Foundation

/// One arbitration decision, with the rule that made it and the other party: the record
/// behind "why did this gesture not fire?".
///
/// The gesture environment reports every decision to ``UIWindow/gestureDecisionHandler``
/// as it makes it; nothing is recorded when no handler is set.
@MainActor
public struct GestureDecision {
    /// What happened to the recognizer.
    public enum Outcome: String, Sendable {
        /// A continuous recognizer took effect and sent `began`.
        case began
        /// A discrete recognizer took effect and sent its action.
        case recognized
        /// The recognizer asked to begin but must wait for another to fail (R-A6).
        case waiting
        /// The recognizer failed: by itself, or through the rule given.
        case failed
        /// The recognizer was cancelled after it had begun.
        case cancelled
    }

    /// The host time of the decision.
    public let time: TimeInterval
    /// The recognizer decided about.
    public let recognizer: UIGestureRecognizer
    /// What happened.
    public let outcome: Outcome
    /// The behavior rule applied, such as `R-A3`; `R-S2` when the recognizer decided by
    /// itself.
    public let rule: String
    /// The other recognizer involved, if any.
    public let other: UIGestureRecognizer?
    /// The view involved (a view that vetoed through `gestureRecognizerShouldBegin`).
    public let view: UIView?
    /// Why the recognizer failed or cancelled itself (R-S2), in words and numbers, as it
    /// said when it did (``UIGestureRecognizer/failureReason``); `nil` for the other
    /// decisions, and for a recognizer that did not say. A Touchstone addition.
    public let failureReason: UIGestureRecognizer.FailureReason?
    /// The engine's own words, used when the recognizer gave no reason.
    private let engineReason: String

    /// The engine's record of a decision. A recognizer's own failure or cancellation
    /// (R-S2) takes the reason the recognizer recorded, if any: its words replace the
    /// engine's generic `reason`.
    init(time: TimeInterval, recognizer: UIGestureRecognizer, outcome: Outcome, rule: String,
         other: UIGestureRecognizer?, view: UIView?, reason: String) {
        self.time = time
        self.recognizer = recognizer
        self.outcome = outcome
        self.rule = rule
        self.other = other
        self.view = view
        let decidedByItself = rule == "R-S2" && (outcome == .failed || outcome == .cancelled)
        failureReason = decidedByItself ? recognizer.failureReason : nil
        engineReason = reason
    }

    /// A short explanation, such as `excluded by swipe`, or the recognizer's own reason:
    /// `moved 52.3 pt from where the first tap came down (allowed 45 pt)`. Put into words
    /// when read.
    public var reason: String { failureReason?.description ?? engineReason }

    /// `pan failed at 0.412 s: excluded by swipe (R-A3)`.
    public var summary: String {
        let time = String(format: "%.3f", self.time)
        return "\(recognizer.displayName) \(outcome.rawValue) at \(time) s: \(reason) (\(rule))"
    }
}

/// `print(decision)` and `"\(decision)"` give its ``GestureDecision/summary``, the sentence
/// a log shows. Isolated to the main actor, as the decision's recognizers are.
extension GestureDecision: @MainActor CustomStringConvertible {
    /// The decision's ``summary``.
    public var description: String { summary }
}
