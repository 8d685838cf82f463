import Foundation

/// A pan that only starts at the edge of the screen: the "swipe in from the side" gesture
/// of navigation and system panels.
///
/// It is a ``UIPanGestureRecognizer`` whose first finger must come down within 13 points
/// of one of the window's ``edges``; any other start fails it at once. It follows a single
/// finger and holds the touch back from its view while undecided (`delaysTouchesBegan`),
/// so content under the edge does not react to a gesture that turns out to be the edge
/// pan (behavior rules §7, R-D3).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The window edges a gesture may start from; empty until set, and an empty set never
    /// begins.
    open var edges: UIRectEdge = []

    /// Creates an edge pan with no targets and no edges: one finger at most, touch-down
    /// delayed.
    public override init() {
        super.init()
        maximumNumberOfTouches = 1
        delaysTouchesBegan = true
    }

    /// Fails at once unless the attempt's first finger came down near a listed edge.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let startsAttempt = attemptTouches.count == touches.count
        super.touchesBegan(touches, with: event)
        // After `super`, the tracked touches are the ones the pan kept.
        if startsAttempt && !self.touches.contains(where: startsAtListedEdge) {
            state = .failed
        }
    }

    /// Whether `touch` came down within the edge region of a listed edge of its window.
    private func startsAtListedEdge(_ touch: UITouch) -> Bool {
        guard let bounds = touch.window?.bounds else { return false }
        let point = touch.windowLocation
        let region = GestureThresholds.screenEdgeRegion
        return (edges.contains(.top) && point.y - bounds.minY <= region)
            || (edges.contains(.left) && point.x - bounds.minX <= region)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= region)
            || (edges.contains(.right) && bounds.maxX - point.x <= region)
    }
}
