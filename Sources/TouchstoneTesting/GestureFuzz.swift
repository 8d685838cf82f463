import Foundation
import Testing
import Touchstone

/// Plays seeded random finger and pointer input at windows a test builds, and checks
/// that the invariants every run must keep hold for the test's own views and
/// recognizers: legal state changes, `reset()` after every terminal state (reaching
/// `super.reset()`), each touch's phases in order to its view, no touch left down, and
/// nothing kept alive once the window goes (see the checks below).
///
/// ```swift
/// @Test func photoScreenKeepsTheInvariants() {
///     GestureFuzz(seeds: 1...200).check { _ in PhotoScreen() } window: { $0.window }
/// }
/// ```
///
/// For each seed the fuzzer builds a fresh window, then plays ``steps`` random steps
/// through a ``TouchSimulator``: fingers coming down, moving, lifting and cancelled, several
/// in one event, one-line gestures (taps, double taps, long presses, drags, flicks,
/// pinches, rotations, swipes), the pointer's clicks, drags, hovers, wheel notches and
/// trackpad scrolls and pinches, and time passing. Then it lifts every finger, ends the
/// pointer's gestures, fires the pending timers, checks, lets the window go and checks
/// that everything it made was freed. The same seed plays the same input, so a failure's
/// seed replays it: `GestureFuzz(seeds: [seed])`.
///
/// The checks, each citing its rule:
/// - R-S2, R-S5: in each attempt a recognizer's actions go `ended`, or `began`,
///   `changed`…, then `ended` or `cancelled`; no action in `possible` or `failed`.
/// - R-S6: nothing follows an end, a cancellation or a failure before the recognizer
///   resets; once the touches are gone every recognizer is reset and back in `possible`;
///   every reset reaches `UIGestureRecognizer.reset()` (an override calls `super`).
/// - R-D8: a view hears a touch's `began` first and once, nothing after its end, and
///   only its own touches; each touch that began in a view ends there.
/// - No touch is left down once every finger lifted.
/// - R-O2: the window, its views, its recognizers and every touch are freed once the
///   window (and the object that owns it) is let go.
@MainActor
public struct GestureFuzz {
    /// The seeds to run, one window each.
    public var seeds: [UInt64]
    /// How many random steps each seed plays: 60 by default.
    public var steps: Int
    /// The most fingers down at once: 5 by default.
    public var maximumFingers: Int
    /// Whether the pointer plays too: `true` by default.
    public var includesPointer: Bool

    /// A fuzzer for `seeds`, playing `steps` steps each with up to `maximumFingers`
    /// fingers, and the pointer if `includesPointer`.
    public init(seeds: some Sequence<UInt64> = 1...100, steps: Int = 60, maximumFingers: Int = 5,
                includesPointer: Bool = true) {
        self.seeds = Array(seeds)
        self.steps = steps
        self.maximumFingers = max(1, maximumFingers)
        self.includesPointer = includesPointer
    }

    /// A seed whose run broke an invariant.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The seed: `GestureFuzz(seeds: [seed])` plays the same input again.
        public var seed: UInt64
        /// What went wrong, each citing its rule.
        public var violations: [String]
        /// The steps the run played, in order, to read what led there.
        public var steps: [String]

        /// `seed 17: R-S6: …; …`, then how to replay it.
        public var description: String {
            "GestureFuzz seed \(seed): \(violations.joined(separator: "; "))\n"
                + "Replay it with GestureFuzz(seeds: [\(seed)]). Its steps:\n"
                + steps.map { "  \($0)" }.joined(separator: "\n")
        }
    }

    /// Runs every seed on a fresh window from `makeWindow`, which owns what the window
    /// needs; returns the seeds that broke an invariant.
    public func run(_ makeWindow: (_ seed: UInt64) -> UIWindow) -> [Failure] {
        run(makeWindow) { $0 }
    }

    /// Runs every seed on a fresh `Owner` from `make` (a screen or a controller that
    /// owns its window, views and recognizers), whose window `window` gives; returns the
    /// seeds that broke an invariant.
    public func run<Owner: AnyObject>(_ make: (_ seed: UInt64) -> Owner, window: (Owner) -> UIWindow) -> [Failure] {
        seeds.compactMap { seed in
            var played: [String] = []
            var kept: [(label: String, object: Weak)] = []
            var violations: [String] = []
            do {
                let owner = make(seed)
                let window = window(owner)
                kept.append(("the owner", Weak(owner)))
                kept.append(("the window", Weak(window)))
                violations = play(seed: seed, at: window, steps: &played, kept: &kept)
            }
            for (label, object) in kept where object.object != nil {
                violations.append("R-O2: \(label) was not freed when the run let the window go")
            }
            return violations.isEmpty ? nil : Failure(seed: seed, violations: violations, steps: played)
        }
    }

    /// Runs every seed like ``run(_:)`` and records each failure as an issue of the
    /// running test, with its seed and its steps; returns the failures.
    @discardableResult
    public func check(_ makeWindow: (_ seed: UInt64) -> UIWindow,
                      sourceLocation: SourceLocation = #_sourceLocation) -> [Failure] {
        record(run(makeWindow), sourceLocation: sourceLocation)
    }

    /// Runs every seed like ``run(_:window:)`` and records each failure as an issue of the
    /// running test, with its seed and its steps; returns the failures.
    @discardableResult
    public func check<Owner: AnyObject>(_ make: (_ seed: UInt64) -> Owner, window: (Owner) -> UIWindow,
                                        sourceLocation: SourceLocation = #_sourceLocation) -> [Failure] {
        record(run(make, window: window), sourceLocation: sourceLocation)
    }

    private func record(_ failures: [Failure], sourceLocation: SourceLocation) -> [Failure] {
        for failure in failures { Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation) }
        return failures
    }

    // MARK: Playing one seed

    /// Plays one seed at `window` and returns what broke; lists what it made in `kept`.
    private func play(seed: UInt64, at window: UIWindow, steps played: inout [String],
                      kept: inout [(label: String, object: Weak)]) -> [String] {
        var random = SeededRandomGenerator(seed: seed)
        let monitor = InvariantMonitor(window: window)
        // No gesture log of its own: a failing seed reports its steps instead. (A log,
        // which a `.gestureLog` test keeps until it ends, holds nothing of the window
        // alive, so a screen that makes a simulator of its own is checked alike.)
        let simulator = TouchSimulator(window: window, startTime: 0, log: nil, logsInTestScope: false)
        var player = RandomPlayer(simulator: simulator, bounds: window.bounds, maximumFingers: maximumFingers,
                                  includesPointer: includesPointer)
        for _ in 0..<steps {
            monitor.watchRecognizers()
            played.append(player.step(using: &random))
        }
        played.append(player.finish())
        simulator.settle()
        let violations = monitor.finish()
        func keep(_ view: UIView) {
            kept.append(("\(type(of: view))", Weak(view)))
            for recognizer in view.gestureRecognizers ?? [] { kept.append((recognizer.displayName, Weak(recognizer))) }
            for subview in view.subviews { keep(subview) }
        }
        keep(window)
        for (index, touch) in player.touches.enumerated() { kept.append(("touch \(index + 1)", Weak(touch))) }
        return violations
    }

    /// A weak reference, to check that a run freed what it made.
    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
