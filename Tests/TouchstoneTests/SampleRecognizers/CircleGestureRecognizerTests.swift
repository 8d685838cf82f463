import Foundation
import Testing
import Touchstone
import TouchstoneSampleRecognizers
import TouchstoneTesting

/// The circle recognizer of seed 001 (R-X1): a discrete recognizer that fits a circle to
/// a one-finger stroke on lift.
@MainActor
@Suite struct CircleGestureRecognizerTests {
    typealias Scene = Continuous.Scene

    private func circleScene(view: UIView? = nil)
        -> (Scene, CircleGestureRecognizer, Continuous.ActionLog<CircleGestureRecognizer, CircleFit?>) {
        let scene = view.map { Scene(view: $0) } ?? Scene()
        let circle = CircleGestureRecognizer()
        scene.view.addGestureRecognizer(circle)
        let log = Continuous.ActionLog(circle) { $0.fitResult }
        return (scene, circle, log)
    }

    /// Draws `points` with one finger at 60 Hz and lifts it.
    private func stroke(_ scene: Scene, _ points: [CGPoint]) {
        scene.fingers.down(1, at: points[0])
        for point in points.dropFirst() { scene.move(1, to: point) }
        scene.fingers.up(1)
    }

    /// Points of an ellipse (a circle when the radii agree) from `start` sweeping `sweep`
    /// radians, with optional radial noise.
    private func ellipse(center: CGPoint, radii: CGSize, start: CGFloat = 0, sweep: CGFloat = 2 * .pi,
                         count: Int = 60, noise: CGFloat = 0,
                         using random: inout SeededRandomGenerator) -> [CGPoint] {
        (0...count).map { index in
            let angle = start + sweep * CGFloat(index) / CGFloat(count)
            let wobble = noise == 0 ? 1 : 1 + CGFloat.random(in: -noise...noise, using: &random)
            return CGPoint(x: center.x + radii.width * wobble * cos(angle),
                           y: center.y + radii.height * wobble * sin(angle))
        }
    }

    // MARK: The fit (Kåsa)

    @Test func threePointsDetermineTheCircle() throws {
        let fit = try #require(CircleFit(points: [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 0, y: 2)]))
        Continuous.expectClose(fit.center, CGPoint(x: 1, y: 1), within: 1e-9)
        Continuous.expectClose(fit.radius, 2.squareRoot(), within: 1e-9)
        Continuous.expectClose(fit.error, 0, within: 1e-9)
    }

    // Points exactly on a circle give it back exactly, even from a short uneven arc and
    // far from the origin: the algebra squares both coordinates (a port that doubles y
    // instead fails this).
    @Test(arguments: [(CGPoint(x: 3, y: -2), CGFloat(5)), (CGPoint(x: 100_000, y: 80_000), CGFloat(12))])
    func exactPointsOnAnArcGiveTheCircleBack(center: CGPoint, radius: CGFloat) throws {
        let angles: [CGFloat] = [0.1, 0.35, 0.4, 0.9, 1.2, 1.7, 1.8]
        let points = angles.map { CGPoint(x: center.x + radius * cos($0), y: center.y + radius * sin($0)) }
        let fit = try #require(CircleFit(points: points))
        Continuous.expectClose(fit.center, center, within: 1e-6)
        Continuous.expectClose(fit.radius, radius, within: 1e-6)
        #expect(fit.error < 1e-6)
        Continuous.expectClose(fit.sweep(of: points), 1.7, within: 1e-6)
    }

    @Test func degeneratePointsHaveNoCircle() {
        #expect(CircleFit(points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)]) == nil)
        #expect(CircleFit(points: (0..<10).map { CGPoint(x: CGFloat($0), y: 2 * CGFloat($0) + 1) }) == nil)
        #expect(CircleFit(points: Array(repeating: CGPoint(x: 5, y: 5), count: 10)) == nil)
        #expect(CircleFit(points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: CGFloat.nan, y: 1)]) == nil)
    }

    // MARK: The recognizer

