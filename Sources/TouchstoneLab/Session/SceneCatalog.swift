import Foundation
import TouchstoneFormats
import TouchstoneReplay

/// The scenes a page may load: the examples, and the scene file the lab was started with,
/// all read once at start. These are the only files the lab reads; a scene the page sends
/// arrives as text.
@MainActor
public struct SceneCatalog {
    /// The scenes by name, in the order the page lists them.
    public let scenes: [(name: String, scene: Scene)]
    /// The scene a new connection starts with.
    public let initial: String
    /// The recognizer classes scenes may name, those the page sends included.
    public let recognizers: RecognizerRegistry

    /// Reads the examples in `examples` (every `*.scene.json`) and the scene file `file`,
    /// which is listed first and starts every session; without it, `initialName` (an
    /// example's name) or the first example does. Scenes name the classes of `recognizers`.
    public init(examples: URL, file: URL? = nil, initialName: String? = nil,
                recognizers: RecognizerRegistry = .builtIn) throws(InputError) {
        self.recognizers = recognizers
        var scenes: [(name: String, scene: Scene)] = []
        if let file {
            scenes.append((file.lastPathComponent.replacingOccurrences(of: ".scene.json", with: ""), try Scene.read(contentsOf: file, recognizers: recognizers)))
        }
        for example in try Example.all(in: examples, recognizers: recognizers) {
            scenes.append((example.sceneURL.lastPathComponent.replacingOccurrences(of: ".scene.json", with: ""), example.scene))
        }
        guard let first = scenes.first else {
            throw InputError(.unreadable, at: InputLocation(file: examples.path), "no scene to serve: the examples folder has none")
        }
        if let initialName, file == nil {
            guard scenes.contains(where: { $0.name == initialName }) else {
                throw InputError(.malformed, at: InputLocation(file: examples.path),
                                 "no example scene named \"\(initialName)\" (one of: \(scenes.map(\.name).joined(separator: ", ")))")
            }
            initial = initialName
        } else {
            initial = first.name
        }
        self.scenes = scenes
    }

    /// The scene named `name`.
    public func scene(named name: String) -> Scene? {
        scenes.first { $0.name == name }?.scene
    }
}
