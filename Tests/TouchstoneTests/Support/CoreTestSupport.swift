import Foundation
@testable import Touchstone
import TouchstoneTesting

/// `began(t1,t2)`: a phase and the touches' fingers, sorted; the one format of every
/// test log.
@MainActor
func describe(_ phase: String, _ touches: Set<UITouch>) -> String {
    "\(phase)(\(touches.map(\.finger).sorted().map { "t\($0)" }.joined(separator: ",")))"
}

/// Records the actions a recognizer sends, with the state each one reported.
@MainActor
final class ActionLogger {
    let log: SceneLog
    init(log: SceneLog) { self.log = log }
    func handle(_ recognizer: UIGestureRecognizer) {
        log.append("\(recognizer.displayName):\(recognizer.state)")
    }
}

/// A minimal multi-tap recognizer for core tests (the real one is
/// `UITapGestureRecognizer`): fails when the centroid moves more than 45 pt or when the next tap is
/// late (0.35 s), recognizes on the lift that completes `taps` taps of `fingers` fingers.
@MainActor
class MiniTap: UIGestureRecognizer {
    let taps: Int
    let fingers: Int
    private var completedTaps = 0
    private var downThisTap = 0
    private var start: CGPoint?
    private var timer: VirtualTimer?

    init(taps: Int = 1, fingers: Int = 1, name: String? = nil) {
        self.taps = taps
        self.fingers = fingers
        super.init(target: nil, action: nil)
        self.name = name
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        timer?.invalidate()
        downThisTap += touches.count
        if downThisTap > fingers { state = .failed; return }
        start = location(in: nil)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if location(in: nil).distance(to: start!) > 45 { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == touches.count else { return }  // the last finger lifted
        guard downThisTap == fingers else { state = .failed; return }
        completedTaps += 1
        downThisTap = 0
        if completedTaps == taps {
            state = .ended
        } else {
            timer = scheduleTimer(withTimeInterval: 0.35) { [weak self] in self?.state = .failed }
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    override func reset() {
        completedTaps = 0
        downThisTap = 0
        start = nil
        timer = nil
    }
}

/// A minimal continuous recognizer for core tests (the real one is
/// `UIPanGestureRecognizer`): begins once a touch moved 10 pt, changes on every move,
/// ends when the last finger lifts, fails if fingers lift before it began.
@MainActor
final class MiniPan: UIGestureRecognizer {
    private var start: CGPoint?

    init(name: String? = nil) {
        super.init(target: nil, action: nil)
        self.name = name
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start == nil { start = touches.first!.location(in: nil) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            if location(in: nil).distance(to: start!) >= 10 { state = .began }
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == touches.count else { return }
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }

    override func reset() { start = nil }
}

/// A minimal long press for core tests: begins after 0.5 s without moving 10 pt, changes
/// on moves, ends on lift; fails on an early lift or move.
@MainActor
final class MiniLongPress: UIGestureRecognizer {
    private var start: CGPoint?

    init(name: String? = nil) {
        super.init(target: nil, action: nil)
        self.name = name
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard start == nil else { return }
        start = touches.first!.location(in: nil)
        scheduleTimer(withTimeInterval: 0.5) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            if location(in: nil).distance(to: start!) > 10 { state = .failed }
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }

    override func reset() { start = nil }
}

/// A recognizer whose behavior each test scripts with closures.
@MainActor
final class ScriptedRecognizer: UIGestureRecognizer {
    var onBegan: (ScriptedRecognizer, Set<UITouch>) -> Void = { _, _ in }
    var onMoved: (ScriptedRecognizer, Set<UITouch>) -> Void = { _, _ in }
    var onEnded: (ScriptedRecognizer, Set<UITouch>) -> Void = { _, _ in }
    var onCancelled: (ScriptedRecognizer, Set<UITouch>) -> Void = { _, _ in }
    var calls: [String] = []
    var resets = 0
    var preventable = true
    var preventsOthers = true

    init(name: String) {
        super.init(target: nil, action: nil)
        self.name = name
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append(describe("began", touches)); onBegan(self, touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append(describe("moved", touches)); onMoved(self, touches)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append(describe("ended", touches)); onEnded(self, touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append(describe("cancelled", touches)); onCancelled(self, touches)
    }
    override func reset() { resets += 1 }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { preventable }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { preventsOthers }
}

/// A delegate whose answers each test sets.
@MainActor
final class TestDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var requireFailureOf: Set<ObjectIdentifier> = []
    var requiredToFailBy: Set<ObjectIdentifier> = []
    var receive: (UITouch) -> Bool = { _ in true }
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin(\(gestureRecognizer.displayName))"); return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        asked.append("simultaneous(\(gestureRecognizer.displayName),\(other.displayName))"); return simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        asked.append("requireFailureOf(\(gestureRecognizer.displayName),\(other.displayName))")
        return requireFailureOf.contains(ObjectIdentifier(other))
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        asked.append("requiredToFailBy(\(gestureRecognizer.displayName),\(other.displayName))")
        return requiredToFailBy.contains(ObjectIdentifier(other))
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        receive(touch)
    }
}

/// The engine tests' shared fixture: a 400×800 window holding one full-size
/// ``TouchLogView``, a log shared by the view's calls and the recognizers' actions (so that
/// tests can assert their interleaving, R-D5), and a simulator on the window's clock.
@MainActor
struct Stage {
    let log = SceneLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let view: TouchLogView
    let simulator: TouchSimulator
    let recorder: ActionLogger

    /// `multipleTouch` sets the view's `isMultipleTouchEnabled` (off by default, as in UIKit).
    init(multipleTouch: Bool = false) {
        view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), log: log)
        view.isMultipleTouchEnabled = multipleTouch
        window.addSubview(view)
        simulator = TouchSimulator(window: window)
        recorder = ActionLogger(log: log)
    }

    /// Attaches `recognizer` to `view` (default: the stage's view) and logs each of its
    /// actions as `name:state`, in the same log as the views' calls.
    @discardableResult
    func attach<R: UIGestureRecognizer>(_ recognizer: R, to view: UIView? = nil) -> R {
        recognizer.addTarget(recorder, action: ActionLogger.handle)
        (view ?? self.view).addGestureRecognizer(recognizer)
        return recognizer
    }

    /// Names `recognizer` and attaches it to the stage's view, logging its actions as
    /// `name:state`.
    @discardableResult
    func attach<R: UIGestureRecognizer>(_ recognizer: R, as name: String) -> R {
        recognizer.name = name
        return attach(recognizer)
    }

    /// One finger down and up at `point`, `hold` seconds apart.
    func tap(_ finger: Int = 1, at point: CGPoint = CGPoint(x: 100, y: 100), hold: TimeInterval = 0.05) {
        simulator.down(finger, at: point)
        simulator.advance(by: hold)
        simulator.up(finger)
    }

    /// Moves `finger` from where it is to `end` in `steps` equal moves over `duration`
    /// seconds.
    func drag(_ finger: Int, to end: CGPoint, steps: Int = 5, duration: TimeInterval = 0.1) {
        guard let touch = simulator.touch(finger) else { preconditionFailure("drag: finger \(finger) is not down") }
        let start = touch.location(in: nil)
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            simulator.advance(by: duration / Double(steps))
            simulator.move(finger, to: CGPoint(x: start.x + (end.x - start.x) * fraction,
                                               y: start.y + (end.y - start.y) * fraction))
        }
    }

    /// Moves the clock to exactly `time`, so that a deadline computed as `start + interval`
    /// is reached without the rounding of summed steps.
    func advance(to time: TimeInterval) {
        do { try window.advanceTime(to: time) } catch {
            preconditionFailure("Stage.advance(to: \(time)): \(error)")
        }
    }
}

let p100 = CGPoint(x: 100, y: 100)
