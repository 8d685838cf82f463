import ArgumentParser
import TouchstoneLive

/// `touchstone devices`: lists the input devices, what each is, and why one cannot be
/// opened.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the input devices (/dev/input/event*) with their names and kinds."
    )

    @Option(help: .hidden)
    var directory = "/dev/input"

    func run() {
        let devices = InputDeviceInfo.list(in: directory)
        guard !devices.isEmpty else {
            print("no input devices in \(directory) (a container or a machine without a touchscreen); "
                    + "to try live input without one, feed a FIFO: touchstone live FIFO --device DEVICE.desc")
            return
        }
        for device in devices {
            if let problem = device.problem {
                print("\(device.path)  cannot be opened: \(problem)")
            } else {
                print("\(device.path)  \(device.kind?.rawValue ?? "other")  \(device.name.map { "\"\($0)\"" } ?? "(no name)")")
            }
        }
    }
}
