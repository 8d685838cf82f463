import ArgumentParser
import Foundation
import TouchstoneFormats
import TouchstoneReplay
import TouchstoneSampleKinds

/// `touchstone window`: runs a scene in a real window on the desktop's own input, drawing
/// its views and printing what happens as `live` prints it.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Run a scene in a real window (SDL or GTK) and show and print what UIKit would do.",
        discussion: """
        The window draws the scene's views (a color per class, their names, control states and \
        scroll offsets), the fingers and the pointer, and beside them the recognizers' states \
        and the timeline's latest lines; standard output gets the lines `touchstone live` prints. \
        Use the mouse, the wheel or trackpad, a touch screen and the keyboard (keys go to the \
        scene's first responder). Closing the window, Ctrl-C or SIGTERM ends the run and lists \
        the gestures. Needs the trait of its toolkit: swift run --traits SDL touchstone window \
        --scene FILE, or swift run --traits GTK touchstone window --toolkit gtk --scene FILE.
        """
    )

    @Option(help: "A scene file (JSON). Default: Examples/Window/photo-viewer.scene.json of this checkout.")
    var scene: String?

    @Flag(help: "Say why every recognizer that did not fire did not, with the rule and the other party.")
    var explain = false

    /// The toolkits a window can be opened with.
    enum Toolkit: String, ExpressibleByArgument, CaseIterable {
        case sdl, gtk
    }

    @Option(help: "The toolkit that opens the window and reads its input: sdl (SDL 2) or gtk (GTK 4).")
    var toolkit: Toolkit = .sdl

    @Option(help: "Run at most this many seconds, then end as if the window were closed (for scripts).")
    var seconds: Double?

    func validate() throws {
        if let seconds, !(seconds > 0 && seconds.isFinite) {
            throw ValidationError("--seconds must be a positive number, not \(seconds)")
        }
    }

    func run() throws {
        let url = URL(fileURLWithPath: scene ?? DemoCommand.defaultExamples.appendingPathComponent("Window/photo-viewer.scene.json").path)
        let (explain, seconds, toolkit) = (explain, seconds, toolkit)
        // Toolkits' video calls belong on the main thread, where ArgumentParser runs a command.
        try MainActor.assumeIsolated {
            let scene = try Scene.read(contentsOf: url, recognizers: .withSampleRecognizers)
            switch toolkit {
            case .sdl:
                #if SDL
                try SDLWindowRun(scene: scene, explain: explain, seconds: seconds).run()
                #else
                try Self.unavailable("SDL", run: "touchstone window")
                #endif
            case .gtk:
                #if GTK
                try GTKWindowRun(scene: scene, explain: explain, seconds: seconds).run()
                #else
                try Self.unavailable("GTK", run: "touchstone window --toolkit gtk")
                #endif
            }
        }
    }

    /// A toolkit comes only with its trait (Package.swift), so that packages using the
    /// libraries never link it.
    static func unavailable(_ trait: String, run command: String) throws -> Never {
        printError("touchstone: this build has no \(trait) window: run it with `swift run --traits \(trait) \(command)`")
        throw ExitCode.failure
    }
}
