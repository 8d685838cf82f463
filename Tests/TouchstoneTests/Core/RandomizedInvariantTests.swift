import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// Random view trees (plain views, buttons, scroll views; some transformed, some
/// exclusive, some multi-touch), random recognizers (scripted ones and the built-in ones)
/// with random flags, requirements and delegates, random touch streams with cancels,
/// ignores, disabling, recognizers moving and views leaving the window (fixed seeds):
/// the engine's invariants must hold for all of them. A failure prints the seed's trace.
@MainActor
@Suite struct RandomizedInvariantTests {
    /// Collects invariant violations, worded for the failure message.
    @MainActor final class Violations {
        var list: [String] = []
        /// What happened, for the failure message.
        var trace: [String] = []
        func note(_ line: String) { trace.append(line) }
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition && list.count < 20 { list.append(message()) }
        }
    }

    /// Checks R-D8 for the touches one view hears of.
    @MainActor final class DeliveryChecker {
        let violations: Violations
        // Keyed by the touch itself, which keeps it alive: identifiers of freed touches
        // would be reused by new ones.
        var states: [UITouch: String] = [:]  // "began", "ended", "quirk"
        var began: Set<UITouch> = []

        init(violations: Violations) { self.violations = violations }

        func hear(_ phase: UITouch.Phase, _ touches: Set<UITouch>, in view: UIView) {
            violations.note("view\(view.tag) \(describe("\(phase)", touches))")
            for touch in touches {
                // A subview's touch forwarded up the responder chain (R-T8) is not this
                // view's to check: the chain breaks when the subview leaves the window.
                violations.check(touch.view?.isDescendant(of: view) ?? false, "view heard a touch of an unrelated view")
                guard touch.view === view else { continue }
                let state = states[touch]
                violations.check(state != "ended", "R-D8: \(phase) after the touch ended in its view")
                switch phase {
                case .began:
                    violations.check(state == nil, "R-D8: began twice")
                    states[touch] = "began"
                    began.insert(touch)
                case .moved:
                    states[touch] = state ?? "quirk"
                case .ended, .cancelled:
                    states[touch] = "ended"
                default:
                    violations.check(false, "stationary delivered")
                }
            }
        }
    }

    /// A plain view whose deliveries are checked.
    final class CheckingView: UIView {
        let checker: DeliveryChecker

        init(frame: CGRect, violations: Violations) {
            checker = DeliveryChecker(violations: violations)
            super.init(frame: frame)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { checker.hear(.began, touches, in: self) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { checker.hear(.moved, touches, in: self) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { checker.hear(.ended, touches, in: self) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { checker.hear(.cancelled, touches, in: self) }
    }

    /// A button whose deliveries are checked, and which still tracks them as a control
    /// (R-A8 against its ancestors' taps, touchCancel when a recognizer takes a touch).
    final class CheckingButton: UIButton {
        let checker: DeliveryChecker

        init(frame: CGRect, violations: Violations) {
            checker = DeliveryChecker(violations: violations)
            super.init(frame: frame)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            checker.hear(.began, touches, in: self); super.touchesBegan(touches, with: event)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            checker.hear(.moved, touches, in: self); super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            checker.hear(.ended, touches, in: self); super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            checker.hear(.cancelled, touches, in: self); super.touchesCancelled(touches, with: event)
        }
    }

    /// A recognizer that makes random but legal-looking requests and checks what it is told.
    final class RandomRecognizer: UIGestureRecognizer {
        var rng: SeededGenerator
        let violations: Violations
        let continuous: Bool
        var finishedTouches: Set<UITouch> = []
        var actionStates: [UIGestureRecognizer.State] = []
        var failedThisAttempt = false
        var receivedSinceReset = false
        var ignoredSome = false

        init(seed: UInt64, continuous: Bool, violations: Violations) {
            rng = SeededGenerator(seed: seed)
            self.continuous = continuous
            self.violations = violations
            super.init()
            addAction { [unowned self] recognizer in self.recordAction(recognizer.state) }
        }

        private func roll() -> Double { Double.random(in: 0..<1, using: &rng) }

        /// Begins (continuous) or recognizes (discrete); a continuous one whose last touch
        /// is gone ends at once, since nothing would ever end it.
        private func recognize(ending: Bool) {
            if continuous {
                state = .began
                if ending { state = .ended }
            } else {
                state = .ended
            }
        }

        private func maybeAct(ending: Bool) {
            // Having ignored every touch is an ending too: nothing else will come.
            let ending = ending || numberOfTouches == 0
            let r = roll()
            if state == .possible {
                if r < 0.15 { state = .failed }
                else if r < 0.3 { recognize(ending: ending) }
                else if ending { if roll() < 0.5 { state = .failed } else { recognize(ending: true) } }
                if roll() < 0.1 {
                    scheduleTimer(withTimeInterval: roll() * 0.5) { [weak self] in
                        guard let self else { return }
                        if self.roll() < 0.5 { self.state = .failed } else { self.recognize(ending: self.numberOfTouches == 0) }
                    }
                }
            } else if state == .began || state == .changed {
                if ending { state = roll() < 0.8 ? .ended : .cancelled }
                else if r < 0.1 { state = .cancelled }
                else if r < 0.2 { state = .ended }
                else { state = .changed }
            }
        }

        private func receive(_ touches: Set<UITouch>, _ phase: UITouch.Phase, event: UIEvent) {
            violations.note("\(name!) \(describe("\(phase)", touches)) in \(state)")
            receivedSinceReset = true
            violations.check(!state.isTerminal, "a \(state) recognizer got touches\(phase)")
            for touch in touches {
                let id = touch
                violations.check(!finishedTouches.contains(id), "recognizer heard of a touch after its end")
                if phase == .ended || phase == .cancelled { finishedTouches.insert(id) }
                if phase == .began && roll() < 0.05 {
                    ignoredSome = true
                    ignore(touch, for: event)
                }
            }
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            receive(touches, .began, event: event); maybeAct(ending: false)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            receive(touches, .moved, event: event); maybeAct(ending: false)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            receive(touches, .ended, event: event); maybeAct(ending: numberOfTouches == touches.count)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            receive(touches, .cancelled, event: event); state = .cancelled
        }

        func recordAction(_ state: UIGestureRecognizer.State) {
            violations.note("\(name!) action \(state)")
            violations.check(!failedThisAttempt, "R-S5: action after failed")
            violations.check(state != .failed && state != .possible, "R-S5: action for \(state)")
            actionStates.append(state)
        }

        func noteDecision(_ decision: GestureDecision) {
            violations.note(decision.summary)
            receivedSinceReset = true  // an attempt can end before any touch reached it
            if decision.outcome == .failed { failedThisAttempt = true }
        }

        override func reset() {
            super.reset()
            violations.note("\(name!) reset from \(state)")
            // R-S6; a recognizer that ignored all its touches (R-D6) also resets, in possible.
            violations.check(state.isTerminal || ignoredSome, "R-S6: reset in state \(state)")
            ignoredSome = false
            violations.check(receivedSinceReset, "R-S6: a second reset without a new attempt")
            // R-S2, R-S5: the actions of one attempt follow a legal path.
            let path = actionStates.map(\.rawValue).map(String.init).joined()
            let legal = path.isEmpty || path == "3" || path.range(of: "^12*[34]?$", options: .regularExpression) != nil
            violations.check(legal, "R-S2/R-S5: illegal action path \(actionStates)")
            actionStates.removeAll()
            failedThisAttempt = false
            receivedSinceReset = false
        }
    }

    /// Runs one random scenario; returns whether it ended with every recognizer decided, so
    /// that the end-of-stream R-D8 check applied.
    @discardableResult
    private func runScenario(seed: UInt64, violations: Violations) -> Bool {
        var rng = SeededGenerator(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var views: [UIView] = []
        var checkers: [DeliveryChecker] = []
        func grow(_ parent: UIView, depth: Int) {
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let size = parent.bounds.size
                let width = CGFloat.random(in: 0.3...1, using: &rng) * size.width
                let height = CGFloat.random(in: 0.3...1, using: &rng) * size.height
                let frame = CGRect(x: .random(in: 0...(size.width - width), using: &rng),
                                   y: .random(in: 0...(size.height - height), using: &rng), width: width, height: height)
                let view: UIView
                let kind = Int.random(in: 0..<12, using: &rng)
                if kind == 0 && depth < 3 {
                    // A scroll view (its pan and its delayed content touches, R-V1–R-V4) as a
                    // container; what it holds is checked.
                    let scrollView = UIScrollView(frame: frame)
                    scrollView.contentSize = CGSize(width: width * 2, height: height * 2)
                    scrollView.delaysContentTouches = Bool.random(using: &rng)
                    scrollView.canCancelContentTouches = Bool.random(using: &rng)
                    view = scrollView
                } else if kind < 3 {
                    let button = CheckingButton(frame: frame, violations: violations)
                    checkers.append(button.checker)
                    view = button
                } else {
                    let plain = CheckingView(frame: frame, violations: violations)
                    checkers.append(plain.checker)
                    view = plain
                }
                view.tag = views.count
                view.isMultipleTouchEnabled = Bool.random(using: &rng)
                view.isExclusiveTouch = Int.random(in: 0..<8, using: &rng) == 0
                if Int.random(in: 0..<6, using: &rng) == 0 {  // R-H4: hit testing through transforms
                    view.transform = CGAffineTransform(rotationAngle: .random(in: -.pi...CGFloat.pi, using: &rng))
                        .scaledBy(x: .random(in: 0.5...2, using: &rng), y: .random(in: 0.5...2, using: &rng))
                }
                parent.addSubview(view)
                views.append(view)
                if depth < 3 && (view is UIScrollView || Bool.random(using: &rng)) { grow(view, depth: depth + 1) }
            }
        }
        grow(window, depth: 0)
        var recognizers: [UIGestureRecognizer] = []
        var actionPaths: [(UIGestureRecognizer, ActionPath)] = []
        var delegates: [TestDelegate] = []  // recognizers hold their delegates weakly
        for index in 0..<Int.random(in: 1...6, using: &rng) {
            let recognizer: UIGestureRecognizer
            if Int.random(in: 0..<3, using: &rng) == 0 {
                recognizer = Self.builtInRecognizer(using: &rng)
                let path = ActionPath()
                recognizer.addAction { path.states.append($0.state) }
                actionPaths.append((recognizer, path))
            } else {
                recognizer = RandomRecognizer(seed: rng.next(), continuous: Bool.random(using: &rng), violations: violations)
            }
            recognizer.name = "r\(index)"
            recognizer.cancelsTouchesInView = Bool.random(using: &rng)
            recognizer.delaysTouchesBegan = Bool.random(using: &rng)
            recognizer.delaysTouchesEnded = Bool.random(using: &rng)
            let view = views.randomElement(using: &rng)!
            view.addGestureRecognizer(recognizer)
            violations.note("\(recognizer.name!) (\(type(of: recognizer))) on view\(view.tag) cancels \(recognizer.cancelsTouchesInView) delaysBegan \(recognizer.delaysTouchesBegan) delaysEnded \(recognizer.delaysTouchesEnded)")
            if let other = recognizers.randomElement(using: &rng), Bool.random(using: &rng) {
                recognizer.require(toFail: other)
                violations.note("\(recognizer.name!) requires \(other.name!) to fail")
            }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                // A delegate: simultaneity (R-A4) and dynamic requirements (R-A5).
                let delegate = TestDelegate()
                delegate.simultaneous = Bool.random(using: &rng)
                if let other = recognizers.randomElement(using: &rng), Bool.random(using: &rng) {
                    delegate.requireFailureOf = [ObjectIdentifier(other)]
                    violations.note("\(recognizer.name!)'s delegate requires \(other.name!) to fail")
                }
                if let other = recognizers.randomElement(using: &rng), Bool.random(using: &rng) {
                    delegate.requiredToFailBy = [ObjectIdentifier(other)]
                    violations.note("\(recognizer.name!)'s delegate makes \(other.name!) wait for it")
                }
                violations.note("\(recognizer.name!) simultaneous \(delegate.simultaneous)")
                recognizer.delegate = delegate
                delegates.append(delegate)
            }
            recognizers.append(recognizer)
        }
        window.gestureDecisionHandler = { decision in
            (decision.recognizer as? RandomRecognizer)?.noteDecision(decision)
        }
        let simulator = TouchSimulator(window: window)
        var down: [Int] = []
        var nextFinger = 1
        for _ in 0..<40 {
            let point = CGPoint(x: .random(in: 0..<300, using: &rng), y: .random(in: 0..<300, using: &rng))
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<3 where down.count < 3:
                violations.note("down \(nextFinger) at \(point) t=\(simulator.now)")
                simulator.down(nextFinger, at: point)
                down.append(nextFinger)
                nextFinger += 1
            case 3..<6 where !down.isEmpty:
                let finger = down.randomElement(using: &rng)!
                violations.note("move \(finger)")
                simulator.move(finger, to: point)
            case 6..<8 where !down.isEmpty:
                let finger = down.remove(at: Int.random(in: 0..<down.count, using: &rng))
                violations.note("up \(finger)")
                simulator.up(finger)
            case 8 where !down.isEmpty:
                let finger = down.remove(at: Int.random(in: 0..<down.count, using: &rng))
                violations.note("cancel \(finger)")
                simulator.cancel(finger)
            case 9 where Int.random(in: 0..<6, using: &rng) == 0:
                let recognizer = recognizers.randomElement(using: &rng)!
                violations.note("toggle \(recognizer.name!) enabled")
                recognizer.isEnabled.toggle()
            case 9 where Int.random(in: 0..<4, using: &rng) == 0:
                // R-S8: a recognizer moves to another view mid-sequence (removed, then added).
                let recognizer = recognizers.randomElement(using: &rng)!
                let view = views.randomElement(using: &rng)!
                violations.note("move \(recognizer.name!) to view\(view.tag)")
                view.addGestureRecognizer(recognizer)
            case 9 where Int.random(in: 0..<8, using: &rng) == 0:
                // R-S8: a view (and its subtree) leaves the window mid-sequence.
                let view = views.randomElement(using: &rng)!
                violations.note("remove view\(view.tag) from its superview")
                view.removeFromSuperview()
            default:
                simulator.advance(by: .random(in: 0...0.3, using: &rng))
            }
        }
        for finger in down { violations.note("up \(finger)"); simulator.up(finger) }
        simulator.advance(by: 5)
        // Every recognizer that ended its attempt was reset; any still undecided is one
        // the random script left in `possible` on purpose, and holds its touches' ends.
        let stuck = recognizers.filter { $0.isUndecidedMember && !$0.currentState.isTerminal }
        for recognizer in recognizers where !stuck.contains(where: { $0 === recognizer }) {
            violations.check(recognizer.state == .possible || !recognizer.isEnabled,
                             "R-S6: \(recognizer.name!) left in \(recognizer.state)")
        }
        // R-S2, R-S5: a built-in recognizer's actions, over all its attempts, follow legal
        // paths: recognized (3), or began (1), changed (2)…, ended (3) or cancelled (4).
        for (recognizer, path) in actionPaths {
            let text = path.states.map { String($0.rawValue) }.joined()
            violations.check(text.range(of: "^(3|12*[34])*$", options: .regularExpression) != nil,
                             "R-S2/R-S5: \(recognizer.name!) sent \(path.states)")
        }
        guard stuck.isEmpty else { return false }
        for case let button as CheckingButton in views {
            violations.check(!button.isTracking && !button.isHighlighted,
                             "R-C1: view\(button.tag) still tracking after every touch ended")
        }
        for checker in checkers {
            for touch in checker.began {
                violations.check(checker.states[touch] == "ended", "R-D8: a touch that began in a view never ended there")
            }
        }
        return true
    }

    /// The states a recognizer's actions reported, in order.
    @MainActor final class ActionPath {
        var states: [UIGestureRecognizer.State] = []
    }

    /// One of the seven built-in recognizers, configured at random.
    private static func builtInRecognizer(using rng: inout SeededGenerator) -> UIGestureRecognizer {
        switch Int.random(in: 0..<7, using: &rng) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = Int.random(in: 1...2, using: &rng)
            tap.numberOfTouchesRequired = Int.random(in: 1...2, using: &rng)
            return tap
        case 1:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = .random(in: 0.1...0.6, using: &rng)
            return press
        case 2:
            let pan = UIPanGestureRecognizer()
            pan.maximumNumberOfTouches = Int.random(in: 1...3, using: &rng)
            return pan
        case 3:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [.right, .left, .up, .down].randomElement(using: &rng)!
            return swipe
        case 4: return UIPinchGestureRecognizer()
        case 5: return UIRotationGestureRecognizer()
        default:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            return edge
        }
    }

    @Test func invariantsHoldForThousandsOfRandomSequences() {
        // R-D8, R-S2, R-S5, R-S6
        let violations = Violations()
        var fullyChecked = 0
        for seed in 1...10000 {
            violations.trace.removeAll()
            if runScenario(seed: UInt64(seed), violations: violations) { fullyChecked += 1 }
            if !violations.list.isEmpty {
                let trace = violations.trace.joined(separator: "\n")
                Issue.record("seed \(seed): \(violations.list.joined(separator: "; "))\n\(trace)")
                return
            }
        }
        // Most scenarios must end with every recognizer decided, or the R-D8 end check
        // would rarely run.
        #expect(fullyChecked > 6500, "only \(fullyChecked) of 10000 scenarios reached the end check")
    }
}
