import Foundation

/// Touchstone's own recording format: JSON, versioned, one frame per line when written.
///
/// ```json
/// {
///   "format": "touchstone-trace",
///   "version": 2,
///   "screen": {"width": 390, "height": 844},
///   "end": 1.2,
///   "frames": [
///     {"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 120, "y": 300}]},
///     {"time": 0.08, "touches": [{"finger": 1, "phase": "ended", "x": 120, "y": 300}]},
///     {"time": 0.5, "pointer": {"event": "move", "x": 200, "y": 310, "buttons": ["primary"]}}
///   ]
/// }
/// ```
///
/// `time` is in seconds from the start and never decreases; `x`/`y` are points in the
/// window and must be finite; `phase` is `began`, `moved`, `ended` or `cancelled`, and
/// `x`/`y` may be left out for the last two (the finger's last position). `end`
/// (optional) is when the recording stops, at or after the last frame: a replay runs the
/// clock until then. `source` (optional) is free text saying where the trace came from.
/// Anything else is refused, so that a misspelled property never goes unnoticed.
///
/// Version 2 adds, to a touch, `type` (`direct`, `indirect`, `pencil`,
/// `indirectPointer`), `force`, `maximumForce`, `radius`, `altitude`, `azimuth`, and
/// `coalesced` and `predicted` samples (`time`, `x`, `y` and the same optional values);
/// and frames that hold one `pointer` event instead of `touches`: `move` (`x`, `y`,
/// `buttons`: `primary`, `secondary`, `button3`…), `exit`, `scroll` (`dx`, `dy`,
/// `scrollType`: `discrete` or `continuous`, `phase`) and `transform` (`scale`,
/// `rotation`, `phase`), each with optional `modifiers` (`shift`, `control`,
/// `alternate`, `command`, `alphaShift`, `numericPad`). Version 1 files read as before.
///
/// Version 3 adds frames that hold one `key` event (R-R5, R-R6):
///
/// ```json
/// {"time": 0.9, "key": {"keyCode": 4, "phase": "began", "modifiers": ["shift"], "characters": "A", "charactersIgnoringModifiers": "a"}}
/// ```
///
/// `keyCode` is the key's HID usage, the raw value of UIKit's `UIKeyboardHIDUsage`
/// (`keyboardA` is 4; see ``KeyEvent/keyCodes``); `phase` is `began`, `ended` or
/// `cancelled`; `modifiers` (optional, none by default) are those held when the key
/// changed, not counting this change, and a replay holds exactly them for it;
/// `characters` (optional, empty by default) is what the key types, and
/// `charactersIgnoringModifiers` (optional, `characters` by default) what it types
/// without modifiers. A key goes down before it comes up, and not twice; keys still
/// down at the end are cancelled there with a warning, or with `strict` refused.
/// Versions 1 and 2 read as before.
public enum TraceFormat {
    /// The value of `format`.
    public static let formatName = "touchstone-trace"
    /// The newest version this build reads and writes; it reads every version from 1.
    public static let version = 3

    // MARK: Reading

    /// Reads a trace. A lift of a finger that is not down is dropped with a warning, and
    /// fingers still down at the end are cancelled there with a warning (R-L3), or with
    /// `strict` refused; every other inconsistency is an error naming the field.
    public static func read(_ text: String, file: String, strict: Bool = false) throws(InputError) -> TouchRecording {
        try open(.text(text, name: file), strict: strict).collect()
    }

    /// Opens a trace to read its frames one at a time. The file is read twice: first
    /// whole, checking the JSON and reading everything but the frames, whose values are
    /// not kept; then frame by frame, each checked as it is read.
    public static func open(_ source: ByteSource, strict: Bool = false) throws(InputError) -> RecordingStream {
        let file = source.name
        var root = try JSONField(JSONParser.parse(source, skipping: "frames"), file: file).object()
        let format = try root.required("format")
        guard try format.string() == formatName else {
            throw format.error(.malformed, "not a Touchstone trace: format is \"\(InputError.excerpt(try format.string()))\", expected \"\(formatName)\"")
        }
        let versionField = try root.required("version")
        let version = try versionField.integer()
        guard (1...Self.version).contains(version) else {
            throw versionField.error(.unsupportedVersion, "trace version \(version) is not supported; this build reads versions 1 to \(Self.version)")
        }
        let screen = try readScreen(try root.required("screen"))
        let sourceName = try root.optional("source")?.string()
        let endField = root.optional("end")
        _ = try root.required("frames").array()
        var summary = "Touchstone trace v\(version), \(UnitMapping.format(screen)) pt"
        if let sourceName { summary += " (\(sourceName))" }
        let frames = TraceFrames(elements: try JSONParser.Elements(of: "frames", in: source), root: root, endField: endField,
                                 version: version, file: file, size: source.size, strict: strict)
        return RecordingStream(frames, screen: screen, file: file, summary: summary)
    }

    private static func readScreen(_ field: JSONField) throws(InputError) -> CGSize {
        var object = try field.object()
        let widthField = try object.required("width"), heightField = try object.required("height")
        let width = try widthField.number(), height = try heightField.number()
        try object.finish()
        for (side, length, field) in [("width", width, widthField), ("height", height, heightField)] {
            guard length > 0, length <= TouchLimits.maximumScreenSide else {
                throw field.error(.invalidValue, "the screen \(side) \(length) must be positive and at most "
                                    + "\(Int(TouchLimits.maximumScreenSide)) pt")
            }
        }
        return CGSize(width: width, height: height)
    }

