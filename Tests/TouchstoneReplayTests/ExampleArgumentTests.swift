import Foundation
import Testing
import TouchstoneFormats
@testable import TouchstoneReplay
import TouchstoneSampleKinds

/// What the commands that read examples accept, and what they say when they cannot: a
/// directory without examples is an error; `--scene` takes a scene file or an example's
/// name, as `touchstone lab --scene` does; a gesture's time span reads the same in
/// `replay`, `live` and `demo`.
@MainActor
@Suite struct ExampleArgumentTests {
    /// An empty directory of its own.
    private func emptyDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-no-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // `touchstone demo --examples DIR` on a directory with no example: an error naming the
    // directory, not silence.
    @Test func aDirectoryWithoutExamplesIsAnError() throws {
        let directory = try emptyDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect {
            _ = try Example.all(in: directory)
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix(directory.path) && message.contains("no example scenes")
        }
    }

    // A directory that does not exist says so in the system's words.
    @Test func aMissingDirectorySaysWhy() {
        #expect {
            _ = try Example.all(in: URL(fileURLWithPath: "/nonexistent/touchstone-examples"))
        } throws: { error in
            "\(error)".contains("no such file or directory")
        }
    }

    // `--scene rotation` is the example; `--scene Examples/rotation.scene.json` the file.
    @Test func anExampleNameIsAScene() throws {
        let byName = try Example.scene(argument: "rotation", examples: Paths.examples, recognizers: .withSampleRecognizers)
        let path = Paths.examples.appendingPathComponent("rotation.scene.json").path
        let byPath = try Example.scene(argument: path, examples: Paths.examples, recognizers: .withSampleRecognizers)
        #expect(byName.name == byPath.name)
    }

    // An unknown name says what is accepted, and never cuts an example's name in two.
    @Test func anUnknownNameListsWholeNames() throws {
        let names = Set(try Example.all(in: Paths.examples, recognizers: .withSampleRecognizers).map(\.name))
        #expect {
            _ = try Example.scene(argument: "nosuch", examples: Paths.examples, recognizers: .withSampleRecognizers)
        } throws: { error in
            let message = "\(error)"
            guard message.hasPrefix("nosuch: no such scene file"), message.contains("give a scene file (.json) or an example: "),
                  let listed = message.components(separatedBy: "or an example: ").last else { return false }
            let items = listed.components(separatedBy: ", ")
            let last = items.last?.components(separatedBy: " and ").first ?? ""
            return items.dropLast().allSatisfy(names.contains) && names.contains(last)
                && (listed.hasSuffix("more") || items.count == names.count)
        }
    }

    // One form for a gesture's span wherever it is printed.
    @Test func aGestureSpanHasOneForm() {
        typealias Gesture = ReplayResult.Gesture
        #expect(Gesture(recognizer: "tap", start: 0.412, end: 0.412, outcome: "recognized").summary
                == "tap recognized at 0.412 s")
        #expect(Gesture(recognizer: "pan", start: 1.712, end: 2.762, outcome: "ended").summary
                == "pan began at 1.712 s, ended at 2.762 s")
        #expect(Gesture(recognizer: "pan", start: 0.3, end: 0.3, outcome: "cancelled").summary
                == "pan began at 0.300 s, cancelled at 0.300 s")
        #expect(Gesture(recognizer: "pan", start: 1, end: 1, outcome: "began").summary
                == "pan began at 1.000 s, still running when the input stopped")
    }
}
