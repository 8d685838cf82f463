// The example of the Getting started article (Touchstone.docc/GettingStarted.md).
import Touchstone

@MainActor final class Controller: UIViewController {
    private(set) var actions: [String] = []

    override func viewDidLoad() {
        let double = UITapGestureRecognizer(target: self, action: Controller.handleDoubleTap)
        double.numberOfTapsRequired = 2
        double.name = "double"
        let single = UITapGestureRecognizer(target: self, action: Controller.handleTap)
        single.name = "single"
        single.require(toFail: double)
        view.addGestureRecognizer(double)
        view.addGestureRecognizer(single)
    }

    func handleTap(_ sender: UITapGestureRecognizer) { actions.append("tap at \(sender.location(in: view))") }
    func handleDoubleTap() { actions.append("double tap") }
}

/// A host for one tap: the finger comes down at 0 s and lifts at 0.05 s, on the host's
/// clock; then time moves on to each timer's deadline.
@MainActor func hostOneTap() throws -> (actions: [String], decisions: [String]) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = Controller()
    window.rootViewController = controller   // loads its view, filling the window
    var decisions: [String] = []
    window.gestureDecisionHandler = { decision in decisions.append(decision.summary) }
    let point = CGPoint(x: 100, y: 100)
    try window.sendTouches([TouchInput(finger: 1, phase: .began, location: point)], at: 0)
    try window.sendTouches([TouchInput(finger: 1, phase: .ended, location: point)], at: 0.05)
    while let deadline = window.nextTimerDeadline {
        try window.advanceTime(to: deadline)   // at 0.4 s the double tap fails: the single tap fires
    }
    return (controller.actions, decisions)
}
