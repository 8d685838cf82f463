import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive

/// Replays a recording through a scene and keeps the timeline of what UIKit would have
/// done: every touch, every view delivery, every action, every arbitration decision.
@MainActor
public enum Replay {
    /// The most timers that may fire after the last frame before the replay stops
    /// waiting for the window to go quiet (a recognizer that re-arms its timer forever, a
    /// stepper held to the end). It stops too at a timer due after the latest time a
    /// window takes (`UIWindow.maximumTime`).
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
        var stream = RecordingStream(recording)
        return try run(&stream, through: scene, progress: progress)
    }

    /// Runs the frames of `stream` through a fresh build of `scene` as they are read, so
    /// that the input's memory does not grow with the file (the timeline the result
    /// keeps does). Afterwards `stream.warnings` holds everything the reader repaired.
    ///
    /// - Throws: `InputError` if the rest of the input turns out bad, or the engine
    ///   refuses a frame.
    public static func run(_ stream: inout RecordingStream, through scene: Scene,
                           progress: ((Double) -> Void)? = nil) throws(InputError) -> ReplayResult {
        let session = SceneSession(scene: scene, screen: stream.screen)
        let window = session.window
        let file = stream.file
        var index = 0
        while let frame = try stream.next() {
            do {
                if let key = frame.key {
                    try session.sendKey(key, at: frame.time)
                } else if let pointer = frame.pointer {
                    try session.sendPointer(pointer, at: frame.time)
                } else {
                    try session.sendTouches(frame.changes.map(TouchInput.init), at: frame.time)
                }
            } catch {
                throw InputError(.fingerState, at: InputLocation(file: file, line: frame.line), "the engine refused this frame: \(error)")
            }
            if let progress, index % 64 == 0 { progress(stream.fractionRead) }
            index += 1
        }
        do {
            if let end = stream.endTime { try window.advanceTime(to: end) }
            var fired = 0
            while let deadline = window.nextTimerDeadline, deadline <= UIWindow.maximumTime, fired < maximumTrailingTimers {
                try window.advanceTime(to: deadline)
                fired += 1
            }
        } catch {
            throw InputError(.timeWentBackwards, at: InputLocation(file: file), "the engine refused the end time: \(error)")
        }
        progress?(1)
        return session.result(inputSummary: stream.summary, duration: stream.duration, warnings: stream.warnings)
    }
}
