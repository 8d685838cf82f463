import Foundation
import Testing
import Touchstone

/// Drives a window with scripted fingers, a pointer and a pencil on a virtual clock, for
/// tests and scenarios.
///
/// Each call is one event at ``now``, in which every other finger that is down is
/// stationary; time moves only through ``advance(by:)`` and the calls that say they take
/// time (a click, a drag, a stroke, and the one-line finger gestures such as
/// ``tap(at:fingers:taps:)`` and ``pinch(at:fromDistance:toDistance:duration:)``, which
/// sample at ``sampleRate`` and move as ``motion`` says). Points are window coordinates.
/// The pointer calls (``click(at:buttons:modifiers:)``, ``hover(to:modifiers:)``,
/// ``wheel(by:modifiers:)``…) go through `UIWindow.sendPointer(_:at:)`; see `PointerInput`.
///
/// ## Refused input
///
/// Input that cannot be applied (moving a finger that is not down, a second `down` for a
/// finger that is down, a non-finite point, time going backwards, a call made from inside
/// the window's own handlers, which the window refuses) does not end the test run: the
/// simulator records it as an issue of the running test (Swift Testing's `Issue.record`),
/// naming the finger and the reason, sends nothing for that event, and carries on, so the
/// test fails with a message and the other tests run. A call that returns the touch of a
/// refused finger returns an unsent touch: `cancelled`, with no view and no window.
/// In an XCTest test watched by TouchstoneXCTest's `GestureLogObserver`, the refusal is
/// an `XCTFail` of that test. Outside a test there is no test to tell, and a refusal traps
/// with the same message.
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

    /// How many samples per second the one-line gestures send while fingers move: 120,
    /// a ProMotion display's touch rate, by default.
    public var sampleRate: Double = 120 {
        willSet {
            precondition(newValue.isFinite && newValue > 0, "TouchSimulator.sampleRate: \(newValue) is not a positive rate")
        }
    }

    /// How the one-line gestures move: ``GestureMotion/exact`` (the default) or
    /// ``GestureMotion/human(seed:)``. Setting it starts the human hand's random choices
    /// over from its seed.
    public var motion: GestureMotion = .exact {
        didSet { hand = Self.hand(for: motion) }
    }
    /// The random choices of a human motion, `nil` for an exact one.
    var hand: HumanHand?

    /// Called with every event the simulator sends, after the window accepted it: the
    /// finger changes and their time. A trace recorder listens here to save a scripted
    /// run for replay.
    public var inputObserver: (@MainActor ([TouchInput], TimeInterval) -> Void)?
    /// Called with every pointer input the simulator sends, after the window accepted it,
    /// and its time.
    public var pointerObserver: (@MainActor (PointerInput, TimeInterval) -> Void)?

    /// The log that records what the simulator sends and what the window does with it:
    /// the one given when the simulator was made or, inside a test with the
    /// ``Testing/Trait/gestureLog`` trait, one made for its window; else `nil`.
    public let log: GestureLog?

    /// Creates a simulator for `window`, moving its clock to `startTime` if it is behind,
    /// and recording into `log` if given. Inside a test with the
    /// ``Testing/Trait/gestureLog`` trait, a simulator made without a log makes one.
    public convenience init(window: UIWindow, startTime: TimeInterval = 0, log: GestureLog? = nil) {
        self.init(window: window, startTime: startTime, log: log, logsInTestScope: true)
    }

    /// Creates a simulator that makes a log in a ``Testing/Trait/gestureLog`` test only if
    /// `logsInTestScope`.
    init(window: UIWindow, startTime: TimeInterval, log: GestureLog?, logsInTestScope: Bool) {
        self.window = window
        self.log = log ?? (logsInTestScope && GestureLogScope.active != nil ? GestureLog(window: window) : nil)
        if window.currentTime < startTime {
            do { try window.advanceTime(to: startTime) } catch {
                refuse("TouchSimulator(startTime: \(startTime)): the window refused the start time: \(error)")
            }
        }
    }

    static func hand(for motion: GestureMotion) -> HumanHand? {
        switch motion {
        case .exact: nil
        case .human(let seed): HumanHand(generator: SeededRandomGenerator(seed: seed))
        }
    }

    /// The current virtual time, in seconds.
    public var now: TimeInterval { window.currentTime }

    /// Moves time forward by `seconds`, firing due timers in deadline order.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite && seconds >= 0 else {
            return refuse("TouchSimulator.advance(by: \(seconds)): time can only move forward by a finite amount")
        }
        do { try window.advanceTime(to: now + seconds) } catch {
            refuse("TouchSimulator.advance(by: \(seconds)): the window refused: \(error)")
        }
        log?.publish()
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
    /// returns their touches in order. An event with a refused change is not sent: each
    /// problem is reported (see <doc:TouchSimulator#Refused-input>) and the touches
    /// returned are the fingers' current ones, or unsent touches.
    @discardableResult
    public func send(inputs: [TouchInput]) -> [UITouch] {
        var seen = Set<Int>()
        var problems: [String] = []
        for input in inputs {
            let finger = input.finger
            if !seen.insert(finger).inserted { problems.append("finger \(finger) appears twice in one event") }
            if let point = input.location, !(point.x.isFinite && point.y.isFinite) {
                problems.append("finger \(finger) given a non-finite point (\(point.x), \(point.y))")
            }
            switch input.phase {
            case .began where fingers[finger] != nil:
                problems.append("finger \(finger) is already down, so it cannot go down")
            case .moved where fingers[finger] == nil, .ended where fingers[finger] == nil,
                 .cancelled where fingers[finger] == nil:
                problems.append("finger \(finger) is not down, so it cannot \(Self.verb(input.phase))")
            default:
                break
            }
        }
        guard problems.isEmpty else {
            for problem in problems { refuse("TouchSimulator: \(problem); the event was not sent") }
            return unsent(inputs)
        }
        let marks = log?.willSend(inputs, at: now)
        let touches: [UITouch]
        do { touches = try window.sendTouches(inputs, at: now) } catch {
            let list = inputs.map { "finger \($0.finger) \(Self.verb($0.phase))" }.joined(separator: ", ")
            refuse("TouchSimulator: the window refused the event (\(list)): \(error)")
            return unsent(inputs)
        }
        for (input, touch) in zip(inputs, touches) {
            fingers[input.finger] = input.phase == .began || input.phase == .moved ? touch : nil
        }
        if let marks { log?.didSend(inputs, touches: touches, marks: marks, at: now) }
        inputObserver?(inputs, now)
        return touches
    }

    /// The touches to return for an event that was not sent: each finger's own if it is
    /// down, else one that never reached the window.
    private func unsent(_ inputs: [TouchInput]) -> [UITouch] {
        inputs.map { fingers[$0.finger] ?? .unsent(finger: $0.finger, location: $0.location ?? .zero, timestamp: now) }
    }

    /// Reports refused input to the running test (Swift Testing's, or an XCTest test that
    /// TouchstoneXCTest's observer watches), or traps outside one.
    func refuse(_ message: String) {
        if let observed = GestureLogScope.observedHere { return observed.fail(message) }
        guard Test.current != nil else { preconditionFailure(message) }
        Issue.record(Comment(rawValue: message))
    }

    /// Sends one pointer input at ``now``; returns the pointer's touch when it pressed,
    /// moved or released a button. Input the window refuses (a scroll phase out of order, a
    /// scroll outside the window) is reported (see <doc:TouchSimulator#Refused-input>)
    /// and returns `nil`.
    @discardableResult
    public func send(pointer input: PointerInput) -> UITouch? {
        let mark = log?.willSend(input, at: now)
        let touch: UITouch?
        do { touch = try window.sendPointer(input, at: now) } catch {
            refuse("TouchSimulator: the window refused the pointer's \(input): \(error)")
            return nil
        }
        if let mark { log?.didSend(input, touch: touch, mark: mark, at: now) }
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
