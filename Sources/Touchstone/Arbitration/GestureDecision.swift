import Foundation

/// Where a recognizer stands in its window's arbitration for the current attempt.
enum ArbitrationStatus {
    /// In `possible`, not asking for anything yet.
    case idle
    /// Asked to begin or recognize; waiting for failure requirements (R-A6) or for the
    /// next settle step to decide.
    case pending
    /// Began or recognized: its actions go out (R-S5).
    case effective
    /// Failed, or was cancelled before it took effect: it will never act in this attempt.
    case defeated

    var isUndecided: Bool { self == .idle || self == .pending }
}

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
    /// A short explanation, such as `excluded by swipe`.
    public let reason: String

    /// `pan failed at 0.412 s: excluded by swipe (R-A3)`.
    public var summary: String {
        let time = String(format: "%.3f", self.time)
        return "\(recognizer.displayName) \(outcome.rawValue) at \(time) s: \(reason) (\(rule))"
    }
}
