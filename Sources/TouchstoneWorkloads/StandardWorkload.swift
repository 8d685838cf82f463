import Foundation
import Touchstone

/// The standard workload of Touchstone's performance work: what one interactive screen
/// asks of the engine.
///
/// One full-screen view carries seven recognizers, added in this order (which is the
/// processing order, R-A2): pinch and rotation (recognizing simultaneously), swipe
/// (right), pan, double tap, single tap requiring the double tap to fail, and long press.
/// Seven scripted sequences play round-robin, each followed by ``idle`` seconds:
///
/// | sequence | input | recognized as |
/// |---|---|---|
/// | tap | down, 60 ms, up | single tap, once the double tap's 0.35 s interval runs out |
/// | double tap | tap, 120 ms, tap 1 pt away | double tap |
/// | press | down, hold 400 ms, up | long press (began at 300 ms, ended at the lift) |
/// | pan | 20 moves of 10 pt down every 32 ms, 200 ms pause, up | pan |
/// | swipe | 5 moves of 30 pt right every 16 ms, up | pan (see below) |
/// | pinch | finger 1 down, finger 2 down 100 pt away, 10 moves spreading 5 pt per side every 16 ms, lift 2, lift 1 | pinch |
/// | rotate | two fingers at radius 60 pt, 10 moves of 9° every 16 ms, lift 2, lift 1 | rotation |
///
/// Two consequences of the rules, not of the script: the long press is given a
/// `minimumPressDuration` of 0.3 s, so that the 400 ms press is a long press rather
/// than a second kind of tap (with UIKit's 0.5 s it would be recognized as a single tap);
/// and the swipe sequence is won by the pan, which begins on the first 30 pt move (its
/// hysteresis is 10 pt) while the swipe still needs 50 pt, and so excludes the swipe
/// (R-A3), as on iOS when both sit on one view with no failure requirement between them.
///
/// The nested variants put the same seven recognizers on every level of a stack of
/// full-screen views, which is what "cost per recognizer on the touched path" measures.
public enum StandardWorkload {
    /// The idle time after every sequence, in seconds: longer than the multi-tap interval,
    /// so each sequence starts a fresh tap count (R-T4).
    public static let idle: TimeInterval = 0.4
    /// The window's frame: a phone-sized portrait screen.
    public static let windowFrame = CGRect(x: 0, y: 0, width: 400, height: 800)
    /// Where the sequences are played, in window coordinates.
    public static let center = CGPoint(x: 200, y: 400)
    /// The long press's minimum duration (see the type's discussion).
    public static let minimumPressDuration: TimeInterval = 0.3

    /// The scripted sequences, in the order a round plays them.
    public enum Sequence: CaseIterable, Sendable {
        case tap, doubleTap, press, pan, swipe, pinch, rotate
    }

    /// One round: every sequence once, in order, each followed by ``idle``.
    static func round() -> (frames: [WorkloadEvent], duration: TimeInterval) {
        var script = TouchScript()
        for sequence in Sequence.allCases {
            write(sequence, into: &script)
            script.wait(idle)
        }
        return (script.frames, script.now)
    }

    /// The frames of one sequence alone, starting at time 0.
    public static func frames(of sequence: Sequence) -> [WorkloadEvent] {
        var script = TouchScript()
        write(sequence, into: &script)
        return script.frames
    }

    private static func write(_ sequence: Sequence, into script: inout TouchScript) {
        let c = center
        switch sequence {
        case .tap:
            tap(at: c, into: &script)
        case .doubleTap:
            tap(at: c, into: &script)
            script.wait(0.120)
            tap(at: CGPoint(x: c.x + 1, y: c.y), into: &script)
        case .press:
            script.down(1, at: c)
            script.wait(0.400)
            script.up(1)
        case .pan:
            drag(by: CGPoint(x: 0, y: 10), moves: 20, every: 0.032, thenWait: 0.200, into: &script)
        case .swipe:
            drag(by: CGPoint(x: 30, y: 0), moves: 5, every: 0.016, thenWait: 0.016, into: &script)
        case .pinch:
            twoFingers(at: { step in
                let half = CGFloat(50 + 5 * step)
                return (CGPoint(x: c.x - half, y: c.y), CGPoint(x: c.x + half, y: c.y))
            }, into: &script)
        case .rotate:
            twoFingers(at: { step in
                let angle = CGFloat(step) * 9 * .pi / 180
                let offset = CGPoint(x: 60 * cos(angle), y: 60 * sin(angle))
                return (CGPoint(x: c.x - offset.x, y: c.y - offset.y), CGPoint(x: c.x + offset.x, y: c.y + offset.y))
            }, into: &script)
        }
    }

