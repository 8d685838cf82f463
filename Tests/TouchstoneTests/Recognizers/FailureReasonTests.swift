import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// The reason each built-in recognizer gives when it fails or cancels by itself (R-S2),
/// for every threshold of BEHAVIOR §7 that can fail it: the numbers are worked out here
/// from the fingers' script and the rules, and compared with what the recognizer
/// measured; the words are checked as they read.
@MainActor
@Suite struct FailureReasonTests {
    let stage = Stage(multipleTouch: true)
    let reasons: ReasonRecorder
    let start = CGPoint(x: 100, y: 300)

    init() {
        reasons = ReasonRecorder(stage.window)
    }

    /// A point `dx`, `dy` away from ``start``.
    func offset(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint { CGPoint(x: start.x + dx, y: start.y + dy) }

    // MARK: Tap

    /// Tap: a finger that strays reports how far from where it came down, against 45 pt.
    @Test func tapStrays() throws {
        stage.attach(UITapGestureRecognizer(), as: "tap")
        stage.simulator.down(1, at: start)
        stage.simulator.advance(by: 0.02)
        stage.simulator.move(1, to: offset(20, 30))  // 36.1 pt: still a tap
        #expect(reasons.own("tap").isEmpty)
        stage.simulator.move(1, to: offset(30, 40))
        let reason = try reasons.only("tap", at: 0.02)
        #expect(reason.measured == .init(50, limit: 45, unit: .points))  // hypot(30, 40)
        #expect(reason.closest == nil)  // one tap wanted: no count to report
        #expect(reason.description == "moved 50 pt from where it came down (allowed 45 pt)")
    }

    /// Double tap: a second tap landing too far away says how far, and that one of two taps was done.
    @Test func doubleTapSecondTapFarAway() throws {
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        stage.attach(double, as: "double")
        stage.tap(1, at: start, hold: 0.05)
        stage.simulator.advance(by: 0.1)
        stage.simulator.down(1, at: offset(36, 48))
        let reason = try reasons.only("double", at: 0.15)
        #expect(reason.measured == .init(60, limit: 45, unit: .points))  // hypot(36, 48)
        #expect(reason.closest == .init(1, limit: 2, unit: .taps))
    }

    /// Tap: a finger held down fails at 0.75 s, the longest a tap may last.
    @Test func tapHeld() throws {
        stage.attach(UITapGestureRecognizer(), as: "tap")
        stage.advance(to: 1)
        stage.simulator.down(1, at: start)
        stage.advance(to: 2)
        let decision = try #require(reasons.own("tap").first)
        let reason = try #require(decision.failureReason)
        #expect(abs(decision.time - 1 - GestureThresholds.tapMaximumPressDuration) < 1e-9)
        #expect(reason.measured == .init(0.75, limit: 0.75, unit: .seconds))
        #expect(reason.description == "a finger stayed down longer than 0.75 s")
    }

    /// Tap: one finger too many, or a tap that ended with too few, gives the count against the number required.
    @Test func tapFingerCounts() throws {
        // The two-finger tap first, so that it sees the one-finger tap's lift before the
        // one-finger tap recognizes and excludes it (R-A2, R-A3).
        let two = stage.attach(UITapGestureRecognizer(), as: "two")
        two.numberOfTouchesRequired = 2
        let one = stage.attach(UITapGestureRecognizer(), as: "one")
        stage.simulator.send([.down(1, start), .down(2, offset(20, 0))])
        #expect(try reasons.only("one", at: 0).description == "2 fingers came down (allowed 1 finger)")
        #expect(one.failureReason?.measured == .init(2, limit: 1, unit: .fingers))
        stage.simulator.up(1)
        stage.simulator.up(2)
        #expect(reasons.own("two").isEmpty)  // two fingers: its tap
        stage.simulator.advance(by: 1)
        stage.tap(3, at: start, hold: 0.1)
        #expect(try reasons.only("two", at: 1.1).description == "lifted with 1 finger down (needs 2 fingers)")
    }

    /// Double and triple tap: the next tap too late fails 0.35 s after the lift, with the taps done.
    @Test(arguments: [(taps: 2, done: 1), (3, 2)])
    func nextTapTooLate(taps: Int, done: Int) throws {
        let multi = UITapGestureRecognizer()
        multi.numberOfTapsRequired = taps
        stage.attach(multi, as: "multi")
        var lift: TimeInterval = 0
        for _ in 0..<done {
            stage.tap(1, at: start, hold: 0.05)
            lift = stage.simulator.now
            stage.simulator.advance(by: 0.1)
        }
        stage.simulator.advance(by: 1)
        let decision = try #require(reasons.own("multi").first)
        let reason = try #require(decision.failureReason)
        #expect(abs(decision.time - lift - GestureThresholds.tapMaximumInterval) < 1e-9)
        #expect(reason.measured == .init(0.35, limit: 0.35, unit: .seconds))
        #expect(reason.closest == .init(Double(done), limit: Double(taps), unit: .taps))
        #expect(reason.description == "the next tap did not begin within 0.35 s of the lift; closest: \(done) of \(taps) taps")
    }

    /// Tap: a touch cancelled by the system says so, with no number.
    @Test func tapCancelled() throws {
        stage.attach(UITapGestureRecognizer(), as: "tap")
        stage.simulator.down(1, at: start)
        stage.simulator.cancel(1)
        let reason = try reasons.only("tap", at: 0)
        #expect(reason.measured == nil)
        #expect(reason.description == "the system cancelled a touch")
    }

    // MARK: Long press

    /// Long press: a lift before the press time says how long the finger was down, against minimumPressDuration.
    @Test(arguments: [(minimum: 0.5, held: 0.21), (1.0, 0.6)])
    func longPressLiftedEarly(minimum: TimeInterval, held: TimeInterval) throws {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = minimum
        stage.attach(press, as: "press")
        stage.advance(to: 1)
        stage.simulator.down(1, at: start)
        stage.advance(to: 1 + held)
        stage.simulator.up(1)
        let reason = try reasons.only("press", at: 1 + held)
        let measured = try #require(reason.measured)
        #expect(abs(measured.value - held) < 1e-9)
        #expect(measured.limit == minimum)
        #expect(reason.description == "lifted after \(held) s (needs \(minimum == 1 ? "1" : "0.5") s)")
    }

    /// Long press: movement before the press began is reported against allowableMovement.
    @Test(arguments: [(allowed: 10.0, dx: 7.0, dy: 9.0), (20, 15, 20)])
    func longPressMoved(allowed: CGFloat, dx: CGFloat, dy: CGFloat) throws {
        let press = UILongPressGestureRecognizer()
        press.allowableMovement = allowed
        stage.attach(press, as: "press")
        stage.simulator.down(1, at: start)
        stage.simulator.advance(by: 0.1)
        stage.simulator.move(1, to: offset(dx, dy))
        let reason = try reasons.only("press", at: 0.1)
        let measured = try #require(reason.measured)
        #expect(abs(measured.value - hypot(dx, dy)) < 1e-9)
        #expect(measured.limit == Double(allowed))
        #expect(reason.words == "moved {value} before the press began (allowed {limit})")
    }

    /// Long press: too many fingers, too few, and taps before the press each say which.
    @Test func longPressCountsAndTaps() throws {
        stage.attach(UILongPressGestureRecognizer(), as: "one")
        let two = stage.attach(UILongPressGestureRecognizer(), as: "two")
        two.numberOfTouchesRequired = 2
        let afterTap = stage.attach(UILongPressGestureRecognizer(), as: "after-tap")
        afterTap.numberOfTapsRequired = 1
        stage.simulator.send([.down(1, start), .down(2, offset(30, 0))])
        #expect(try reasons.only("one", at: 0).measured == .init(2, limit: 1, unit: .fingers))
        stage.simulator.send([.up(1), .up(2)])
        stage.simulator.advance(by: 1)
        stage.tap(1, at: start, hold: 0.05)  // after-tap's tap; one finger for "two"
        #expect(try reasons.only("two", at: 1.05).description == "lifted with 1 finger down (needs 2 fingers)")
        stage.simulator.advance(by: 1)
        let decision = try #require(reasons.own("after-tap").last)
        #expect(abs(decision.time - 1.4) < 1e-9)  // the lift at 1.05, plus 0.35 s
        #expect(decision.failureReason?.description == "the press did not begin within 0.35 s of the last tap")
    }

    /// Long press: a touch cancelled after it began cancels it, saying so.
    @Test func longPressCancelled() throws {
        stage.attach(UILongPressGestureRecognizer(), as: "press")
        stage.simulator.down(1, at: start)
        stage.simulator.advance(by: 0.6)
        stage.simulator.cancel(1)
        let decision = try #require(reasons.own("press").first)
        #expect(decision.outcome == .cancelled)
        #expect(decision.failureReason == .touchCancelled)
    }

    // MARK: Swipe

    /// The distance a swipe needs `elapsed` seconds after its first finger came down
    /// (§7): 50 × (1 − 0.94·t).
    func swipeDistance(_ elapsed: TimeInterval) -> CGFloat { 50 * (1 - 0.94 * elapsed) }

    /// Swipe: too slow fails at 0.5 s; the closest it came is its best fraction of the distance needed then.
    @Test func swipeTooSlow() throws {
        stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        stage.advance(to: 1)
        stage.simulator.down(1, at: start)
        let moves: [(elapsed: TimeInterval, dx: CGFloat)] = [(0.1, 20), (0.2, 35), (0.3, 33), (0.4, 27)]
        for move in moves {
            stage.advance(to: 1 + move.elapsed)
            stage.simulator.move(1, to: offset(move.dx, 0))
        }
        stage.advance(to: 2)
        let best = try #require(moves.max { $0.dx / swipeDistance($0.elapsed) < $1.dx / swipeDistance($1.elapsed) })
        #expect(best.elapsed == 0.3)  // 33 of 35.9 pt: 92 %; 35 of 40.6 pt and 27 of 31.2 pt: 86 %, 87 %
        let decision = try #require(reasons.own("swipe").first)
        let reason = try #require(decision.failureReason)
        #expect(abs(decision.time - 1.5) < 1e-9)
        #expect(reason.measured == .init(0.5, limit: 0.5, unit: .seconds))
        let closest = try #require(reason.closest)
        #expect(closest.value == Double(best.dx))
        #expect(abs(closest.limit - swipeDistance(best.elapsed)) < 1e-9)
        #expect(reason.description == "did not move far enough right within 0.5 s; closest: 33 of 35.9 pt (91.9 %)")
    }

    /// Swipe: a finger lifted before recognizing reports the closest it came, in its direction.
    @Test func swipeLifted() throws {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .up
        stage.attach(swipe, as: "swipe")
        stage.simulator.down(1, at: start)
        stage.advance(to: 0.2)
        stage.simulator.move(1, to: offset(3, -30))
        stage.simulator.up(1)
        let reason = try reasons.only("swipe", at: 0.2)
        #expect(reason.closest?.value == 30)
        #expect(abs((reason.closest?.limit ?? 0) - swipeDistance(0.2)) < 1e-9)
        #expect(reason.words == "a finger lifted before moving far enough up")
    }

    /// Swipe: drift across the direction is reported against 200 × (1 − 0.98·t)
    @Test func swipeDrift() throws {
        stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        stage.simulator.down(1, at: start)
        stage.advance(to: 0.3)
        stage.simulator.move(1, to: offset(30, 150))
        let reason = try reasons.only("swipe", at: 0.3)
        let measured = try #require(reason.measured)
        #expect(measured.value == 150)
        #expect(abs(measured.limit - 200 * (1 - 0.98 * 0.3)) < 1e-9)  // 141.2 pt
        #expect(reason.description == "drifted 150 pt across a rightward swipe (allowed 141.2 pt by then)")
    }

    /// Swipe: falling back from the farthest point is reported against 10 pt, with the closest it came.
    @Test func swipeReversal() throws {
        stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        stage.simulator.down(1, at: start)
        stage.advance(to: 0.1)
        stage.simulator.move(1, to: offset(30, 0))
        stage.advance(to: 0.2)
        stage.simulator.move(1, to: offset(15, 0))
        let reason = try reasons.only("swipe", at: 0.2)
        #expect(reason.measured == .init(15, limit: 10, unit: .points))  // 30 − 15
        #expect(reason.closest?.value == 30)
        #expect(abs((reason.closest?.limit ?? 0) - swipeDistance(0.1)) < 1e-9)
        #expect(reason.words == "went {value} left of its farthest point to the right (allowed {limit})")
    }

    /// Swipe: finger counts against numberOfTouchesRequired.
    @Test func swipeFingerCounts() throws {
        stage.attach(UISwipeGestureRecognizer(), as: "one")
        let two = UISwipeGestureRecognizer()
        two.numberOfTouchesRequired = 2
        stage.attach(two, as: "two")
        stage.simulator.send([.down(1, start), .down(2, offset(0, 40))])
        #expect(try reasons.only("one", at: 0).measured == .init(2, limit: 1, unit: .fingers))
        stage.simulator.send([.up(1), .up(2)])
        stage.simulator.advance(by: 1)
        stage.simulator.down(1, at: start)
        stage.simulator.advance(by: 0.6)  // the only finger stays: 0.5 s pass
        #expect(try reasons.only("two", at: 1.5).description
                    == "1 finger came down within the time a swipe may take (needs 2 fingers)")
        stage.simulator.up(1)
        stage.simulator.advance(by: 1)
        stage.tap(1, at: start, hold: 0.1)
        #expect(try reasons.only("two", at: 2.7).description == "lifted with 1 finger down (needs 2 fingers)")
    }

