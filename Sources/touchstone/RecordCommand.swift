import ArgumentParser
import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// `touchstone record`: records live input as a Touchstone trace, to replay later or to
/// turn into a test.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record live input as a Touchstone trace, until the input ends, Ctrl-C or SIGTERM.",
        discussion: """
        PATH is a touchscreen, a touchpad or a keyboard (its keys are recorded as key events). \
        Fingers and keys still down at the end are cancelled, so the trace is complete and replays as it was received.
        """
    )

    @OptionGroup var input: LiveInputOptions

    @Argument(help: "The trace file to write.")
    var output: String

    func run() throws {
        LiveRun.main { try await runRecord() }
    }

    /// The files the recording reads, which its output must not be.
    private var inputs: [String] { [input.path] + (input.device.map { [$0] } ?? []) }

    @MainActor
    private func runRecord() async throws {
        try OutputFile.refuseInputs(output, inputs, what: "the trace")
        let source = try input.open()
        let window = UIWindow(frame: CGRect(origin: .zero, size: source.screen))
        let recorder = TraceRecorder()
        printError("recording \(source.summary); Ctrl-C stops")
        let receiver = ObservedReceiver(window, observe: recorder.record, observePresses: recorder.record)
        // Input that fails (refused, a device removed) ends the recording, not loses it:
        // what came before is written, its open touches cancelled, then the error is told.
        var failure: (any Error)?
        do {
            try await LiveRun.drive(receiver, from: source, speed: input.speed, warnings: LiveWarnings())
        } catch {
            failure = error
        }
        try LiveRun.write(recorder, screen: source.screen, endTime: window.currentTime, to: output, source: input.path,
                          inputs: inputs)
        let trace = recorder.recording(screen: source.screen)
        printError("wrote \(trace.frames.count) frames, \(trace.touchCount) touches, to \(output)")
        if let failure { throw failure }
    }
}
