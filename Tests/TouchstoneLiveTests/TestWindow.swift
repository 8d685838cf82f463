import Touchstone
import TouchstoneLive

/// A phone-sized window with one full-window view carrying `recognizers`.
@MainActor
func makeWindow(recognizers: [UIGestureRecognizer]) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
    return window
}
