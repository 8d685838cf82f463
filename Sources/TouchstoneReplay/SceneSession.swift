import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive

/// A scene running on input as it comes, writing down its timeline: what a replay does
/// frame by frame, open to a live driver (it is a `TouchReceiver`), so that live input
/// gives the same timeline and the same gestures as a replay of its recording.
@MainActor
public final class SceneSession: TouchReceiver {
    let runtime: SceneRuntime
    private let scene: Scene
    /// The last location of each finger down, for changes that give none.
    private var locations: [Int: CGPoint] = [:]
    /// The modifier flags the keys sent so far hold, for the timeline's key events.
    private var modifiers = ModifierKeys()

    /// Builds `scene` in a window of the scene's size, or else `screen`.
    public init(scene: Scene, screen: CGSize) {
        self.scene = scene
        runtime = SceneRuntime(scene: scene, size: scene.windowSize ?? screen)
    }

    /// The scene's window.
    public var window: UIWindow { runtime.window }

    /// The scene's recognizers by name, in attachment order: for the lab, which adds
    /// templates to a shape recognizer of the running scene.
    package var recognizers: [(name: String, recognizer: UIGestureRecognizer)] { runtime.recognizers }

    /// The timeline so far, in the order things happened.
    public var events: [TimelineEvent] { runtime.recorder.events }

    /// The `presses…` calls the scene's responders heard so far, in order (R-R5): send
    /// presses with the window's `sendPresses(_:at:)`.
    public var pressDeliveries: [PressDelivery] { runtime.pressLog.deliveries }

    /// Records the changes, then sends them to the window at `timestamp`; timers due
    /// before it fire first, so that the timeline stays in order. Input the window refuses
    /// leaves no trace in the timeline.
    @discardableResult
    public func sendTouches(_ inputs: [TouchInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UITouch] {
        try runtime.window.advanceTime(to: timestamp)
        let recorder = runtime.recorder
        let before = (events: recorder.events.count, locations: locations, buttons: recorder.pointerButtons)
        let indices = inputs.map { input in
            let location = input.location ?? locations[input.finger] ?? .zero
            locations[input.finger] = input.phase == .began || input.phase == .moved ? location : nil
            return recorder.touch(TouchChange(finger: input.finger, phase: input.phase.touchPhase, location: location), at: timestamp)
        }
        let touches: [UITouch]
        do {
            touches = try runtime.window.sendTouches(inputs, at: timestamp)
        } catch {
            recorder.discardInput(from: before.events, pointerButtons: before.buttons)
            locations = before.locations
            throw error
        }
        for (index, touch) in zip(indices, touches) { recorder.completeTouch(at: index, with: touch) }
        return touches
    }

    /// Records a pointer event, then sends it to the window at `timestamp`; timers due
    /// before it fire first (R-P2, R-P4–R-P6). An event the window refuses leaves no
    /// trace in the timeline.
    @discardableResult
    public func sendPointer(_ event: PointerEvent, at timestamp: TimeInterval) throws(TouchInputError) -> UITouch? {
        try runtime.window.advanceTime(to: timestamp)
        let buttons = runtime.recorder.pointerButtons
        let index = runtime.recorder.pointer(event, at: timestamp)
        let touch: UITouch?
        do {
            touch = try runtime.window.sendPointer(PointerInput(event), at: timestamp)
        } catch {
            runtime.recorder.discardInput(from: index, pointerButtons: buttons)
            throw error
        }
        if let touch { runtime.recorder.completePointer(at: index, with: touch) }
        return touch
    }

    /// Records a host's pointer input, then sends it to the window at `timestamp`, as
    /// ``sendPointer(_:at:)-(PointerEvent,_)`` does with a recording's pointer event.
    @discardableResult
    public func sendPointer(_ input: PointerInput, at timestamp: TimeInterval) throws(TouchInputError) -> UITouch? {
        try sendPointer(PointerEvent(input), at: timestamp)
    }

    /// Records the key changes, then sends them to the window as one event of presses at
    /// `timestamp` (R-R5); timers due before it fire first. Presses of buttons reach the
    /// window without a line in the timeline, which shows keys. An event the window
    /// refuses leaves no trace in the timeline.
    @discardableResult
    public func sendPresses(_ inputs: [PressInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UIPress] {
        try runtime.window.advanceTime(to: timestamp)
        var keys: [KeyEvent?] = []
        var held = modifiers
        for input in inputs {
            keys.append(KeyEvent(input, modifiers: UIKeyModifierFlags(rawValue: held.flags.rawValue)))
            if let key = keys.last!, input.phase != .changed { held.note(key.keyCode, key.phase) }
        }
        return try send(inputs, recording: keys, at: timestamp, holding: held)
    }

    /// Sends a key change read from a recording at `timestamp` (R-R5, R-R6): the window
    /// holds exactly the modifier flags the recording says were held, then the key
    /// changes. A key code UIKit does not name is refused.
    @discardableResult
    public func sendKey(_ event: KeyEvent, at timestamp: TimeInterval) throws(TouchInputError) -> UIPress {
        guard let input = PressInput(event) else {
            throw .pressInput(press: "key \(event.keyCode)", problem: "is not one of UIKit's key codes (UIKeyboardHIDUsage)")
        }
        try runtime.window.sendModifierFlags(UIKeyModifierFlags(rawValue: event.modifiers.rawValue), at: timestamp)
        var held = modifiers
        held.note(event.keyCode, event.phase)
        return try send([input], recording: [event], at: timestamp, holding: held)[0]
    }

    private func send(_ inputs: [PressInput], recording keys: [KeyEvent?], at timestamp: TimeInterval,
                      holding held: ModifierKeys) throws(TouchInputError) -> [UIPress] {
        try runtime.window.advanceTime(to: timestamp)
        let recorder = runtime.recorder
        let before = (events: recorder.events.count, buttons: recorder.pointerButtons)
        let indices = keys.map { key in key.map { recorder.key($0, at: timestamp) } }
        let presses: [UIPress]
        do {
            presses = try runtime.window.sendPresses(inputs, at: timestamp)
        } catch {
            recorder.discardInput(from: before.events, pointerButtons: before.buttons)
            throw error
        }
        modifiers = held
        for (index, press) in zip(indices, presses) {
            if let index { recorder.completeKey(at: index, with: press) }
        }
        return presses
    }

    /// Moves the window's time to `timestamp`, firing the timers due by then.
    public func advanceTime(to timestamp: TimeInterval) throws(TouchInputError) {
        try runtime.window.advanceTime(to: timestamp)
    }

    /// The window's time.
    public var currentTime: TimeInterval { runtime.window.currentTime }

    /// When the window's next timer is due.
    public var nextTimerDeadline: TimeInterval? { runtime.window.nextTimerDeadline }

    /// What the session produced so far, as a replay's result.
    public func result(inputSummary: String, duration: TimeInterval? = nil, warnings: [InputWarning] = []) -> ReplayResult {
        ReplayResult(sceneName: scene.name, inputSummary: inputSummary, screen: window.bounds.size,
                     duration: max(duration ?? 0, window.currentTime), events: events,
                     recognizerNames: runtime.recognizers.map(\.name), warnings: warnings,
                     contentOffsets: runtime.recorder.contentOffsets)
    }
}

extension TouchInput.Phase {
    /// The recording's phase for this change.
    var touchPhase: TouchPhase {
        switch self {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}
