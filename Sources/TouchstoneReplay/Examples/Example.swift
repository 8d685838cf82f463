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

    /// The name of an example: its scene file's name without `.scene.json`.
    public var name: String { String(sceneURL.lastPathComponent.dropLast(Self.sceneSuffix.count)) }

    private static let sceneSuffix = ".scene.json"

    /// Every `*.scene.json` in `directory`, sorted by name; each must name its input, and
    /// its recognizers may be of the classes in `recognizers`. A directory with none is an
    /// error: it is not a directory of examples.
    public static func all(in directory: URL, recognizers: RecognizerRegistry = .builtIn) throws(InputError) -> [Example] {
        var examples: [Example] = []
        for name in try sceneFileNames(in: directory) {
            let url = directory.appendingPathComponent(name)
            let scene = try Scene.read(contentsOf: url, recognizers: recognizers)
            guard let input = scene.input else {
                throw InputError(.malformed, at: InputLocation(file: url.path, field: "input"),
                                 "an example scene names the trace to replay in \"input\"")
            }
            switch Scene.file(input, inside: directory) {
            case .success(let inputURL): examples.append(Example(sceneURL: url, scene: scene, inputURL: inputURL))
            case .failure(let refusal): throw InputError(.invalidValue, at: InputLocation(file: url.path, field: "input"), refusal.message)
            }
        }
        return examples
    }

    /// The scene a command's `--scene` names: a scene file when the argument ends in
    /// `.json` or names a file that exists, otherwise the example of that name in
    /// `examples` (`tap`, `rotation`…), as `touchstone lab --scene` reads it.
    public static func scene(argument: String, examples: URL,
                             recognizers: RecognizerRegistry = .builtIn) throws(InputError) -> Scene {
        if argument.hasSuffix(".json") || FileManager.default.fileExists(atPath: argument) {
            return try Scene.read(contentsOf: URL(fileURLWithPath: argument), recognizers: recognizers)
        }
        let names = try sceneFileNames(in: examples).map { String($0.dropLast(sceneSuffix.count)) }
        guard names.contains(argument) else {
            throw InputError(.unreadable, at: InputLocation(file: argument),
                             "no such scene file, and no example of that name in \(examples.path): "
                                 + "give a scene file (.json) or an example: \(listing(names))")
        }
        return try Scene.read(contentsOf: examples.appendingPathComponent(argument + sceneSuffix), recognizers: recognizers)
    }

    /// `names`, as many as a one-line message holds whole, then how many more there are.
    static func listing(_ names: [String], budget: Int = 200) -> String {
        var shown: [String] = []
        var length = 0
        for name in names where length + name.count <= budget {
            shown.append(name)
            length += name.count + 2
        }
        let rest = names.count - shown.count
        return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
    }

    /// The `*.scene.json` files in `directory`, sorted by example name; at least one.
    private static func sceneFileNames(in directory: URL) throws(InputError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw InputError(.unreadable, at: InputLocation(file: directory.path),
                             "cannot list the examples: \(InputError.reason(of: error))")
        }
        let sceneFiles = names.filter { $0.hasSuffix(sceneSuffix) }
            .sorted { $0.dropLast(sceneSuffix.count) < $1.dropLast(sceneSuffix.count) }
        guard !sceneFiles.isEmpty else {
            throw InputError(.unreadable, at: InputLocation(file: directory.path),
                             "no example scenes here: an example is a *\(sceneSuffix) file naming its trace")
        }
        return sceneFiles
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
        let gestures = result.gestures.map(\.summary)
        lines.append("   fired: " + (gestures.isEmpty ? "nothing" : gestures.joined(separator: "; ")))
        for explanation in result.explanations { lines.append("   why: \(explanation)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
