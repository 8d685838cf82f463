import Foundation

extension UIView {
    /// Runs `block` once, `interval` seconds of the window's host time from now (R-O3):
    /// the timer behind a stepper's autorepeat and a scroll view's animations. A view
    /// outside a window has no clock, so it gets no timer (`nil`).
    func scheduleHostTimer(after interval: TimeInterval, _ block: @escaping @MainActor () -> Void) -> VirtualTimer? {
        guard let clock = window?.gestureEnvironment.clock else { return nil }
        let timer = VirtualTimer(block: block)
        clock.schedule(timer, after: interval)
        return timer
    }
}
