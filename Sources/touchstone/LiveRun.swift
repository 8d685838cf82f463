import ArgumentParser
import Dispatch
import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// Passes what the live driver does on to a receiver, telling `observe` about each
/// event of touches, `observePresses` about each event of presses and `observePointer`
/// about each pointer input before it goes, and
/// calling `afterEach` after every step, for the commands that print and record as
/// things happen.
@MainActor
final class ObservedReceiver: TouchReceiver {
    private let inner: any TouchReceiver
    private let observe: ([TouchInput], TimeInterval) -> Void
    private let observePresses: ([PressInput], TimeInterval) -> Void
    private let observePointer: (PointerInput, TimeInterval) -> Void
    private let afterEach: () -> Void

    init(_ inner: any TouchReceiver, observe: @escaping ([TouchInput], TimeInterval) -> Void,
         observePresses: @escaping ([PressInput], TimeInterval) -> Void,
         observePointer: @escaping (PointerInput, TimeInterval) -> Void = { _, _ in }, afterEach: @escaping () -> Void = {}) {
        self.inner = inner
        self.observe = observe
        self.observePresses = observePresses
        self.observePointer = observePointer
        self.afterEach = afterEach
    }

    func sendTouches(_ inputs: [TouchInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UITouch] {
        // Timers due before the input fire first, and print first.
        try advanceTime(to: timestamp)
        observe(inputs, timestamp)
        defer { afterEach() }
        return try inner.sendTouches(inputs, at: timestamp)
    }

    func sendPresses(_ inputs: [PressInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UIPress] {
        try advanceTime(to: timestamp)
        defer { afterEach() }
        let presses = try inner.sendPresses(inputs, at: timestamp)
        // Only presses the window took go into the trace, which must replay.
        observePresses(inputs, timestamp)
        return presses
    }

    func sendPointer(_ input: PointerInput, at timestamp: TimeInterval) throws(TouchInputError) -> UITouch? {
        try advanceTime(to: timestamp)
        observePointer(input, timestamp)
        defer { afterEach() }
        return try inner.sendPointer(input, at: timestamp)
    }

    func advanceTime(to timestamp: TimeInterval) throws(TouchInputError) {
        defer { afterEach() }
        try inner.advanceTime(to: timestamp)
    }

    var currentTime: TimeInterval { inner.currentTime }
    var nextTimerDeadline: TimeInterval? { inner.nextTimerDeadline }
}

/// Runs live commands: ArgumentParser's synchronous commands cannot await, so the work
/// runs as a main-actor task served by the main queue, and the process exits with its
/// outcome.
enum LiveRun {
    /// Runs `body` and exits: 0 when it returns, 1 with its message when it throws.
    static func main(_ body: @escaping @MainActor () async throws -> Void) -> Never {
        Task { @MainActor in
            do {
                try await body()
                try StandardOutput.flush()
                exit(0)
            } catch let code as ExitCode {
                exit(code.rawValue)
            } catch {
                fflush(nil)
                printError("touchstone: error: \(error)")
                exit(1)
            }
        }
        dispatchMain()
    }

    /// The signals that end a run cleanly: Ctrl-C, and `kill`'s default (a service
    /// manager, a script stopping a recording).
    static let stopSignals = [SIGINT, SIGTERM]

    /// Drives `receiver` from `input` until the input ends or a stop signal, which ends
    /// the run cleanly: the open touches are cancelled and the run returns.
    @MainActor
    static func drive(_ receiver: any TouchReceiver, from input: EvdevInput, speed: Double, warnings: LiveWarnings) async throws {
        let driver = LiveDriver(window: receiver, speed: speed)
        let frames = input.frames(warnings: warnings.add)
        let driving = Task { @MainActor in try await driver.run(frames) }
        let sources = stopSignals.map { stop in
            signal(stop, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: stop, queue: .main)
            source.setEventHandler { driving.cancel() }
            source.resume()
            return source
        }
        defer {
            for (stop, source) in zip(stopSignals, sources) {
                source.cancel()
                signal(stop, SIG_DFL)
            }
        }
        try await driving.value
    }

    /// Writes the trace of what was sent to `file` (see `OutputFile`); `inputs` are the
    /// files the command reads, which it must not overwrite.
    @MainActor
    static func write(_ recorder: TraceRecorder, screen: CGSize, endTime: TimeInterval, to file: String, source: String,
                      inputs: [String]) throws(InputError) {
        let text = TraceFormat.write(recorder.recording(screen: screen, endTime: endTime), source: source)
        try OutputFile.write(text, to: file, what: "the trace", inputs: inputs)
    }
}
