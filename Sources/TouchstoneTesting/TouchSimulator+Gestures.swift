import Foundation
import Touchstone

/// Finger gestures in one call: a tap, a long press, a drag, a flick, a swipe, a pinch, a
/// rotation, an edge pan, a stroke along a path.
///
/// Each call picks the lowest finger numbers not down, puts its fingers down at ``now``,
/// moves them with samples ``sampleRate`` apart (as ``motion`` says: exactly, or with a
/// person's tremor, wavering speed and uneven sample times) and lifts them. When it
/// returns, the clock stands at the last lift (each call says where that is), and timers
/// still pending (a tap waiting for a second tap, a double tap's wait) have not fired:
/// ``settle()`` fires them. Multi-finger gestures place their fingers
/// ``fingerSpacing`` apart, side by side across the direction of travel, centered on the
/// point given.
extension TouchSimulator {
    /// How far apart the fingers of a multi-finger tap, press, drag, flick or swipe land:
    /// 30 pt, about a fingertip's width.
    public static let fingerSpacing: CGFloat = 30
    /// How long each tap of ``tap(at:fingers:taps:)`` holds: 50 ms.
    public static let tapHoldDuration: TimeInterval = 0.05
    /// The time from one tap's touch-down to the next one's: 0.1 s.
    public static let tapInterval: TimeInterval = 0.1
    /// How long a ``drag(from:to:duration:fingers:)`` rests at its end before the lift: 50
    /// ms, longer than the velocity estimator's 40 ms, so the drag ends with no velocity.
    public static let dragRestDuration: TimeInterval = 0.05
    /// The fraction of a flick's duration spent speeding up at a constant acceleration;
    /// the rest (60 %) moves at the end speed, long enough for a velocity estimate to see
    /// nothing else.
    public static let flickAccelerationFraction: Double = 0.4
    /// How far inside the window's edge ``edgePan(from:distance:duration:)`` comes down: 2 pt.
    public static let edgeInset: CGFloat = 2

    // MARK: The gestures

    /// Taps `taps` times with `fingers` fingers side by side around `point`: the fingers
    /// come down together, hold ``tapHoldDuration`` and lift together, each tap
    /// ``tapInterval`` after the one before. A human motion lands each tap up to 3 pt off
    /// and holds it up to 30 % longer or shorter.
    ///
    /// Time stands at the last tap's lift: `(taps − 1) × 0.1 + 0.05` s later.
    public func tap(at point: CGPoint, fingers: Int = 1, taps: Int = 1) {
        guard check(fingers >= 1 && taps >= 1, "tap(at:fingers: \(fingers), taps: \(taps)) needs a finger and a tap") else { return }
        let start = now
        for index in 0..<taps {
            if index > 0 { advance(to: start + Double(index) * Self.tapInterval) }
            let offset = hand.map { _ in CGVector(dx: randomOffset(3), dy: randomOffset(3)) } ?? CGVector()
            let places = spread(fingers, around: point + offset, across: CGVector(dx: 1, dy: 0))
            let numbers = freeFingers(fingers)
            send(zip(numbers, places).map { .down($0, $1) })
            advance(by: jittered(Self.tapHoldDuration))
            send(numbers.map { .up($0) })
        }
        runMainQueueIfOnMainThread()
    }

