import Foundation
import Touchstone

/// Watches one window through its public hooks and checks, as input arrives, the
/// invariants every run must keep, whatever the views and recognizers: what
/// ``GestureFuzz`` checks for each seed, and what the project's own randomized test
/// checks besides its internal ones.
///
/// - Legal state changes (R-S2, R-S5): in each attempt, a recognizer's actions go
///   `ended` (recognized), or `began`, `changed`…, then `ended` or `cancelled`; nothing
///   follows a failure or an end until the recognizer resets.
/// - `reset()` after every terminal state (R-S6): once its touches are gone, a
///   recognizer that recognized, ended, was cancelled or failed is reset, back in
///   `possible`, and the reset reaches `UIGestureRecognizer.reset()`: an override that
///   does not call `super.reset()` is reported.
/// - Each touch's phases in order to its view (R-D8): began first and once, nothing after
///   ended or cancelled, only to the touch's own view.
/// - No touch left down: once every finger lifted and the timers settled, every touch
///   ended and every view that heard a touch begin heard it end.
/// - Nothing kept alive (R-O2): once the window is let go, the window, its views, its
///   recognizers and every touch are freed (checked by ``GestureFuzz``, which owns them).
@MainActor
final class InvariantMonitor {
    private(set) var violations: [String] = []
    /// The most violations kept: the first ones explain the rest.
    static let violationLimit = 20

    private weak var window: UIWindow?
    /// Per recognizer: its attempt (the engine's reset count when it was read), the
    /// states of that attempt so far, and the reset counts when it last became terminal.
    private struct Attempt {
        var resets: Int
        var path: [String] = []
        var terminal = false
    }
    private var attempts: [ObjectIdentifier: Attempt] = [:]
    private var recognizerNames: [ObjectIdentifier: String] = [:]
    /// Per touch: the phases its view heard, and the touch's number in the order the
    /// monitor first saw them, for messages. Holds the touches until ``finish()``.
    private var heard: [UITouch: (number: Int, phases: [String])] = [:]

    /// Starts watching `window`, chaining to its handlers already set.
    init(window: UIWindow) {
        self.window = window
        let decisions = window.gestureDecisionHandler
        window.gestureDecisionHandler = { [weak self] decision in
            decisions?(decision)
            self?.decided(decision)
        }
        let deliveries = window.touchDeliveryHandler
        window.touchDeliveryHandler = { [weak self] view, phase, touches in
            deliveries?(view, phase, touches)
            self?.delivered(phase, touches, to: view)
        }
        watchRecognizers()
    }

    private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition && violations.count < Self.violationLimit { violations.append(message()) }
    }

    /// Gives every recognizer of the window not yet watched an observing action; called
    /// before each input, so that recognizers added meanwhile are watched too.
    func watchRecognizers() {
        guard let window else { return }
        func visit(_ view: UIView) {
            for recognizer in view.gestureRecognizers ?? [] where recognizerNames[ObjectIdentifier(recognizer)] == nil {
                recognizerNames[ObjectIdentifier(recognizer)] = recognizer.displayName
                recognizer.addAction { [weak self] recognizer in self?.acted(recognizer) }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
    }

    // MARK: Recognizers (R-S2, R-S5, R-S6)

    private func acted(_ recognizer: UIGestureRecognizer) {
        let state = recognizer.state
        step(recognizer, "\(state)")
        check(state != .possible && state != .failed, "R-S5: \(recognizer.displayName) sent an action in \(state)")
    }

    private func decided(_ decision: GestureDecision) {
        if decision.outcome == .failed { step(decision.recognizer, "failed") }
    }

    /// Adds a state to the recognizer's attempt, starting a new attempt if it reset since.
    private func step(_ recognizer: UIGestureRecognizer, _ state: String) {
        let key = ObjectIdentifier(recognizer)
        var attempt = attempts[key] ?? Attempt(resets: recognizer.resetsByEngine)
        if attempt.resets != recognizer.resetsByEngine { attempt = Attempt(resets: recognizer.resetsByEngine) }
        check(!attempt.terminal,
              "R-S6: \(recognizer.displayName) went \(state) after \(attempt.path.joined(separator: ", ")) without a reset")
        attempt.path.append(state)
        let path = attempt.path.joined(separator: " ")
        let legal = path.range(of: "^(ended|failed|began( changed)*( ended| cancelled)?)$", options: .regularExpression) != nil
        check(legal, "R-S2/R-S5: \(recognizer.displayName) went \(path) in one attempt")
        attempt.terminal = ["ended", "cancelled", "failed"].contains(state)
        attempts[key] = attempt
    }

    // MARK: Views (R-D8)

    private func delivered(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView) {
        for touch in touches {
            check(touch.view === view, "R-D8: \(type(of: view)) heard \(phase) of a touch of another view")
            let record = heard[touch] ?? (heard.count + 1, [])
            let before = record.phases
            let name = "\(phase)"
            check(before.last != "ended" && before.last != "cancelled",
                  "R-D8: \(type(of: view)) heard \(name) of touch \(record.number) after \(before.last ?? "")")
            if phase == .began { check(before.isEmpty, "R-D8: \(type(of: view)) heard began of touch \(record.number) twice") }
            heard[touch] = (record.number, before + [name])
        }
    }

    // MARK: The end

    /// Checks what must hold once every finger lifted and the timers settled (unless
    /// `checkingTheEnd` is false: a run that left a recognizer undecided on purpose holds
    /// its touches' ends), then lets go of every touch. Returns the violations.
    func finish(checkingTheEnd: Bool = true) -> [String] {
        defer { heard.removeAll() }
        guard checkingTheEnd else { return violations }
        for (touch, record) in heard.sorted(by: { $0.value.number < $1.value.number }) {
            let phases = record.phases
            check(touch.phase == .ended || touch.phase == .cancelled, "touch \(record.number) was left down, in \(touch.phase)")
            if phases.first == "began" {
                check(phases.last == "ended" || phases.last == "cancelled",
                      "R-D8: touch \(record.number) began in its view but never ended there (heard \(phases.joined(separator: ", ")))")
            }
        }
        if let window { finishRecognizers(in: window) }
        return violations
    }

    private func finishRecognizers(in view: UIView) {
        for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
            let name = recognizer.displayName
            check(recognizer.state == .possible, "R-S6: \(name) was left in \(recognizer.state) after every touch ended")
            if let attempt = attempts[ObjectIdentifier(recognizer)], attempt.terminal {
                check(recognizer.resetsByEngine > attempt.resets,
                      "R-S6: \(name) was not reset after \(attempt.path.joined(separator: ", "))")
            }
            check(recognizer.resetsReachingBase == recognizer.resetsByEngine,
                  "R-S6: \(name)'s reset() does not call super.reset(): reset \(recognizer.resetsByEngine) times, "
                  + "\(recognizer.resetsReachingBase) reached UIGestureRecognizer.reset()")
        }
        for subview in view.subviews { finishRecognizers(in: subview) }
    }
}