    // MARK: Pan and screen-edge pan

    /// Pan: lifting before the 10 pt reports the farthest the centroid got on one axis.
    @Test(arguments: [[CGPoint(x: 6, y: -3)], [CGPoint(x: 6, y: 8)], [CGPoint(x: 0, y: 8), CGPoint(x: 0, y: 2)]])
    func panLifted(path: [CGPoint]) throws {
        stage.attach(UIPanGestureRecognizer(), as: "pan")
        stage.simulator.down(1, at: start)
        for point in path {
            stage.simulator.advance(by: 0.05)
            stage.simulator.move(1, to: offset(point.x, point.y))
        }
        stage.simulator.up(1)
        let farthest = path.map { max(abs($0.x), abs($0.y)) }.max() ?? 0  // per axis, not Euclidean
        let reason = try reasons.only("pan", at: stage.simulator.now)
        #expect(reason.measured == .init(Double(farthest), limit: 10, unit: .points))
        #expect(reason.words == "lifted before moving {limit} on an axis (moved {value})")
    }

    /// Pan: fewer fingers than minimumNumberOfTouches, and a cancelled touch after it began.
    @Test func panFingersAndCancel() throws {
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        stage.attach(pan, as: "pan")
        stage.simulator.down(1, at: start)
        stage.simulator.move(1, to: offset(40, 0))
        stage.simulator.up(1)
        #expect(try reasons.only("pan", at: 0).measured == .init(1, limit: 2, unit: .fingers))
        stage.simulator.send([.down(1, start), .down(2, offset(0, 50))])
        stage.simulator.send([.move(1, offset(30, 0)), .move(2, offset(30, 50))])
        #expect(pan.state == .began)
        stage.simulator.cancel(1)
        let decision = try #require(reasons.own("pan").last)
        #expect(decision.outcome == .cancelled)
        #expect(decision.failureReason == .touchCancelled)
    }

