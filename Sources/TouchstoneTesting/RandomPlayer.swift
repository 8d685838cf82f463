import Foundation
import Touchstone

/// The random input of one ``GestureFuzz`` seed: fingers, one-line gestures, the pointer
/// and time, always in a legal order, so that every refusal or violation is the window's.
@MainActor
struct RandomPlayer {
    let simulator: TouchSimulator
    let bounds: CGRect
    let maximumFingers: Int
    let includesPointer: Bool
    private var down: [Int] = []
    private var nextFinger = 100
    /// Every touch the run made, weakly checked once the window is gone.
    private(set) var touches: [UITouch] = []
    private var buttons: UIEvent.ButtonMask = []
    private var pointerInside = false
    private var scrolling = false
    private var transforming = false

    init(simulator: TouchSimulator, bounds: CGRect, maximumFingers: Int, includesPointer: Bool) {
        self.simulator = simulator
        self.bounds = bounds
        self.maximumFingers = maximumFingers
        self.includesPointer = includesPointer
    }

    private func point(using random: inout SeededRandomGenerator) -> CGPoint {
        CGPoint(x: .random(in: bounds.minX..<bounds.maxX, using: &random), y: .random(in: bounds.minY..<bounds.maxY, using: &random))
    }

    /// Plays one random step; returns what it did.
    mutating func step(using random: inout SeededRandomGenerator) -> String {
        if includesPointer && Int.random(in: 0..<4, using: &random) == 0 { return pointerStep(using: &random) }
        let at = point(using: &random)
        switch Int.random(in: 0..<12, using: &random) {
        case 0..<3 where down.count < maximumFingers:
            let finger = nextFinger
            nextFinger += 1
            down.append(finger)
            touches.append(simulator.down(finger, at: at))
            return "t=\(simulator.now) down \(finger) at \(at)"
        case 3..<5 where !down.isEmpty:
            let finger = down.randomElement(using: &random)!
            simulator.move(finger, to: at)
            return "t=\(simulator.now) move \(finger) to \(at)"
        case 5 where !down.isEmpty:
            let finger = down.remove(at: Int.random(in: 0..<down.count, using: &random))
            simulator.up(finger)
            return "t=\(simulator.now) up \(finger)"
        case 6 where !down.isEmpty:
            let finger = down.remove(at: Int.random(in: 0..<down.count, using: &random))
            simulator.cancel(finger)
            return "t=\(simulator.now) cancel \(finger)"
        case 7 where down.count < maximumFingers:
            // Several fingers change in one event: some lift, some come down.
            var changes: [TouchSimulator.Change] = []
            let lifting = down.filter { _ in Bool.random(using: &random) }
            for finger in lifting { changes.append(.up(finger)) }
            down.removeAll { lifting.contains($0) }
            for _ in 0..<Int.random(in: 1...max(1, maximumFingers - down.count), using: &random) {
                changes.append(.down(nextFinger, point(using: &random)))
                down.append(nextFinger)
                nextFinger += 1
            }
            touches += simulator.send(changes).filter { $0.phase == .began }
            return "t=\(simulator.now) event \(changes)"
        case 8, 9:
            return gesture(at: at, using: &random)
        default:
            let seconds = TimeInterval.random(in: 0...0.4, using: &random)
            simulator.advance(by: seconds)
            return "advance \(seconds)"
        }
    }

