import Foundation

/// A generator of the patterns that tell a task's outcome: success, warning, error (R-DV2).
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// A task's outcome, with UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success
        /// The task produced a warning.
        case warning
        /// The task failed.
        case error
    }

    /// Plays the pattern for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        play(.notification(notificationType))
    }

    /// Plays the pattern for `notificationType` at `location` in the attached view.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        play(.notification(notificationType), at: location)
    }
}
