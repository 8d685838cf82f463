import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a command's output file (a trace, an SVG) where its path says, as a shell's
/// `>` would, without ever leaving half a file behind.
///
/// - A path that names something other than a regular file (a FIFO, `/dev/stdout`, a
///   terminal, a device node) is written through: it is opened for writing and keeps
///   being what it is, so a FIFO's reader gets the output.
/// - A symbolic link is followed, deliberately: the file it points to is written and the
///   link stays a link. A link to nothing is refused (it would make a file somewhere the
///   user may not expect).
/// - A regular file is replaced whole: the output goes to a temporary file beside it,
///   given the existing file's permissions (and owner, where the process may), which is
///   then renamed over it; a failed write leaves the old file as it was.
/// - A new file is created with the usual permissions (0666 less the umask).
/// - A path that is the same file as one of the command's inputs is refused before
///   anything is written: the output would destroy what is being read.
package enum OutputFile {
    /// Writes `text` to `path`; `what` names the output in messages ("the SVG"), and
    /// `inputs` are the paths the command reads.
    package static func write(_ text: String, to path: String, what: String, inputs: [String] = []) throws(InputError) {
        let location = InputLocation(file: path)
        func failure(_ reason: String) -> InputError { InputError(.unreadable, at: location, "cannot write \(what): \(reason)") }
        var link = stat()
        let isLink = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
        var target = stat()
        let exists = stat(path, &target) == 0
        if isLink && !exists { throw failure("it is a symbolic link to nothing") }
        try refuseInputs(path, inputs, what: what)
        let bytes = Array(text.utf8)
        switch exists ? target.st_mode & S_IFMT : S_IFREG {
        case S_IFDIR:
            throw failure("it is a directory")
        case S_IFREG:
            if exists {
                try replace(resolvedPath(path), with: bytes, mode: target.st_mode & 0o7777, owner: (target.st_uid, target.st_gid),
                            failure: failure)
            } else {
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                guard descriptor >= 0 else { throw failure(systemReason()) }
                if let problem = finish(bytes, to: descriptor, failure: failure) {
                    unlink(path)
                    throw problem
                }
            }
        default:
            // A FIFO, a terminal, a device: written through, never replaced.
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(systemReason()) }
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, failure: failure)
        }
    }

    /// Refuses `path` when it is the same file as one of `inputs`, before a command starts
    /// the work whose output it would take.
    package static func refuseInputs(_ path: String, _ inputs: [String], what: String) throws(InputError) {
        var target = stat()
        guard stat(path, &target) == 0 else { return }
        for input in inputs {
            var read = stat()
            if stat(input, &read) == 0, read.st_dev == target.st_dev, read.st_ino == target.st_ino {
                throw InputError(.unreadable, at: InputLocation(file: path),
                                 "cannot write \(what): it is also an input of this command "
                                    + "(\(InputError.excerpt(input, limit: 80))); writing it would destroy what is being read")
            }
        }
    }

    /// The path a symbolic link leads to, so that the link itself stays.
    private static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Replaces the regular file at `path` by a temporary file beside it holding `bytes`,
    /// with the old file's `mode` and, where allowed, its `owner`.
    private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t),
                                failure: (String) -> InputError) throws(InputError) {
        let url = URL(fileURLWithPath: path)
        var template = Array(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(systemReason()) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        // Only root may give a file away; anyone else keeps their own ownership.
        _ = fchown(descriptor, owner.0, owner.1)
        var problem = fchmod(descriptor, mode) == 0 ? nil : failure(systemReason())
        if let closing = finish(bytes, to: descriptor, failure: failure) { problem = problem ?? closing }
        if problem == nil, rename(temporary, path) != 0 { problem = failure(systemReason()) }
        if let problem {
            unlink(temporary)
            throw problem
        }
    }

    /// Writes `bytes` to `descriptor` and closes it; the first error, if any.
    private static func finish(_ bytes: [UInt8], to descriptor: Int32, failure: (String) -> InputError) -> InputError? {
        var problem: InputError?
        do { try writeAll(bytes, to: descriptor, failure: failure) } catch { problem = error }
        if close(descriptor) != 0, problem == nil { problem = failure(systemReason()) }
        return problem
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, failure: (String) -> InputError) throws(InputError) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(systemReason())
            }
            written += count
        }
    }

    private static func systemReason() -> String { String(cString: strerror(errno)).lowercased() }
}