    /// Presses `fingers` fingers side by side around `point` for `duration` seconds (0.8
    /// by default, past a long press's 0.5 s), then lifts them. A human motion trembles
    /// in place meanwhile, well within a long press's 10 pt of allowed movement.
    ///
    /// Time stands at the lift: `duration` later.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.8, fingers: Int = 1) {
        guard check(fingers >= 1 && duration.isFinite && duration >= 0,
                    "longPress(at:duration: \(duration), fingers: \(fingers)) needs a finger and a duration") else { return }
        let places = spread(fingers, around: point, across: CGVector(dx: 1, dy: 0))
        perform(places.map { place in { _ in place } }, duration: duration, ending: .lift)
    }

    /// Drags `fingers` fingers side by side from `start` to `end` at a constant speed in
    /// `duration` seconds, rests there ``dragRestDuration`` and lifts: the velocity at the
    /// end is 0. A human motion wavers in speed and trembles on the way.
    ///
    /// Time stands at the lift: `duration + 0.05` s later.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.5, fingers: Int = 1) {
        guard check(fingers >= 1 && duration.isFinite && duration > 0,
                    "drag(from:to:duration: \(duration), fingers: \(fingers)) needs a finger and a duration") else { return }
        perform(parallelPaths(from: start, to: end, fingers: fingers), duration: duration, ending: .rest(Self.dragRestDuration))
    }

    /// Presses one finger at `start` for `pressDuration` seconds, then drags it to `end` at
    /// a constant speed in `duration` seconds, rests there ``dragRestDuration`` and lifts:
    /// XCUITest's `press(forDuration:thenDragTo:)`, how a test picks up a cell to reorder
    /// it. A human motion trembles in place while pressing, within a long press's 10 pt.
    ///
    /// Time stands at the lift: `pressDuration + duration + 0.05` s later.
    public func press(at start: CGPoint, forDuration pressDuration: TimeInterval = 0.8, thenDragTo end: CGPoint,
                      duration: TimeInterval = 0.5) {
        guard check(pressDuration.isFinite && pressDuration >= 0 && duration.isFinite && duration > 0,
                    "press(at:forDuration: \(pressDuration), thenDragTo:duration: \(duration)) needs durations") else { return }
        let pressing = pressDuration / (pressDuration + duration)
        let path: (Double) -> CGPoint = { done in
            let travelled = CGFloat(max(0, done - pressing) / (1 - pressing))
            return CGPoint(x: start.x + (end.x - start.x) * travelled, y: start.y + (end.y - start.y) * travelled)
        }
        perform([path], duration: pressDuration + duration, wavers: false, ending: .rest(Self.dragRestDuration))
    }

    /// Flicks `fingers` fingers side by side from `start` to `end` in `duration` seconds:
    /// they speed up at a constant acceleration for the first 40 % of the time, then move
    /// at the end speed until they lift while still moving, at `end`. Returns that
    /// velocity, in points per second along each axis, as
    /// `UIPanGestureRecognizer.velocity(in:)` gives it: `(end − start) / (0.8 × duration)`.
    /// A human motion trembles on the way but keeps the commanded speed.
    ///
    /// Time stands at the lift: `duration` later.
    @discardableResult
    public func flick(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.2, fingers: Int = 1) -> CGPoint {
        guard check(fingers >= 1 && duration.isFinite && duration > 0,
                    "flick(from:to:duration: \(duration), fingers: \(fingers)) needs a finger and a duration") else { return .zero }
        let accelerating = Self.flickAccelerationFraction
        // Distance covered while accelerating, as a fraction of the whole: (a/2) / (a/2 + 1 − a).
        let share = (accelerating / 2) / (1 - accelerating / 2)
        let progress: (Double) -> Double = { s in
            s < accelerating ? share * (s / accelerating) * (s / accelerating)
                             : share + (1 - share) * (s - accelerating) / (1 - accelerating)
        }
        perform(parallelPaths(from: start, to: end, fingers: fingers), duration: duration, progress: progress, wavers: false,
                ending: .liftMoving)
        let endSpeed = (1 - share) / ((1 - accelerating) * duration)
        return CGPoint(x: (end.x - start.x) * endSpeed, y: (end.y - start.y) * endSpeed)
    }

    /// Swipes `fingers` fingers side by side from `point` in `direction` (one of `.right`,
    /// `.left`, `.up`, `.down`) over `distance` points in `duration` seconds, and lifts at
    /// the end: by default 150 pt in 0.15 s, a brisk swipe.
    ///
    /// Time stands at the lift: `duration` later.
    public func swipe(_ direction: UISwipeGestureRecognizer.Direction, at point: CGPoint, distance: CGFloat = 150,
                      duration: TimeInterval = 0.15, fingers: Int = 1) {
        let unit: CGVector
        switch direction {
        case .right: unit = CGVector(dx: 1, dy: 0)
        case .left: unit = CGVector(dx: -1, dy: 0)
        case .up: unit = CGVector(dx: 0, dy: -1)
        case .down: unit = CGVector(dx: 0, dy: 1)
        default: return refuse("TouchSimulator.swipe: \(direction) is not one direction; give .right, .left, .up or .down")
        }
        guard check(fingers >= 1 && duration.isFinite && duration > 0 && distance.isFinite,
                    "swipe(_:at:distance: \(distance), duration: \(duration), fingers: \(fingers)) needs a finger, a distance and a duration")
        else { return }
        let end = point + CGVector(dx: unit.dx * distance, dy: unit.dy * distance)
        perform(parallelPaths(from: point, to: end, fingers: fingers), duration: duration, ending: .lift)
    }

    /// Pinches two fingers on a horizontal line through `center`, from `fromDistance`
    /// points apart to `toDistance` apart, in `duration` seconds, and lifts them: the
    /// final scale of a `UIPinchGestureRecognizer` is `toDistance / fromDistance`.
    ///
    /// A pinch recognizer starts counting once the fingers' distance has changed by 8 pt,
    /// from the distance at that moment, as UIKit's does; so the fingers land 8 pt short
    /// of `fromDistance` (closer for a pinch out, farther apart for a pinch in) and the
    /// pinch begins at `fromDistance`.
    ///
    /// Time stands at the lift: `duration` later.
    public func pinch(at center: CGPoint, fromDistance: CGFloat = 100, toDistance: CGFloat = 200,
                      duration: TimeInterval = 0.5) {
        guard check(fromDistance > 0 && toDistance > 0 && fromDistance.isFinite && toDistance.isFinite
                    && duration.isFinite && duration > 0,
                    "pinch(at:fromDistance: \(fromDistance), toDistance: \(toDistance), duration: \(duration)) needs positive distances and a duration")
        else { return }
        let landing = fromDistance + (toDistance > fromDistance ? -1 : toDistance < fromDistance ? 1 : 0)
            * GestureThresholds.pinchHysteresis
        let paths: [(Double) -> CGPoint] = [-1, 1].map { side in
            { u in
                let half = (landing + (toDistance - landing) * CGFloat(u)) / 2
                return CGPoint(x: center.x + side * half, y: center.y)
            }
        }
        perform(paths, duration: duration, ending: .lift)
    }

    /// Rotates two fingers `radius` points either side of `center`, starting on a
    /// horizontal line, by `angle` radians (positive is clockwise on the screen, as
    /// `UIRotationGestureRecognizer.rotation`) in `duration` seconds, and lifts them.
    ///
    /// Time stands at the lift: `duration` later.
    public func rotate(at center: CGPoint, by angle: CGFloat, radius: CGFloat = 100, duration: TimeInterval = 0.5) {
        guard check(radius > 0 && radius.isFinite && angle.isFinite && duration.isFinite && duration > 0,
                    "rotate(at:by: \(angle), radius: \(radius), duration: \(duration)) needs a finite angle, a radius and a duration")
        else { return }
        let paths: [(Double) -> CGPoint] = [0, CGFloat.pi].map { base in
            { u in
                let theta = base + angle * CGFloat(u)
                return CGPoint(x: center.x + radius * cos(theta), y: center.y + radius * sin(theta))
            }
        }
        perform(paths, duration: duration, ending: .lift)
    }

    /// Swipes one finger in from `edge` of the window (one of `.left`, `.right`, `.top`,
    /// `.bottom`): down ``edgeInset`` inside the middle of that edge, straight inwards over
    /// `distance` points in `duration` seconds, then lifts.
    ///
    /// Time stands at the lift: `duration` later.
    public func edgePan(from edge: UIRectEdge, distance: CGFloat = 200, duration: TimeInterval = 0.3) {
        let bounds = window.bounds
        let inset = Self.edgeInset
        let start: CGPoint, unit: CGVector
        switch edge {
        case .left: (start, unit) = (CGPoint(x: bounds.minX + inset, y: bounds.midY), CGVector(dx: 1, dy: 0))
        case .right: (start, unit) = (CGPoint(x: bounds.maxX - inset, y: bounds.midY), CGVector(dx: -1, dy: 0))
        case .top: (start, unit) = (CGPoint(x: bounds.midX, y: bounds.minY + inset), CGVector(dx: 0, dy: 1))
        case .bottom: (start, unit) = (CGPoint(x: bounds.midX, y: bounds.maxY - inset), CGVector(dx: 0, dy: -1))
        default: return refuse("TouchSimulator.edgePan: \(edge) is not one edge; give .left, .right, .top or .bottom")
        }
        guard check(distance.isFinite && duration.isFinite && duration > 0,
                    "edgePan(from:distance: \(distance), duration: \(duration)) needs a distance and a duration") else { return }
        let end = start + CGVector(dx: unit.dx * distance, dy: unit.dy * distance)
        perform(parallelPaths(from: start, to: end, fingers: 1), duration: duration, ending: .lift)
    }

    /// Draws one finger along the polyline `path` at a constant speed in `duration`
    /// seconds and lifts it at the last point: a check mark, a circle, any shape a custom
    /// recognizer looks for. A human motion trembles and wavers on the way.
    ///
    /// Time stands at the lift: `duration` later.
    public func stroke(along path: [CGPoint], duration: TimeInterval = 0.5) {
        guard check(!path.isEmpty && duration.isFinite && duration >= 0,
                    "stroke(along: \(path.count) points, duration: \(duration)) needs a point and a duration") else { return }
        var lengths: [CGFloat] = [0]
        for (from, to) in zip(path, path.dropFirst()) { lengths.append(lengths.last! + hypot(to.x - from.x, to.y - from.y)) }
        let total = lengths.last!
        let place: (Double) -> CGPoint = { u in
            guard total > 0 else { return path[path.count - 1] }
            let along = total * CGFloat(u)
            let segment = min(max((lengths.firstIndex { $0 >= along } ?? lengths.count - 1), 1), path.count - 1)
            let span = lengths[segment] - lengths[segment - 1]
            let t = span > 0 ? (along - lengths[segment - 1]) / span : 1
            let (a, b) = (path[segment - 1], path[segment])
            return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        perform([path.count == 1 ? { _ in path[0] } : place], duration: duration, ending: .lift)
    }

    /// Fires every timer still pending (a tap waiting to see whether a second tap comes,
    /// a long press's delay, a scroll view's deceleration, a view animation's end and its
    /// completion), in deadline order, until none is left, and leaves the clock at the
    /// last one. The window's pending layout and appearance callbacks run first (R-LY1).
    /// Where the main queue belongs to the main thread's run loop, the main-queue work
    /// code scheduled runs first and after each timer; elsewhere (`swift test` on Linux)
    /// await ``runMainQueue()`` (R-I10).
    public func settle() {
        window.layoutIfNeeded()
        var fired = 0
        runMainQueueIfOnMainThread(generations: 1)
        while let deadline = window.nextTimerDeadline {
            guard fired < Self.settleLimit else {
                return refuse("TouchSimulator.settle: \(fired) timers fired and more keep coming; a recognizer re-arms its timer forever")
            }
            advance(to: max(deadline, now))
            fired += 1
            runMainQueueIfOnMainThread(generations: 1)
        }
        runMainQueueIfOnMainThread()
    }

    /// The most timers ``settle()`` fires before it reports a timer that never stops.
    static var settleLimit: Int { 10_000 }

    // MARK: Playing a gesture

    /// What the fingers do at the end of a gesture's movement.
    enum Ending {
        /// Lift at the last sample's place, in an event of their own at the same time.
        case lift
        /// Lift in the last sample's event, at its place: still moving.
        case liftMoving
        /// Rest this long, sending nothing, then lift.
        case rest(TimeInterval)
    }

    /// Puts one finger per path down at the path's start, moves them along their paths for
    /// `duration` seconds with samples at the sample rate, then ends as `ending` says.
    /// `progress` maps the fraction of the time gone to the fraction of the path done;
    /// a human motion wavers it when `wavers`, trembles, and spreads the sample times.
    func perform(_ paths: [(Double) -> CGPoint], duration: TimeInterval, progress: (Double) -> Double = { $0 },
                 wavers: Bool = true, ending: Ending) {
        let numbers = freeFingers(paths.count)
        let start = now
        let tremors = paths.map { _ in hand?.tremor() }
        let waver = wavers ? hand?.waver() : nil
        send(zip(numbers, paths).map { .down($0, $1(0)) })
        var elapsed: TimeInterval = 0
        let interval = 1 / sampleRate
        while duration > 0 && elapsed < duration {
            elapsed += hand?.interval(around: interval) ?? interval
            // A sample less than half an interval before the end becomes the end.
            let isLast = elapsed >= duration - interval / 2
            if isLast { elapsed = duration }
            advance(to: start + elapsed)
            let fraction = elapsed / duration
            let done = progress(waver?(fraction) ?? fraction)
            // The hand's wandering fades in after touch-down and out before the end, so
            // that a gesture starts and ends where it was told to.
            let fade = CGFloat(min(1, fraction / 0.2, (1 - fraction) / 0.2))
            let places = zip(paths, tremors).map { path, tremor -> CGPoint in
                guard let tremor, fade > 0 else { return path(done) }
                let wobble = tremor(elapsed) + (hand?.noise() ?? CGVector())
                return path(done) + CGVector(dx: wobble.dx * fade, dy: wobble.dy * fade)
            }
            if isLast, case .liftMoving = ending {
                send(inputs: zip(numbers, places).map { TouchInput(finger: $0, phase: .ended, location: $1) })
                return
            }
            // A resting finger sends no moves: a person's hand trembles, a still one does not.
            if hand != nil || places != paths.map({ $0(0) }) || !isStill(paths) {
                send(zip(numbers, places).map { .move($0, $1) })
            }
        }
        if case .rest(let rest) = ending { advance(by: rest) }
        send(numbers.map { .up($0) })
        runMainQueueIfOnMainThread()
    }

    /// Whether every path stays where it starts (a press): its fingers need no moves.
    private func isStill(_ paths: [(Double) -> CGPoint]) -> Bool {
        paths.allSatisfy { $0(0) == $0(1) && $0(0) == $0(0.5) }
    }

    /// `fingers` straight paths from `start` to `end`, side by side across the direction
    /// of travel.
    private func parallelPaths(from start: CGPoint, to end: CGPoint, fingers: Int) -> [(Double) -> CGPoint] {
        let travel = CGVector(dx: end.x - start.x, dy: end.y - start.y)
        let length = hypot(travel.dx, travel.dy)
        let across = length > 0 ? CGVector(dx: -travel.dy / length, dy: travel.dx / length) : CGVector(dx: 1, dy: 0)
        return spread(fingers, around: start, across: across).map { origin in
            { u in CGPoint(x: origin.x + travel.dx * CGFloat(u), y: origin.y + travel.dy * CGFloat(u)) }
        }
    }

    /// `count` points ``fingerSpacing`` apart along `direction`, centered on `point`.
    private func spread(_ count: Int, around point: CGPoint, across direction: CGVector) -> [CGPoint] {
        (0..<count).map { index in
            let offset = (CGFloat(index) - CGFloat(count - 1) / 2) * Self.fingerSpacing
            return CGPoint(x: point.x + direction.dx * offset, y: point.y + direction.dy * offset)
        }
    }

    /// The `count` lowest finger numbers from 1 that are not down.
    private func freeFingers(_ count: Int) -> [Int] {
        var numbers: [Int] = []
        var candidate = 1
        while numbers.count < count {
            if touch(candidate) == nil { numbers.append(candidate) }
            candidate += 1
        }
        return numbers
    }

    /// Moves the clock to `time`, if it is ahead.
    private func advance(to time: TimeInterval) {
        advance(by: max(0, time - now))
    }

    /// `duration`, up to 30 % longer or shorter in a human motion.
    private func jittered(_ duration: TimeInterval) -> TimeInterval {
        hand?.interval(around: duration) ?? duration
    }

    /// A random offset of at most `limit` points, from the human hand.
    private func randomOffset(_ limit: CGFloat) -> CGFloat {
        guard var hand else { return 0 }
        defer { self.hand = hand }
        return .random(in: -limit...limit, using: &hand.generator)
    }

    /// Reports a call's bad arguments to the running test unless `condition` holds.
    private func check(_ condition: Bool, _ message: @autoclosure () -> String) -> Bool {
        if !condition { refuse("TouchSimulator.\(message())") }
        return condition
    }
}

extension CGPoint {
    fileprivate static func + (point: CGPoint, offset: CGVector) -> CGPoint {
        CGPoint(x: point.x + offset.dx, y: point.y + offset.dy)
    }
}

extension CGVector {
    fileprivate static func + (lhs: CGVector, rhs: CGVector) -> CGVector {
        CGVector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }
}