    /// Refuses a negative time, and one so late that a `Double` loses the fractions of a
    /// second gestures are timed by.
    static func checkTime(_ time: Double, of field: JSONField) throws(InputError) {
        guard time >= 0 else { throw field.error(.invalidValue, "time \(time) is negative") }
        guard time <= TouchLimits.maximumTime else {
            throw field.error(.invalidValue, "time \(time) s is later than a recording can last "
                                + "(at most \(Int(TouchLimits.maximumTime)) s)")
        }
    }

    /// Follows which fingers are down while a trace is read.
    struct FingerChecker {
        let file: String
        /// The trace's version: from 2, touches carry contact properties.
        let version: Int
        var positions: [Int: CGPoint] = [:]
        var warnings: [InputWarning] = []
        /// The fingers the current frame has named so far.
        private var inFrame = Set<Int>()

        init(file: String, version: Int) {
            self.file = file
            self.version = version
        }

        var fingersDown: [Int] { positions.keys.sorted() }

        mutating func startFrame() { inFrame.removeAll(keepingCapacity: true) }

        /// One touch of a frame at `time`; `nil` when it was a lift without a touch-down
        /// (dropped).
        mutating func read(_ field: JSONField, at time: Double) throws(InputError) -> TouchChange? {
            var object = try field.object()
            let fingerField = try object.required("finger")
            let finger = try fingerField.integer()
            let phaseField = try object.required("phase")
            let phaseName = try phaseField.string()
            guard let phase = TouchPhase(rawValue: phaseName) else {
                throw phaseField.error(.invalidValue, "unknown phase \"\(InputError.excerpt(phaseName))\"; expected began, moved, ended or cancelled")
            }
            let xField = object.optional("x"), yField = object.optional("y")
            var change = TouchChange(finger: finger, phase: phase, location: .zero)
            if version >= 2 { try ContactFields.read(&object, into: &change, at: time) }
            try object.finish()
            if !inFrame.insert(finger).inserted {
                throw fingerField.error(.fingerState, "finger \(finger) appears twice in one frame")
            }
            var location: CGPoint?
            if let xField, let yField {
                location = CGPoint(x: try xField.number(), y: try yField.number())
            } else if xField != nil || yField != nil || phase.isDown {
                throw field.error(.malformed, "finger \(finger) \(phase.rawValue) needs both x and y")
            }
            let isDown = positions[finger] != nil
            switch phase {
            case .began:
                if isDown { throw fingerField.error(.fingerState, "finger \(finger) touches down again without lifting first") }
            case .moved:
                if !isDown { throw fingerField.error(.fingerState, "finger \(finger) moves but is not down") }
            case .ended, .cancelled:
                guard isDown else {
                    warnings.append(InputWarning(at: fingerField.location,
                                                 "finger \(finger) lifts without touching down; the lift was dropped"))
                    return nil
                }
            }
            let point = location ?? positions[finger]!
            positions[finger] = phase.isDown ? point : nil
            // Only fingers down before the frame can still lift in it, so past twice the
            // limit the frame cannot end within it: refuse now, not after reading all of it.
            if positions.count > 2 * TouchLimits.maximumFingers { try checkCount(at: field) }
            change.location = point
            return change
        }

        func checkCount(at field: JSONField) throws(InputError) {
            guard positions.count > TouchLimits.maximumFingers else { return }
            throw field.error(.tooManyFingers, "\(positions.count) fingers are down at once; at most \(TouchLimits.maximumFingers) are supported")
        }
    }

    // MARK: Writing

    /// The trace of `recording`, one frame per line. Numbers are written in their
    /// shortest exact form, so reading the text back gives the same frames. A recording
    /// of plain fingers is written as version 1, which every reader takes; one with contact
    /// properties or pointer events as version 2; one with key events as version 3.
    public static func write(_ recording: TouchRecording, source: String? = nil) -> String {
        let needsVersion3 = recording.frames.contains { $0.key != nil }
        let needsVersion2 = recording.frames.contains { frame in frame.pointer != nil || frame.changes.contains(where: \.hasContactProperties) }
        let version = needsVersion3 ? 3 : needsVersion2 ? 2 : 1
        var text = "{\n  \"format\": \"\(formatName)\",\n  \"version\": \(version),\n"
        if let source { text += "  \"source\": \(quoted(source)),\n" }
        text += "  \"screen\": {\"width\": \(number(recording.screen.width)), \"height\": \(number(recording.screen.height))},\n"
        if let end = recording.endTime { text += "  \"end\": \(number(end)),\n" }
        text += "  \"frames\": ["
        for (index, frame) in recording.frames.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\"time\": \(number(frame.time)), "
            if let key = frame.key {
                text += "\"key\": \(TraceWriting.object(key))}"
            } else if let pointer = frame.pointer {
                text += "\"pointer\": \(TraceWriting.object(pointer))}"
            } else {
                text += "\"touches\": [\(frame.changes.map(TraceWriting.object).joined(separator: ", "))]}"
            }
        }
        text += recording.frames.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// The shortest text that reads back as `value`, as JSON: whole numbers without a
    /// fraction, large and small ones with an exponent (`1.7976931348623157e+308`), and
    /// `null` for NaN and the infinities, which JSON has no number for. Every JSON number
    /// Touchstone writes (traces, `--json`, the lab's messages) goes through here.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
