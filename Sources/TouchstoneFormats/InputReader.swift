import Foundation

/// The input formats Touchstone reads.
public enum InputFormat: String, Sendable, CaseIterable {
    /// Linux evdev recordings in evemu's text format.
    case evemu
    /// Android `getevent -lt` logs.
    case getevent
    /// Touchstone's own JSON trace (``TraceFormat``).
    case trace
}

/// Reads any supported recording into a ``TouchRecording``: the one entry point of this
/// module for the command-line tool and the tests.
///
/// It picks the format (given, or guessed from the content), finds the device
/// description a kernel recording needs to map its units (in the file, in a companion
/// `.desc` file next to it, or given explicitly), and decodes the events into frames.
public enum InputReader {
    /// How to read a recording.
    public struct Options: Sendable {
        /// The format; `nil` guesses it from the content.
        public var format: InputFormat?
        /// The screen and orientation corrections for kernel recordings.
        public var mapping: UnitMapping.Options
        /// A file with the device description (an evemu `.desc`, or `getevent -lp`
        /// output), for recordings that lack one.
        public var deviceDescription: URL?
        /// Refuse a recording that ends with fingers down, instead of cancelling them at
        /// the end with a warning.
        public var strict: Bool

        /// Creates options; by default everything is found out from the file.
        public init(format: InputFormat? = nil, mapping: UnitMapping.Options = .init(), deviceDescription: URL? = nil,
                    strict: Bool = false) {
            self.format = format
            self.mapping = mapping
            self.deviceDescription = deviceDescription
            self.strict = strict
        }
    }

    /// Reads the recording at `url`. Messages name the file by `url.path`.
    public static func read(contentsOf url: URL, options: Options = .init()) throws(InputError) -> TouchRecording {
        let text = try Self.text(contentsOf: url)
        var companion: (text: String, file: String)?
        if let descriptionURL = options.deviceDescription {
            companion = (try Self.text(contentsOf: descriptionURL), descriptionURL.path)
        }
        let format = options.format ?? detectFormat(of: text)
        // Used only if the recording has no description of its own.
        if format == .evemu, companion == nil, let found = companionDescription(for: url) {
            companion = (try Self.text(contentsOf: found), found.path)
        }
        return try read(text: text, file: url.path, options: Options(format: format, mapping: options.mapping, strict: options.strict),
                        description: companion)
    }

    /// Reads a recording held in memory; `file` names it in messages. `description` is
    /// the text of a device description for a recording that has none.
    public static func read(text: String, file: String, options: Options = .init(),
                            description: (text: String, file: String)? = nil) throws(InputError) -> TouchRecording {
        guard TextLine.lines(of: text, file: file).contains(where: { _ in true }) else {
            throw InputError(.malformed, at: InputLocation(file: file),
                             "the file is empty; expected an evemu recording, a getevent log or a Touchstone trace")
        }
        switch options.format ?? detectFormat(of: text) {
        case .trace:
            return try TraceFormat.read(text, file: file, strict: options.strict)
        case .evemu:
            let contents = try EvemuParser.parse(text, file: file)
            var device = contents.description
            if device.isEmpty, let description {
                device = try EvemuParser.parse(description.text, file: description.file).description
            }
            return try decode(events: contents.events, device: device, format: "evemu", file: file, options: options)
        case .getevent:
            let devices = try GeteventParser.parse(text, file: file)
            let (path, events) = try touchDevice(in: devices, file: file)
            var device = devices.first { $0.path == path && !$0.description.isEmpty }?.description
                ?? (devices.count(where: { !$0.description.isEmpty }) == 1 && path.isEmpty
                    ? devices.first { !$0.description.isEmpty }?.description : nil)
                ?? DeviceDescription()
            if device.isEmpty, let description {
                let described = try GeteventParser.parse(description.text, file: description.file)
                device = described.first { !$0.description.isEmpty }?.description ?? device
            }
            return try decode(events: events, device: device, format: "getevent", file: file, options: options)
        }
    }

    /// The format `text` is in: a JSON object or array is a trace, a log of `[ seconds]`
    /// lines or `add device` blocks is getevent, anything else is taken for evemu.
    public static func detectFormat(of text: String) -> InputFormat {
        for line in TextLine.lines(of: text, file: "").prefix(200) {
            let trimmed = line.text
            guard let first = trimmed.first else { continue }
            if first == "{" { return .trace }
            if first == "[" { return isGeteventTimestamp(trimmed) ? .getevent : .trace }
            if trimmed.hasPrefix("add device") { return .getevent }
            if first != "#" { return .evemu }
        }
        return .evemu
    }

