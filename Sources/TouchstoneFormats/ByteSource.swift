import Foundation

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
            var rest = Substring(text).utf8
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
    public static func file(_ url: URL) throws(InputError) -> ByteSource {
        let location = InputLocation(file: url.path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw InputError(.unreadable, at: location, "no such file")
        }
        guard !isDirectory.boolValue else { throw InputError(.unreadable, at: location, "is a directory, not a file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        return ByteSource(name: url.path, size: size) { () throws(InputError) -> Reader in
            let handle: FileHandle
            do { handle = try FileHandle(forReadingFrom: url) } catch {
                throw InputError(.unreadable, at: location, "cannot read the file: \(InputError.reason(of: error))")
            }
            var closed = false
            return { () throws(InputError) -> [UInt8]? in
                // A reader may ask again after the end.
                guard !closed else { return nil }
                let data: Data?
                do { data = try handle.read(upToCount: chunkSize) } catch {
                    throw InputError(.unreadable, at: location, "cannot read the file: \(InputError.reason(of: error))")
                }
                guard let data, !data.isEmpty else {
                    closed = true
                    try? handle.close()
                    return nil
                }
                guard !data.contains(0) else { throw InputError(.unreadable, at: location, "not a text file") }
                return [UInt8](data)
            }
        }
    }
}
