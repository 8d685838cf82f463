import Foundation
import Testing
import TouchstoneFormats

/// Getevent logs.
@Suite struct GeteventReaderTests {
    /// `getevent -lp` followed by `getevent -lt` of a 1080×2400 panel with no resolution.
    static let describedLog = """
    add device 1: /dev/input/event3
      name:     "sec_touchscreen"
      events:
        KEY (0001): BTN_TOOL_FINGER       BTN_TOUCH
        ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                    ABS_MT_TOUCH_MAJOR    : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
                    ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                    ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0
                    ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
      input props:
        INPUT_PROP_DIRECT
    add device 2: /dev/input/event0
      name:     "gpio_keys"
    [   4249.562255] /dev/input/event3: EV_ABS       ABS_MT_TRACKING_ID   00000f3c
    [   4249.562255] /dev/input/event3: EV_ABS       ABS_MT_POSITION_X    0000021c
    [   4249.562255] /dev/input/event3: EV_ABS       ABS_MT_POSITION_Y    000004b0
    [   4249.562255] /dev/input/event3: EV_KEY       BTN_TOUCH            DOWN
    [   4249.562255] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
    [   4249.570001] /dev/input/event0: EV_KEY       KEY_VOLUMEDOWN       DOWN
    [   4249.570001] /dev/input/event0: EV_SYN       SYN_REPORT           00000000
    [   4249.578911] /dev/input/event3: EV_ABS       ABS_MT_POSITION_Y    000004ba
    [   4249.578911] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
    [   4249.640172] /dev/input/event3: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
    [   4249.640172] /dev/input/event3: EV_KEY       BTN_TOUCH            UP
    [   4249.640172] /dev/input/event3: EV_SYN       SYN_REPORT           00000000

    """

    /// Events of the touch device, mapped with the ranges of getevent -lp.
    @Test func describedLog() throws {
        let recording = try read(Self.describedLog, format: .getevent, screen: CGSize(width: 1080, height: 2400)).get()
        #expect(outline(recording) == [
            "0.000 1 began 540,1200",
            "0.017 1 moved 540,1210",
            "0.078 1 ended 540,1210",
        ])
        #expect(recording.summary.contains("sec_touchscreen"))
    }

    /// The format is recognized from the content.
    @Test func detection() {
        #expect(InputReader.detectFormat(of: Self.describedLog) == .getevent)
        #expect(InputReader.detectFormat(of: "[ 1.000000] EV_SYN SYN_REPORT 00000000\n") == .getevent)
        #expect(InputReader.detectFormat(of: squareScreenDescription) == .evemu)
        #expect(InputReader.detectFormat(of: "\n  {\"format\": \"touchstone-trace\"}") == .trace)
    }

    /// A log of one device without a device path, with numeric codes, and its description from another file.
    @Test func numericCodesAndSeparateDescription() throws {
        let description = """
        add device 1: /dev/input/event3
          name:     "panel"
          events:
            ABS (0003): 0035  : value 0, min 0, max 999, fuzz 0, flat 0, resolution 0
                        0036  : value 0, min 0, max 999, fuzz 0, flat 0, resolution 0
                        002f  : value 0, min 0, max 4, fuzz 0, flat 0, resolution 0

        """
        let log = """
        [ 10.000000] 0003 0039 00000001
        [ 10.000000] 0003 0035 00000064
        [ 10.000000] 0003 0036 000000c8
        [ 10.000000] 0000 0000 00000000
        [ 10.050000] 0003 0039 ffffffff
        [ 10.050000] 0000 0000 00000000

        """
        let recording = try read(log, format: .getevent, screen: unitScreen, description: description).get()
        #expect(outline(recording) == ["0.000 1 began 100,200", "0.050 1 ended 100,200"])
    }

    /// A log without axis ranges cannot be mapped and says how to fix it.
    @Test func missingRanges() {
        let log = """
        [ 10.000000] EV_ABS ABS_MT_TRACKING_ID 00000001
        [ 10.000000] EV_ABS ABS_MT_POSITION_X 00000064
        [ 10.000000] EV_ABS ABS_MT_POSITION_Y 000000c8
        [ 10.000000] EV_SYN SYN_REPORT 00000000

        """
        let error = read(log, format: .getevent).error
        #expect(error?.kind == .missingAxes)
        #expect(error?.description == "input: no range for ABS_MT_POSITION_X, needed to map device units to points; "
                    + "include the output of getevent -lp in the log or pass --device FILE")
    }

    /// Touches from two devices in one log are refused.
    @Test func twoTouchDevices() {
        let log = """
        [ 1.000000] /dev/input/event1: EV_ABS ABS_MT_POSITION_X 00000001
        [ 1.000000] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 00000001

        """
        #expect(read(log, format: .getevent).error?.message.contains("several devices (/dev/input/event1, /dev/input/event2)") == true)
    }
}
