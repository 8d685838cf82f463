import Foundation
import Testing
import Touchstone
import TouchstoneFormats
@testable import TouchstoneReplay
import TouchstoneSampleKinds
import TouchstoneSampleRecognizers

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
}
