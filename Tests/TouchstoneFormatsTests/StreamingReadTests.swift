import Foundation
import Testing
@testable import TouchstoneFormats

/// Recordings are read in chunks and decoded as they are read (issue 14, defect 7): the
/// memory a read holds must not grow with the file, and the frames must not depend on
/// where the chunks happen to end.
@Suite struct StreamingReadTests {
    /// `text` handed out `size` bytes at a time, so that lines (and `\r\n`) are split
    /// across chunks.
    static func chunked(_ text: String, by size: Int, name: String = "input") -> ByteSource {
        let bytes = Array(text.utf8)
        return ByteSource(name: name, size: bytes.count) { () throws(InputError) -> ByteSource.Reader in
            var offset = 0
            return { () throws(InputError) -> [UInt8]? in
                guard offset < bytes.count else { return nil }
                defer { offset += size }
                return Array(bytes[offset..<min(offset + size, bytes.count)])
            }
        }
    }

    /// An evemu recording of `taps` one-finger taps, made chunk by chunk as it is read so
    /// that the test itself never holds it, with the number of bytes it hands out.
    static func generatedTaps(_ taps: Int) -> ByteSource {
        let header = """
        N: Generated Touchscreen
        I: 0018 0000 0000 0000
        P: 02 00 00 00 00 00 00 00
        A: 2f 0 9 0 0 0
        A: 35 0 799 0 0 0
        A: 36 0 479 0 0 0
        A: 39 0 65535 0 0 0

        """
        func tap(_ index: Int) -> String {
            let down = Double(index) * 0.5, up = down + 0.05
            return String(format: "E: %.6f 0003 0039 %d\nE: %.6f 0003 0035 %d\nE: %.6f 0003 0036 %d\nE: %.6f 0000 0000 0\n"
                            + "E: %.6f 0003 0039 -1\nE: %.6f 0000 0000 0\n",
                          down, index % 60000, down, 100 + index % 500, down, 200, down, up, up)
        }
        return ByteSource(name: "generated.events") { () throws(InputError) -> ByteSource.Reader in
            var next = -1
            return { () throws(InputError) -> [UInt8]? in
                guard next < taps else { return nil }
                defer { next += 1 }
                return Array((next < 0 ? header : tap(next)).utf8)
            }
        }
    }

    /// Reads every frame of a recording of `taps` one-finger taps, checking there are
    /// two one-finger frames per tap; returns the most bytes held at once.
    static func readTaps(_ taps: Int, _ stream: RecordingStream) throws -> Int {
        var stream = stream
        var frames = 0
        while let frame = try stream.next() {
            #expect(frame.changes.count == 1)
            frames += 1
        }
        #expect(frames == 2 * taps)
        return stream.peakBufferedBytes
    }

    /// A large evemu recording is read holding a bounded number of bytes, whatever its length.
    @Test func boundedMemory() throws {
        let peaks = try [2_000, 40_000].map { taps in
            try Self.readTaps(taps, InputReader.open(Self.generatedTaps(taps)))
        }
        // 40,000 taps are about 6 MB; one line of them is under 40 bytes.
        #expect(peaks[1] < 4096)
        #expect(peaks[1] <= peaks[0] + 64)
    }

    /// The frames of every shared recording do not depend on where the chunks end.
    @Test func chunkBoundaries() throws {
        let folder = Recordings.recording("touchscreens")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".events") }.sorted()
        var compared = 0
        for name in names {
            let url = folder.appendingPathComponent(name)
            guard let whole = try? InputReader.read(contentsOf: url) else { continue }
            compared += 1
            let text = try InputReader.text(contentsOf: url)
            let description = try InputReader.companionDescription(for: url).map { (url) throws(InputError) in try ByteSource.file(url) }
            for (size, lineEnd) in [(7, "\n"), (1, "\r\n"), (4093, "\r\n")] {
                let source = Self.chunked(text.replacingOccurrences(of: "\n", with: lineEnd), by: size, name: url.path)
                let recording = try InputReader.open(source, description: description).collect()
                #expect(recording.frames == whole.frames, "\(name), chunks of \(size) bytes")
                #expect(recording.warnings.map { $0.description } == whole.warnings.map { $0.description }, "\(name)")
                #expect(recording.summary == whole.summary)
            }
        }
        #expect(compared >= 10)
    }

    /// A getevent log split into chunks of one byte reads as in one piece.
    @Test func geteventChunks() throws {
        let log = GeteventReaderTests.describedLog
        let whole = try InputReader.read(text: log, file: "input")
        let recording = try InputReader.open(Self.chunked(log, by: 1)).collect()
        #expect(!whole.frames.isEmpty)
        #expect(recording.frames == whole.frames)
    }

    /// A trace of `taps` taps made chunk by chunk as it is read, its `end` and an extra
    /// property after the frames.
    static func generatedTrace(_ taps: Int, trailer: String = #", "end": 1e6}"#) -> ByteSource {
        ByteSource(name: "generated.json") { () throws(InputError) -> ByteSource.Reader in
            var next = -1
            return { () throws(InputError) -> [UInt8]? in
                defer { next += 1 }
                if next < 0 { return Array(#"{"format": "touchstone-trace", "version": 1, "frames": ["#.utf8) }
                if next == taps { return Array((#"], "screen": {"width": 390, "height": 844}"# + trailer).utf8) }
                guard next < taps else { return nil }
                let time = Double(next) * 0.5
                return Array(((next == 0 ? "" : ",\n") + #"{"time": \#(time), "touches": [{"finger": 1, "phase": "began", "x": 10, "y": 20}]}, "#
                                + #"{"time": \#(time + 0.05), "touches": [{"finger": 1, "phase": "ended"}]}"#).utf8)
            }
        }
    }

    /// A large trace is read one frame at a time, holding a bounded number of bytes.
    @Test func boundedTrace() throws {
        let peaks = try [2_000, 40_000].map { taps in
            try Self.readTaps(taps, TraceFormat.open(Self.generatedTrace(taps)))
        }
        // 40,000 taps are about 5 MB of JSON.
        #expect(peaks[1] < 3 * ByteSource.chunkSize)
        #expect(peaks[1] <= peaks[0] + 256)  // a chunk and one frame, whatever the number of frames
    }

    /// A trace's end is known once its frames are read.
    @Test func traceEnd() throws {
        var stream = try TraceFormat.open(Self.generatedTrace(3))
        while try stream.next() != nil {}
        #expect(stream.endTime == 1e6)
    }

    /// An unknown property after a trace's frames is still refused, after its frames.
    @Test func unknownPropertyAfterFrames() throws {
        var stream = try TraceFormat.open(Self.generatedTrace(3, trailer: #", "ende": 2}"#))
        let error = Result { () throws(InputError) in while try stream.next() != nil {} }.error
        #expect(error?.description.contains(#"unknown property "ende""#) == true)
    }

    /// The examples' traces do not depend on where the chunks end.
    @Test func traceChunks() throws {
        let folder = Recordings.repositoryRoot.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".trace.json") }
        #expect(names.count > 10)
        for name in names {
            let text = try InputReader.text(contentsOf: folder.appendingPathComponent(name))
            let whole = try TraceFormat.read(text, file: name)
            for size in [1, 13] {
                let recording = try TraceFormat.open(Self.chunked(text, by: size, name: name)).collect()
                #expect(recording.frames == whole.frames, "\(name), chunks of \(size) bytes")
                #expect(recording.endTime == whole.endTime)
            }
        }
    }
}
