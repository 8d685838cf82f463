import Foundation
import Testing
import TouchstoneFormats

/// Evemu recordings.
@Suite struct EvemuReaderTests {
    /// Protocol B: slots, tracking ids, and positions that persist per slot.
    @Test func protocolB() throws {
        let text = squareScreenDescription + """
        E: 0.000001 0003 0039 0007
        E: 0.000001 0003 0035 0100
        E: 0.000001 0003 0036 0200
        E: 0.000001 0000 0000 0000
        E: 0.010000 0003 002f 0001
        E: 0.010000 0003 0039 0008
        E: 0.010000 0003 0035 0500
        E: 0.010000 0003 0036 0600
        E: 0.010000 0000 0000 0000
        E: 0.020000 0003 002f 0000
        E: 0.020000 0003 0036 0210
        E: 0.020000 0000 0000 0000
        E: 0.030000 0003 0039 -001
        E: 0.030000 0000 0000 0000
        E: 0.040000 0003 0039 0009
        E: 0.040000 0003 0036 0220
        E: 0.040000 0000 0000 0000
        E: 0.050000 0003 0039 -001
        E: 0.050000 0003 002f 0001
        E: 0.050000 0003 0039 -001
        E: 0.050000 0000 0000 0000

        """
        let recording = try read(text, format: .evemu, screen: unitScreen).get()
        // The third finger lands in slot 0 without an x: it keeps the slot's 100. It gets
        // number 1 again, the lowest free one. Times start at the first event.
        #expect(outline(recording) == [
            "0.000 1 began 100,200",
            "0.010 2 began 500,600",
            "0.020 1 moved 100,210",
            "0.030 1 ended 100,210",
            "0.040 1 began 100,220",
            "0.050 1 ended 100,220; 2 ended 500,600",
        ])
        #expect(recording.warnings.isEmpty)
        #expect(recording.summary.contains("multitouch protocol B"))
    }

    /// Protocol A: anonymous contacts followed by nearest position, lifted by an empty frame.
    @Test func protocolA() throws {
        let description = """
        N: Test Protocol A
        A: 00 0 999 0 0
        A: 01 0 999 0 0
        A: 35 0 999 0 0
        A: 36 0 999 0 0

        """
        // Frame 2 lists the contacts in the opposite order: matching is by position.
        let text = description + """
        E: 100.000000 0003 0035 100
        E: 100.000000 0003 0036 100
        E: 100.000000 0000 0002 0
        E: 100.000000 0003 0035 800
        E: 100.000000 0003 0036 800
        E: 100.000000 0000 0002 0
        E: 100.000000 0000 0000 0
        E: 100.010000 0003 0035 790
        E: 100.010000 0003 0036 805
        E: 100.010000 0000 0002 0
        E: 100.010000 0003 0035 110
        E: 100.010000 0003 0036 100
        E: 100.010000 0000 0002 0
        E: 100.010000 0000 0000 0
        E: 100.020000 0003 0035 112
        E: 100.020000 0003 0036 101
        E: 100.020000 0000 0002 0
        E: 100.020000 0000 0000 0
        E: 100.030000 0001 014a 0
        E: 100.030000 0000 0000 0

        """
        let recording = try read(text, format: .evemu, screen: unitScreen).get()
        #expect(outline(recording) == [
            "0.000 1 began 100,100; 2 began 800,800",
            "0.010 1 moved 110,100; 2 moved 790,805",
            "0.020 2 ended 790,805; 1 moved 112,101",
            "0.030 1 ended 112,101",
        ])
        #expect(recording.summary.contains("multitouch protocol A"))
    }

    /// Single touch: BTN_TOUCH with ABS_X and ABS_Y.
    @Test func singleTouch() throws {
        let text = """
        N: Test Single
        A: 00 0 999 0 0 0
        A: 01 0 999 0 0 0
        E: 0.000000 0001 014a 1
        E: 0.000000 0003 0000 300
        E: 0.000000 0003 0001 400
        E: 0.000000 0000 0000 0
        E: 0.008000 0003 0000 310
        E: 0.008000 0000 0000 0
        E: 0.016000 0001 014a 0
        E: 0.016000 0000 0000 0

        """
        let recording = try read(text, format: .evemu, screen: unitScreen).get()
        #expect(outline(recording) == ["0.000 1 began 300,400", "0.008 1 moved 310,400", "0.016 1 ended 310,400"])
        #expect(recording.summary.contains("single touch"))
    }

    /// A recording without a description takes it from the companion .desc file.
    @Test func companionDescription() throws {
        let url = Recordings.recording("tablets/Wacom ISDv4 E6 Finger.single-tap-center.events")
        #expect(InputReader.companionDescription(for: url)?.lastPathComponent == "Wacom ISDv4 E6 Finger.desc")
        let recording = try InputReader.read(contentsOf: url)
        #expect(recording.touchCount == 1)
        #expect(recording.summary.contains("Wacom ISDv4 E6 Finger"))
        // Space-separated names follow the same convention.
        let bamboo = Recordings.recording("tablets/Wacom Bamboo 16FG 4x5 Finger double-tap.events")
        #expect(InputReader.companionDescription(for: bamboo)?.lastPathComponent == "Wacom Bamboo 16FG 4x5 Finger.desc")
    }

    /// Every shared recording reads; the one whose device sends positions on other axes says so.
    @Test func sharedRecordingsRead() throws {
        for directory in ["touchscreens", "tablets"] {
            let folder = Recordings.evemuDevices.appendingPathComponent(directory)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasSuffix(".desc") {
                let url = folder.appendingPathComponent(name)
                let result = Result { () throws(InputError) in try InputReader.read(contentsOf: url) }
                if name == "eGalax Inc. USB TouchController.events" {
                    // Its controller reports the finger on ABS_Z/ABS_RX instead of ABS_X/ABS_Y.
                    #expect(result.error?.description.contains("ABS_Z, ABS_RX") == true, "\(name)")
                } else {
                    #expect(result.error == nil, "\(name): \(String(describing: result.error))")
                }
            }
        }
    }

    /// The Atmel fast taps are nine separate touches.
    @Test func atmelFastTaps() throws {
        let recording = try InputReader.read(contentsOf:
            Recordings.recording("touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events"))
        #expect(recording.touchCount == 9)
        #expect(recording.frames.allSatisfy { $0.changes.count == 1 && $0.changes[0].finger == 1 })
    }
}
