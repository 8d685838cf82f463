import ArgumentParser
import Foundation
import TouchstoneFormats
import TouchstoneReplay
import TouchstoneSampleKinds

/// `touchstone replay`: runs a recording through a scene and prints what UIKit would
/// have done.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recording through a scene and show what UIKit would have done, and why.",
        discussion: """
        INPUT is an evemu recording (.events, .evemu) of a touchscreen, a touchpad, a mouse \
        or a pen tablet, an Android `getevent -lt` log, or a Touchstone trace (.json); the \
        format is recognized from the content unless --format says. A mouse's pointer starts \
        at the screen's centre (--screen, 1024x768 by default). Without --scene the input \
        runs through the standard recognizers.
        """
    )

    @Argument(help: "The recording to replay.")
    var input: String

    @Option(help: "A scene file (JSON), or the name of an example (touchstone demo lists them). Default: the standard recognizers.")
    var scene: String?

    @Option(help: "The input format: evemu, getevent or trace.")
    var format: InputFormat?

    @Option(help: "The device description (evemu .desc or getevent -lp output) for a recording without one.")
    var device: String?

    @OptionGroup var unitMapping: UnitMappingOptions

    @Flag(help: "Say why every recognizer that did not fire did not, with the rule and the other party.")
    var explain = false

    @Flag(help: "Print the timeline as JSON instead of text.")
    var json = false

    @Option(help: "Also draw the timeline as an SVG picture into this file.")
    var svg: String?

    @Flag(help: "Refuse a recording that ends with fingers down, instead of cancelling them at the end with a warning.")
    var strict = false

    func run() throws {
        // ArgumentParser runs commands on the main thread.
        try MainActor.assumeIsolated { try replay() }
    }

    @MainActor
    private func replay() throws {
        var output = ""
        try reportingInputErrors { () throws(InputError) in
            let inputs = [input] + [device, scene].compactMap { $0 }
            if let svg { try OutputFile.refuseInputs(svg, inputs, what: "the SVG") }
            let scene = try scene.map { (argument) throws(InputError) in
                try Example.scene(argument: argument, examples: DemoCommand.defaultExamples, recognizers: .withSampleRecognizers)
            } ?? Scene.standard
            let mapping = unitMapping.mapping(windowSize: scene.windowSize)
            var recording = try InputReader.open(contentsOf: URL(fileURLWithPath: input), options: .init(
                format: format, mapping: mapping, deviceDescription: device.map { URL(fileURLWithPath: $0) }, strict: strict))
            let progress = ProgressIndicator()
            let result = try Replay.run(&recording, through: scene, progress: progress.update)
            progress.finish()
            // Known only once the whole file has been read.
            for warning in recording.warnings { printError("warning: \(warning)") }
            output = try ReplayOutput.produce(result, style: json ? .json : .text(explain: explain),
                                              svg: svg.map { URL(fileURLWithPath: $0) },
                                              inputs: inputs.map { URL(fileURLWithPath: $0) })
        }
        try StandardOutput.write(output)
    }
}

extension InputFormat: ExpressibleByArgument {}
