import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bytes of a recording, handed out a chunk at a time, so that a reader holds a
/// bounded part of a file however large the file is.
///
/// A source can be opened more than once: the kernel-recording readers read a file
/// twice, once to learn the device and its protocol and once to decode the frames.
public struct ByteSource {
    /// The most bytes a file source reads at a time.
    public static let chunkSize = 65_536

    /// Hands out the next chunk, or `nil` at the end (and after it).
    public typealias Reader = () throws(InputError) -> [UInt8]?

    /// The name that messages give the input (a file's path).
    public let name: String
    /// The number of bytes, when known, for saying how much has been read.
    public let size: Int?
    private let open: () throws(InputError) -> Reader

    /// A source whose `open` starts a fresh pass over the bytes each time it is called.
    public init(name: String, size: Int? = nil, open: @escaping () throws(InputError) -> Reader) {
        self.name = name
        self.size = size
        self.open = open
    }

    /// Starts a pass over the bytes.
    public func reader() throws(InputError) -> Reader { try open() }

    /// The lines of a pass over the bytes.
    func lines() throws(InputError) -> TextLines { TextLines(try reader(), file: name) }

    /// All the bytes, as text: for small files read whole (scenes).
    func text() throws(InputError) -> String {
        var bytes: [UInt8] = []
        let next = try reader()
        while let chunk = try next() { bytes += chunk }
        return String(validating: bytes, as: UTF8.self) ?? String(bytes.map { Character(Unicode.Scalar($0)) })
    }

    /// The bytes of a string (a recording held in memory), in chunks.
    public static func text(_ text: String, name: String) -> ByteSource {
        ByteSource(name: name, size: text.utf8.count) { () throws(InputError) -> Reader in
            // A byte order mark is not content, as in a file.
            var rest = Substring(text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)).utf8
            return { () throws(InputError) -> [UInt8]? in
                guard !rest.isEmpty else { return nil }
                defer { rest = rest.dropFirst(chunkSize) }
                return Array(rest.prefix(chunkSize))
            }
        }
    }

    /// The file at `url`, read ``chunkSize`` bytes at a time, or an error saying in words
    /// why it cannot be read: no such file, a directory, no permission, not text (a NUL
    /// byte). Messages name the file by `url.path`.
    ///
    /// What is not a regular file (a pipe, `/dev/stdin`, a shell's `<(…)`, a FIFO) can be
    /// read only once, so it is read here, once, into an unlinked temporary file that
    /// every pass then reads: memory stays one chunk, the disk holds the input's bytes.
    public static func file(_ url: URL) throws(InputError) -> ByteSource {
        let location = InputLocation(file: url.path)
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw InputError(.unreadable, at: location, errno == ENOENT ? "no such file"
                                : "cannot read the file: \(String(cString: strerror(errno)).lowercased())")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw InputError(.unreadable, at: location, "is a directory, not a file")
        case S_IFREG:
            return ByteSource(name: url.path, size: Int(info.st_size)) { () throws(InputError) -> Reader in
                let handle: FileHandle
                do { handle = try FileHandle(forReadingFrom: url) } catch {
                    throw InputError(.unreadable, at: location, "cannot read the file: \(InputError.reason(of: error))")
                }
                return chunks(location) { () throws(InputError) -> Data? in
                    do { return try handle.read(upToCount: chunkSize) } catch {
                        throw InputError(.unreadable, at: location, "cannot read the file: \(InputError.reason(of: error))")
                    }
                } close: { try? handle.close() }
            }
        default:
            let spool = try Spool(copying: url, at: location)
            return ByteSource(name: url.path, size: spool.size) { () throws(InputError) -> Reader in
                var offset = 0
                return chunks(location) { () throws(InputError) -> Data? in
                    let data = try spool.read(at: offset, at: location)
                    offset += data.count
                    return data
                } close: {}
            }
        }
    }

    /// A pass's reader over `read`'s chunks: each checked to be text, a UTF-8 byte order
    /// mark at the start dropped (it is not content), nothing after the end.
    private static func chunks(_ location: InputLocation, _ read: @escaping () throws(InputError) -> Data?,
                               close: @escaping () -> Void) -> Reader {
        var closed = false
        var first = true
        return { () throws(InputError) -> [UInt8]? in
            // A reader may ask again after the end.
            guard !closed else { return nil }
            guard let data = try read(), !data.isEmpty else {
                closed = true
                close()
                return nil
            }
            guard !data.contains(0) else { throw InputError(.unreadable, at: location, "not a text file") }
            var bytes = [UInt8](data)
            if first {
                first = false
                if bytes.starts(with: byteOrderMark) { bytes.removeFirst(byteOrderMark.count) }
            }
            return bytes
        }
    }

    /// The UTF-8 byte order mark, which some editors put at the start of a text file.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}

/// The bytes of an input that can be read only once (a pipe), copied into a temporary
/// file that is unlinked at once, so that it goes away with the process.
private final class Spool: Sendable {
    private let descriptor: Int32
    let size: Int

    init(copying url: URL, at location: InputLocation) throws(InputError) {
        func failure(_ what: String) -> InputError {
            InputError(.unreadable, at: location, "\(what): \(String(cString: strerror(errno)).lowercased())")
        }
        let source = open(url.path, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { throw failure("cannot read the file") }
        defer { close(source) }
        var template = Array((NSTemporaryDirectory() + "/touchstone-input-XXXXXX").utf8CString)
        let spool = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard spool >= 0 else { throw failure("cannot hold the input in a temporary file") }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var buffer = [UInt8](repeating: 0, count: ByteSource.chunkSize)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(source, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { close(spool); throw failure("cannot read the file") }
            if count == 0 { break }
            var written = 0
            while written < count {
                let step = buffer[written..<count].withUnsafeBytes { Glibc.write(spool, $0.baseAddress, $0.count) }
                if step < 0 && errno == EINTR { continue }
                guard step > 0 else { close(spool); throw failure("cannot hold the input in a temporary file") }
                written += step
            }
            total += count
        }
        descriptor = spool
        size = total
    }

    deinit { close(descriptor) }

    /// Up to a chunk of the bytes from `offset`; empty at the end.
    func read(at offset: Int, at location: InputLocation) throws(InputError) -> Data {
        var buffer = Data(count: ByteSource.chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw InputError(.unreadable, at: location, "cannot read the file: \(String(cString: strerror(errno)).lowercased())")
            }
            return buffer.prefix(count)
        }
    }
}
