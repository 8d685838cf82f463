import ArgumentParser
import Foundation
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay
import TouchstoneSampleKinds

/// `touchstone live`: runs a scene on live input and prints what happens as it happens,
/// in the lines `replay` prints.
struct LiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Run a scene on live input and print what UIKit would do, as it happens.",
        discussion: """
        PATH is an input device (touchstone devices lists them: a touchscreen, a touchpad or a \
        keyboard) or a FIFO or file carrying the binary input_event records of one, with --device \
        describing it. A keyboard's keys are presses sent to the window's first responder. Ctrl-C or SIGTERM \
        ends the run: open touches are cancelled, the gestures are listed and the recording is written.
        """
    )

    @OptionGroup var input: LiveInputOptions

    @Option(help: "A scene file (JSON). Default: the standard recognizers.")
    var scene: String?

    @Flag(help: "Say why every recognizer that did not fire did not, with the rule and the other party.")
    var explain = false

    @Option(help: "Also write what was received as a Touchstone trace into this file.")
    var record: String?

    func run() throws {
        LiveRun.main { try await runLive() }
    }

    /// The files the run reads, which its recording must not be.
    private var inputs: [String] { [input.path] + [input.device, scene].compactMap { $0 } }

    @MainActor
    private func runLive() async throws {
        if let record { try OutputFile.refuseInputs(record, inputs, what: "the trace") }
        let scene = try scene.map { (path) throws(InputError) in try Scene.read(contentsOf: URL(fileURLWithPath: path), recognizers: .withSampleRecognizers) }
            ?? Scene.standard
        let source = try input.open(windowSize: scene.windowSize)
        let session = SceneSession(scene: scene, screen: source.screen)
        let recorder = TraceRecorder()
        var timeline = TextRenderer.Timeline(explain: explain)
        var printed = 0
        func printNew() {
            let events = session.events
            guard events.count > printed else { return }
            for line in timeline.lines(for: events[printed...]) { print(line) }
            printed = events.count
            fflush(nil)
        }
        print(TextRenderer.header(sceneName: scene.name, inputSummary: source.summary, screen: session.window.bounds.size,
                                  duration: nil).joined(separator: "\n"))
        fflush(nil)
        let receiver = ObservedReceiver(session, observe: recorder.record, observePresses: recorder.record, afterEach: printNew)
        let warnings = LiveWarnings()
        // Input that fails ends the run as the end of the input does, then is told.
        var failure: (any Error)?
        do {
            try await LiveRun.drive(receiver, from: source, speed: input.speed, warnings: warnings)
        } catch {
            failure = error
        }
        printNew()
        let summary = TextRenderer.summary(of: session.result(inputSummary: source.summary, warnings: warnings.all), explain: explain)
        print((timeline.finish() + [""] + summary).joined(separator: "\n"))
        if let record {
            try LiveRun.write(recorder, screen: session.window.bounds.size, endTime: session.currentTime, to: record, source: input.path,
                              inputs: inputs)
        }
        if let failure { throw failure }
    }
}
