import Foundation
import Testing
import TouchstoneFormats

/// Inputs whose message was false or said nothing (issue 44): each is now read, or
/// refused with a message that says what is wrong where.
@Suite struct MisleadingMessageTests {
    private static let tap = """
        {"format": "touchstone-trace", "version": 1, "screen": {"width": 100, "height": 100},
         "frames": [{"time": 0, "touches": [{"finger": 1, "phase": "began", "x": 10, "y": 10}]},
                    {"time": 0.1, "touches": [{"finger": 1, "phase": "ended", "x": 10, "y": 10}]}]}
        """

    /// A trace that starts with a UTF-8 byte order mark (as some editors save) reads as
    /// without it, from memory and from a file.
    @Test func byteOrderMark() throws {
        let plain = try read(Self.tap, format: nil).get()
        let marked = try read("\u{FEFF}" + Self.tap, format: nil).get()
        #expect(outline(marked) == outline(plain))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data([0xEF, 0xBB, 0xBF] + Array(Self.tap.utf8)).write(to: file)
        #expect(outline(try InputReader.read(contentsOf: file)) == outline(plain))
    }

    /// A finger number too large is said to be too large, not "not a whole number".
    @Test func hugeFinger() throws {
        let error = try #require(read(Self.tap.replacingOccurrences(of: #""finger": 1,"#, with: #""finger": 1000000000000001,"#),
                                      format: nil).error)
        #expect(!error.message.contains("whole number"), "\(error)")
        #expect(error.message.contains("1000000000000001"), "\(error)")
        #expect(error.location.field == "frames[0].touches[0].finger", "\(error)")
    }

    /// A fraction is still "not a whole number".
    @Test func fractionalFinger() throws {
        let error = try #require(read(Self.tap.replacingOccurrences(of: #""finger": 1,"#, with: #""finger": 1.5,"#),
                                      format: nil).error)
        #expect(error.message.contains("whole number"), "\(error)")
    }
}
