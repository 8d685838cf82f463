import Foundation

/// Reads the evemu text format (`evemu-record`, `evemu-describe`): the device description
/// (`N:` name, `I:` id, `P:` properties, `B:` bit masks, `A:` axes) and the events,
/// `E: seconds.microseconds type code value`, type and code in hex, value in decimal,
/// with an optional `# comment` after them. Lines starting with `#` are comments.
enum EvemuParser {
    /// The device description of an evemu text (a `.desc` file, or a recording's header);
    /// its events are checked but not kept.
    static func description(in source: ByteSource) throws(InputError) -> DeviceDescription {
        var description = DeviceDescription()
        var lines = try source.lines()
        while let line = try lines.next() { _ = try parse(line, into: &description) }
        return description
    }

    /// Reads one line: an event is returned, a line of the device description goes into
    /// `description`, comments and lines touches do not need are passed over.
    static func parse(_ line: TextLine, into description: inout DeviceDescription) throws(InputError) -> KernelEvent? {
        guard !line.text.hasPrefix("#") else { return nil }
        let content = line.text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
        switch fields[0] {
        case "E:":
            return try parseEvent(fields, on: line)
        case "N:":
            description.name = String(line.text.dropFirst(2).trimmingCharacters(in: .whitespaces))
        case "A:":
            let (code, axis) = try parseAxis(fields, on: line)
            description.axes[code] = axis
        case "P:":
            let bytes = fields.dropFirst().compactMap { UInt8($0, radix: 16) }
            guard let first = bytes.first, bytes.count == fields.count - 1 else {
                throw line.error(.malformed, "expected 'P: ' followed by property bytes in hex")
            }
            description.isDirect = (first & 0x02) != 0  // bit INPUT_PROP_DIRECT
        case "B:":
            try parseBits(fields, on: line, into: &description)
        case "I:", "L:", "S:":
            break  // ids, LED and switch states: not needed
        default:
            throw line.error(.malformed, "unrecognized line '\(InputError.excerpt(line.text))'; "
                                + "an evemu file has N:, I:, P:, B:, A: and E: lines")
        }
        return nil
    }

    private static func parseEvent(_ fields: [Substring], on line: TextLine) throws(InputError) -> KernelEvent {
        let shape = "expected 'E: seconds.microseconds type code value'"
        guard fields.count == 5 else { throw line.error(.malformed, shape) }
        guard let microseconds = parseTimestamp(fields[1]) else {
            throw line.error(.malformed, "bad timestamp '\(InputError.excerpt(fields[1]))'; \(shape)")
        }
        guard let type = UInt16(fields[2], radix: 16), let code = UInt16(fields[3], radix: 16) else {
            throw line.error(.malformed, "bad event type or code '\(InputError.excerpt(fields[2])) \(InputError.excerpt(fields[3]))' (hex expected); \(shape)")
        }
        guard let value = Int32(fields[4]) else {
            throw line.error(.malformed, "bad value '\(InputError.excerpt(fields[4]))' (a decimal integer expected)")
        }
        return KernelEvent(microseconds: microseconds, type: type, code: code, value: value, line: line.number)
    }

    /// `1338280519.670913` as microseconds; the fraction has up to six digits.
    static func parseTimestamp(_ text: Substring) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let seconds = Int64(parts[0]), seconds >= 0, !parts[1].isEmpty, parts[1].count <= 6,
              parts[1].allSatisfy(\.isASCII), let fraction = Int64(parts[1]), fraction >= 0 else { return nil }
        var microseconds = fraction
        for _ in parts[1].count..<6 { microseconds *= 10 }
        // 9223372036854.999999 s overflows only in the addition.
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        let (total, carry) = whole.addingReportingOverflow(microseconds)
        return overflow || carry ? nil : total
    }

    /// `B: type byte…`, all in hex: the next bytes of the bit mask of `type`'s codes;
    /// evemu writes a type's mask over several lines. Only the keys and whether there are
    /// relative axes are kept.
    private static func parseBits(_ fields: [Substring], on line: TextLine, into description: inout DeviceDescription) throws(InputError) {
        let bytes = fields.dropFirst().compactMap { UInt8($0, radix: 16) }
        guard bytes.count == fields.count - 1, let type = bytes.first else {
            throw line.error(.malformed, "expected 'B: type' followed by bit-mask bytes in hex")
        }
        let mask = bytes.dropFirst()
        switch UInt16(type) {
        case EventCodes.key:
            // The lines of one type follow each other: this one goes on where the last ended.
            let start = description.keyMaskBytes
            description.keyMaskBytes += mask.count
            for (offset, byte) in mask.enumerated() where byte != 0 {
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    let code = (start + offset) * 8 + bit
                    if code <= Int(UInt16.max) { description.keys.insert(UInt16(code)) }
                }
            }
        case EventCodes.rel:
            if mask.contains(where: { $0 != 0 }) { description.hasRelativeAxes = true }
        default:
            break
        }
    }

    /// `A: code min max fuzz flat [resolution]`, code in hex.
    private static func parseAxis(_ fields: [Substring], on line: TextLine) throws(InputError) -> (UInt16, AxisInfo) {
        guard fields.count == 6 || fields.count == 7, let code = UInt16(fields[1], radix: 16),
              let minimum = Int32(fields[2]), let maximum = Int32(fields[3]),
              fields[4...].allSatisfy({ Int32($0) != nil }) else {
            throw line.error(.malformed, "expected 'A: code minimum maximum fuzz flat [resolution]'")
        }
        let resolution = fields.count == 7 ? Int32(fields[6])! : 0
        return (code, AxisInfo(minimum: minimum, maximum: maximum, resolution: resolution))
    }
}
