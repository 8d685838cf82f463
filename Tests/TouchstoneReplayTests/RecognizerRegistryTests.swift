import Foundation
import Testing
import Touchstone
import TouchstoneFormats
@testable import TouchstoneReplay
import TouchstoneSampleKinds
import TouchstoneSampleRecognizers
import TouchstoneShapes

/// The recognizer classes a scene may name come from the registry it is read with: the
/// replay library knows UIKit's, a program adds its own.
@MainActor
@Suite struct RecognizerRegistryTests {
    static let circleScene = sceneText(views: """
    [{"name": "v", "recognizers": [{"name": "circle", "class": "CircleGestureRecognizer", "tolerance": 0.2}]}]
    """)

    /// Without the samples registered, a scene naming one is refused, and the message
    /// names the class and every known one.
    @Test func anUnregisteredClassIsRefusedWithTheKnownOnes() {
        let error = readScene(Self.circleScene).error
        #expect(error?.kind == .invalidValue)
        #expect(error?.message == "unknown recognizer class \"CircleGestureRecognizer\"; known: "
                + RecognizerRegistry.builtIn.names.joined(separator: ", "))
        #expect(RecognizerRegistry.builtIn.names.contains("UITapGestureRecognizer"))
        #expect(!RecognizerRegistry.builtIn.names.contains("CircleGestureRecognizer"))
    }

    /// The tool's registry adds the sample recognizers, with their own properties.
    @Test func theSampleRegistryBuildsASampleRecognizerWithItsProperties() throws {
        let scene = try Scene.read(Self.circleScene, file: "scene.json", recognizers: .withSampleRecognizers)
        let runtime = SceneRuntime(scene: scene, size: CGSize(width: 300, height: 600))
        let circle = try #require(runtime.recognizer(named: "circle") as? CircleGestureRecognizer)
        #expect(circle.tolerance == 0.2)
    }

    /// A program registers a class of its own; its properties and UIKit's inherited ones
    /// are both settable, and anything else is refused as for a built-in class.
    @Test func aProgramRegistersItsOwnClass() throws {
        var registry = RecognizerRegistry.builtIn
        registry.register(RecognizerKind(name: "TripleTap", make: { () -> UITapGestureRecognizer in
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 3
            return tap
        }, properties: [.integer("numberOfTouchesRequired", minimum: 1, \UITapGestureRecognizer.numberOfTouchesRequired)]))
        let text = sceneText(views: """
        [{"name": "v", "recognizers": [{"name": "t", "class": "TripleTap", "numberOfTouchesRequired": 2, "isEnabled": false}]}]
        """)
        let scene = try Scene.read(text, file: "scene.json", recognizers: registry)
        let tap = try #require(SceneRuntime(scene: scene, size: CGSize(width: 300, height: 600))
            .recognizer(named: "t") as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 3 && tap.numberOfTouchesRequired == 2 && !tap.isEnabled)
        let refused = sceneText(views: """
        [{"name": "v", "recognizers": [{"name": "t", "class": "TripleTap", "numberOfTapsRequired": 2}]}]
        """)
        #expect(Result { () throws(InputError) in try Scene.read(refused, file: "scene.json", recognizers: registry) }
            .error?.kind == .unknownProperty)
    }

    /// A scene with a `ShapeGestureRecognizer` whose `templates` names `path`, in a fresh
    /// folder holding `files` (name → contents); the result of reading it.
    static func readShapeScene(templates path: String, files: [String: String]) throws -> Result<Scene, InputError> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-shapes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, contents) in files { try contents.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let sceneURL = folder.appendingPathComponent("shapes.scene.json")
        try sceneText(views: """
        [{"name": "v", "recognizers": [{"name": "shapes", "class": "ShapeGestureRecognizer", "templates": "\(path)",
                                        "minimumScore": 0.9}]}]
        """).write(to: sceneURL, atomically: true, encoding: .utf8)
        return Result { () throws(InputError) in try Scene.read(contentsOf: sceneURL, recognizers: .withSampleRecognizers) }
    }

    static let templatesJSON = #"{"templates": [{"name": "v", "strokes": [[[0, 0], [10, 20], [20, 0]]]}, "#
        + #"{"name": "caret", "strokes": [[[0, 20], [10, 0], [20, 20]]]}]}"#

    /// A shape recognizer's templates come from the file the scene names beside it.
    @Test func aShapeRecognizerLoadsItsTemplatesFromBesideTheScene() throws {
        let scene = try Self.readShapeScene(templates: "marks.json", files: ["marks.json": Self.templatesJSON]).get()
        let shapes = try #require(SceneRuntime(scene: scene, size: CGSize(width: 300, height: 600))
            .recognizer(named: "shapes") as? ShapeGestureRecognizer)
        #expect(shapes.classifier.templates.map(\.name) == ["v", "caret"])
        #expect(shapes.minimumScore == 0.9)
    }

    /// A templates path that leaves the scene's folder is refused before any file is
    /// opened, whether it exists or not.
    @Test(arguments: ["../marks.json", "/etc/passwd", "sub/../../marks.json", "~/marks.json", "", "a//marks.json"])
    func aTemplatesPathOutsideTheSceneFolderIsRefused(_ path: String) throws {
        let error = try Self.readShapeScene(templates: path, files: ["marks.json": Self.templatesJSON]).error
        #expect(error?.kind == .invalidValue)
        #expect(error?.message.contains("must be a path inside the scene's folder") == true)
    }

    /// A missing templates file and one that is not templates are errors naming the file.
    @Test func aMissingOrInvalidTemplatesFileIsAnError() throws {
        let missing = try Self.readShapeScene(templates: "none.json", files: [:]).error
        #expect(missing?.kind == .unreadable)
        let invalid = try Self.readShapeScene(templates: "marks.json", files: ["marks.json": #"{"templates": [{"name": 3}]}"#]).error
        #expect(invalid?.kind == .invalidValue)
        #expect(invalid?.message.hasPrefix("templates \"marks.json\": the templates' JSON is not valid") == true)
    }
}
