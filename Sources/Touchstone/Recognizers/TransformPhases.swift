import Foundation

extension UIGestureRecognizer {
    /// Moves a pinch or rotation through a trackpad transform's phases (R-P6), once the
    /// recognizer has taken the trackpad's value: it begins with the gesture (if still
    /// `possible`), changes with it and ends with it while `isFollowing`, sampling `value`
    /// for its velocity; a cancelled transform cancels it (or fails it, had it not begun).
    func followTransform(_ phase: PointerInput.Phase, isFollowing: Bool, value: CGFloat,
                         tracker: inout VelocityTracker<CGFloat>, at time: TimeInterval) {
        switch phase {
        case .began:
            guard state == .possible, isFollowing else { return }
            tracker.add(value, at: time)
            state = .began
        case .changed:
            guard isFollowing else { return }
            tracker.add(value, at: time)
            state = .changed
        case .ended:
            guard isFollowing else { return }
            tracker.end(at: value, time: time)
            state = .ended
        case .cancelled:
            fail(because: .touchCancelled, to: .cancelled)
        }
    }
}
