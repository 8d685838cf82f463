import CAllocationCounter
import Foundation
import Testing
import TouchstoneFormats
@testable import TouchstoneReplay

/// Reading a scene costs work and memory linear in its size (issue 44: 20,000 plain
/// views took 66 s, each name copying the table of the names before it). Measured in
/// bytes allocated, which a copy of a table shows in full, never in time.
@MainActor
@Suite struct SceneReadingWorkTests {
    /// A scene of `count` plain views, each with a tap, side by side.
    private static func scene(views count: Int) -> String {
        let views = (0..<count).map { #"{"name": "view \#($0)", "frame": [0, 0, 1, 1], "recognizers": [{"name": "tap \#($0)", "class": "UITapGestureRecognizer"}]}"# }
        return sceneText(views: "[" + views.joined(separator: ", ") + "]")
    }

    private static func bytesToRead(views count: Int) throws -> UInt64 {
        let text = scene(views: count)
        let before = touchstone_allocated_bytes()
        let scene = try Scene.read(text, file: "scene.json")
        let bytes = touchstone_allocated_bytes() - before
        #expect(scene.recognizerNames.count == count)
        return bytes
    }

    /// Twice the views, twice the bytes (with room for a table's growth), not four times.
    @Test func readingIsLinearInTheNames() throws {
        _ = try Self.bytesToRead(views: 100)  // warm up whatever is made once
        let small = try Self.bytesToRead(views: 2000), large = try Self.bytesToRead(views: 4000)
        #expect(Double(large) < 2.6 * Double(small), "\(small) → \(large) bytes")
    }
}
