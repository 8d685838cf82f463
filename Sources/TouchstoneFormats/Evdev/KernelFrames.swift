/// The frames of a kernel recording (evemu, getevent), decoded as its lines are read:
/// what is held is one chunk of the file, the decoder's state and the frames of the
/// current event, not the recording's events or frames.
struct KernelFrames: FrameSource {
    private var lines: TextLines
    private var decoder: EvdevDecoder
    /// For a getevent log: the parser, which keeps the log's state from line to line,
    /// and the device whose events are decoded; `nil` for evemu.
    private var getevent: (parser: GeteventParser, path: String)?
    /// Where an evemu file's description lines go when they are read again.
    private var description = DeviceDescription()
    private let strict: Bool
    private let size: Int?
    private var lastEvent: KernelEvent?
    private var ready: [TouchFrame] = []
    private var readyIndex = 0
    private var finished = false

    init(lines: TextLines, decoder: EvdevDecoder, geteventPath: String?, size: Int?, strict: Bool) {
        self.size = size
        self.lines = lines
        self.decoder = decoder
        getevent = geteventPath.map { (GeteventParser(), $0) }
        self.strict = strict
    }

    /// What the decoder repaired so far.
    var warnings: [InputWarning] { decoder.warnings }
    var fractionRead: Double { size.map { $0 == 0 ? 1 : min(1, Double(lines.bytesRead) / Double($0)) } ?? 0 }
    /// A kernel recording does not say when it stops.
    var endTime: Double? { nil }
    /// The most bytes of the file held at once so far.
    var peakBufferedBytes: Int { lines.peakBufferedBytes }

    /// The next frame, or `nil` after the last.
    mutating func next() throws(InputError) -> TouchFrame? {
        while readyIndex == ready.count {
            guard !finished else { return nil }
            if let event = try nextEvent() {
                lastEvent = event
                try decoder.feed(event)
            } else {
                finished = true
                try decoder.finish(lastEvent: lastEvent, strict: strict)
            }
            if !decoder.frames.isEmpty {
                ready = decoder.takeFrames()
                readyIndex = 0
            }
        }
        defer { readyIndex += 1 }
        return ready[readyIndex]
    }

    private mutating func nextEvent() throws(InputError) -> KernelEvent? {
        while let line = try lines.next() {
            if getevent != nil {
                if let (path, event) = try getevent!.parser.parse(line), path == getevent!.path { return event }
            } else if let event = try EvemuParser.parse(line, into: &description) {
                return event
            }
        }
        return nil
    }
}