    /// One finger down at ``center``, `moves` moves of `step` every `interval` seconds,
    /// then `pause` seconds, then up.
    private static func drag(by step: CGPoint, moves: Int, every interval: TimeInterval, thenWait pause: TimeInterval,
                             into script: inout TouchScript) {
        script.down(1, at: center)
        for move in 1...moves {
            script.wait(interval)
            script.move(1, to: CGPoint(x: center.x + step.x * CGFloat(move), y: center.y + step.y * CGFloat(move)))
        }
        script.wait(pause)
        script.up(1)
    }

    private static func tap(at point: CGPoint, into script: inout TouchScript) {
        script.down(1, at: point)
        script.wait(0.060)
        script.up(1)
    }

    /// Finger 1 down, finger 2 down, 10 moves of both every 16 ms, lift 2, lift 1:
    /// `positions(step)` gives both fingers' places, step 0 being where they come down.
    private static func twoFingers(at positions: (Int) -> (CGPoint, CGPoint), into script: inout TouchScript) {
        let start = positions(0)
        script.down(1, at: start.0)
        script.wait(0.016)
        script.down(2, at: start.1)
        for step in 1...10 {
            script.wait(0.016)
            let (first, second) = positions(step)
            script.event([TouchInput(finger: 1, phase: .moved, location: first),
                          TouchInput(finger: 2, phase: .moved, location: second)])
        }
        script.wait(0.016)
        script.up(2)
        script.wait(0.016)
        script.up(1)
    }

    // MARK: The recognizers

    /// Attaches the seven standard recognizers to `view`, each reporting its actions to
    /// `tally`. Returns the delegate that lets pinch and rotation recognize together; the
    /// recognizers hold it weakly, so the caller keeps it.
    @MainActor
    static func attachRecognizers(to view: UIView, tally: GestureTally) -> AnyObject {
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .right
        let pan = UIPanGestureRecognizer()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer()
        singleTap.require(toFail: doubleTap)
        let longPress = UILongPressGestureRecognizer()
        longPress.minimumPressDuration = minimumPressDuration

        let pair = SimultaneousPair(pinch, rotation)
        pinch.delegate = pair
        rotation.delegate = pair
        let recognizers: [(UIGestureRecognizer, StandardGesture)] = [
            (pinch, .pinch), (rotation, .rotation), (swipe, .swipe), (pan, .pan),
            (doubleTap, .doubleTap), (singleTap, .singleTap), (longPress, .longPress),
        ]
        for (recognizer, gesture) in recognizers {
            recognizer.name = gesture.name
            recognizer.addAction { recognizer in tally.record(gesture, recognizer.state) }
            view.addGestureRecognizer(recognizer)
        }
        return pair
    }

    /// A window holding a stack of `depth` full-screen views, each with the seven
    /// standard recognizers; `fill` may populate the innermost view with subviews.
    @MainActor
    static func scene(depth: Int, tally: GestureTally, fill: (UIView) -> Void) -> WorkloadScene {
        let window = UIWindow(frame: windowFrame)
        var parent: UIView = window
        var delegates: [AnyObject] = []
        for _ in 0..<depth {
            let view = UIView(frame: parent.bounds)
            view.isMultipleTouchEnabled = true
            parent.addSubview(view)
            delegates.append(attachRecognizers(to: view, tally: tally))
            parent = view
        }
        fill(parent)
        return WorkloadScene(window: window, retained: delegates)
    }
}

/// The delegate that lets two recognizers recognize simultaneously (R-A4): pinch and
/// rotation in the standard workload.
@MainActor
final class SimultaneousPair: UIGestureRecognizerDelegate {
    // Identities rather than weak references: a weak reference would make every retain
    // of the two recognizers take the runtime's slow path, for as long as they live.
    private let first: ObjectIdentifier
    private let second: ObjectIdentifier

    init(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) {
        self.first = ObjectIdentifier(first)
        self.second = ObjectIdentifier(second)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let pair = (ObjectIdentifier(gestureRecognizer), ObjectIdentifier(otherGestureRecognizer))
        return pair == (first, second) || pair == (second, first)
    }
}

extension Workload {
    /// The standard workload: one full-screen view with the seven standard recognizers,
    /// playing the seven standard sequences (see ``StandardWorkload``).
    public static var standard: Workload { nested(depth: 1, name: "standard") }

    /// The standard workload with the view nested `depth` deep, the same seven
    /// recognizers on every level. `depth` 1 is the standard workload.
    public static func nested(depth: Int) -> Workload { nested(depth: depth, name: "depth-\(depth)") }

    private static func nested(depth: Int, name: String) -> Workload {
        precondition(depth >= 1, "Workload.nested(depth: \(depth)): the depth must be at least 1")
        let round = StandardWorkload.round()
        return Workload(name: name, round: round.frames, roundDuration: round.duration) { tally in
            StandardWorkload.scene(depth: depth, tally: tally) { _ in }
        }
    }
}
