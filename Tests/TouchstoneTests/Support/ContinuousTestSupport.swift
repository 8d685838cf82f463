import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// Helpers for the tests of the continuous recognizers (pan, screen-edge pan, pinch,
// rotation) and the circle example, on top of the shared fixtures of
// RecognizerTestSupport.swift (TouchLogView, SeededRandomGenerator). Everything is nested in
// `Continuous` so it cannot clash with the helpers of other test files.

enum Continuous {
    /// A 400×800 window with one view (full-size by default), a simulator driving it,
    /// and a record of the window's arbitration decisions.
    @MainActor
    final class Scene: DecisionWindow {
        let view: UIView

        init(view: UIView = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))) {
            self.view = view
            super.init()
            window.addSubview(view)
        }

        /// Moves `finger` to `point` after `seconds` (60 Hz by default).
        func move(_ finger: Int, to point: CGPoint, after seconds: TimeInterval = 1.0 / 60) {
            fingers.advance(by: seconds)
            fingers.move(finger, to: point)
        }

        /// Moves several fingers in one event after `seconds`.
        func move(_ moves: [(Int, CGPoint)], after seconds: TimeInterval = 1.0 / 60) {
            fingers.advance(by: seconds)
            fingers.send(moves.map { .move($0.0, $0.1) })
        }
    }

    /// Records each action a recognizer sends: the state it reports, and whatever else
    /// the test reads at that moment (R-S5).
    @MainActor
    final class ActionLog<Recognizer: UIGestureRecognizer, Value> {
        private(set) var states: [UIGestureRecognizer.State] = []
        private(set) var values: [Value] = []
        private let read: (Recognizer) -> Value

        init(_ recognizer: Recognizer, reading read: @escaping (Recognizer) -> Value) {
            self.read = read
            recognizer.addTarget(self, action: ActionLog.handle)
        }

        private func handle(_ recognizer: Recognizer) {
            states.append(recognizer.state)
            values.append(read(recognizer))
        }
    }

    /// A delegate that lets its recognizers recognize together with any other (R-A4).
    @MainActor
    final class SimultaneousDelegate: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }
    }

    /// `#expect` that two points agree within `tolerance` on each axis.
    static func expectClose(_ actual: CGPoint, _ expected: CGPoint, within tolerance: CGFloat = 1e-6,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
                "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
    }

    /// `#expect` that two numbers agree within `tolerance`.
    static func expectClose(_ actual: CGFloat, _ expected: CGFloat, within tolerance: CGFloat = 1e-6,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
                sourceLocation: sourceLocation)
    }

    /// `a − b`, componentwise. (Named rather than an operator, so that no other test
    /// file's CGPoint operators can clash with it.)
    static func difference(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: a.x - b.x, y: a.y - b.y)
    }

    /// `a + b`, componentwise.
    static func sum(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: a.x + b.x, y: a.y + b.y)
    }
}
