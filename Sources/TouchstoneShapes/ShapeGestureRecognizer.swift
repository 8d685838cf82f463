import Foundation
import Touchstone

/// A discrete recognizer for drawn shapes: it follows one finger (or pencil) through one
/// or more strokes and, when the drawing is done, recognizes if its ``classifier`` finds a
/// shape that scores at least ``minimumScore``.
///
/// ```swift
/// let classifier = try ShapeClassifier(templates: ShapeTemplate.templates(fromJSON: data))
/// let shapes = ShapeGestureRecognizer(classifier: classifier)
/// shapes.addAction { recognizer in
///     if let match = (recognizer as! ShapeGestureRecognizer).match { favourite(match.name) }
/// }
/// canvas.addGestureRecognizer(shapes)
/// ```
///
/// It is an ordinary `UIGestureRecognizer`: it takes part in arbitration like UIKit's
/// own, obeys `require(toFail:)` and its delegate, and a view may have a tap and a pan
/// beside it.
///
/// **When the drawing is done.** When the last finger lifts, if the classifier has a
/// template with more strokes than were drawn, the recognizer waits ``strokeTimeout`` for
/// the next stroke; otherwise, or when the time is up, it ranks the drawing at once. So
/// with only single-stroke templates a shape is recognized on the lift.
///
/// **Failing early.** A recognizer that waits for a shape's failure (a pan or a tap told
/// to `require(toFail:)` it) is held back until the shape recognizer decides, so it fails
/// as soon as the input cannot be a shape: a lift before the ink is
/// ``minimumInkLength`` long (a tap), a second finger, or a cancelled touch. Each failure
/// gives its reason (`UIGestureRecognizer.failureReason`); one that comes from the
/// ranking names the closest shape and its score against the minimum:
/// `the closest shape, star, scored 71.4 % (needs 80 %)`.
///
/// Points are taken in window coordinates, so ``minimumInkLength`` is measured on the
/// glass; the classifier ignores position and scale.
open class ShapeGestureRecognizer: UIGestureRecognizer {
    /// The shapes to recognize.
    open var classifier: ShapeClassifier
    /// How long after a lift the next stroke of a multistroke shape may begin: 0.6 s by
    /// default, about twice the pause between the strokes of a quickly drawn X or star
    /// (and longer than a double tap's 0.35 s interval).
    open var strokeTimeout: TimeInterval = 0.6
    /// The least score (0…1) of the best match for the recognizer to recognize;
    /// ``defaultMinimumScore`` unless set.
    open var minimumScore: Double = ShapeGestureRecognizer.defaultMinimumScore
    /// The default ``minimumScore``, 0.8: it rejects scribbles and straight lines that are
    /// not templates while accepting a sloppy drawing of a known shape (the article <doc:Shapes>
    /// gives the measurements behind it).
    public nonisolated static let defaultMinimumScore = 0.8
    /// The least ink, in window points, a drawing needs to be a shape: 10 pt. A tap's
    /// wobble stays under it.
    public static let minimumInkLength: CGFloat = 10

    /// The shape recognized, with its score; `nil` until the recognizer recognizes. Read it
    /// in the action: it is cleared when the recognizer resets.
    public private(set) var match: ShapeMatch?
    /// The strokes drawn in this attempt, in window coordinates.
    public private(set) var strokes: [[CGPoint]] = []

    private var inkLength: CGFloat = 0
    /// The touch being followed, by identity.
    private var followed: ObjectIdentifier?
    private var strokeTimer: VirtualTimer?

    /// A recognizer for the shapes `classifier` knows.
    public init(classifier: ShapeClassifier) {
        self.classifier = classifier
        super.init(target: nil, action: nil)
    }

    /// A recognizer that knows no shapes yet, sending `action` to `target`: set
    /// ``classifier`` before it sees a drawing. With it come the other initializers of
    /// `UIGestureRecognizer` (`init()`, the typed target-action forms).
    public override convenience init(target: Any?, action: Selector?) {
        self.init(classifier: try! ShapeClassifier())  // no templates: nothing to throw
        if let target, let action { addTarget(target, action: action) }
    }

    /// Starts a stroke; a second finger down fails the recognizer.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, followed == nil, let touch = touches.first else {
            let count = touches.count + (followed == nil ? 0 : 1)
            return fail(FailureReason("{value} came down at once (allowed {limit})",
                                      measured: .init(Double(count), limit: 1, unit: .fingers)))
        }
        strokeTimer?.invalidate()
        strokeTimer = nil
        followed = ObjectIdentifier(touch)
        strokes.append([touch.location(in: nil)])
    }

    /// Adds the finger's new position to the stroke.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first(where: { ObjectIdentifier($0) == followed }), !strokes.isEmpty else { return }
        append(touch.location(in: nil))
    }

    /// Ends the stroke: fails if the drawing is too short to be a shape, waits for the
    /// next stroke if a template has more, and otherwise decides.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first(where: { ObjectIdentifier($0) == followed }), !strokes.isEmpty else { return }
        append(touch.location(in: nil))
        followed = nil
        if inkLength < Self.minimumInkLength {
            return fail(FailureReason("lifted after {value} of ink (needs {limit})",
                                      measured: .init(Double(inkLength), limit: Double(Self.minimumInkLength), unit: .points)))
        }
        if strokes.count < classifier.maximumStrokeCount {
            strokeTimer = scheduleTimer(withTimeInterval: strokeTimeout) { [weak self] in self?.decide() }
        } else {
            decide()
        }
    }

    /// A touch taken away by the system ends the attempt.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fail(FailureReason("the system cancelled a touch"))
    }

    /// Forgets the drawing and the match.
    open override func reset() {
        super.reset()
        strokes = []
        inkLength = 0
        followed = nil
        match = nil
        strokeTimer = nil  // the base class invalidates its timers on reset
    }

    private func append(_ point: CGPoint) {
        let last = strokes[strokes.count - 1].last!
        let step = hypot(point.x - last.x, point.y - last.y)
        if step.isFinite { inkLength += step }
        strokes[strokes.count - 1].append(point)
    }

    /// Ranks the drawing: recognizes the best match if it scores enough, and otherwise
    /// fails naming it.
    private func decide() {
        guard state == .possible else { return }
        guard !classifier.templates.isEmpty else {
            return fail(FailureReason("the classifier has no templates"))
        }
        guard let best = classifier.rank(strokes).first else {
            return fail(FailureReason("the drawing has no shape to compare (a point that is not finite, or no extent)"))
        }
        guard best.score >= minimumScore else {
            return fail(FailureReason("the closest shape, {subject}, scored {value} (needs {limit})",
                                      measured: .init(best.score * 100, limit: minimumScore * 100, unit: .percent),
                                      subject: best.name))
        }
        match = best
        state = .recognized
    }

    private func fail(_ reason: FailureReason) {
        failureReason = reason
        state = .failed
    }
}
