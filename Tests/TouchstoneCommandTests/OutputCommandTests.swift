import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Glibc
import Testing

/// The command's outputs and inputs, run as a user runs them (issue 44): an output goes
/// where its path says (through a FIFO, to a symbolic link's file, keeping a file's
/// permissions) and never over an input; standard output that cannot be written is an
/// error; input from a pipe is read once; and what is printed or drawn from a scene's
/// names can neither attack the terminal nor break the SVG.
@Suite struct OutputCommandTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// A tap on the child view of `Examples/child-tap-wins`: a trace known to replay.
    static let trace = repositoryRoot.appendingPathComponent("Examples/child-tap-wins.trace.json")

    /// A fresh folder, removed at the end of `body`.
    static func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// Runs the tool with `input` as its standard input and `output` as its standard
    /// output (a pipe when `nil`); its exit, how it ended, its output and its errors.
    static func run(_ arguments: [String], input: Data? = nil, output: FileHandle? = nil)
        throws -> (status: Int32, reason: Process.TerminationReason, output: String, error: String) {
        let process = Process()
        process.executableURL = LiveCommandProcessTests.tool
        process.arguments = arguments
        let outputPipe = Pipe(), errorPipe = Pipe(), inputPipe = Pipe()
        process.standardOutput = output ?? outputPipe
        process.standardError = errorPipe
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        let printed = output == nil ? outputPipe.fileHandleForReading.readDataToEndOfFile() : Data()
        let error = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, String(decoding: printed, as: UTF8.self),
                String(decoding: error, as: UTF8.self))
    }

    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    static func permissions(_ path: String) -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return info.st_mode & 0o7777
    }

    // MARK: Where outputs go

    /// `--svg FIFO` writes through the FIFO to its reader, which stays a FIFO.
    @Test func svgThroughFIFO() throws {
        try Self.inFolder { folder in
            let fifo = folder.appendingPathComponent("picture.svg").path
            #expect(mkfifo(fifo, 0o600) == 0)
            // Opened before the tool, without waiting for a writer, and read as it writes.
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            #expect(reader >= 0)
            defer { close(reader) }
            let process = Process()
            process.executableURL = LiveCommandProcessTests.tool
            process.arguments = ["replay", Self.trace.path, "--svg", fifo]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(reader, &buffer, buffer.count)
                if count > 0 { received += buffer[0..<count]; continue }
                if !process.isRunning { break }
                usleep(10_000)
            }
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(Self.fileType(fifo) == S_IFIFO, "the FIFO was replaced")
            #expect(String(decoding: received, as: UTF8.self).contains("</svg>"), "the FIFO's reader got no picture")
        }
    }

    /// `--svg LINK` writes the file the symbolic link points to; the link stays a link.
    @Test func svgThroughSymlink() throws {
        try Self.inFolder { folder in
            let target = folder.appendingPathComponent("target.svg").path
            let link = folder.appendingPathComponent("link.svg").path
            #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
            #expect(symlink(target, link) == 0)
            let result = try Self.run(["replay", Self.trace.path, "--svg", link])
            #expect(result.status == 0, "\(result.error)")
            #expect(Self.fileType(link) == S_IFLNK, "the link was replaced by a file")
            #expect(try String(contentsOfFile: target, encoding: .utf8).contains("</svg>"))
        }
    }

    /// A file written over keeps its permissions.
    @Test func svgKeepsPermissions() throws {
        try Self.inFolder { folder in
            let file = folder.appendingPathComponent("picture.svg").path
            #expect(FileManager.default.createFile(atPath: file, contents: Data("old".utf8)))
            #expect(chmod(file, 0o640) == 0)
            let result = try Self.run(["replay", Self.trace.path, "--svg", file])
            #expect(result.status == 0, "\(result.error)")
            #expect(try String(contentsOfFile: file, encoding: .utf8).contains("</svg>"))
            #expect(Self.permissions(file) == 0o640)
        }
    }

    /// `record X X` is refused before recording, and the input is left as it was.
    @Test func recordRefusesItsInputAsOutput() throws {
        try Self.inFolder { folder in
            let device = folder.appendingPathComponent("screen.desc")
            try LiveCommandProcessTests.description.write(to: device, atomically: true, encoding: .utf8)
            let input = folder.appendingPathComponent("input.bin")
            let bytes = LiveCommandProcessTests.record(seconds: 1, 3, 0x39, 1) + LiveCommandProcessTests.record(seconds: 1, 0, 0, 0)
            try Data(bytes).write(to: input)
            let result = try Self.run(["record", input.path, input.path, "--device", device.path, "--speed", "100"])
            #expect(result.status != 0)
            #expect(result.error.contains("input"), "\(result.error)")
            #expect(try Data(contentsOf: input) == Data(bytes), "the input was overwritten")
        }
    }

    /// `replay … --svg INPUT` is refused too.
    @Test func replayRefusesItsInputAsSVG() throws {
        try Self.inFolder { folder in
            let input = folder.appendingPathComponent("tap.trace.json")
            try FileManager.default.copyItem(at: Self.trace, to: input)
            let result = try Self.run(["replay", input.path, "--svg", input.path])
            #expect(result.status != 0)
            #expect(try Data(contentsOf: input) == Data(contentsOf: Self.trace), "the input was overwritten")
        }
    }

    /// Standard output on a full disk is an error, not a success.
    @Test func fullStandardOutputFails() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try Self.run(["replay", Self.trace.path], output: full)
        #expect(result.reason == .exit)
        #expect(result.status != 0)
        #expect(result.error.contains("standard output"), "\(result.error)")
    }

    /// So is the JSON timeline, larger than `print`'s buffer (it used to be written while
    /// `print` ran, its error lost, and the run exit 0): one line, naming the reason.
    @Test func fullStandardOutputFailsForJSON() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try Self.run(["replay", Self.trace.path, "--json"], output: full)
        #expect(result.reason == .exit)
        #expect(result.status == 1)
        #expect(result.error == "touchstone: error: cannot write the standard output: no space left on device\n", "\(result.error)")
        // The same run to a pipe prints a JSON timeline bigger than stdio's 4 KiB buffer,
        // the case that lost the error.
        let written = try Self.run(["replay", Self.trace.path, "--json"])
        #expect(written.status == 0)
        #expect(written.output.utf8.count > 4096)
    }

    // MARK: Input read once

    /// A trace from a pipe (`cat F | touchstone replay /dev/stdin`) replays as from a file.
    @Test func traceFromPipe() throws {
        let fromFile = try Self.run(["replay", Self.trace.path])
        let fromPipe = try Self.run(["replay", "/dev/stdin"], input: try Data(contentsOf: Self.trace))
        #expect(fromPipe.status == 0, "\(fromPipe.error)")
        #expect(fromPipe.output.contains("gestures:"))
        #expect(fromPipe.output.split(separator: "\n").dropFirst(2) == fromFile.output.split(separator: "\n").dropFirst(2))
    }

    /// A device description from a pipe (`record … --device <(cat D)`) is read.
    @Test func deviceDescriptionFromPipe() throws {
        try Self.inFolder { folder in
            let input = folder.appendingPathComponent("input.bin")
            let bytes = LiveCommandProcessTests.record(seconds: 1, 3, 0x39, 1) + LiveCommandProcessTests.record(seconds: 1, 0, 0, 0)
            try Data(bytes).write(to: input)
            let trace = folder.appendingPathComponent("out.trace.json")
            let result = try Self.run(["record", input.path, trace.path, "--device", "/dev/stdin", "--speed", "100"],
                                      input: Data(LiveCommandProcessTests.description.utf8))
            #expect(result.status == 0, "\(result.error)")
            #expect(FileManager.default.fileExists(atPath: trace.path))
        }
    }

    // MARK: What is printed and drawn

    /// A scene whose only view's name holds terminal escape sequences and other control
    /// characters, beside a copy of the tap trace.
    static func hostileScene(in folder: URL) throws -> URL {
        let scene = folder.appendingPathComponent("hostile.scene.json")
        let name = #"evil\u001b]0;owned\u0007\u001b[2J\u0001\u009bview"#
        try """
        {"format": "touchstone-scene", "version": 1, "name": "\(name) scene",
         "views": [{"name": "\(name)", "recognizers": [{"name": "\(name) tap", "class": "UITapGestureRecognizer"}]}]}
        """.write(to: scene, atomically: true, encoding: .utf8)
        return scene
    }

    /// The text timeline shows the names' control characters as `?`, as errors do.
    @Test func timelineEscapesControlCharacters() throws {
        try Self.inFolder { folder in
            let scene = try Self.hostileScene(in: folder)
            let result = try Self.run(["replay", Self.trace.path, "--scene", scene.path, "--explain"])
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.contains("evil?]0;owned??[2J??view"), "\(result.output)")
            let controls = result.output.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
            #expect(controls.isEmpty, "control characters printed: \(controls.map(\.value))")
        }
    }

    /// The SVG of such a scene is well-formed XML.
    @Test func svgIsWellFormedWithControlCharacters() throws {
        try Self.inFolder { folder in
            let scene = try Self.hostileScene(in: folder)
            let svg = folder.appendingPathComponent("picture.svg")
            let result = try Self.run(["replay", Self.trace.path, "--scene", scene.path, "--svg", svg.path])
            #expect(result.status == 0, "\(result.error)")
            let parser = XMLParser(data: try Data(contentsOf: svg))
            #expect(parser.parse(), "\(String(describing: parser.parserError))")
        }
    }

    // MARK: Options

    /// `shapes evaluate`'s numbers are checked, not trapped on.
    @Test(arguments: [["--trials=-1"], ["--trials=0"], ["--templates=-1"], ["--templates=0"], ["--confusions=-5"],
                      // More templates than the 12 drawings: before, a run of 80,000 templates.
                      ["--templates=20000", "--trials=1"]])
    func shapesEvaluateRefusesBadNumbers(_ option: [String]) throws {
        try Self.inFolder { folder in
            // Two subjects drawing two shapes three times each: every protocol runs.
            let dataset = folder.appendingPathComponent("drawings.json")
            let entries = ["a", "b"].flatMap { subject in
                ["line", "corner"].flatMap { shape in
                    (1...3).map { sample in
                        let stroke = shape == "line" ? "[[0, 0], [\(10 + sample), 10]]" : "[[0, 0], [10, 0], [10, \(10 + sample)]]"
                        return #"{"name": "\#(shape)\#(sample)", "subject": "\#(subject)", "strokes": [\#(stroke)]}"#
                    }
                }
            }
            try "[\(entries.joined(separator: ",\n"))]".write(to: dataset, atomically: true, encoding: .utf8)
            let result = try Self.run(["shapes", "evaluate", dataset.path, "--confusions", "1"] + option)
            #expect(result.reason == .exit, "the tool trapped")
            #expect(result.status != 0)
            let name = String(option[0].prefix { $0 != "=" })
            #expect(result.error.contains(name), "\(result.error)")
        }
    }

    /// A dataset that evaluates: the check above refuses only what it must.
    @Test func shapesEvaluateRunsWithGoodNumbers() throws {
        try Self.inFolder { folder in
            let dataset = folder.appendingPathComponent("drawings.json")
            try #"[{"name": "line1", "subject": "a", "strokes": [[[0, 0], [10, 10]]]}, {"name": "line2", "subject": "b", "strokes": [[[0, 0], [10, 11]]]}]"#
                .write(to: dataset, atomically: true, encoding: .utf8)
            let result = try Self.run(["shapes", "evaluate", dataset.path, "--trials", "2", "--templates", "1"])
            #expect(result.status == 0, "\(result.error)")
        }
    }
}
