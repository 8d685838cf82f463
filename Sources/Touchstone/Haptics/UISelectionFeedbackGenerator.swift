import Foundation

/// A generator of the tick a picker or a segmented choice plays as its selection changes
/// (R-DV2).
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick.
    open func selectionChanged() {
        play(.selection)
    }

    /// Plays a selection tick at `location` in the attached view.
    open func selectionChanged(at location: CGPoint) {
        play(.selection, at: location)
    }
}
