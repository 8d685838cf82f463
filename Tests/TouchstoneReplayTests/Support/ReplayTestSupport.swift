import Foundation
import Testing
import TouchstoneFormats
@testable import TouchstoneReplay

/// Where the tests find the repository's files and its recordings.
enum Paths {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = repositoryRoot.appendingPathComponent("Examples")
    static let goldens = repositoryRoot.appendingPathComponent("Tests/TouchstoneReplayTests/Goldens")
    /// The evemu-devices recordings (`Tests/Recordings/evemu-devices/README.md`).
    static let evemuDevices = repositoryRoot.appendingPathComponent("Tests/Recordings/evemu-devices")
}

/// Compares `text` with the checked-in file at `url`; with `TOUCHSTONE_UPDATE_GOLDENS=1`
/// in the environment, writes it instead (then read the diff before committing).
func expectGolden(_ text: String, at url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    if ProcessInfo.processInfo.environment["TOUCHSTONE_UPDATE_GOLDENS"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    if text != expected {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(lines, expectedLines).enumerated().first { $1.0 != $1.1 }?.offset ?? min(lines.count, expectedLines.count)
        let got = index < lines.count ? String(lines[index]) : "<end>"
        let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
        Issue.record("\(url.lastPathComponent) differs at line \(index + 1):\n  got:  \(got)\n  want: \(want)",
                     sourceLocation: sourceLocation)
    }
}

/// Reads a scene from text, or returns its error.
@MainActor
func readScene(_ text: String) -> Result<Scene, InputError> {
    Result { () throws(InputError) in try Scene.read(text, file: "scene.json") }
}

/// A scene file around `views` (and `relations` when given).
func sceneText(views: String, relations: String? = nil) -> String {
    """
    {"format": "touchstone-scene", "version": 1, "name": "test",
     "views": \(views)\(relations.map { ",\n \"relations\": \($0)" } ?? "")}
    """
}

extension Result {
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

extension ReplayResult {
    /// The timeline without the input lines and with deliveries reduced to their view,
    /// phase and number of touches: what a live run and its replay must agree on.
    var observedBehavior: [String] {
        events.compactMap { event in
            let time = String(format: "%.6f", event.time)
            switch event.kind {
            case .touch, .pointer, .key: return nil
            case .presses(let responder, let phase, let keyCodes): return "\(time) \(responder) presses\(phase) \(keyCodes)"
            case .delivery(let view, let phase, let touches): return "\(time) \(view) \(phase.rawValue) ×\(touches.count)"
            case .decision(let decision): return "\(time) \(decision.summary)"
            case .action(let recognizer, let state, let location, let values):
                return "\(time) \(recognizer) \(state) \(location) \(values.map { "\($0.name)=\($0.value)" })"
            case .control(let view, let event, let values):
                return "\(time) \(view) \(event) \(values.map { "\($0.name)=\($0.value)" })"
            }
        }
    }
}
