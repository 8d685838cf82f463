import Foundation
@testable import Touchstone
import TouchstoneTesting

// Shared pieces of the tests' fixtures: the log and the view that writes into it (which
// `Stage` holds), the window the controls' and continuous recognizers' fixtures build on,
// action and decision recorders, a delegate with fixed answers, and a seeded random
// generator.

/// One ordered record of what a scene's views heard and which actions went out, so that
/// tests can assert the interleaving of both (R-D5: cancellations before the action).
@MainActor
final class SceneLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }

    /// Drops everything recorded so far.
    func clear() { entries.removeAll() }
}

/// A view that logs its own touch calls as `began(t1,t2)` (finger numbers), prefixed with
/// its label if it has one (`child.began(t1)`), and records which recognizers asked it
/// `gestureRecognizerShouldBegin(_:)`. It does not forward the calls.
@MainActor
class TouchLogView: UIView {
    let log: SceneLog
    let label: String?
    /// What `gestureRecognizerShouldBegin(_:)` answers.
    var shouldBeginAnswer = true
    /// The names of the recognizers that asked `gestureRecognizerShouldBegin(_:)`.
    private(set) var shouldBeginAsked: [String] = []

    init(frame: CGRect, log: SceneLog, label: String? = nil) {
        self.log = log
        self.label = label
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginAsked.append(gestureRecognizer.displayName)
        return shouldBeginAnswer
    }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        log.append((label.map { "\($0)." } ?? "") + describe(phase, touches))
    }
}

/// What a recognizer's actions saw: the state and the location in a given view at each
/// action (R-S5).
@MainActor
final class ActionRecorder {
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var locations: [CGPoint] = []
    private(set) var touchCounts: [Int] = []

    /// Starts recording `recognizer`'s actions, reading locations in `view` (`nil`: the
    /// window).
    init(_ recognizer: UIGestureRecognizer, locationIn view: UIView? = nil) {
        recognizer.addAction { [self] recognizer in
            states.append(recognizer.state)
            locations.append(recognizer.location(in: view))
            touchCounts.append(recognizer.numberOfTouches)
        }
    }
}

/// The window's arbitration decisions, as `name:outcome(rule)` (`tap:failed(R-A3)`), in order.
@MainActor
final class DecisionRecorder {
    private(set) var outcomes: [String] = []

    init(_ window: UIWindow) {
        window.gestureDecisionHandler = { [self] decision in
            outcomes.append("\(decision.recognizer.displayName):\(decision.outcome.rawValue)(\(decision.rule))")
        }
    }
}

/// A 400×800 window whose clock starts at 1 s, a simulator driving it, and the window's
/// arbitration decisions: what the controls' and the continuous recognizers' fixtures
/// share.
@MainActor
class DecisionWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let fingers: TouchSimulator
    private(set) var decisions: [GestureDecision] = []

    init() {
        fingers = TouchSimulator(window: window, startTime: 1)
        window.gestureDecisionHandler = { [unowned self] in self.decisions.append($0) }
    }

    /// The decisions the window made about `recognizer`, in order.
    func outcomes(of recognizer: UIGestureRecognizer) -> [GestureDecision.Outcome] {
        decisions.filter { $0.recognizer === recognizer }.map(\.outcome)
    }
}

/// A delegate answering the failure-requirement and simultaneity questions with fixed
/// answers.
@MainActor
final class FixedAnswerDelegate: UIGestureRecognizerDelegate {
    /// The recognizer that `shouldRequireFailureOf` answers `true` for.
    var requiresFailureOf: UIGestureRecognizer?
    /// The recognizer that `shouldBeRequiredToFailBy` answers `true` for.
    var isRequiredToFailBy: UIGestureRecognizer?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requiresFailureOf
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === isRequiredToFailBy
    }
}


/// Whether two points are equal to within `tolerance` on both axes.
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
