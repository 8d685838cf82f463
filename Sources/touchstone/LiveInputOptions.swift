import ArgumentParser
import Foundation
import Synchronization
import TouchstoneFormats
import TouchstoneLive

/// The options `live` and `record` share: what to read and how its units map.
struct LiveInputOptions: ParsableArguments {
    @Argument(help: "An input device (/dev/input/eventN), or a FIFO or file of its binary input_event records.")
    var path: String

    @Option(help: "The device description (evemu .desc or getevent -lp output); needed for a FIFO or file, overrides a device's own.")
    var device: String?

    @OptionGroup var unitMapping: UnitMappingOptions

    // Unconditional: the value is the next argument whatever it looks like, so that
    // `--speed -1` is refused for its value, not read as an option `-1` leaving `--speed`
    // without one.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Run time this many times faster than the clock, for records written faster than they were "
                                + "recorded (\(LiveDriver.supportedSpeeds.lowerBound) to \(LiveDriver.supportedSpeeds.upperBound))."))
    var speed: Double = 1

    func validate() throws {
        do {
            try LiveDriver.validate(speed: speed)
        } catch {
            throw ValidationError("--speed \(speed) is outside \(LiveDriver.supportedSpeeds.lowerBound)…"
                                    + "\(LiveDriver.supportedSpeeds.upperBound), the multiples of the clock's pace that live input runs at")
        }
    }

    /// Opens the input; `windowSize` is the scene's own size, if it has one.
    func open(windowSize: CGSize? = nil) throws(InputError) -> EvdevInput {
        let mapping = unitMapping.mapping(windowSize: windowSize)
        let described = try device.map { (file) throws(InputError) in try EvdevDevice.read(contentsOf: URL(fileURLWithPath: file)) }
        return try EvdevInput(path: path, device: described, mapping: mapping)
    }
}

/// The warnings the input's reader thread reports: printed at once, kept for the summary.
final class LiveWarnings: Sendable {
    private let list = Mutex<[InputWarning]>([])

    func add(_ warning: InputWarning) {
        printError("warning: \(warning)")
        list.withLock { $0.append(warning) }
    }

    var all: [InputWarning] { list.withLock { $0 } }
}
