import Foundation
import Testing
import Touchstone
import TouchstoneShapes
import TouchstoneTesting

/// The shape recognizer as a recognizer among others: on one view with a tap and a pan,
/// with and without `require(toFail:)`, and with a delegate; its failure reasons.
@MainActor
@Suite struct ShapeGestureRecognizerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let view: UIView
    let shapes: ShapeGestureRecognizer
    let tap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    let fingers: TouchSimulator
    /// What the actions saw, in order: `shape:circle`, `tap`, `pan:began`…
    final class Log { var entries: [String] = []; var reasons: [String: [String]] = [:] }
    let log = Log()

    init() throws {
        view = UIView(frame: window.bounds)
        window.addSubview(view)
        // Single strokes only: the recognizer decides on the lift.
        shapes = ShapeGestureRecognizer(classifier: try ShapeClassifier(templates: ShapeDrawings.templates))
        shapes.name = "shape"
        tap.name = "tap"
        pan.name = "pan"
        fingers = TouchSimulator(window: window, startTime: 1)
        let log = log
        shapes.addAction { log.entries.append("shape:\(($0 as! ShapeGestureRecognizer).match?.name ?? "nil")") }
        tap.addAction { _ in log.entries.append("tap") }
        pan.addAction { log.entries.append("pan:\($0.state)") }
        window.gestureDecisionHandler = { decision in
            if let reason = decision.failureReason { log.reasons[decision.recognizer.displayName, default: []].append("\(reason)") }
        }
    }

    /// Draws `strokes` with one finger, 16 ms between points and `pause` between strokes.
    private func draw(_ strokes: [[CGPoint]], pause: TimeInterval = 0.2) {
        for (index, stroke) in strokes.enumerated() {
            if index > 0 { fingers.advance(by: pause) }
            fingers.down(1, at: stroke[0])
            for point in stroke.dropFirst() {
                fingers.advance(by: 0.016)
                fingers.move(1, to: point)
            }
            fingers.up(1)
        }
    }

    private func tapOnce() {
        fingers.down(1, at: CGPoint(x: 200, y: 300))
        fingers.advance(by: 0.05)
        fingers.up(1)
    }

    private var circle: [CGPoint] { ShapeDrawings.transformed(ShapeDrawings.circle(), scale: 1.5, offset: CGPoint(x: 80, y: 150)) }

    @Test func recognizesADrawnShapeOnTheLiftOfItsOnlyStroke() {
        view.addGestureRecognizer(shapes)
        draw([circle])
        #expect(log.entries == ["shape:circle"])
        #expect(shapes.state == .possible && shapes.match == nil && shapes.strokes.isEmpty)  // reset ran
    }

    @Test func aTapOnTheSameViewStillWorksAndTheShapeSaysWhyItFailed() {
        view.addGestureRecognizer(shapes)
        view.addGestureRecognizer(tap)
        tapOnce()
        #expect(log.entries == ["tap"])
        // Required to wait for the shape's failure, the tap is not delayed: the shape fails
        // on the tap's lift, which cannot be a shape.
        tap.require(toFail: shapes)
        fingers.advance(by: 1)
        log.reasons = [:]
        tapOnce()
        #expect(log.entries == ["tap", "tap"])
        #expect(log.reasons["shape"] == ["lifted after 0 pt of ink (needs 10 pt)"])
        // And a shape drawn there is the shape's alone.
        fingers.advance(by: 1)
        draw([circle])
        #expect(log.entries == ["tap", "tap", "shape:circle"])
    }

    @Test func aPanWinsTheDragUnlessItWaitsForTheShapeToFail() {
        view.addGestureRecognizer(shapes)
        view.addGestureRecognizer(pan)
        draw([circle])
        #expect(log.entries.first == "pan:began" && !log.entries.contains { $0.hasPrefix("shape") })
        log.entries = []
        pan.require(toFail: shapes)
        fingers.advance(by: 1)
        draw([circle])
        #expect(log.entries == ["shape:circle"])
        // A scribble is no shape: the shape fails on the lift, naming the closest one.
        log.entries = []
        fingers.advance(by: 1)
        draw([ShapeDrawings.transformed(ShapeDrawings.scribble(seed: 3), offset: CGPoint(x: 0, y: 100))])
        #expect(!log.entries.contains { $0.hasPrefix("shape") })
        let reason = log.reasons["shape"]?.last ?? ""
        #expect(reason.hasPrefix("the closest shape, ") && reason.hasSuffix(" (needs 80 %)"), "\(reason)")
    }

    @Test func theFailureReasonNamesTheClosestShapeAndItsScoreAgainstTheMinimum() throws {
        view.addGestureRecognizer(shapes)
        shapes.minimumScore = 0.999
        let sloppy = ShapeDrawings.jittered(circle, amount: 6, seed: 5)
        var reasons: [UIGestureRecognizer.FailureReason] = []
        window.gestureDecisionHandler = { if let reason = $0.failureReason { reasons.append(reason) } }
        draw([sloppy])
        let expected = try #require(shapes.classifier.rank([sloppy]).first)
        #expect(expected.name == "circle" && expected.score < 0.999)
        #expect(reasons == [UIGestureRecognizer.FailureReason(
            "the closest shape, {subject}, scored {value} (needs {limit})",
            measured: .init(expected.score * 100, limit: 99.9, unit: .percent), subject: "circle")])
        #expect(reasons.first?.description.hasPrefix("the closest shape, circle, scored ") == true)
        #expect(log.entries.isEmpty)
    }

    @Test func aMultistrokeShapeWaitsForItsNextStrokeWithinTheTimeout() throws {
        try shapes.classifier.add(ShapeTemplate(name: "x", strokes: ShapeDrawings.cross()))
        view.addGestureRecognizer(shapes)
        let cross = ShapeDrawings.cross().map { ShapeDrawings.transformed($0, offset: CGPoint(x: 100, y: 200)) }
        draw([cross[0]])
        #expect(shapes.state == .possible && log.entries.isEmpty)  // waiting for a second stroke
        fingers.advance(by: 0.3)
        draw([cross[1]])
        #expect(log.entries == ["shape:x"])
        // One stroke alone, then nothing: decided when the timeout runs out.
        fingers.advance(by: 1)
        draw([cross[0]])
        fingers.advance(by: shapes.strokeTimeout - 0.01)
        #expect(shapes.state == .possible)
        fingers.advance(by: 0.02)
        #expect(log.entries == ["shape:x"])
        #expect(log.reasons["shape"]?.count == 1)
        // A single-stroke shape waits as long, since it might have been an X's first stroke.
        fingers.advance(by: 1)
        draw([circle])
        #expect(log.entries == ["shape:x"])
        fingers.advance(by: shapes.strokeTimeout)
        #expect(log.entries == ["shape:x", "shape:circle"])
    }

    @Test func aSecondFingerOrACancelledTouchFailsIt() {
        view.addGestureRecognizer(shapes)
        view.isMultipleTouchEnabled = true
        fingers.send([.down(1, CGPoint(x: 100, y: 100)), .down(2, CGPoint(x: 200, y: 100))])
        fingers.send([.up(1), .up(2)])
        fingers.down(1, at: CGPoint(x: 100, y: 100))
        fingers.move(1, to: CGPoint(x: 150, y: 150))
        fingers.cancel(1)
        #expect(log.reasons["shape"] == ["2 fingers came down at once (allowed 1 finger)", "the system cancelled a touch"])
        #expect(log.entries.isEmpty)
    }

    @MainActor final class Refusing: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test func itsDelegateCanStopIt() {
        let delegate = Refusing()
        shapes.delegate = delegate
        view.addGestureRecognizer(shapes)
        draw([circle])
        #expect(log.entries.isEmpty)
    }

    @Test func anEmptyClassifierFailsWithItsReason() {
        let empty = ShapeGestureRecognizer()
        empty.name = "empty"
        view.addGestureRecognizer(empty)
        draw([circle])
        #expect(log.reasons["empty"] == ["the classifier has no templates"])
    }
}
