import TouchstoneFormats

/// The byte stream live input reads (a device, or a pipe or file of its records): cuts it
/// into `struct input_event` records (``InputEventRecord``), whatever sizes the reads
/// come in, and decodes them into touch frames with an `EvdevStream`.
///
/// It holds no more than one partial record and the decoder's state, and does no I/O:
/// ``EvdevInput`` feeds it what it reads, and a fuzzer can feed it anything.
public struct InputEventStream: Sendable {
    private var events: EvdevStream
    /// The start of a record whose remaining bytes have not come yet.
    private var partial: [UInt8] = []
    private var recordCount = 0
    /// The input's name in messages.
    public let source: String

    /// Prepares to decode the records of `device`'s events; `source` names the input.
    public init(device: EvdevDevice, mapping: UnitMapping.Options = .init(), source: String) throws(InputError) {
        events = try EvdevStream(device: device, mapping: mapping, source: source)
        self.source = source
    }

    /// The screen, in points, that the device's surface maps to.
    public var screen: CGSize { events.screen }
    /// One line saying what is decoded and how units map.
    public var summary: String { events.summary }

    /// Decodes the next `bytes` of the stream, appending the frames they complete to
    /// `frames` as they come: those before a refused record are kept.
    ///
    /// - Throws: `InputError` for a record the decoder refuses, named by its number from
    ///   1; the stream must not be fed after that, only finished.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer, into frames: inout [TouchFrame]) throws(InputError) {
        var rest = bytes[...]
        if !partial.isEmpty {
            let missing = min(InputEventRecord.size - partial.count, rest.count)
            partial += rest.prefix(missing)
            rest = rest.dropFirst(missing)
            guard partial.count == InputEventRecord.size else { return }
            let record = partial
            partial.removeAll(keepingCapacity: true)
            frames += try record.withUnsafeBytes { whole in Result { () throws(InputError) in try decode(whole) } }.get()
        }
        while rest.count >= InputEventRecord.size {
            frames += try decode(UnsafeRawBufferPointer(rebasing: rest.prefix(InputEventRecord.size)))
            rest = rest.dropFirst(InputEventRecord.size)
        }
        partial += rest
    }

    private mutating func decode(_ record: UnsafeRawBufferPointer) throws(InputError) -> [TouchFrame] {
        recordCount += 1
        let event = try InputEventRecord.decode(record, at: InputLocation(file: source, line: recordCount))
        return try events.feed(event)
    }

    /// Ends the stream: the frame cancelling the fingers still down (see
    /// `EvdevStream.finish()`); a partial record at the end is dropped with the unfinished
    /// frame it belonged to.
    public mutating func finish() -> [TouchFrame] {
        partial.removeAll()
        return events.finish()
    }

    /// The warnings given since the last call (records numbered from 1 in place of lines).
    public mutating func takeWarnings() -> [InputWarning] {
        events.takeWarnings()
    }
}