    /// One of the simulator's one-line gestures, with the fingers not down.
    private mutating func gesture(at point: CGPoint, using random: inout SeededRandomGenerator) -> String {
        let start = simulator.now
        let end = self.point(using: &random)
        let fingers = Int.random(in: 1...max(1, min(2, maximumFingers - down.count)), using: &random)
        let observer = simulator.inputObserver
        var made: [UITouch] = []
        simulator.inputObserver = { [simulator] inputs, time in
            observer?(inputs, time)
            made += inputs.filter { $0.phase == .began }.compactMap { simulator.touch($0.finger) }
        }
        defer { simulator.inputObserver = observer }
        let description: String
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            let taps = Int.random(in: 1...2, using: &random)
            simulator.tap(at: point, fingers: fingers, taps: taps)
            description = "tap(at: \(point), fingers: \(fingers), taps: \(taps))"
        case 1:
            simulator.longPress(at: point, duration: .random(in: 0.2...0.9, using: &random), fingers: fingers)
            description = "longPress(at: \(point), fingers: \(fingers))"
        case 2:
            simulator.drag(from: point, to: end, fingers: fingers)
            description = "drag(from: \(point), to: \(end), fingers: \(fingers))"
        case 3:
            simulator.flick(from: point, to: end, fingers: fingers)
            description = "flick(from: \(point), to: \(end), fingers: \(fingers))"
        case 4:
            let direction = [UISwipeGestureRecognizer.Direction.right, .left, .up, .down].randomElement(using: &random)!
            simulator.swipe(direction, at: point, fingers: fingers)
            description = "swipe(\(direction), at: \(point), fingers: \(fingers))"
        case 5:
            let to = CGFloat.random(in: 40...300, using: &random)
            simulator.pinch(at: point, fromDistance: 120, toDistance: to)
            description = "pinch(at: \(point), toDistance: \(to))"
        case 6:
            let angle = CGFloat.random(in: -2...2, using: &random)
            simulator.rotate(at: point, by: angle)
            description = "rotate(at: \(point), by: \(angle))"
        default:
            simulator.stroke(along: [point, end, self.point(using: &random)], duration: 0.3)
            description = "stroke(along: \(point), \(end), …)"
        }
        touches += made
        return "t=\(start) \(description)"
    }

    /// One pointer input, legal after the ones before it (R-P2, R-P4–R-P6).
    private mutating func pointerStep(using random: inout SeededRandomGenerator) -> String {
        let at = point(using: &random)
        let input: PointerInput
        switch Int.random(in: 0..<8, using: &random) {
        case 0..<3:
            let masks: [UIEvent.ButtonMask] = [[], [], .primary, .secondary]
            buttons = masks.randomElement(using: &random)!
            pointerInside = true
            input = .move(to: at, buttons: buttons, modifiers: [])
        case 3:
            (buttons, pointerInside, scrolling, transforming) = ([], false, false, false)
            input = .exit
        case 4 where pointerInside:
            input = .scroll(delta: CGVector(dx: .random(in: -20...20, using: &random), dy: .random(in: -20...20, using: &random)),
                            type: .discrete, phase: .changed, modifiers: [])
        case 5 where pointerInside:
            let phase: PointerInput.Phase = scrolling ? [.changed, .changed, .ended].randomElement(using: &random)! : .began
            scrolling = phase != .ended
            input = .scroll(delta: CGVector(dx: .random(in: -20...20, using: &random), dy: .random(in: -20...20, using: &random)),
                            type: .continuous, phase: phase, modifiers: [])
        case 6 where pointerInside:
            let phase: PointerInput.Phase = transforming ? [.changed, .changed, .ended].randomElement(using: &random)! : .began
            transforming = phase != .ended
            input = .transform(scale: phase == .began ? 1 : .random(in: 0.5...2, using: &random),
                               rotation: phase == .began ? 0 : .random(in: -1...1, using: &random), phase: phase, modifiers: [])
        default:
            let seconds = TimeInterval.random(in: 0...0.15, using: &random)
            simulator.advance(by: seconds)
            return "advance \(seconds)"
        }
        if let touch = simulator.send(pointer: input), touch.phase == .began { touches.append(touch) }
        return "t=\(simulator.now) pointer \(input)"
    }

    /// Lifts every finger, ends the pointer's gestures and takes it out of the window.
    mutating func finish() -> String {
        for finger in down { simulator.up(finger) }
        down.removeAll()
        if scrolling { simulator.send(pointer: .scroll(delta: CGVector(), type: .continuous, phase: .ended, modifiers: [])) }
        if transforming { simulator.send(pointer: .transform(scale: 1, rotation: 0, phase: .ended, modifiers: [])) }
        if !buttons.isEmpty { simulator.send(pointer: .move(to: .zero, buttons: [], modifiers: [])) }
        simulator.send(pointer: .exit)
        (buttons, pointerInside, scrolling, transforming) = ([], false, false, false)
        return "t=\(simulator.now) lift every finger, end the pointer's gestures, leave"
    }
}
