import Glibc
import Testing
@testable import TouchstoneLive
import TouchstoneFormats

/// Opening input: a device the user may not read says how to get access; a FIFO without
/// a description is refused with what to pass.
@Suite struct InputAccessTests {
    @Test("permission denied names the input group and a udev rule")
    func permissionDeniedSaysHowToGetAccess() {
        for code in [EACCES, EPERM] {
            let message = InputAccess.problem(errno: code)
            #expect(message.contains("input group"))
            #expect(message.contains("usermod -aG input"))
            #expect(message.contains("udev rule"))
        }
    }

    @Test("a FIFO without --device is refused with a message naming the option")
    func fifoNeedsADescription() {
        let fifo = PipeFeeder.makeFIFO()
        defer { unlink(fifo) }
        #expect {
            try EvdevInput(path: fifo)
        } throws: { error in
            (error as? InputError)?.kind == .missingAxes && "\(error)".contains("--device")
        }
    }

    @Test("a missing device says where to look")
    func missingDevice() {
        #expect {
            try EvdevInput(path: "/dev/input/no-such-event")
        } throws: { error in
            "\(error)" == "/dev/input/no-such-event: no such file; touchstone devices lists the input devices"
        }
    }
}
