import Foundation
import Testing
import TouchstoneFormats

/// Every kind of bad input the readers can meet: each is one clear line naming the file
/// and the line or field, or, where the recording can be repaired, a warning saying what
/// was done. Never a crash, never a silent wrong answer.
@Suite struct BadInputTests {
    private func trace(frames: String, extra: String = "", strict: Bool = false) -> Result<TouchRecording, InputError> {
        read("""
        {"format": "touchstone-trace", "version": 1, "screen": {"width": 100, "height": 100},\(extra)
         "frames": [
        \(frames)
         ]}
        """, format: .trace, strict: strict)
    }

    // MARK: Malformed and truncated

    /// A malformed evemu line names its line.
    @Test func malformedLine() {
        let error = evemuOnSquareScreen(oneTouchDown + "E: 0.050000 0003 zz35 100\n" + oneTouchUp).error
        #expect(error?.kind == .malformed)
        #expect(error?.description == "input:13: bad event type or code '0003 zz35' (hex expected); "
                    + "expected 'E: seconds.microseconds type code value'")
    }

    /// A line that is not evemu at all.
    @Test func foreignLine() {
        #expect(evemuOnSquareScreen("hello world\n").error?.description
                    == "input:9: unrecognized line 'hello world'; an evemu file has N:, I:, P:, B:, A: and E: lines")
    }

    /// A recording cut off in the middle of a line is truncated.
    @Test func truncatedLine() {
        let error = evemuOnSquareScreen(oneTouchDown + "E: 0.100000 0003 00").error
        #expect(error?.kind == .truncated)
        #expect(error?.location.line == 13)
        #expect(error?.message.hasPrefix("the file ends in the middle of a line") == true)
    }

    /// Strict: a recording that ends while a finger is down is truncated.
    @Test func endsWithFingerDown() {
        let error = evemuOnSquareScreen(oneTouchDown, strict: true).error
        #expect(error?.kind == .truncated)
        #expect(error?.description == "input:12: the recording ends while finger 1 is still down (truncated?)")
    }

    /// A trace cut off in the middle of its JSON is truncated.
    @Test func truncatedTrace() {
        let error = read("{\"format\": \"touchstone-trace\", \"frames\": [{\"time\": 0,", format: .trace).error
        #expect(error?.kind == .truncated)
        #expect(error?.description == "input:1: the file ends inside an object")
    }

    /// Strict: a trace that ends with a finger down is truncated.
    @Test func traceEndsWithFingerDown() {
        let error = trace(frames: #"{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": 2}]}"#,
                          strict: true).error
        #expect(error?.kind == .truncated)
        #expect(error?.description == "input: frames: the trace ends while finger 1 is still down")
    }

    // MARK: Unknown codes

    /// An event type the kernel does not have.
    @Test func unknownType() {
        let error = evemuOnSquareScreen(oneTouchDown + "E: 0.050000 0009 0001 1\n" + oneTouchUp).error
        #expect(error?.kind == .unknownEventCode)
        #expect(error?.description == "input:13: unknown event code: event type 9 is not a Linux input event type")
    }

    /// A code beyond the largest of its type.
    @Test func codeOutOfRange() {
        let error = evemuOnSquareScreen(oneTouchDown + "E: 0.050000 0003 0040 1\n" + oneTouchUp).error
        #expect(error?.description == "input:13: unknown event code: EV_ABS code 64 is beyond the largest code of its type")
    }

    /// A code within range but without a meaning is ignored with a warning.
    @Test func unnamedCode() throws {
        let recording = try evemuOnSquareScreen(oneTouchDown + "E: 0.050000 0003 001d 15316\nE: 0.050000 0000 0000 0\n" + oneTouchUp).get()
        #expect(recording.touchCount == 1)
        #expect(recording.warnings.map(\.description) == ["input:13: EV_ABS code 29 (0x1d) has no defined meaning; its events are ignored"])
    }

    /// A getevent name that does not exist.
    @Test func unknownGeteventName() {
        let error = read("[ 1.000000] EV_ABS ABS_MT_POSITION_Z 00000001\n", format: .getevent).error
        #expect(error?.kind == .unknownEventCode)
        #expect(error?.description == "input:1: unknown event code ABS_MT_POSITION_Z for EV_ABS")
    }

    // MARK: Time

    /// Evemu timestamps that run backwards.
    @Test func evemuTimeBackwards() {
        let events = oneTouchDown + "E: 0.050000 0003 0035 110\nE: 0.040000 0000 0000 0\n" + oneTouchUp
        let error = evemuOnSquareScreen(events).error
        #expect(error?.kind == .timeWentBackwards)
        #expect(error?.description == "input:14: time goes backwards: 0.040000 s is before the previous event's 0.050000 s")
    }

    /// Trace frames out of time order name the field.
    @Test func traceOutOfOrder() {
        let error = trace(frames: """
          {"time": 0.5, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": 2}]},
          {"time": 0.25, "touches": [{"finger": 1, "phase": "ended"}]}
        """).error
        #expect(error?.kind == .timeWentBackwards)
        #expect(error?.description == "input:4: frames[1].time: time 0.25 is before frames[0].time 0.5: frames must be in time order")
    }

    // MARK: Coordinates

    /// NaN is refused where it appears.
    @Test func nanCoordinate() {
        let error = trace(frames: #"{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": NaN, "y": 2}]}"#).error
        #expect(error?.kind == .nonFinite)
        #expect(error?.location.line == 3)
    }

    /// An infinite coordinate names its field.
    @Test func infiniteCoordinate() {
        let error = trace(frames: #"{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": -1e999}]}"#).error
        #expect(error?.kind == .nonFinite)
        #expect(error?.description == "input:3: frames[0].touches[0].y: -inf is not a finite number")
    }

    // MARK: Finger states

    /// A slot that lifts without touching down: the lift is dropped, with a warning.
    @Test func evemuLiftWithoutDown() throws {
        let recording = try evemuOnSquareScreen("E: 0.000000 0003 002f 3\nE: 0.000000 0003 0039 -1\nE: 0.000000 0000 0000 0\n"
                                    + oneTouchDown.replacingOccurrences(of: "0.000000", with: "0.010000")
                                    + oneTouchUp).get()
        #expect(recording.touchCount == 1)
        #expect(recording.warnings.map(\.description)
                    == ["input:10: slot 3 lifts (ABS_MT_TRACKING_ID -1) without a touch-down; the lift was dropped"])
    }

    /// A single-touch lift without a touch-down is dropped, with a warning.
    @Test func singleTouchLiftWithoutDown() throws {
        let text = "A: 00 0 999 0 0 0\nA: 01 0 999 0 0 0\nE: 0.0 0001 014a 0\nE: 0.0 0000 0000 0\n"
        let recording = try read(text, format: .evemu, screen: unitScreen).get()
        #expect(recording.frames.isEmpty)
        #expect(recording.warnings.map(\.description) == ["input:4: BTN_TOUCH 0 without a touch-down; the lift was dropped"])
    }

    /// A trace lift without a touch-down is dropped, with a warning.
    @Test func traceLiftWithoutDown() throws {
        let recording = try trace(frames: #"{"time": 0, "touches": [{"finger": 4, "phase": "ended", "x": 1, "y": 2}]}"#).get()
        #expect(recording.frames.isEmpty)
        #expect(recording.warnings.map(\.description)
                    == ["input:3: frames[0].touches[0].finger: finger 4 lifts without touching down; the lift was dropped"])
    }

    /// A trace finger that moves without touching down, touches down twice, or appears twice in a frame.
    @Test func traceFingerStates() {
        let moves = trace(frames: #"{"time": 0, "touches": [{"finger": 2, "phase": "moved", "x": 1, "y": 2}]}"#).error
        #expect(moves?.description == "input:3: frames[0].touches[0].finger: finger 2 moves but is not down")
        let twice = trace(frames: """
          {"time": 0, "touches": [{"finger": 2, "phase": "began", "x": 1, "y": 2}]},
          {"time": 1, "touches": [{"finger": 2, "phase": "began", "x": 1, "y": 2}]}
        """).error
        #expect(twice?.kind == .fingerState)
        #expect(twice?.message == "finger 2 touches down again without lifting first")
        let duplicate = trace(frames: """
          {"time": 0, "touches": [{"finger": 2, "phase": "began", "x": 1, "y": 2}, {"finger": 2, "phase": "moved", "x": 1, "y": 2}]}
        """).error
        #expect(duplicate?.message == "finger 2 appears twice in one frame")
    }

    // MARK: Too many fingers

    /// More than 100 fingers at once in a recording.
    @Test func tooManyFingersEvemu() {
        var text = "A: 2f 0 127 0 0 0\nA: 35 0 999 0 0 0\nA: 36 0 999 0 0 0\n"
        for slot in 0..<101 {
            text += "E: 0.0 0003 002f \(slot)\nE: 0.0 0003 0039 \(slot + 1)\nE: 0.0 0003 0035 \(slot * 10)\nE: 0.0 0003 0036 5\n"
        }
        text += "E: 0.0 0000 0000 0\n"
        let error = read(text, format: .evemu, screen: unitScreen).error
        #expect(error?.kind == .tooManyFingers)
        #expect(error?.description == "input:408: 101 fingers are down at once; at most 100 are supported")
    }

    /// More than 100 fingers at once in a trace.
    @Test func tooManyFingersTrace() {
        let touches = (1...101).map { #"{"finger": \#($0), "phase": "began", "x": 1, "y": 2}"# }.joined(separator: ", ")
        let error = trace(frames: #"{"time": 0, "touches": [\#(touches)]}"#).error
        #expect(error?.kind == .tooManyFingers)
        #expect(error?.location.field == "frames[0]")
    }

    // MARK: Repairs of missing SYN_REPORT

    /// A dropped SYN_REPORT between two moves is put back, with a warning.
    @Test func droppedSynReport() throws {
        let events = oneTouchDown + """
        E: 0.000000 0003 0035 110
        E: 0.000000 0003 0035 120
        E: 0.000000 0000 0000 0

        """ + oneTouchUp
        let recording = try evemuOnSquareScreen(events).get()
        #expect(outline(recording) == ["0.000 1 began 100,100", "0.000 1 moved 110,100", "0.000 1 moved 120,100", "0.100 1 ended 120,100"])
        #expect(recording.warnings.map(\.description) == [
            "input:14: SYN_REPORT missing: ABS_MT_POSITION_X of slot 0 written twice in one frame; one was inserted before this line",
        ])
    }

    /// A missing SYN_REPORT between events far apart in time is put back, with a warning.
    @Test func droppedSynReportByTime() throws {
        let events = oneTouchDown + "E: 0.020000 0003 0035 110\nE: 0.040000 0003 0036 130\nE: 0.040000 0000 0000 0\n" + oneTouchUp
        let recording = try evemuOnSquareScreen(events).get()
        #expect(outline(recording) == ["0.000 1 began 100,100", "0.020 1 moved 110,100", "0.040 1 moved 110,130", "0.100 1 ended 110,130"])
        #expect(recording.warnings.map(\.message) == [
            "SYN_REPORT missing: events 20.0 ms apart in one frame; one was inserted before this line",
        ])
    }

    /// A recording whose last frame lacks its SYN_REPORT is completed, with a warning.
    @Test func missingFinalSynReport() throws {
        let recording = try evemuOnSquareScreen(oneTouchDown + "E: 0.100000 0003 0039 -1\n").get()
        #expect(outline(recording) == ["0.000 1 began 100,100", "0.100 1 ended 100,100"])
        #expect(recording.warnings.map(\.description) == ["input:13: the last frame has no SYN_REPORT; one was added at the end of the file"])
    }

    // MARK: Trace structure

    /// A trace with a property the format does not define.
    @Test func unknownTraceProperty() {
        let error = trace(frames: #"{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": 2, "force": 3}]}"#).error
        #expect(error?.kind == .unknownProperty)
        #expect(error?.description.hasPrefix("input:3: frames[0].touches[0].force: unknown property \"force\"") == true)
    }

    /// A trace version this build does not read.
    @Test func unsupportedVersion() {
        let error = read(#"{"format": "touchstone-trace", "version": 4, "screen": {"width": 1, "height": 1}, "frames": []}"#,
                         format: .trace).error
        #expect(error?.kind == .unsupportedVersion)
        #expect(error?.description == "input:1: version: trace version 4 is not supported; this build reads versions 1 to 3")
    }

    /// Strict JSON: trailing commas and duplicate properties are refused with their line.
    @Test func strictJSON() {
        let comma = read("{\"format\": \"touchstone-trace\",\n \"version\": 1,\n}", format: .trace).error
        #expect(comma?.description == "input:3: expected a property name in quotes, found '}'")
        let duplicate = read("{\"version\": 1,\n \"version\": 1}", format: .trace).error
        #expect(duplicate?.description == "input:2: property \"version\" appears twice")
    }

    /// A file that cannot be read.
    @Test func unreadable() {
        let error = Result { () throws(InputError) in
            try InputReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/touches.events"))
        }.error
        #expect(error?.kind == .unreadable)
        #expect(error?.location.file == "/nonexistent/touches.events")
    }
}
