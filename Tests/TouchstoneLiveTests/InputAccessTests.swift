import Glibc
import Testing
@testable import TouchstoneLive
import TouchstoneFormats

/// Opening input: a device the user may not read says how to get access; a FIFO without
/// a description is refused with what to pass.
    ///
    /// Permission denied names the input group and a udev rule.
@Suite struct InputAccessTests {
    @Test func permissionDeniedSaysHowToGetAccess() {
        for code in [EACCES, EPERM] {
            let message = InputAccess.problem(errno: code)
            #expect(message.contains("input group"))
            #expect(message.contains("usermod -aG input"))
            #expect(message.contains("udev rule"))
        }
    }

    /// A FIFO without --device is refused with a message naming the option.
    @Test func fifoNeedsADescription() {
        let fifo = PipeFeeder.makeFIFO()
        defer { unlink(fifo) }
        #expect {
            try EvdevInput(path: fifo)
        } throws: { error in
            (error as? InputError)?.kind == .missingAxes && "\(error)".contains("--device")
        }
    }

    /// A missing device says where to look.
    @Test func missingDevice() {
        #expect {
            try EvdevInput(path: "/dev/input/no-such-event")
        } throws: { error in
            "\(error)" == "/dev/input/no-such-event: no such file; touchstone devices lists the input devices"
        }
    }
}
