import Foundation
import Glibc

/// One entry of `/dev/input`: an event device, its name and kind, or why it cannot be
/// opened.
public struct InputDeviceInfo: Sendable, Equatable {
    /// The device node, such as `/dev/input/event3`.
    public var path: String
    /// The device's name (`EVIOCGNAME`), once opened.
    public var name: String?
    /// What it is, once opened.
    public var kind: InputCapabilities.Kind?
    /// Why it could not be opened, with how to get access.
    public var problem: String?

    /// The event devices in `directory`, in number order.
    public static func list(in directory: String = "/dev/input") -> [InputDeviceInfo] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let events = entries.filter { $0.hasPrefix("event") }
            .sorted { (Int($0.dropFirst(5)) ?? 0, $0) < (Int($1.dropFirst(5)) ?? 0, $1) }
        return events.map { describe(directory + "/" + $0) }
    }

    /// Opens `path` and asks it what it is.
    public static func describe(_ path: String) -> InputDeviceInfo {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return InputDeviceInfo(path: path, problem: InputAccess.problem(errno: errno)) }
        defer { close(fd) }
        return InputDeviceInfo(path: path, name: EvdevIoctl.name(of: fd), kind: EvdevIoctl.capabilities(of: fd).kind)
    }
}