    /// Screen-edge pan: a start away from the edges reports the distance to the nearest listed one, against 13 pt.
    @Test func edgePan() throws {
        let left = UIScreenEdgePanGestureRecognizer()
        left.edges = .left
        stage.attach(left, as: "left")
        let corner = UIScreenEdgePanGestureRecognizer()
        corner.edges = [.left, .bottom]
        stage.attach(corner, as: "corner")
        stage.attach(UIScreenEdgePanGestureRecognizer(), as: "none")
        stage.simulator.down(1, at: CGPoint(x: 40, y: 780))  // 400 × 800 window
        #expect(try reasons.only("left", at: 0).measured == .init(40, limit: 13, unit: .points))
        #expect(try reasons.only("corner", at: 0).measured == .init(20, limit: 13, unit: .points))  // 800 − 780
        #expect(try reasons.only("none", at: 0).description == "no edges are set")
        #expect(left.failureReason?.description == "came down 40 pt from the nearest listed edge (allowed 13 pt)")
    }

    // MARK: Pinch and rotation

    /// Pinch: lifting before the distance changed by 8 pt reports the largest change; one finger is too few.
    @Test func pinchLifted() throws {
        stage.attach(UIPinchGestureRecognizer(), as: "pinch")
        let second = offset(100, 0)
        stage.simulator.send([.down(1, start), .down(2, second)])
        stage.simulator.move(2, to: CGPoint(x: second.x + 5, y: second.y))
        stage.simulator.move(2, to: CGPoint(x: second.x + 3, y: second.y))
        stage.simulator.send([.up(1), .up(2)])
        let reason = try reasons.only("pinch", at: 0)
        #expect(reason.measured == .init(5, limit: 8, unit: .points))  // 105 − 100
        #expect(reason.description == "lifted before the fingers' distance changed by 8 pt (changed 5 pt)")
        stage.simulator.advance(by: 1)
        stage.tap(1, at: start, hold: 0.1)
        #expect(try reasons.only("pinch", at: 1.1).measured == .init(1, limit: 2, unit: .fingers))
    }

