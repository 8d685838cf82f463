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
        try open(contentsOf: url, options: options).collect()
    }

    /// Opens the recording at `url` to read its frames one at a time, as a replay
    /// consumes them: evemu recordings and getevent logs are read in chunks and decoded
    /// as they are read, a trace's frames are parsed one at a time (each file is read
    /// twice: first to check it and learn what comes before the frames, then to decode).
    public static func open(contentsOf url: URL, options: Options = .init()) throws(InputError) -> RecordingStream {
        let source = try ByteSource.file(url)
        let description = try options.deviceDescription.map { (url) throws(InputError) in try ByteSource.file(url) }
        return try open(source, options: options, description: description, companionFor: url)
    }

    /// Reads a recording held in memory; `file` names it in messages. `description` is
    /// the text of a device description for a recording that has none.
    public static func read(text: String, file: String, options: Options = .init(),
                            description: (text: String, file: String)? = nil) throws(InputError) -> TouchRecording {
        try open(.text(text, name: file), options: options, description: description.map { .text($0.text, name: $0.file) })
            .collect()
    }

    /// Opens the recording `source` holds; `description` is a device description for a
    /// recording that has none, else for an evemu file the `.desc` file next to
    /// `companionFor` is looked for.
    public static func open(_ source: ByteSource, options: Options = .init(), description: ByteSource? = nil,
                            companionFor url: URL? = nil) throws(InputError) -> RecordingStream {
        let firstLines = try leadingLines(of: source)
        guard !firstLines.isEmpty else {
            throw InputError(.malformed, at: InputLocation(file: source.name),
                             "the file is empty; expected an evemu recording, a getevent log or a Touchstone trace")
        }
        var description = description
        switch options.format ?? detectFormat(lines: firstLines) {
        case .trace:
            return try TraceFormat.open(source, strict: options.strict)
        case .evemu:
            var device = DeviceDescription()
            var evidence = ProtocolEvidence()
            var lines = try source.lines()
            while let line = try lines.next() {
                if let event = try EvemuParser.parse(line, into: &device) { evidence.note(event) }
            }
            // Used only if the recording has no description of its own.
            if description == nil, let found = url.flatMap(companionDescription) { description = try ByteSource.file(found) }
            if device.isEmpty, let description { device = try EvemuParser.description(in: description) }
            return try decode(source, device: device, evidence: evidence, geteventPath: nil, options: options)
        case .getevent:
            let devices = try GeteventParser.devices(in: source)
            let touching = try touchDevice(in: devices, file: source.name)
            let path = touching?.path ?? ""
            var device = devices.first { $0.path == path && !$0.description.isEmpty }?.description
                ?? (devices.count(where: { !$0.description.isEmpty }) == 1 && path.isEmpty
                    ? devices.first { !$0.description.isEmpty }?.description : nil)
                ?? DeviceDescription()
            if device.isEmpty, let description {
                device = try GeteventParser.devices(in: description).first { !$0.description.isEmpty }?.description ?? device
            }
            return try decode(source, device: device, evidence: touching?.evidence ?? ProtocolEvidence(), geteventPath: path,
                              options: options)
        }
    }

    /// The first non-blank lines of `source`, enough to tell its format.
    private static func leadingLines(of source: ByteSource) throws(InputError) -> [Substring] {
        var lines = try source.lines()
        var first: [Substring] = []
        while first.count < 200, let line = try lines.next() { first.append(line.text) }
        return first
    }

    /// The format `text` is in: a JSON object or array is a trace, a log of `[ seconds]`
    /// lines or `add device` blocks is getevent, anything else is taken for evemu.
    public static func detectFormat(of text: String) -> InputFormat {
        // A text in memory cannot fail to be read.
        detectFormat(lines: (try? leadingLines(of: .text(text, name: ""))) ?? [])
    }

    private static func detectFormat(lines: [Substring]) -> InputFormat {
        for trimmed in lines {
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
        try ByteSource.file(url).text()
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

    /// The one device in a getevent log that touches, else the first with events.
    private static func touchDevice(in devices: [GeteventParser.Device], file: String) throws(InputError) -> GeteventParser.Device? {
        let touching = devices.filter(\.evidence.touches)
        if touching.count > 1 {
            let paths = touching.map(\.path).joined(separator: ", ")
            throw InputError(.malformed, at: InputLocation(file: file),
                             "the log has touches from several devices (\(paths)); record one device with getevent -lt /dev/input/eventN")
        }
        return touching.first ?? devices.first(where: \.evidence.hasEvents)
    }

    private static func decode(_ source: ByteSource, device: DeviceDescription, evidence: ProtocolEvidence, geteventPath: String?,
                               options: Options) throws(InputError) -> RecordingStream {
        let format = geteventPath == nil ? "evemu" : "getevent"
        let file = source.name
        let touchProtocol = EvdevDecoder.detectProtocol(description: device, evidence: evidence)
        let (xCode, yCode) = EvdevDecoder.positionAxes(for: touchProtocol)
        let xName = EventCodes.codeName(type: EventCodes.abs, code: xCode)
        let yName = EventCodes.codeName(type: EventCodes.abs, code: yCode)
        let location = InputLocation(file: file)
        let mapping: UnitMapping
        if touchProtocol == .mouse {
            mapping = UnitMapping(relativeOn: options.mapping.screen)
        } else if touchProtocol == .keyboard {
            mapping = UnitMapping(keysOn: options.mapping.screen)
        } else if let xAxis = device.axes[xCode], let yAxis = device.axes[yCode] {
            mapping = try UnitMapping(x: xAxis, y: yAxis, xName: xName, yName: yName, options: options.mapping, at: location)
        } else {
            let hint = format == "evemu"
                ? "put the evemu-describe output (a .desc file) next to the recording or pass --device FILE"
                : "include the output of getevent -lp in the log or pass --device FILE"
            throw InputError(.missingAxes, at: InputLocation(file: file),
                             "no range for \(device.axes[xCode] == nil ? xName : yName), needed to map device units to points; \(hint)")
        }
        let decoder = EvdevDecoder(description: device, evidence: evidence, mapping: mapping, file: file)
        var warnings: [InputWarning] = []
        if let ignored = mapping.ignoredScreen {
            warnings.append(InputWarning(at: location, "--screen \(UnitMapping.format(ignored)) ignored: the device reports its resolution"))
        }
        var summary = "\(format), \(touchProtocol.rawValue)"
        if let name = device.name { summary += ", \"\(InputError.excerpt(name, limit: 80))\"" }
        summary += ", \(mapping.explanation)"
        let frames = KernelFrames(lines: try source.lines(), decoder: decoder, geteventPath: geteventPath, size: source.size,
                                  strict: options.strict)
        return RecordingStream(frames, screen: mapping.screen, warnings: warnings, file: file, summary: summary)
    }
}
