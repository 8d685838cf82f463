import Foundation

/// Reads Android `getevent` logs: the events of `getevent -lt` (or `-t`, with numbers
/// instead of names), and the device descriptions of `getevent -lp` when the log
/// includes them.
///
/// An event line is `[   4249.562255] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 000001e8`;
/// the device path is absent when `getevent` watched one device. Values are 32-bit hex
/// (`ffffffff` is -1), or `DOWN`/`UP`/`REPEAT` for keys. A description block starts with
/// `add device 1: /dev/input/event2` and lists axes as
/// `ABS_MT_POSITION_X : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0`.
struct GeteventParser {
    /// One device of the log: its description when the log has one, and what its events
    /// say (they are decoded as they are read, not kept).
    struct Device {
        var path: String
        var description = DeviceDescription()
        var evidence = ProtocolEvidence()
    }

    /// Every device the log mentioned so far, in order of appearance.
    private(set) var devices: [Device] = []
    private var describing: Int?
    private var inAxes = false
    private var inProperties = false

    /// Every device a whole log mentions.
    static func devices(in source: ByteSource) throws(InputError) -> [Device] {
        var parser = GeteventParser()
        var lines = try source.lines()
        while let line = try lines.next() { _ = try parser.parse(line) }
        return parser.devices
    }

    /// Reads one line: an event is returned with the path of its device (empty when
    /// `getevent` watched one device); a description line goes into its device's
    /// description.
    mutating func parse(_ line: TextLine) throws(InputError) -> (path: String, event: KernelEvent)? {
        let trimmed = line.text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("[") {
            describing = nil
            let (path, event) = try Self.parseEvent(trimmed, on: line)
            devices[deviceIndex(path)].evidence.note(event)
            return (path, event)
        } else if trimmed.hasPrefix("add device") {
            guard let colon = trimmed.firstIndex(of: ":") else {
                throw line.error(.malformed, "expected 'add device N: /dev/input/eventN'")
            }
            describing = deviceIndex(trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            inAxes = false
            inProperties = false
        } else if let device = describing {
            try Self.parseDescriptionLine(trimmed, on: line, into: &devices[device].description,
                                          inAxes: &inAxes, inProperties: &inProperties)
        } else if trimmed.hasPrefix("could not") || trimmed.hasPrefix("remove device") {
            // getevent's notes about devices it could not open or that went away
        } else {
            throw line.error(.malformed, "unrecognized line '\(InputError.excerpt(trimmed))'; expected getevent -lt output "
                                + "such as '[ 12.345678] EV_ABS ABS_MT_POSITION_X 000001e8'")
        }
        return nil
    }

    private mutating func deviceIndex(_ path: String) -> Int {
        if let index = devices.firstIndex(where: { $0.path == path }) { return index }
        devices.append(Device(path: path))
        return devices.count - 1
    }

    // MARK: Events

    private static func parseEvent(_ text: String, on line: TextLine) throws(InputError) -> (String, KernelEvent) {
        guard let close = text.firstIndex(of: "]") else { throw line.error(.malformed, "a timestamp '[' without ']'") }
        let stamp = text[text.index(after: text.startIndex)..<close].trimmingCharacters(in: .whitespaces)
        guard let microseconds = EvemuParser.parseTimestamp(Substring(stamp)) else {
            throw line.error(.malformed, "bad timestamp '[\(InputError.excerpt(stamp))]'; record with getevent -lt")
        }
        var rest = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
        var path = ""
        if rest.hasPrefix("/"), let colon = rest.firstIndex(of: ":") {
            path = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let fields = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard fields.count == 3 else { throw line.error(.malformed, "expected '[ seconds] TYPE CODE VALUE'") }
        let type: UInt16
        if let named = EventCodes.type(named: String(fields[0])) {
            type = named
        } else if let number = UInt16(fields[0], radix: 16) {
            type = number
        } else {
            throw line.error(.unknownEventCode, "unknown event type \(InputError.excerpt(fields[0]))")
        }
        let code: UInt16
        let name = String(fields[1])
        if let number = UInt16(name, radix: 16), name.count == 4 {
            code = number
        } else {
            let lookup = EventCodes.code(named: name, type: type)
            guard lookup.known else {
                throw line.error(.unknownEventCode, "unknown event code \(InputError.excerpt(name)) for \(EventCodes.typeName(type))")
            }
            // A key or switch this table does not name: keep the event, on a code that
            // means nothing to touch decoding.
            code = lookup.code ?? 0
        }
        let value: Int32
        switch fields[2] {
        case "DOWN": value = 1
        case "UP": value = 0
        case "REPEAT": value = 2
        default:
            guard let bits = UInt32(fields[2], radix: 16) else {
                throw line.error(.malformed, "bad value '\(InputError.excerpt(fields[2]))' (hex expected)")
            }
            value = Int32(bitPattern: bits)
        }
        return (path, KernelEvent(microseconds: microseconds, type: type, code: code, value: value, line: line.number))
    }

    // MARK: Descriptions

    private static func parseDescriptionLine(_ text: String, on line: TextLine, into description: inout DeviceDescription,
                                             inAxes: inout Bool, inProperties: inout Bool) throws(InputError) {
        if text.hasPrefix("name:") {
            description.name = text.dropFirst(5).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\""])
            return
        }
        if text.hasPrefix("input props:") {
            inProperties = true
            inAxes = false
            description.isDirect = false
            return
        }
        if inProperties {
            if text == "INPUT_PROP_DIRECT" || text == "0001" { description.isDirect = true }
            return
        }
        var body = Substring(text)
        if text.hasPrefix("ABS ("), let colon = text.firstIndex(of: ":") {
            inAxes = true
            body = text[text.index(after: colon)...]
        } else if text.range(of: #"^[A-Z]+ \([0-9a-f]{4}\):"#, options: .regularExpression) != nil {
            inAxes = false  // KEY, MSC, SW… capability lists: not needed
            return
        }
        guard inAxes, body.contains(": value") else { return }  // bus, vendor, version… lines
        let parts = body.split(separator: ":", maxSplits: 1)
        let name = parts[0].trimmingCharacters(in: .whitespaces)
        let lookup = EventCodes.code(named: name, type: EventCodes.abs)
        guard let code = lookup.code ?? UInt16(name, radix: 16) else {
            throw line.error(.unknownEventCode, "unknown axis \(InputError.excerpt(name)) in the device description")
        }
        var numbers: [String: Int32] = [:]
        for item in parts[1].split(separator: ",") {
            let pair = item.split(separator: " ")
            if pair.count == 2, let number = Int32(pair[1]) { numbers[String(pair[0])] = number }
        }
        guard let minimum = numbers["min"], let maximum = numbers["max"] else {
            throw line.error(.malformed, "expected 'value V, min A, max B, fuzz F, flat F, resolution R' for \(InputError.excerpt(name))")
        }
        description.axes[code] = AxisInfo(minimum: minimum, maximum: maximum, resolution: numbers["resolution"] ?? 0)
    }
}
