import Foundation
import Testing
import TouchstoneFormats
import TouchstoneReplay

/// The replay records every scroll view's content offset over time, deceleration and
/// spring back included, and the SVG draws it: the picture of R-V4 that the
/// "Controls and scroll views" article names (`docs/scroll-physics.svg`) is this replay.
@MainActor
@Suite struct ContentOffsetTimelineTests {
    static let docs = Paths.repositoryRoot.appendingPathComponent("docs")

    private func replay() throws -> ReplayResult {
        let scene = try Scene.read(contentsOf: Self.docs.appendingPathComponent("scroll-physics.scene.json"))
        return try Replay.run(try InputReader.read(contentsOf: Self.docs.appendingPathComponent("scroll-physics.trace.json")),
                              through: scene)
    }

    // R-V4 as the timeline sees it: the fling runs past the end of the list (offset 1156)
    // and comes back to it; the drag past the end is rubber-banded and springs back; the
    // frames between the gestures, which send no actions, are in the series.
    @Test func theSeriesShowsTheFlingAndTheSpringBack() throws {
        let result = try replay()
        let series = try #require(result.contentOffsets.first)
        #expect(result.contentOffsets.count == 1 && series.view == "list")
        #expect(series.samples.first?.offset.y == 600)
        let fling = series.samples.filter { $0.time < 2.5 }
        #expect((fling.map(\.offset.y).max() ?? 0) > 1180)
        #expect(fling.last?.offset.y == 1156)
        #expect(fling.count > 30, "deceleration frames: \(fling.count) samples")
        let drag = series.samples.filter { $0.time >= 2.5 }
        #expect((drag.map(\.offset.y).max() ?? 0) > 1250)
        #expect(drag.last?.offset.y == 1156)
    }

    @Test func theSVGDrawsTheOffsetAndIsTheDocumentedPicture() throws {
        let svg = SVGRenderer.render(try replay())
        #expect(svg.contains("<polyline"))
        #expect(svg.contains("list contentOffset.y: 600 at the start, 1156 at the end"))
        try expectGolden(svg, at: Self.docs.appendingPathComponent("scroll-physics.svg"))
    }
}
