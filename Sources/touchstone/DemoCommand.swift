import ArgumentParser
import Foundation
import TouchstoneFormats
import TouchstoneReplay
import TouchstoneSampleKinds

/// `touchstone demo`: replays the example scenarios of `Examples/` and prints what fired.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Replay the example scenarios from Examples/ and print their outcomes."
    )

    @Option(help: "The directory of example scenes (default: Examples/ of this checkout).")
    var examples: String?

    func run() throws {
        // ArgumentParser runs commands on the main thread.
        try MainActor.assumeIsolated { try runExamples() }
    }

    @MainActor
    private func runExamples() throws {
        try reportingInputErrors { () throws(InputError) in
            let directory = examples.map { URL(fileURLWithPath: $0) } ?? Self.defaultExamples
            let all = try Example.all(in: directory, recognizers: .withSampleRecognizers)
            for (index, example) in all.enumerated() {
                if index > 0 { print("") }
                print(Example.summary(of: example, result: try example.run()), terminator: "")
            }
        }
    }

    /// `Examples/` in the working directory when there is one, else next to the sources
    /// this tool was built from (so `swift run touchstone demo` works from anywhere in
    /// the checkout).
    static var defaultExamples: URL {
        let local = URL(fileURLWithPath: "Examples")
        if FileManager.default.fileExists(atPath: local.appendingPathComponent(".").path) { return local }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
    }
}