    /// Rotation: lifting before the threshold reports the turn against 5° + 5°·√min(|Δd/d₀|, 1)
    @Test(arguments: [(degrees: 3.0, distance: 100.0), (4, 125)])
    func rotationLifted(degrees: CGFloat, distance: CGFloat) throws {
        stage.attach(UIRotationGestureRecognizer(), as: "rotation")
        stage.simulator.send([.down(1, start), .down(2, offset(100, 0))])
        let angle = degrees * .pi / 180
        stage.simulator.move(2, to: offset(distance * cos(angle), distance * sin(angle)))
        stage.simulator.send([.up(1), .up(2)])
        let spread = min(abs(distance - 100) / 100, 1)
        let reason = try reasons.only("rotation", at: 0)
        let measured = try #require(reason.measured)
        #expect(abs(measured.value - Double(degrees)) < 1e-9)
        #expect(abs(measured.limit - (5 + 5 * spread.squareRoot())) < 1e-6)  // 5°, then 7.5°
        #expect(measured.unit == .degrees)
        #expect(reason.words == "lifted before turning more than {limit} (turned {value})")
    }

    // MARK: What the engine does with them

    /// The decision carries the recognizer's reason only for its own failures; exclusion stays an arbitration reason.
    @Test func decisionsCarryOwnReasonsOnly() throws {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        stage.attach(UIPanGestureRecognizer(), as: "pan")
        stage.simulator.down(1, at: start)
        stage.simulator.advance(by: 0.02)
        stage.simulator.move(1, to: offset(60, 0))
        #expect(swipe.state == .ended)
        let pan = try #require(reasons.decisions.first { $0.recognizer.displayName == "pan" })
        #expect(pan.rule == "R-A3")
        #expect(pan.failureReason == nil)
        #expect(pan.reason == "excluded by swipe")
    }

