import Foundation

/// Decodes kernel input events one at a time, as a live device delivers them, into the
/// same frames (touches, or key changes for a keyboard) a recording of that device gives: the decoder of the recordings
/// (``InputReader``) fed event by event instead of a whole file at once.
///
/// Input that is lost cancels the fingers and keys it leaves down (R-L3): a `SYN_DROPPED` (the
/// kernel's buffer overflowed) and the end of the input (``finish()``: a closed pipe, a
/// removed device) each give a frame that cancels every open finger and key.
public struct EvdevStream: Sendable {
    /// One `struct input_event`: its timestamp in microseconds, its type, code and value.
    public struct Event: Sendable, Equatable {
        /// The kernel's timestamp, in microseconds on whatever clock the device uses.
        public var microseconds: Int64
        /// The event type (`EV_ABS`…).
        public var type: UInt16
        /// The event code (`ABS_MT_POSITION_X`…).
        public var code: UInt16
        /// The value.
        public var value: Int32

        /// Creates an event.
        public init(microseconds: Int64, type: UInt16, code: UInt16, value: Int32) {
            self.microseconds = microseconds
            self.type = type
            self.code = code
            self.value = value
        }
    }

    private var decoder: EvdevDecoder
    private var eventCount = 0
    private var lastMicroseconds: Int64?
    private var warningsTaken = 0
    /// The screen, in points, that the device's surface maps to.
    public let screen: CGSize
    /// One line saying what is decoded and how units map, as a replay's header says it.
    public let summary: String

    /// Prepares to decode the events of `device`; `source` names the input in messages.
    /// Throws when the device lacks the position axes' ranges (a keyboard needs none: its
    /// frames are key changes, for a window of `options.screen` or an iPad's).
    public init(device: EvdevDevice, mapping options: UnitMapping.Options = .init(), source: String) throws(InputError) {
        let description = device.description
        let touchProtocol = EvdevDecoder.detectProtocol(description: description, evidence: ProtocolEvidence())
        let (xCode, yCode) = EvdevDecoder.positionAxes(for: touchProtocol)
        let xName = EventCodes.codeName(type: EventCodes.abs, code: xCode)
        let yName = EventCodes.codeName(type: EventCodes.abs, code: yCode)
        let location = InputLocation(file: source)
        let mapping: UnitMapping
        if touchProtocol == .keyboard {
            mapping = UnitMapping(keysOn: options.screen)
        } else if let xAxis = description.axes[xCode], let yAxis = description.axes[yCode] {
            mapping = try UnitMapping(x: xAxis, y: yAxis, xName: xName, yName: yName, options: options, at: location)
        } else {
            throw InputError(.missingAxes, at: location, "no range for \(description.axes[xCode] == nil ? xName : yName), "
                                + "needed to map device units to points; pass --device FILE with the device's description")
        }
        decoder = EvdevDecoder(description: description, evidence: ProtocolEvidence(), mapping: mapping, file: source)
        screen = mapping.screen
        summary = "evdev, \(touchProtocol.rawValue)" + (device.name.map { ", \"\($0)\"" } ?? "") + ", \(mapping.explanation)"
    }

    /// Decodes one event; returns the frames it completed (at a `SYN_REPORT`, or the
    /// cancellation a `SYN_DROPPED` makes). Frame times are seconds from the first event.
    public mutating func feed(_ event: Event) throws(InputError) -> [TouchFrame] {
        eventCount += 1
        // The decoder checks the event's time first: the cancellation is stamped with it.
        try decoder.feed(KernelEvent(microseconds: event.microseconds, type: event.type, code: event.code,
                                     value: event.value, line: eventCount))
        lastMicroseconds = event.microseconds
        if event.type == EventCodes.syn && event.code == EventCodes.synDropped {
            decoder.cancelOpenFingers(at: event.microseconds, line: eventCount)
        }
        return decoder.takeFrames()
    }

    /// Ends the input: the frame cancelling the fingers still down, if any, stamped with
    /// the time of the last event the decoder accepted (the stream itself does not say
    /// when it ended; a live reader that knows better restamps it). An unfinished frame
    /// (events without their `SYN_REPORT`) is dropped, since the input was cut off in the
    /// middle of it.
    public mutating func finish() -> [TouchFrame] {
        decoder.summarizeRepeatedWarnings()
        decoder.cancelOpenFingers(at: lastMicroseconds ?? 0, line: eventCount)
        return decoder.takeFrames()
    }

    /// The warnings given since the last call (events numbered from 1 in place of lines).
    public mutating func takeWarnings() -> [InputWarning] {
        defer { warningsTaken = decoder.warnings.count }
        return Array(decoder.warnings[warningsTaken...])
    }
}
