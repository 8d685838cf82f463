import Foundation
import Testing
import TouchstoneFormats

/// A recording of any device a kernel can describe, written as a trace (what `record`
/// does), reads back (issue 28): the screen a unit mapping gives always fits a trace.
@Suite struct DeviceLimitsRoundTripTests {
    /// A device whose axes span all of `Int32`, at `resolution` units per millimetre.
    private func hugeDevice(resolution: Int) -> String {
        """
        N: Huge
        A: 2f 0 9 0 0 0
        A: 35 -2147483648 2147483647 0 0 \(resolution)
        A: 36 -2147483648 2147483647 0 0 \(resolution)

        """
    }

    private let corners = """
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 2147483647
        E: 0.000000 0003 0036 -2147483648
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 0035 -2147483648
        E: 0.010000 0003 0036 2147483647
        E: 0.010000 0000 0000 0
        E: 0.020000 0003 0039 -1
        E: 0.020000 0000 0000 0

        """

    @Test(arguments: [0, 1, 7, 2_147_483_647])
    func aRecordingOfAnInt32DeviceReadsBackAsATrace(resolution: Int) throws {
        let recording = try read(hugeDevice(resolution: resolution) + corners, format: .evemu).get()
        #expect(recording.screen.width > 0 && recording.screen.width <= TouchLimits.maximumScreenSide)
        #expect(recording.screen.height > 0 && recording.screen.height <= TouchLimits.maximumScreenSide)
        let corner = recording.frames[0].changes[0].location
        #expect(abs(corner.x - recording.screen.width) <= recording.screen.width * 1e-6 && abs(corner.y) < 1e-6)
        let back = try TraceFormat.read(TraceFormat.write(recording), file: "recorded.trace.json", strict: true)
        #expect(back.frames.map { frame in var frame = frame; frame.line = nil; return frame }
                == recording.frames.map { frame in var frame = frame; frame.line = nil; return frame })
        #expect(back.screen == recording.screen)
    }

    @Test func aResolutionThatGivesNoScreenIsStretchedAndSaysSo() throws {
        // 2³² mm at 163 pt/in would be 2.8e7 km of points: the default screen instead.
        let recording = try read(hugeDevice(resolution: 1) + corners, format: .evemu).get()
        #expect(recording.screen == CGSize(width: 844, height: 844))
        #expect(recording.summary.contains("stretched to 844×844 pt (default screen: the resolution gives "))
        #expect(recording.summary.contains("more than a screen's 1000000 pt)"))
    }
}