    /// The reason is forgotten when the recognizer resets (R-S6)
    @Test func resetClearsReason() throws {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        stage.simulator.down(1, at: start)
        stage.simulator.move(1, to: offset(60, 0))
        #expect(tap.failureReason != nil)
        #expect(tap.state == .failed)
        stage.simulator.up(1)
        #expect(tap.state == .possible)
        #expect(tap.failureReason == nil)
    }

    /// A subclass that fails without a reason is explained as before; one that gives a reason is quoted.
    @Test func subclassReasons() throws {
        final class Quiet: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
        }
        final class Talkative: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                failureReason = FailureReason("{value} is too many", measured: .init(Double(touches.count), limit: 0, unit: .fingers))
                state = .failed
            }
        }
        stage.attach(Quiet(), as: "quiet")
        stage.attach(Talkative(), as: "talkative")
        stage.simulator.down(1, at: start)
        let quiet = try #require(reasons.own("quiet").first)
        #expect(quiet.failureReason == nil)
        #expect(quiet.summary == "quiet failed at 0.000 s: failed by itself (R-S2)")
        #expect(try reasons.only("talkative", at: 0).description == "1 finger is too many")
    }

    /// A decision prints as its sentence: `print(decision)` shows what the Getting started article shows.
    @Test func aDecisionPrintsAsItsSummary() throws {
        stage.attach(UITapGestureRecognizer(), as: "tap")
        stage.simulator.down(1, at: start)
        stage.simulator.move(1, to: CGPoint(x: start.x + 60, y: start.y))
        let decision = try #require(reasons.own("tap").first)
        #expect("\(decision)" == decision.summary)
        #expect(String(describing: decision) == decision.summary)
        #expect(decision.summary.hasPrefix("tap failed at 0.000 s: moved 60"))
    }
}

