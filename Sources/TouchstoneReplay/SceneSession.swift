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

    /// Builds `scene` in a window of the scene's size, or else `screen`.
    public init(scene: Scene, screen: CGSize) {
        self.scene = scene
        runtime = SceneRuntime(scene: scene, size: scene.windowSize ?? screen)
    }

    /// The scene's window.
    public var window: UIWindow { runtime.window }

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