    /// Whether `line` opens with getevent's `[   4249.562255]`; any other bracket opens a
    /// JSON array.
    private static func isGeteventTimestamp(_ line: Substring) -> Bool {
        var rest = line.utf8.dropFirst().drop { $0 == UInt8(ascii: " ") }
        for part in 0..<2 {
            let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard !digits.isEmpty else { return false }
            rest = rest.dropFirst(digits.count)
            guard rest.first == UInt8(ascii: part == 0 ? "." : "]") else { return false }
            rest = rest.dropFirst()
        }
        return true
    }

    // MARK: Files

    /// The text of the file at `url`, or an error saying in words why there is none: no
    /// such file, a directory, no permission, not text.
    public static func text(contentsOf url: URL) throws(InputError) -> String {
        let location = InputLocation(file: url.path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw InputError(.unreadable, at: location, "no such file")
        }
        guard !isDirectory.boolValue else { throw InputError(.unreadable, at: location, "is a directory, not a file") }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InputError(.unreadable, at: location, "cannot read the file: \(InputError.reason(of: error))")
        }
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else {
            throw InputError(.unreadable, at: location, "not a text file")
        }
        return text
    }

    /// The `.desc` file next to an evemu recording that describes its device: by the
    /// evemu-devices naming convention `NAME.DESC.events`, the one whose name is the
    /// longest prefix of the recording's name followed by `.` or a space.
    public static func companionDescription(for url: URL) -> URL? {
        let directory = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return nil }
        let candidates = entries.filter { $0.hasSuffix(".desc") && $0 != name }.compactMap { entry -> String? in
            let base = String(entry.dropLast(5))
            guard name.hasPrefix(base), let next = name.dropFirst(base.count).first, next == "." || next == " " else { return nil }
            return entry
        }
        return candidates.max { $0.count < $1.count }.map { directory.appendingPathComponent($0) }
    }

    // MARK: Decoding

    /// The events of the one device in a getevent log that touches.
    private static func touchDevice(in devices: [GeteventParser.Device], file: String) throws(InputError) -> (String, [KernelEvent]) {
        let touching = devices.filter { device in
            device.events.contains { $0.type == EventCodes.abs
                && [EventCodes.absX, EventCodes.absMTPositionX, EventCodes.absMTTrackingID].contains($0.code) }
        }
        if touching.count > 1 {
            let paths = touching.map(\.path).joined(separator: ", ")
            throw InputError(.malformed, at: InputLocation(file: file),
                             "the log has touches from several devices (\(paths)); record one device with getevent -lt /dev/input/eventN")
        }
        let device = touching.first ?? devices.first { !$0.events.isEmpty }
        return (device?.path ?? "", device?.events ?? [])
    }

    private static func decode(events: [KernelEvent], device: DeviceDescription, format: String, file: String,
                               options: Options) throws(InputError) -> TouchRecording {
        let touchProtocol = EvdevDecoder.detectProtocol(description: device, events: events)
        let (xCode, yCode) = EvdevDecoder.positionAxes(for: touchProtocol)
        let xName = EventCodes.codeName(type: EventCodes.abs, code: xCode)
        let yName = EventCodes.codeName(type: EventCodes.abs, code: yCode)
        guard let xAxis = device.axes[xCode], let yAxis = device.axes[yCode] else {
            let hint = format == "evemu"
                ? "put the evemu-describe output (a .desc file) next to the recording or pass --device FILE"
                : "include the output of getevent -lp in the log or pass --device FILE"
            throw InputError(.missingAxes, at: InputLocation(file: file),
                             "no range for \(device.axes[xCode] == nil ? xName : yName), needed to map device units to points; \(hint)")
        }
        let location = InputLocation(file: file)
        let mapping = try UnitMapping(x: xAxis, y: yAxis, xName: xName, yName: yName, options: options.mapping, at: location)
        var decoder = EvdevDecoder(description: device, events: events, mapping: mapping, file: file)
        try decoder.decode(events, strict: options.strict)
        var warnings = decoder.warnings
        if let ignored = mapping.ignoredScreen {
            warnings.insert(InputWarning(at: location, "--screen \(UnitMapping.format(ignored)) ignored: the device reports its resolution"), at: 0)
        }
        var summary = "\(format), \(touchProtocol.rawValue)"
        if let name = device.name { summary += ", \"\(InputError.excerpt(name, limit: 80))\"" }
        summary += ", \(mapping.explanation)"
        return TouchRecording(frames: decoder.frames, screen: mapping.screen, warnings: warnings, file: file, summary: summary)
    }
}