/// How a reason reads: the numbers in the words with their units, then how close it came.
@Suite struct FailureReasonWordsTests {
    typealias Reason = UIGestureRecognizer.FailureReason

    /// {value} and {limit} become the numbers with their units, without trailing zeros.
    @Test(arguments: [(Reason.Unit.points, 52.34, 45.0, "52.3 pt / 45 pt"), (.seconds, 0.2099999, 0.5, "0.21 s / 0.5 s"),
                      (.degrees, 6.06, 7.5, "6.1° / 7.5°"), (.percent, 14.26, 10, "14.3 % / 10 %"),
                      (.fingers, 1, 2, "1 finger / 2 fingers"), (.taps, 2, 1, "2 taps / 1 tap"), (.points, -0.01, 0, "0 pt / 0 pt")])
    func numbers(unit: Reason.Unit, value: Double, limit: Double, text: String) {
        #expect(Reason("{value} / {limit}", measured: .init(value, limit: limit, unit: unit)).description == text)
    }

    /// How close it came follows the words: a count, or a measure with its percentage.
    @Test func closest() {
        #expect(Reason("too late", closest: .init(1, limit: 2, unit: .taps)).description == "too late; closest: 1 of 2 taps")
        #expect(Reason("too slow", closest: .init(13.5, limit: 28.85, unit: .points)).description
                    == "too slow; closest: 13.5 of 28.9 pt (46.8 %)")
        #expect(Reason("no numbers").description == "no numbers")
    }
}

/// The window's decisions, to read the reasons the recognizers gave.
@MainActor
final class ReasonRecorder {
    private(set) var decisions: [GestureDecision] = []

    init(_ window: UIWindow) {
        window.gestureDecisionHandler = { [unowned self] in decisions.append($0) }
    }

    /// The recognizer's own failures and cancellations (R-S2), in order.
    func own(_ name: String) -> [GestureDecision] {
        decisions.filter {
            $0.recognizer.displayName == name && $0.rule == "R-S2" && ($0.outcome == .failed || $0.outcome == .cancelled)
        }
    }

    /// The reason of the recognizer's latest own failure, which must have come at `time`.
    func only(_ name: String, at time: TimeInterval,
              sourceLocation: SourceLocation = #_sourceLocation) throws -> UIGestureRecognizer.FailureReason {
        let decision = try #require(own(name).last, sourceLocation: sourceLocation)
        #expect(abs(decision.time - time) < 1e-9, "failed at \(decision.time)", sourceLocation: sourceLocation)
        return try #require(decision.failureReason, sourceLocation: sourceLocation)
    }
}
