import Foundation

extension UITouch {
    /// A touch that never reached a window: what a test driver hands back for input the
    /// window refused, so that a refused touch-down is reported to the test and the run
    /// goes on. It is `cancelled`, has no view, no window and no recognizers.
    package static func unsent(finger: Int, location: CGPoint, timestamp: TimeInterval) -> UITouch {
        let finite = location.x.isFinite && location.y.isFinite ? location : .zero
        let touch = UITouch(finger: finger, serial: 0, sequence: 0, location: finite, timestamp: timestamp, tapCount: 0,
                            view: nil, window: UIWindow.Reference(), type: .direct, force: 0, majorRadius: 0)
        touch.phase = .cancelled
        return touch
    }
}
