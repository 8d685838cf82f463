import Glibc
import TouchstoneFormats

/// Opening input devices, with messages that say what to do when it fails.
enum InputAccess {
    /// Opens `path` for reading without blocking, so that opening a FIFO does not wait
    /// for its writer.
    static func open(_ path: String) throws(InputError) -> Int32 {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw InputError(.unreadable, at: InputLocation(file: path), problem(errno: errno)) }
        return fd
    }

    /// Why a device cannot be opened, and how to get access.
    static func problem(errno code: Int32) -> String {
        switch code {
        case EACCES, EPERM:
            "permission denied: add yourself to the input group (sudo usermod -aG input $USER, then log in again) "
                + "or allow it with a udev rule such as SUBSYSTEM==\"input\", KERNEL==\"event*\", MODE=\"0660\", "
                + "GROUP=\"input\" in /etc/udev/rules.d/99-touchstone.rules"
        case ENOENT:
            "no such file; touchstone devices lists the input devices"
        default:
            "cannot open: \(String(cString: strerror(code)))"
        }
    }

    /// Whether `fd` is a character device (an input device rather than a pipe or file).
    static func isCharacterDevice(_ fd: Int32) -> Bool {
        var info = stat()
        return fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR
    }
}
