import Foundation
import Testing
import Touchstone
import TouchstoneFormats
@testable import TouchstoneReplay
import TouchstoneSampleKinds

/// The files a scene may make the reader open, and how much they may hold (issue 44): a
/// templates file reached through a symbolic link must still lie in the scene's folder,
/// an example's trace too, and a templates file holds a bounded number of templates, so
/// that ranking a drawing costs a bounded amount.
@MainActor
@Suite struct SceneFileReachTests {
    /// A fresh folder, removed after `body`.
    static func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-reach-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// A templates file that is a symbolic link to a file outside the scene's folder is
    /// refused, as its path would be.
    @Test func aTemplatesLinkLeavingTheFolderIsRefused() throws {
        try Self.inFolder { root in
            let outside = root.appendingPathComponent("outside.json")
            try RecognizerRegistryTests.templatesJSON.write(to: outside, atomically: true, encoding: .utf8)
            let folder = root.appendingPathComponent("scene")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("marks.json"), withDestinationURL: outside)
            let scene = folder.appendingPathComponent("shapes.scene.json")
            try Self.shapeScene(templates: "marks.json").write(to: scene, atomically: true, encoding: .utf8)
            let error = Result { () throws(InputError) in try Scene.read(contentsOf: scene, recognizers: .withSampleRecognizers) }.error
            #expect(error?.kind == .invalidValue, "\(String(describing: error))")
            #expect(error?.message.contains("inside the scene's folder") == true, "\(String(describing: error))")
        }
    }

    /// A link that stays inside the folder is followed.
    @Test func aTemplatesLinkInsideTheFolderIsRead() throws {
        try Self.inFolder { folder in
            try RecognizerRegistryTests.templatesJSON.write(to: folder.appendingPathComponent("real.json"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("marks.json").path, withDestinationPath: "real.json")
            let scene = folder.appendingPathComponent("shapes.scene.json")
            try Self.shapeScene(templates: "marks.json").write(to: scene, atomically: true, encoding: .utf8)
            #expect(throws: Never.self) { try Scene.read(contentsOf: scene, recognizers: .withSampleRecognizers) }
        }
    }

    /// A scene naming `templates` for a shape recognizer.
    static func shapeScene(templates: String) -> String {
        sceneText(views: """
        [{"name": "v", "recognizers": [{"name": "shapes", "class": "ShapeGestureRecognizer", "templates": "\(templates)"}]}]
        """)
    }

    /// An example whose `input` leaves the examples' folder is refused.
    @Test(arguments: ["../secret.trace.json", "/etc/passwd", "sub/../../secret.trace.json"])
    func anExampleInputOutsideItsFolderIsRefused(_ input: String) throws {
        try Self.inFolder { root in
            let folder = root.appendingPathComponent("examples")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try """
            {"format": "touchstone-scene", "version": 1, "name": "escape", "input": "\(input)", "views": [{"name": "v"}]}
            """.write(to: folder.appendingPathComponent("escape.scene.json"), atomically: true, encoding: .utf8)
            let error = Result { () throws(InputError) in try Example.all(in: folder) }.error
            #expect(error?.message.contains("inside the scene's folder") == true, "\(String(describing: error))")
        }
    }

    /// A templates file with more templates than a scene may give is refused, naming the
    /// bound: ranking compares a drawing with every template.
    @Test func tooManyTemplatesAreRefused() throws {
        try Self.inFolder { folder in
            let template = #"{"name": "v", "strokes": [[[0, 0], [10, 20], [20, 0]], [[0, 5], [20, 5]]]}"#
            let many = "{\"templates\": [" + Array(repeating: template, count: 1001).joined(separator: ", ") + "]}"
            try many.write(to: folder.appendingPathComponent("marks.json"), atomically: true, encoding: .utf8)
            let scene = folder.appendingPathComponent("shapes.scene.json")
            try Self.shapeScene(templates: "marks.json").write(to: scene, atomically: true, encoding: .utf8)
            let error = Result { () throws(InputError) in try Scene.read(contentsOf: scene, recognizers: .withSampleRecognizers) }.error
            #expect(error?.message.contains("1001 templates") == true, "\(String(describing: error))")
        }
    }
}
