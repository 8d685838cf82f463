import ArgumentParser

@main
struct TouchstoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchstone",
        abstract: "UIKit's touch delivery and gesture arbitration, replayable and explainable.",
        subcommands: [ReplayCommand.self, DemoCommand.self, SceneCommand.self, BenchCommand.self,
                      DevicesCommand.self,
                      LiveCommand.self,
                      RecordCommand.self,
                      LatencyCommand.self]
    )
}
