import Foundation
import Touchstone

/// Drives a window with scripted fingers, a pointer and a pencil on a virtual clock, for
/// tests and scenarios.
///
/// Each call is one event at ``now``, in which every other finger that is down is
/// stationary; time moves only through ``advance(by:)`` and the calls that say they take
/// time (a click, a drag, a stroke). Points are window coordinates. The pointer calls
/// (``click(at:buttons:modifiers:)``, ``hover(to:modifiers:)``, ``wheel(by:modifiers:)``…) go through
/// `UIWindow.sendPointer(_:at:)`; see `PointerInput`.
/// Misuse (moving a finger that is not down, a second `down` for a finger that is down,
/// non-finite coordinates, negative time) is a programmer error in a test and traps with
/// a message naming the finger and the mistake; the window's own input API, which this
/// drives, reports the same problems as `TouchInputError` instead.
@MainActor
public final class TouchSimulator {
    /// One finger's change within an event sent with ``send(_:)``.
    public enum Change {
        case down(Int, CGPoint)
        case move(Int, CGPoint)
        case up(Int)
        case cancel(Int)
    }

    /// The window being driven.
    public let window: UIWindow
    private var fingers: [Int: UITouch] = [:]

    /// Called with every event the simulator sends, after the window accepted it: the
    /// finger changes and their time. A trace recorder listens here to save a scripted
    /// run for replay.
    public var inputObserver: (@MainActor ([TouchInput], TimeInterval) -> Void)?
    /// Called with every pointer input the simulator sends, after the window accepted it,
    /// and its time.
    public var pointerObserver: (@MainActor (PointerInput, TimeInterval) -> Void)?

    /// Creates a simulator for `window`, moving its clock to `startTime` if it is behind.
    public init(window: UIWindow, startTime: TimeInterval = 0) {
        self.window = window
        if window.currentTime < startTime {
            do { try window.advanceTime(to: startTime) } catch {
                preconditionFailure("TouchSimulator(startTime: \(startTime)): \(error)")
            }
        }
    }

    /// The current virtual time, in seconds.
    public var now: TimeInterval { window.currentTime }

    /// Moves time forward by `seconds`, firing due timers in deadline order.
    public func advance(by seconds: TimeInterval) {
        precondition(seconds.isFinite && seconds >= 0,
                     "TouchSimulator.advance(by: \(seconds)): time can only move forward by a finite amount")
        do { try window.advanceTime(to: now + seconds) } catch {
            preconditionFailure("TouchSimulator.advance(by: \(seconds)): \(error)")
        }
    }

    /// Puts `finger` down at `point`.
    @discardableResult
    public func down(_ finger: Int, at point: CGPoint) -> UITouch {
        send([.down(finger, point)])[0]
    }

    /// Moves `finger`, which must be down, to `point`.
    public func move(_ finger: Int, to point: CGPoint) {
        send([.move(finger, point)])
    }

    /// Lifts `finger`, which must be down.
    public func up(_ finger: Int) {
        send([.up(finger)])
    }

    /// Cancels `finger`'s touch, as the system does when an alert takes over.
    public func cancel(_ finger: Int) {
        send([.cancel(finger)])
    }

    /// Sends several fingers' changes as one event; returns their touches in order.
    @discardableResult
    public func send(_ changes: [Change]) -> [UITouch] {
        send(inputs: changes.map(Self.input(for:)))
    }

    /// Sends several fingers' changes, given as the window takes them, as one event;
    /// returns their touches in order. The same misuse traps as with ``send(_:)``.
    @discardableResult
    public func send(inputs: [TouchInput]) -> [UITouch] {
        var seen = Set<Int>()
        for input in inputs {
            precondition(seen.insert(input.finger).inserted,
                         "TouchSimulator: finger \(input.finger) appears twice in one event")
            if let point = input.location {
                precondition(point.x.isFinite && point.y.isFinite,
                             "TouchSimulator: finger \(input.finger) given a non-finite point (\(point.x), \(point.y))")
            }
            switch input.phase {
            case .began:
                precondition(fingers[input.finger] == nil,
                             "TouchSimulator.down: finger \(input.finger) is already down")
            case .moved, .ended, .cancelled:
                precondition(fingers[input.finger] != nil,
                             "TouchSimulator: finger \(input.finger) is not down, so it cannot \(Self.verb(input.phase))")
            }
        }
        let touches: [UITouch]
        do { touches = try window.sendTouches(inputs, at: now) } catch {
            preconditionFailure("TouchSimulator: \(error)")
        }
        for (input, touch) in zip(inputs, touches) {
            fingers[input.finger] = input.phase == .began || input.phase == .moved ? touch : nil
        }
        inputObserver?(inputs, now)
        return touches
    }

    /// Sends one pointer input at ``now``; returns the pointer's touch when it pressed,
    /// moved or released a button. Input the window refuses (a scroll phase out of order, a
    /// scroll outside the window) traps.
    @discardableResult
    public func send(pointer input: PointerInput) -> UITouch? {
        let touch: UITouch?
        do { touch = try window.sendPointer(input, at: now) } catch {
            preconditionFailure("TouchSimulator: \(error)")
        }
        pointerObserver?(input, now)
        return touch
    }

    /// The touch of `finger` while it is down.
    public func touch(_ finger: Int) -> UITouch? { fingers[finger] }

    private static func input(for change: Change) -> TouchInput {
        switch change {
        case .down(let finger, let point): TouchInput(finger: finger, phase: .began, location: point)
        case .move(let finger, let point): TouchInput(finger: finger, phase: .moved, location: point)
        case .up(let finger): TouchInput(finger: finger, phase: .ended)
        case .cancel(let finger): TouchInput(finger: finger, phase: .cancelled)
        }
    }

    private static func verb(_ phase: TouchInput.Phase) -> String {
        switch phase {
        case .began: "go down"
        case .moved: "move"
        case .ended: "lift"
        case .cancelled: "be cancelled"
        }
    }
}
