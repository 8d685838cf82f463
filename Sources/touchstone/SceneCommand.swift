import ArgumentParser
import TouchstoneReplay

/// `touchstone scene`: prints the built-in standard scene, a starting point for your own.
struct SceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene",
        abstract: "Print the standard recognizers scene in the scene format, to start a scene of your own."
    )

    func run() {
        print(Scene.standardSceneText)
    }
}
