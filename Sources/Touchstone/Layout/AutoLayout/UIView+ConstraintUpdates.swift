import Foundation

/// The update-constraints pass (R-AL2): before each layout pass, the views that asked
/// with `setNeedsUpdateConstraints()` hear `updateConstraints()` (a view controller's root
/// view's controller hears `updateViewConstraints()` in its place), subviews before their
/// superviews ("updates the constraints from the bottom up", UIKit's `UIView.h`); then the
/// engine takes the constraints they made, and the layout pass runs top-down.
extension UIView {
    /// Marks the view for the next update pass and tells its ancestors, as a layout mark
    /// does (R-LY1), so that the window's check before an event stays one read.
    func markNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        var view: UIView? = superview
        while let current = view {
            current.layoutState.descendantNeedsUpdateConstraints = true
            view = current.superview
        }
        noteDescendantNeedsLayout()
    }

    /// `updateConstraintsIfNeeded()`: the pass over this subtree, subviews first, then the
    /// engine brought up to date.
    func runConstraintUpdatePass() {
        updateMarkedConstraints()
        layoutEngineIfAny?.synchronize()
    }

    private func updateMarkedConstraints() {
        var rounds = 0
        while (layoutState.needsUpdateConstraints || layoutState.descendantNeedsUpdateConstraints)
                && rounds < Self.maximumLayoutRounds {
            rounds += 1
            if layoutState.descendantNeedsUpdateConstraints {
                layoutState.descendantNeedsUpdateConstraints = false
                for subview in subviews where subview.superview === self {
                    subview.updateMarkedConstraints()
                }
            }
            if layoutState.needsUpdateConstraints {
                layoutState.needsUpdateConstraints = false
                if let controller = viewController { controller.updateViewConstraints() } else { updateConstraints() }
            }
        }
    }

    /// What each round of a layout pass does first (R-AL2): the update pass, the engine
    /// brought up to date, and the guides that follow margins and the safe area moved.
    func prepareAutoLayout() {
        guard let engine = layoutEngineIfAny else {
            if layoutState.needsUpdateConstraints || layoutState.descendantNeedsUpdateConstraints { updateMarkedConstraints() }
            return
        }
        if layoutState.needsUpdateConstraints || layoutState.descendantNeedsUpdateConstraints { updateMarkedConstraints() }
        engine.refreshInsetGuides()
        engine.synchronize()
    }
}
