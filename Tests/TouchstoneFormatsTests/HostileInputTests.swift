import Foundation
import Testing
@testable import TouchstoneFormats

/// What real devices, files and careless hosts send (issue 14): Windows line endings,
/// numbers at the edge of their types, frames no device could produce, inputs that are
/// not recordings at all. Each is read, or refused with one short line, never a trap and
/// never a wait that grows faster than the input.
@Suite struct HostileInputTests {
    private func trace(screen: String = #"{"width": 100, "height": 100}"#, end: String = "",
                       frames: String) -> Result<TouchRecording, InputError> {
        read("""
        {"format": "touchstone-trace", "version": 1, "screen": \(screen),\(end)
         "frames": [\(frames)]}
        """, format: nil)
    }

    /// A protocol B screen of 1000×1000 units with slots 0…`lastSlot`.
    private func slotsDescription(lastSlot: Int) -> String {
        "N: Many slots\nA: 2f 0 \(lastSlot) 0 0 0\nA: 35 0 999 0 0 0\nA: 36 0 999 0 0 0\nA: 39 0 65535 0 0 0\n"
    }

    private func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }

    // MARK: Line endings (defect 1)

    /// An evemu file with Windows line endings reads as with Unix ones.
    @Test func evemuCRLF() throws {
        let unix = try evemuOnSquareScreen(oneTouchDown + oneTouchUp).get()
        let windows = try read(crlf(squareScreenDescription + oneTouchDown + oneTouchUp), format: .evemu, screen: unitScreen).get()
        #expect(outline(windows) == outline(unix))
        #expect(outline(windows).count == 2)
    }

    /// A getevent log with Windows line endings is recognized and read.
    @Test func geteventCRLF() throws {
        let log = """
        add device 1: /dev/input/event2
          name:     "touch"
          events:
            ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_X     : value 0, min 0, max 999, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 999, fuzz 0, flat 0, resolution 0
                        ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
        [   1.000000] EV_ABS       ABS_MT_TRACKING_ID   00000001
        [   1.000000] EV_ABS       ABS_MT_POSITION_X    00000064
        [   1.000000] EV_ABS       ABS_MT_POSITION_Y    00000064
        [   1.000000] EV_SYN       SYN_REPORT           00000000
        [   1.100000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [   1.100000] EV_SYN       SYN_REPORT           00000000

        """
        #expect(InputReader.detectFormat(of: crlf(log)) == .getevent)
        let windows = try read(crlf(log), format: nil, screen: unitScreen).get()
        #expect(outline(windows) == ["0.000 1 began 100,100", "0.100 1 ended 100,100"])
    }

    /// A real recording converted to Windows line endings gives the same frames.
    @Test func realRecordingCRLF() throws {
        let events = try String(contentsOf: Recordings.recording(
            "touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events"), encoding: .utf8)
        let description = try String(contentsOf: Recordings.recording("touchscreens/Atmel maXTouch Touchscreen.desc"),
                                     encoding: .utf8)
        let unix = try read(events, format: nil, description: description).get()
        let windows = try read(crlf(events), format: nil, description: crlf(description)).get()
        #expect(unix.touchCount == 9)
        #expect(outline(windows) == outline(unix))
    }

    // MARK: Numbers at the edge (defect 2)

    /// A timestamp that overflows microseconds is a bad timestamp, in evemu and getevent.
    @Test func timestampOverflow() {
        let evemuError = evemuOnSquareScreen("E: 9223372036854.999999 0000 0000 0\n").error
        #expect(evemuError?.kind == .malformed)
        #expect(evemuError?.message.hasPrefix("bad timestamp '9223372036854.999999'") == true)
        let geteventError = read("[9223372036854.999999] EV_SYN SYN_REPORT 00000000\n", format: .getevent).error
        #expect(geteventError?.message.hasPrefix("bad timestamp '[9223372036854.999999]'") == true)
    }

    /// A screen too large for any display is refused, in a trace and in --screen.
    @Test func hugeScreen() {
        let error = trace(screen: #"{"width": 1e19, "height": 10}"#, frames: "").error
        #expect(error?.kind == .invalidValue)
        #expect(error?.description == "input:1: screen.width: the screen width 1e+19 must be positive and at most 1000000 pt")
        #expect(UnitMapping.parseScreen("1e19x10") == nil)
        #expect(UnitMapping.parseScreen("390x844") == CGSize(width: 390, height: 844))
        #expect(UnitMapping.format(CGSize(width: 1e19, height: 10)) == "1e+19×10")
    }

    /// Times so late that a Double cannot tell half a second apart are refused.
    @Test func hugeTimes() {
        let tap = #"{"time": 1e300, "touches": [{"finger": 1, "phase": "began", "x": 1, "y": 2}]}"#
        #expect(trace(frames: tap).error?.description
                    == "input:2: frames[0].time: time 1e+300 s is later than a recording can last (at most 10000000000 s)")
        #expect(trace(end: #" "end": 1e300,"#, frames: "").error?.kind == .invalidValue)
        let late = oneTouchDown + "E: 20000000000.000000 0003 0039 -1\nE: 20000000000.000000 0000 0000 0\n"
        #expect(evemuOnSquareScreen(late).error?.description == "input:13: 20000000000.000000 s after the first event is later "
                    + "than a recording can last (at most 10000000000 s)")
    }

    // MARK: Frames no device produces (defect 7)

    /// A protocol A frame with more contacts than fingers is refused at the first one too many.
    @Test func manyAnonymousContacts() {
        let description = """
        N: Protocol A
        A: 35 0 999 0 0 0
        A: 36 0 999 0 0 0

        """
        var events = ""
        for contact in 0..<1000 {
            events += "E: 0.000000 0003 0035 \(contact % 1000)\nE: 0.000000 0003 0036 5\nE: 0.000000 0000 0002 0\n"
        }
        events += "E: 0.000000 0000 0000 0\n"
        let error = read(description + events, format: .evemu, screen: unitScreen).error
        #expect(error?.kind == .tooManyFingers)
        // The 101st contact's SYN_MT_REPORT, not the frame's end after matching all 1000.
        #expect(error?.location.line == 3 + 101 * 3)
    }

    /// Slots 65,536 apart are different slots.
    @Test func slotKeysDoNotCollide() throws {
        let description = slotsDescription(lastSlot: 70000)
        let events = """
        E: 0.000000 0003 002f 0
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 10
        E: 0.000000 0003 0036 10
        E: 0.000000 0003 002f 65536
        E: 0.000000 0003 0039 2
        E: 0.000000 0003 0035 20
        E: 0.000000 0003 0036 20
        E: 0.000000 0000 0000 0
        E: 0.100000 0003 002f 0
        E: 0.100000 0003 0039 -1
        E: 0.100000 0003 002f 65536
        E: 0.100000 0003 0039 -1
        E: 0.100000 0000 0000 0

        """
        let recording = try read(description + events, format: .evemu, screen: unitScreen).get()
        #expect(recording.warnings.isEmpty)
        #expect(outline(recording) == ["0.000 1 began 10,10; 2 began 20,20", "0.100 1 ended 10,10; 2 ended 20,20"])
    }

    /// Thousands of slots in one frame are refused with the fingers counted once.
    @Test func manySlots() {
        let description = slotsDescription(lastSlot: 99999)
        var events = ""
        for slot in 0..<5000 {
            events += "E: 0.000000 0003 002f \(slot)\nE: 0.000000 0003 0039 \(slot)\n"
                + "E: 0.000000 0003 0035 5\nE: 0.000000 0003 0036 5\n"
        }
        events += "E: 0.000000 0000 0000 0\n"
        let error = read(description + events, format: .evemu, screen: unitScreen).error
        #expect(error?.description == "input:20006: 5000 fingers are down at once; at most 100 are supported")
    }

    /// A trace frame of a thousand fingers is refused at the first finger that cannot fit.
    @Test func manyTraceFingers() {
        let touches = (1...1000).map { #"{"finger": \#($0), "phase": "began", "x": 1, "y": 1}"# }
        let error = trace(frames: #"{"time": 0, "touches": [\#(touches.joined(separator: ", "))]}"#).error
        #expect(error?.kind == .tooManyFingers)
        // Finger 201: only fingers down before the frame could still lift in it.
        #expect(error?.location.field == "frames[0].touches[200]")
    }

    // MARK: Messages (defect 8)

    /// An empty file says it is empty.
    @Test func emptyFile() {
        for text in ["", "\n\n", " \r\n\t\r\n"] {
            #expect(read(text, format: nil).error?.description
                        == "input: the file is empty; expected an evemu recording, a getevent log or a Touchstone trace")
        }
    }

    /// A top-level JSON array is JSON, not a getevent log.
    @Test func jsonArray() {
        #expect(InputReader.detectFormat(of: "[1, 2]") == .trace)
        #expect(InputReader.detectFormat(of: "[\n{}]") == .trace)
        #expect(InputReader.detectFormat(of: "[  12.5] EV_SYN SYN_REPORT 0") == .getevent)
        #expect(InputReader.detectFormat(of: "[12.500000]") == .getevent)
        #expect(read("[]", format: nil).error?.description == "input:1: expected an object, found an array")
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(read(deep, format: nil).error?.description == "input:1: JSON nested more than 256 deep")
    }

    /// A long excerpt of the input is cut, and every message is one line.
    @Test func longExcerpts() {
        let long = String(repeating: "7", count: 100_000)
        let messages = [
            read("[ \(long)] EV_SYN SYN_REPORT 00000000\n", format: .getevent),
            read("E: \(long) 0000 0000 0\n", format: .evemu),
            read(#"{"format": "\#(long)"}"#, format: .trace),
            read(#"{"\#(long)": 1, "format": "touchstone-trace", "version": 1, "screen": {"width": 1, "height": 1}, "frames": []}"#,
                 format: .trace),
        ].map { $0.error?.description ?? "" }
        for message in messages {
            #expect(message.count < 200, "\(message.prefix(200))")
            #expect(message.contains("7777…"))
        }
        let multiline = InputError(.malformed, at: InputLocation(file: "f"), "one\ntwo\rthree")
        #expect(multiline.description == "f: one two three")
    }

    /// A long message made of words (a list of names) is cut between two of them, never
    /// inside one.
    @Test func longListsAreCutBetweenWords() {
        let names = (1...60).map { "example-name-\($0)" }
        let error = InputError(.malformed, at: InputLocation(file: "f"), "one of: " + names.joined(separator: ", "))
        let text = error.description
        #expect(text.hasSuffix("…"))
        let listed = text.dropFirst("f: one of: ".count).dropLast().components(separatedBy: ", ")
        #expect(listed.count > 5)
        for item in listed { #expect(names.contains(item.trimmingCharacters(in: .punctuationCharacters)), "\(item)") }
    }

    /// A directory, a missing file and a binary file are named and explained.
    @Test func unreadableFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func message(_ url: URL) -> String? {
            Result { () throws(InputError) in try InputReader.read(contentsOf: url) }.error?.description
        }
        #expect(message(directory) == "\(directory.path): is a directory, not a file")
        let missing = directory.appendingPathComponent("missing.events")
        #expect(message(missing) == "\(missing.path): no such file")
        let binary = directory.appendingPathComponent("binary.events")
        try Data([0x45, 0x3a, 0x00, 0xff]).write(to: binary)
        #expect(message(binary) == "\(binary.path): not a text file")
    }

    /// A missing device description (`live PATH --device FILE`) says so as for every
    /// input file, not in Foundation's "The operation could not be completed".
    @Test func missingDeviceDescription() {
        let missing = URL(fileURLWithPath: "/nonexistent/touchstone/device.desc")
        let message = Result { () throws(InputError) in try EvdevDevice.read(contentsOf: missing) }.error?.description
        #expect(message == "\(missing.path): no such file")
    }

    // MARK: Cut-off recordings (defect 9)

    /// A recording cut off with a finger down is kept, and the finger cancelled at its end (R-L3)
    @Test func cutOffRecording() throws {
        let recording = try evemuOnSquareScreen(oneTouchDown + "E: 0.050000 0003 0035 120\nE: 0.050000 0000 0000 0\n").get()
        #expect(outline(recording) == ["0.000 1 began 100,100", "0.050 1 moved 120,100", "0.050 1 cancelled 120,100"])
        #expect(recording.warnings.map(\.description)
                    == ["input:14: the recording ends while finger 1 is still down; cut off? They are cancelled at the end"])
        #expect(evemuOnSquareScreen(oneTouchDown, strict: true).error?.kind == .truncated)
    }

    /// A trace cut off with fingers down is kept, and they are cancelled at its end (R-L3)
    @Test func cutOffTrace() throws {
        let frames = #"""
        {"time": 0, "touches": [{"finger": 2, "phase": "began", "x": 5, "y": 6}, {"finger": 1, "phase": "began", "x": 1, "y": 2}]}
        """#
        let recording = try trace(end: #" "end": 0.5,"#, frames: frames).get()
        #expect(outline(recording) == ["0.000 2 began 5,6; 1 began 1,2", "0.500 1 cancelled 1,2; 2 cancelled 5,6"])
        #expect(recording.warnings.map(\.description)
                    == ["input: frames: the trace ends while fingers 1, 2 are still down; cut off? They are cancelled at the end"])
    }

    // MARK: Mice and pens (issue 16)

    /// A mouse's motion and wheel at the edges of Int32 keep the pointer on the screen and the scroll finite.
    @Test func extremeMouse() throws {
        let recording = try read("""
        E: 0.000000 0002 0000 2147483647
        E: 0.000000 0002 0001 -2147483648
        E: 0.000000 0002 0008 2147483647
        E: 0.000000 0000 0000 0
        """, format: .evemu).get()
        #expect(recording.frames.map(\.pointer) == [
            .move(to: CGPoint(x: 1023, y: 0), buttons: [], modifiers: []),
            .scroll(dx: 0, dy: 2147483647 * 40, type: .discrete, phase: .changed, modifiers: []),
        ])
        let back = try TraceFormat.read(TraceFormat.write(recording), file: "back")
        #expect(back.frames.map(\.pointer) == recording.frames.map(\.pointer))
    }

    /// A pen's pressure and tilt beyond their ranges are clamped to what the engine takes.
    @Test func extremePen() throws {
        let recording = try read("""
        A: 00 0 1000 0 0 10
        A: 01 0 1000 0 0 10
        A: 18 0 100 0 0 0
        A: 1a -64 63 0 0 0
        E: 0.000000 0003 0000 5
        E: 0.000000 0003 0001 5
        E: 0.000000 0003 0018 2147483647
        E: 0.000000 0003 001a -2147483648
        E: 0.000000 0001 014a 1
        E: 0.000000 0000 0000 0
        """, format: .evemu).get()
        let change = try #require(recording.frames.first?.changes.first)
        #expect(change.type == .pencil && change.force == 4)
        #expect(change.altitude > 0 && change.altitude < 0.03 && abs(change.azimuth - .pi) < 1e-12)
    }

    /// A pen touching down on a tablet that describes no ABS_X range is refused in one line.
    @Test func penWithoutAxes() {
        let error = read("A: 1a -64 63 0 0 57\nE: 0.000000 0001 014a 1\nE: 0.000000 0000 0000 0\n", format: .evemu).error
        #expect(error?.kind == .missingAxes)
        #expect(error?.description.hasPrefix("input: no range for ABS_X") == true)
    }
}
