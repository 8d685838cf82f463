import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// The fuzzer (issue 31): quiet on UIKit's own recognizers, and it finds planted defects
/// and gives the seed that plays them again.
@MainActor
@Suite struct GestureFuzzTests {
    /// A custom recognizer that recognizes a second touch in one attempt, and clears its
    /// count in `reset()`: correctly, calling `super.reset()`, or not.
    final class SecondTouchRecognizer: UIGestureRecognizer {
        let callsSuper: Bool
        private var count = 0

        init(callsSuper: Bool) {
            self.callsSuper = callsSuper
            super.init(target: nil, action: nil)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            count += touches.count
            if count >= 2 && state == .possible { state = .ended }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            if state == .possible && numberOfTouches == touches.count { state = .failed }
        }

        override func reset() {
            if callsSuper { super.reset() }  // the planted defect: the override skips it
            count = 0
        }
    }

    /// A screen with UIKit's recognizers on two views and, if given, a custom one.
    @MainActor final class Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var keptAlive: UIWindow?

        init(custom: UIGestureRecognizer? = nil) {
            let top = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            let bottom = UIView(frame: CGRect(x: 0, y: 240, width: 320, height: 240))
            window.addSubview(top)
            window.addSubview(bottom)
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let single = UITapGestureRecognizer()
            single.require(toFail: double)
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            for recognizer in [single, double, UILongPressGestureRecognizer(), UIPanGestureRecognizer(), edge] {
                top.addGestureRecognizer(recognizer)
            }
            for recognizer in [UIPinchGestureRecognizer(), UIRotationGestureRecognizer(), UISwipeGestureRecognizer()] {
                bottom.addGestureRecognizer(recognizer)
            }
            if let custom { bottom.addGestureRecognizer(custom) }
        }
    }

    @Test func uikitsRecognizersAndACorrectCustomOneKeepEveryInvariant() {
        // R-S2, R-S5, R-S6, R-D8, R-O2
        let failures = GestureFuzz(seeds: 1...150).run { _ in Screen(custom: SecondTouchRecognizer(callsSuper: true)) } window: { $0.window }
        #expect(failures.isEmpty, "\(failures.first.map(String.init(describing:)) ?? "")")
    }

    @Test func aRecognizerWhoseResetSkipsSuperIsFoundWithTheSeedThatReplaysIt() throws {
        // R-S6
        let fuzz = GestureFuzz(seeds: 1...50)
        let failures = fuzz.run { _ in Screen(custom: SecondTouchRecognizer(callsSuper: false)) } window: { $0.window }
        let first = try #require(failures.first)
        #expect(first.violations.contains { $0.contains("SecondTouchRecognizer's reset() does not call super.reset()") },
                "\(first)")
        #expect(first.description.hasPrefix("GestureFuzz seed \(first.seed): "))
        #expect(first.description.contains("GestureFuzz(seeds: [\(first.seed)])"))
        // The seed replays the same failure, step by step.
        let again = GestureFuzz(seeds: [first.seed]).run { _ in Screen(custom: SecondTouchRecognizer(callsSuper: false)) } window: { $0.window }
        #expect(again.first?.seed == first.seed)
        #expect(again.first?.steps == first.steps)
        #expect(again.first?.violations == first.violations)
        // `check` reports each failing seed to the running test.
        withKnownIssue {
            GestureFuzz(seeds: [first.seed]).check { _ in Screen(custom: SecondTouchRecognizer(callsSuper: false)) } window: { $0.window }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("GestureFuzz seed \(first.seed): ") }
        }
    }

    @Test func aWindowKeptAliveByItsOwnRecognizerIsFound() {
        // R-O2: a recognizer's action holding its window strongly makes a cycle.
        let failures = GestureFuzz(seeds: 1...3).run { _ in
            let screen = Screen()
            let window = screen.window
            window.subviews[0].gestureRecognizers?[0].addAction { _ in _ = window.bounds }
            return screen
        } window: { $0.window }
        #expect(failures.map(\.seed) == [1, 2, 3])
        #expect(failures.first?.violations.contains("R-O2: the window was not freed when the run let the window go") == true)
    }
}
