import Foundation

/// A pan that only starts at the edge of the screen: the "swipe in from the side" gesture
/// of navigation and system panels.
///
/// It is a ``UIPanGestureRecognizer`` whose first finger must come down within 13 points
/// of one of the window's ``edges``; any other start fails it at once, saying how far
/// from the nearest listed edge the finger came down. It follows a single
/// finger and holds the touch back from its view while undecided (`delaysTouchesBegan`),
/// so content under the edge does not react to a gesture that turns out to be the edge
/// pan (behavior rules §7, R-D3).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The window edges a gesture may start from; empty until set, and an empty set never
    /// begins.
    open var edges: UIRectEdge = []

    /// Creates an edge pan with no targets and no edges: one finger at most, touch-down
    /// delayed.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
        delaysTouchesBegan = true
    }

    /// Fails at once unless the attempt's first finger came down near a listed edge.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let startsAttempt = attemptTouches.count == touches.count
        super.touchesBegan(touches, with: event)
        guard startsAttempt else { return }
        // After `super`, the tracked touches are the ones the pan kept.
        var distance = CGFloat.infinity
        for touch in self.touches { distance = min(distance, distanceToListedEdge(touch)) }
        let region = GestureThresholds.screenEdgeRegion
        guard distance > region else { return }
        if edges.isEmpty { return fail(because: FailureReason("no edges are set")) }
        fail(because: FailureReason("came down {value} from the nearest listed edge (allowed {limit})",
                                    measured: .init(Double(distance), limit: Double(region), unit: .points)))
    }

    /// How far inside its window `touch` came down from the nearest listed edge; infinite
    /// with no edge listed.
    private func distanceToListedEdge(_ touch: UITouch) -> CGFloat {
        guard let bounds = touch.window?.bounds else { return .infinity }
        let point = touch.windowLocation
        var distance = CGFloat.infinity
        if edges.contains(.top) { distance = min(distance, point.y - bounds.minY) }
        if edges.contains(.left) { distance = min(distance, point.x - bounds.minX) }
        if edges.contains(.bottom) { distance = min(distance, bounds.maxY - point.y) }
        if edges.contains(.right) { distance = min(distance, bounds.maxX - point.x) }
        return distance
    }
}
