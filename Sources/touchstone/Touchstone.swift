import ArgumentParser
import Foundation

@main
struct TouchstoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchstone",
        abstract: "UIKit's touch delivery and gesture arbitration, replayable and explainable.",
        discussion: """
            Explanations cite the behavior rules (R-A3, R-S4…), which \
            Sources/Touchstone/Touchstone.docc/BehaviorRules.md describes, also in the \
            documentation that `swift package generate-documentation` builds.
            """,
        version: Version.description,
        subcommands: [ReplayCommand.self, DemoCommand.self, SceneCommand.self, BenchCommand.self,
                      DevicesCommand.self,
                      LiveCommand.self,
                      RecordCommand.self,
                      LatencyCommand.self,
                      LabCommand.self,
                      WindowCommand.self,
                      PortCommand.self,
                      ShapesCommand.self]
    )

    /// ArgumentParser's `main`, and then the check that standard output was written: a
    /// full disk or a closed terminal is an error, not a silent success.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
            try StandardOutput.flush()
        } catch {
            exit(withError: error)
        }
    }
}
