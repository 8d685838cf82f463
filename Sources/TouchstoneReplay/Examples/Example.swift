import Foundation
import TouchstoneFormats

/// An example scenario shipped in `Examples/`: a scene file whose `input` names the trace to
/// replay through it.
@MainActor
public struct Example {
    /// The scene file.
    public let sceneURL: URL
    /// The scene, read from ``sceneURL``.
    public let scene: Scene
    /// The trace the scene names, next to it.
    public let inputURL: URL

    /// Every `*.scene.json` in `directory`, sorted by name; each must name its input, and
    /// its recognizers may be of the classes in `recognizers`.
    public static func all(in directory: URL, recognizers: RecognizerRegistry = .builtIn) throws(InputError) -> [Example] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw InputError(.unreadable, at: InputLocation(file: directory.path), "cannot list the examples: \(error.localizedDescription)")
        }
        var examples: [Example] = []
        let sceneFiles = names.filter { $0.hasSuffix(".scene.json") }.sorted { $0.dropLast(11) < $1.dropLast(11) }
        for name in sceneFiles {
            let url = directory.appendingPathComponent(name)
            let scene = try Scene.read(contentsOf: url, recognizers: recognizers)
            guard let input = scene.input else {
                throw InputError(.malformed, at: InputLocation(file: url.path, field: "input"),
                                 "an example scene names the trace to replay in \"input\"")
            }
            examples.append(Example(sceneURL: url, scene: scene, inputURL: directory.appendingPathComponent(input)))
        }
        return examples
    }

    /// Replays the example's trace through its scene.
    public func run() throws(InputError) -> ReplayResult {
        let recording = try InputReader.read(contentsOf: inputURL, options: .init(format: .trace))
        return try Replay.run(recording, through: scene)
    }

    /// What the demo prints for the example: its name and story, the gestures that fired,
    /// and why the others did not.
    public static func summary(of example: Example, result: ReplayResult) -> String {
        var lines = ["== \(example.scene.name) (\(example.sceneURL.lastPathComponent))"]
        if let summary = example.scene.summary { lines.append("   \(summary)") }
        let gestures = result.gestures.map { gesture in
            gesture.outcome == "recognized"
                ? "\(gesture.recognizer) at \(TimelineFormatting.time(gesture.start)) s"
                    + (gesture.values.isEmpty ? "" : " (\(TimelineFormatting.values(gesture.values)))")
                : "\(gesture.recognizer) \(TimelineFormatting.time(gesture.start))–\(TimelineFormatting.time(gesture.end)) s (\(gesture.outcome))"
        }
        lines.append("   fired: " + (gestures.isEmpty ? "nothing" : gestures.joined(separator: "; ")))
        for explanation in result.explanations { lines.append("   why: \(explanation)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
