import ArgumentParser
import Foundation
import TouchstoneFormats
#if Lab
import TouchstoneLab
#endif
import TouchstoneReplay
import TouchstoneSampleKinds

/// `touchstone lab`: serves the lab page, where gestures are tried live in a browser.
struct LabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lab",
        abstract: "Serve the lab: try gestures live in a browser and see every decision.",
        discussion: """
        Open the address it prints. Each page gets a window of the scene: touch, click, \
        scroll or pinch its views and watch each recognizer's state, the actions and the \
        arbitration decisions with their rules; load another scene, reset, and download the \
        session as a trace (for touchstone replay) or an SVG timeline. The server reads no \
        file but the scene given and the examples. Ctrl-C stops it.
        """
    )

    @Option(help: "The scene to start with: a scene file, or the name of an example (default: the first example).")
    var scene: String?

    @Option(help: "The directory of example scenes (default: Examples/ of this checkout).")
    var examples: String?

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "The address to listen on. Anything but 127.0.0.1 lets other machines drive the lab.")
    var host = "127.0.0.1"

    func run() throws {
        #if Lab
        LiveRun.main { try await serve() }
        #else
        // The web server's dependencies come only with the Lab trait (Package.swift), so
        // that packages using the libraries never resolve them.
        printError("touchstone: this build has no lab: run it with `swift run --traits Lab touchstone lab`")
        throw ExitCode.failure
        #endif
    }

    #if Lab
    @MainActor
    private func serve() async throws {
        let directory = examples.map { URL(fileURLWithPath: $0) } ?? DemoCommand.defaultExamples
        let isFile = scene.map { $0.hasSuffix(".json") || FileManager.default.fileExists(atPath: $0) } ?? false
        let catalog = try SceneCatalog(examples: directory, file: isFile ? scene.map { URL(fileURLWithPath: $0) } : nil,
                                       initialName: isFile ? nil : scene,
                                       recognizers: .withSampleRecognizers)
        if host != "127.0.0.1" && host != "localhost" && host != "::1" {
            printError("touchstone: warning: listening on \(host): other machines that reach it can drive the lab")
        }
        let host = host
        try await LabServer(host: host, port: port).run(catalog: catalog) { port in
            let shown = host == "0.0.0.0" || host == "::" ? "127.0.0.1" : host
            print("Touchstone lab: open http://\(shown):\(port)/ (Ctrl-C stops it)")
            fflush(nil)
        }
    }
    #endif
}