    // R-S2: discrete, one action on lift; R-X1: reset after the terminal state; R-D4:
    // the held lift becomes a cancellation in the view.
    @Test func aDrawnCircleIsRecognizedOnLift() throws {
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), log: SceneLog())
        let (scene, circle, log) = circleScene(view: view)
        var random = SeededRandomGenerator(seed: 1)
        let points = ellipse(center: CGPoint(x: 200, y: 300), radii: CGSize(width: 80, height: 80), using: &random)
        scene.fingers.down(1, at: points[0])
        for point in points.dropFirst() {
            scene.move(1, to: point)
            #expect(circle.state == .possible)
        }
        scene.fingers.up(1)
        #expect(log.states == [.ended])
        let fit = try #require(log.values.first ?? nil)
        Continuous.expectClose(fit.center, CGPoint(x: 200, y: 300), within: 1e-6)
        Continuous.expectClose(fit.radius, 80, within: 1e-6)
        #expect(scene.outcomes(of: circle) == [.recognized])
        #expect(circle.fitResult == nil && circle.touchedPoints.isEmpty && circle.state == .possible)
        #expect(view.log.entries.first == "began(t1)" && view.log.entries.last == "cancelled(t1)")
        #expect(!view.log.entries.contains("ended(t1)"))
    }

    // Hand-drawn circles: any center, radius, start, direction, with radial noise.
    @Test(arguments: 0..<25)
    func noisyCirclesAreRecognized(seed: UInt64) throws {
        var random = SeededRandomGenerator(seed: seed + 4000)
        let (scene, _, log) = circleScene()
        let radius = CGFloat.random(in: 30...150, using: &random)
        let center = CGPoint(x: .random(in: 160...240, using: &random), y: .random(in: 200...600, using: &random))
        let direction: CGFloat = Bool.random(using: &random) ? 1 : -1
        let points = ellipse(center: center, radii: CGSize(width: radius, height: radius),
                             start: .random(in: 0...(2 * .pi), using: &random),
                             sweep: direction * .random(in: 1.95...2.1, using: &random) * .pi,
                             count: .random(in: 30...90, using: &random), noise: 0.04, using: &random)
        stroke(scene, points)
        #expect(log.states == [.ended])
        let fit = try #require(log.values.first ?? nil)
        #expect(hypot(fit.center.x - center.x, fit.center.y - center.y) < 0.05 * radius)
        #expect(abs(fit.radius - radius) < 0.05 * radius)
    }

    // Ellipses: a little squashed passes, more fails (tolerance 0.1).
    @Test(arguments: [(CGFloat(0.9), true), (0.8, true), (0.7, false), (0.5, false), (0.2, false)])
    func ellipses(aspect: CGFloat, recognized: Bool) {
        var random = SeededRandomGenerator(seed: 2)
        let (scene, circle, log) = circleScene()
        stroke(scene, ellipse(center: CGPoint(x: 200, y: 400), radii: CGSize(width: 120, height: 120 * aspect),
                              using: &random))
        #expect(log.states == (recognized ? [.ended] : []))
        #expect(scene.outcomes(of: circle) == (recognized ? [.recognized] : [.failed]))
    }

    // Arcs: round, but not all the way around (90 % of a turn is required).
    @Test(arguments: [(CGFloat(0.5), false), (0.75, false), (0.85, false), (0.92, true), (1.5, true)])
    func arcs(turns: CGFloat, recognized: Bool) {
        var random = SeededRandomGenerator(seed: 3)
        let (scene, _, log) = circleScene()
        stroke(scene, ellipse(center: CGPoint(x: 200, y: 400), radii: CGSize(width: 100, height: 100),
                              start: 1, sweep: -turns * 2 * .pi, using: &random))
        #expect(log.states == (recognized ? [.ended] : []))
    }

    // Its failure reasons: the sweep of an exact arc is known from how it was drawn; an
    // ellipse's fit error is the fit of the drawn points; a line fits no circle.
    @Test func failureReasonsGiveTheMeasureAgainstItsLimit() throws {
        var random = SeededRandomGenerator(seed: 4)
        let (scene, circle, _) = circleScene()
        stroke(scene, ellipse(center: CGPoint(x: 200, y: 400), radii: CGSize(width: 100, height: 100),
                              start: 1, sweep: .pi, using: &random))
        let half = try #require(scene.decisions.last?.failureReason?.measured)
        #expect(abs(half.value - 180) < 1e-6)
        #expect(abs(half.limit - 0.9 * 360) < 1e-9)
        #expect(half.unit == .degrees)
        #expect(scene.decisions.last?.reason == "the stroke goes 180° around its center (needs 324°)")

        scene.fingers.advance(by: 1)
        let squashed = ellipse(center: CGPoint(x: 200, y: 400), radii: CGSize(width: 120, height: 60), using: &random)
        stroke(scene, squashed)
        let fit = try #require(CircleFit(points: squashed))
        #expect(scene.decisions.last?.failureReason?.measured == .init(fit.error * 100, limit: 10, unit: .percent))
        #expect(scene.decisions.last?.failureReason?.words
                    == "the stroke strays {value} of the radius from its circle (allowed {limit})")

        scene.fingers.advance(by: 1)
        stroke(scene, [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 150), CGPoint(x: 200, y: 200)])
        #expect(scene.decisions.last?.reason == "the stroke fits no circle: too few points, or all on a line")
        #expect(scene.outcomes(of: circle) == [.failed, .failed, .failed])
    }

    // Scribbles: random walks, a straight line, a zigzag, and an arc drawn back and
    // forth (round, but sweeping nothing overall).
    @Test(arguments: 0..<15)
    func randomScribblesFail(seed: UInt64) {
        var random = SeededRandomGenerator(seed: seed + 5000)
        let (scene, circle, log) = circleScene()
        var point = CGPoint(x: 200, y: 400)
        var points = [point]
        for _ in 0..<60 {
            point.x += .random(in: -15...15, using: &random)
            point.y += .random(in: -15...15, using: &random)
            points.append(point)
        }
        stroke(scene, points)
        #expect(log.states.isEmpty)
        #expect(scene.outcomes(of: circle) == [.failed])
    }

    @Test func linesZigzagsAndBackAndForthFail() {
        var random = SeededRandomGenerator(seed: 6)
        let line = (0...40).map { CGPoint(x: 50 + CGFloat($0) * 7, y: 300 + CGFloat($0) * 3) }
        let zigzag = (0...40).map { CGPoint(x: 50 + CGFloat($0) * 7, y: $0.isMultiple(of: 2) ? 300 : 340) }
        let there = ellipse(center: CGPoint(x: 200, y: 400), radii: CGSize(width: 100, height: 100),
                            sweep: 1.5 * .pi, using: &random)
        let backAndForth = there + there.reversed().dropFirst()
        for points in [line, zigzag, backAndForth] {
            let (scene, _, log) = circleScene()
            stroke(scene, points)
            #expect(log.states.isEmpty)
        }
    }

    // One finger only: a second finger fails it; a cancelled stroke fails it (R-S3).
    @Test func secondFingerAndCancellationFail() {
        var random = SeededRandomGenerator(seed: 7)
        let points = ellipse(center: CGPoint(x: 200, y: 400), radii: CGSize(width: 100, height: 100), using: &random)
        let (scene, circle, log) = circleScene()
        scene.fingers.down(1, at: points[0])
        for point in points.dropFirst().prefix(30) { scene.move(1, to: point) }
        scene.fingers.down(2, at: CGPoint(x: 50, y: 50))
        for point in points.dropFirst(31) { scene.move(1, to: point) }
        scene.fingers.up(2)
        scene.fingers.up(1)
        scene.fingers.send([.down(1, points[0]), .down(2, CGPoint(x: 50, y: 50))])
        scene.fingers.send([.up(1), .up(2)])
        scene.fingers.down(1, at: points[0])
        for point in points.dropFirst() { scene.move(1, to: point) }
        scene.fingers.cancel(1)
        #expect(log.states.isEmpty)
        #expect(scene.outcomes(of: circle) == [.failed, .failed, .failed])
        #expect(circle.touchedPoints.isEmpty)
    }

    // The fit is in the view's coordinates: a view scaled by 2 sees half the radius.
    @Test func fitIsInTheViewsCoordinates() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        var random = SeededRandomGenerator(seed: 8)
        let (scene, _, log) = circleScene(view: view)
        stroke(scene, ellipse(center: CGPoint(x: 200, y: 400), radii: CGSize(width: 100, height: 100), using: &random))
        let fit = try #require(log.values.first ?? nil)
        Continuous.expectClose(fit.radius, 50, within: 1e-6)
        Continuous.expectClose(fit.center, view.convert(CGPoint(x: 200, y: 400), from: nil), within: 1e-6)
    }
}
