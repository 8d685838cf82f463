import Foundation
import Touchstone
import TouchstoneFormats

/// Replays a recording through a scene and keeps the timeline of what UIKit would have
/// done: every touch, every view delivery, every action, every arbitration decision.
@MainActor
public enum Replay {
    /// The most timers that may fire after the last frame before the replay stops
    /// waiting for the window to go quiet (a recognizer that re-arms its timer forever).
    static let maximumTrailingTimers = 10_000

    /// Runs `recording` through a fresh build of `scene`.
    ///
    /// - Parameters:
    ///   - recording: the input, as a reader produced it.
    ///   - scene: the view tree and recognizers to build and run it through.
    ///   - progress: called now and then with the fraction of frames done.
    /// - Throws: `InputError` if the engine refuses a frame (the readers check input
    ///   first, so this means the recording and the engine disagree about a finger).
    public static func run(_ recording: TouchRecording, through scene: Scene,
                           progress: ((Double) -> Void)? = nil) throws(InputError) -> ReplayResult {
        let runtime = SceneRuntime(scene: scene, size: scene.windowSize ?? recording.screen)
        let window = runtime.window
        let recorder = runtime.recorder
        let file = recording.file
        for (index, frame) in recording.frames.enumerated() {
            do {
                // Timers due before the frame fire first, so that the timeline stays in order.
                try window.advanceTime(to: frame.time)
                let indices = frame.changes.map { recorder.touch($0, at: frame.time) }
                let inputs = frame.changes.map { TouchInput(finger: $0.finger, phase: $0.phase.touchInputPhase, location: $0.location) }
                let touches = try window.sendTouches(inputs, at: frame.time)
                for (eventIndex, touch) in zip(indices, touches) { recorder.completeTouch(at: eventIndex, with: touch) }
            } catch {
                throw InputError(.fingerState, at: InputLocation(file: file, line: frame.line), "the engine refused this frame: \(error)")
            }
            if let progress, index % 64 == 0 { progress(Double(index) / Double(recording.frames.count)) }
        }
        do {
            if let end = recording.endTime { try window.advanceTime(to: end) }
            var fired = 0
            while let deadline = window.nextTimerDeadline, fired < maximumTrailingTimers {
                try window.advanceTime(to: deadline)
                fired += 1
            }
        } catch {
            throw InputError(.timeWentBackwards, at: InputLocation(file: file), "the engine refused the end time: \(error)")
        }
        progress?(1)
        return ReplayResult(sceneName: scene.name, inputSummary: recording.summary, screen: window.bounds.size,
                            duration: max(recording.duration, window.currentTime), events: recorder.events,
                            recognizerNames: runtime.recognizers.map(\.name), warnings: recording.warnings,
                            contentOffsets: recorder.contentOffsets)
    }
}

extension TouchPhase {
    /// The engine's phase for this change.
    var touchInputPhase: TouchInput.Phase {
        switch self {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}
