import Foundation

/// A view's part in the layout pass (R-LY1–R-LY4): whether it, or a view below it, waits
/// for `layoutSubviews`, and how it follows its superview's size.
///
/// The two flags make the pass cheap: a mark climbs to the window, setting
/// ``descendantNeedsLayout`` on the way, so that the window answers "is there layout to
/// do?" with one read before each event, and the pass walks only the branches that lead
/// to a marked view.
struct LayoutState {
    /// The view's own `layoutSubviews` is due.
    var needsLayout = false
    /// A view below this one needs layout; on a window, also that a controller waits for
    /// its `viewDidAppear(_:)` (R-AP1).
    var descendantNeedsLayout = false
    /// The view's `updateConstraints()` is due (R-AL2).
    var needsUpdateConstraints = false
    /// A view below this one waits for `updateConstraints()`.
    var descendantNeedsUpdateConstraints = false
    /// The view waits for the display pass: it never displayed, or was marked since
    /// (R-DR1).
    var needsDisplay = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true

    /// Whether the pass has anything to do here or below.
    var isPending: Bool { needsLayout || descendantNeedsLayout }
}
