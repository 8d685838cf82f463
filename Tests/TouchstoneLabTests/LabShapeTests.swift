// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import Testing
@_spi(Fuzzing) @testable import TouchstoneLab
import TouchstoneFormats
import TouchstoneReplay
import TouchstoneSampleKinds

/// The lab's draw-a-shape mode (R-L5): a drawing the page sends is ranked by the scene's
/// shape recognizer, or saved to it as a template, which it then recognizes beside the
/// scene's tap and pan.
@MainActor
@Suite struct LabShapeTests {
    /// A zigzag, by construction unlike the example's star and triangle: three strokes'
    /// worth of direction changes in one stroke, as `[x, y]` pairs every 5 points.
    nonisolated static let zigzag: [[Double]] = {
        let corners: [(Double, Double)] = [(100, 300), (250, 300), (100, 450), (250, 450)]
        var points: [[Double]] = []
        for (from, to) in zip(corners, corners.dropFirst()) {
            for step in 0..<30 {
                let t = Double(step) / 30
                points.append([from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t])
            }
        }
        return points + [[corners[3].0, corners[3].1]]
    }()

    static func strokes(_ points: [[Double]]) -> String {
        "[[" + points.map { "[\(TraceFormat.number($0[0])), \(TraceFormat.number($0[1]))]" }.joined(separator: ", ") + "]]"
    }

    private static func refusal(_ text: String) -> String? {
        do { _ = try ClientMessage.parse(text); return nil } catch { return error.description }
    }

    /// Rank and template messages decode to the drawing they carry.
    @Test func drawingsDecode() throws {
        let strokes = #"[[[10, 20], [30, 40.5]], [[5, 5]]]"#
        let points = [[CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40.5)], [CGPoint(x: 5, y: 5)]]
        #expect(try ClientMessage.parse(#"{"type": "rank", "strokes": \#(strokes)}"#) == .rank(strokes: points))
        #expect(try ClientMessage.parse(#"{"type": "template", "name": "big star_2-b", "strokes": \#(strokes)}"#)
                == .addTemplate(name: "big star_2-b", strokes: points))
        #expect(try ClientMessage.parse(#"{"type": "template", "name": "étoile", "strokes": \#(strokes)}"#)
                == .addTemplate(name: "étoile", strokes: [[CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40.5)], [CGPoint(x: 5, y: 5)]]))
    }

    /// A drawing past the lab's bounds, a point that is not a finite pair, or a name that
    /// is empty, too long or holds what the page or a saved file could misread is refused
    /// with the reason.
    @Test func badDrawingsAndNamesAreRefused() {
        let point = "[1, 2]"
        let longStroke = "[[" + Array(repeating: point, count: ClientMessage.maximumStrokePoints + 1).joined(separator: ", ") + "]]"
        let manyStrokes = "[" + Array(repeating: "[\(point)]", count: ClientMessage.maximumStrokes + 1).joined(separator: ", ") + "]"
        let cases: [(String, String)] = [
            (#"{"type": "rank"}"#, "rank message: no strokes"),
            (#"{"type": "rank", "strokes": []}"#, "rank message: no strokes"),
            (#"{"type": "rank", "strokes": [[]]}"#, "stroke 0 must have 1…\(ClientMessage.maximumStrokePoints) points"),
            (#"{"type": "rank", "strokes": \#(longStroke)}"#, "stroke 0 must have 1…"),
            (#"{"type": "rank", "strokes": \#(manyStrokes)}"#, "more than \(ClientMessage.maximumStrokes) strokes"),
            (#"{"type": "rank", "strokes": [[[1, 2, 3]]]}"#, "point 0 of stroke 0 must be [x, y]"),
            (#"{"type": "rank", "strokes": [[[1, 2], [1e300, 2]]]}"#, "point 1 of stroke 0 must be [x, y]"),
            (#"{"type": "rank", "strokes": [[["1", 2]]]}"#, "message field strokes"),
            (#"{"type": "template", "strokes": [[[1, 2]]]}"#, "template message: missing name"),
            (#"{"type": "template", "name": "", "strokes": [[[1, 2]]]}"#, "name must have 1…\(ClientMessage.maximumShapeNameBytes) bytes"),
            (#"{"type": "template", "name": "\#(String(repeating: "a", count: ClientMessage.maximumShapeNameBytes + 1))", "strokes": [[[1, 2]]]}"#,
             "name must have 1…"),
            (#"{"type": "template", "name": "<b>star</b>", "strokes": [[[1, 2]]]}"#, "may hold only letters"),
            (#"{"type": "template", "name": "star\n", "strokes": [[[1, 2]]]}"#, "may hold only letters"),
            (#"{"type": "template", "name": " star", "strokes": [[[1, 2]]]}"#, "may hold only letters"),
            (#"{"type": "template", "name": "star", "name": "moon", "strokes": [[[1, 2]]]}"#, "appears twice"),
        ]
        for (text, reason) in cases {
            let refused = Self.refusal(text)
            #expect(refused?.contains(reason) == true, "\(text) -> \(refused ?? "accepted")")
            #expect(refused?.contains("\n") != true)
        }
        // The longest stroke and the most strokes are taken.
        let longest = "[[" + Array(repeating: point, count: ClientMessage.maximumStrokePoints).joined(separator: ", ") + "]]"
        #expect(Self.refusal(#"{"type": "rank", "strokes": \#(longest)}"#) == nil)
        let most = "[" + Array(repeating: "[\(point)]", count: ClientMessage.maximumStrokes).joined(separator: ", ") + "]"
        #expect(Self.refusal(#"{"type": "rank", "strokes": \#(most)}"#) == nil)
    }

    private static func session(scene: String) throws -> (LabSession, LabSessionAgreementTests.Outbox) {
        let catalog = try SceneCatalog(examples: LabTestServer.examples, initialName: scene, recognizers: .withSampleRecognizers)
        let outbox = LabSessionAgreementTests.Outbox()
        let session = LabSession(catalog: catalog, lateInputAllowance: .milliseconds(40)) { outbox.add($0) }
        return (session, outbox)
    }

    /// Draws `points` as one finger's stroke from `time` ms, a sample every 10 ms.
    private static func draw(_ points: [[Double]], from time: Double, in session: LabSession) {
        for (index, point) in points.enumerated() {
            let phase = index == 0 ? "began" : index == points.count - 1 ? "ended" : "moved"
            session.handle(#"{"type": "touch", "time": \#(time + Double(index) * 10), "touches": "#
                           + #"[{"finger": 1, "phase": "\#(phase)", "x": \#(point[0]), "y": \#(point[1])}]}"#)
        }
    }

    /// A zigzag the scene's shape recognizer does not know fails (and the pan that waited
    /// for it takes the drag); saved as a template, the same zigzag drawn again is
    /// recognized, and the ranking puts it first with the score of an exact copy.
    @Test func aSavedTemplateIsRecognizedWhenDrawnAgain() async throws {
        let (session, outbox) = try Self.session(scene: "shape-beside-tap-and-pan")
        defer { session.close() }
        let strokes = Self.strokes(Self.zigzag)
        session.handle(#"{"type": "rank", "strokes": \#(strokes)}"#)
        let before = try #require(outbox.all.last)
        #expect(before.hasPrefix(#"{"type": "ranking", "matches": [{"name": ""#), "\(before)")
        #expect(!before.contains("zigzag"))

        Self.draw(Self.zigzag, from: 1000, in: session)
        try await LabSessionAgreementTests.waitUntil { outbox.all.contains { $0.contains(#""recognizer": "pan", "state": "ended""#) } }
        #expect(outbox.all.contains { $0.contains(#""recognizer": "pan", "state": "ended""#) }, "the pan takes an unknown drawing")
        #expect(!outbox.all.contains { $0.contains("zigzag score") })

        session.handle(#"{"type": "template", "name": "zigzag", "strokes": \#(strokes)}"#)
        #expect(outbox.all.last == #"{"type": "templates", "recognizer": "shapes", "names": ["star", "triangle", "zigzag"]}"#,
                "\(outbox.all.last ?? "")")
        session.handle(#"{"type": "rank", "strokes": \#(strokes)}"#)
        let ranking = try #require(try JSONSerialization.jsonObject(with: Data(outbox.all.last!.utf8)) as? [String: Any])
        let matches = try #require(ranking["matches"] as? [[String: Any]])
        #expect(matches.first?["name"] as? String == "zigzag", "\(matches)")
        #expect((matches.first?["score"] as? Double ?? 0) > 0.999, "an exact copy scores 1: \(matches)")
        #expect(matches.count == 3, "the three shapes the recognizer knows, fewer than the five a ranking may give")

        let pans = outbox.all.filter { $0.contains(#""recognizer": "pan", "state": "ended""#) }.count
        Self.draw(Self.zigzag, from: 3000, in: session)
        try await LabSessionAgreementTests.waitUntil { outbox.all.contains { $0.contains("zigzag score") } }
        #expect(outbox.all.contains { $0.contains(#""recognizer": "shapes", "state": "ended""#) && $0.contains("zigzag score") })
        #expect(outbox.all.filter { $0.contains(#""recognizer": "pan", "state": "ended""#) }.count == pans, "the pan waited and failed")
        #expect(outbox.errors.isEmpty, "\(outbox.errors)")

        // A reset keeps the templates the page saved; loading a scene forgets them.
        session.handle(#"{"type": "reset"}"#)
        #expect(outbox.all.last?.contains(#""names": ["star", "triangle", "zigzag"]"#) == true, "\(outbox.all.last ?? "")")
        try await Self.expectSaveReplays(session, outbox)
        session.handle(#"{"type": "scene", "name": "shape-beside-tap-and-pan"}"#)
        session.handle(#"{"type": "rank", "strokes": \#(strokes)}"#)
        #expect(outbox.all.last?.contains("zigzag") == false, "\(outbox.all.last ?? "")")
    }

    /// Draws the zigzag after a reset that kept it and saves: the save carries the
    /// templates, and the scene naming them replays the saved trace, as `touchstone replay`
    /// does, to the same gestures as the session, the shape among them.
    private static func expectSaveReplays(_ session: LabSession, _ outbox: LabSessionAgreementTests.Outbox) async throws {
        let recognitions = { outbox.all.filter { $0.contains("zigzag score") }.count }
        let before = recognitions()
        draw(zigzag, from: 5000, in: session)
        try await LabSessionAgreementTests.waitUntil { recognitions() > before }
        session.handle(#"{"type": "save"}"#)
        let saved = try #require(outbox.all.last { $0.hasPrefix(#"{"type": "saved""#) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
        let trace = try #require(object["trace"] as? String), templates = try #require(object["templates"] as? String)
        let live = try #require(object["gestures"] as? [String])
        #expect(live.contains("shapes"), "\(live)")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-shapes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(templates.utf8).write(to: folder.appendingPathComponent("lab.templates.json"))
        let example = try String(contentsOf: LabTestServer.examples.appendingPathComponent("shape-beside-tap-and-pan.scene.json"), encoding: .utf8)
        let sceneText = example.replacingOccurrences(of: #""shape-beside-tap-and-pan.templates.json""#, with: #""lab.templates.json""#)
        #expect(sceneText != example)
        let sceneFile = folder.appendingPathComponent("lab.scene.json")
        try Data(sceneText.utf8).write(to: sceneFile)
        let replayed = try Replay.run(TraceFormat.read(trace, file: "lab trace"),
                                      through: Scene.read(contentsOf: sceneFile, recognizers: .withSampleRecognizers)).gestureNames
        #expect(replayed == live)
        // Through the example itself, which does not know the zigzag, the same trace is no shape.
        let withoutTemplates = try Replay.run(TraceFormat.read(trace, file: "lab trace"), through: Scene.read(
            contentsOf: LabTestServer.examples.appendingPathComponent("shape-beside-tap-and-pan.scene.json"),
            recognizers: .withSampleRecognizers)).gestureNames
        #expect(!withoutTemplates.contains("shapes"), "\(withoutTemplates)")
    }

    /// The page can give the scene's shape recognizer as many templates as a scene's
    /// templates file may hold, and no more.
    @Test func templatesStopAtTheScenesBound() throws {
        let (session, outbox) = try Self.session(scene: "shape-beside-tap-and-pan")
        defer { session.close() }
        let message = #"{"type": "template", "name": "line", "strokes": [[[0, 0], [40, 30]]]}"#
        var added = 0
        while outbox.errors.isEmpty && added <= RecognizerRegistry.maximumSceneTemplates {
            session.handle(message)
            added += 1
        }
        // The example's star and triangle count: the last message is the one refused.
        let templates = try #require(outbox.all.last { $0.hasPrefix(#"{"type": "templates""#) })
        #expect(templates.components(separatedBy: "\"line\"").count - 1 == RecognizerRegistry.maximumSceneTemplates - 2)
        #expect(outbox.errors == [#"{"type": "error", "message": "template message: shapes holds 1000 templates; a scene's templates file may hold 1000"}"#])
    }

    /// A scene without a shape recognizer refuses drawings with a reason that says which
    /// scene has one.
    @Test func aSceneWithoutAShapeRecognizerRefusesDrawings() throws {
        let (session, outbox) = try Self.session(scene: "tap")
        defer { session.close() }
        session.handle(#"{"type": "template", "name": "zigzag", "strokes": \#(Self.strokes(Self.zigzag))}"#)
        #expect(outbox.errors.last?.contains("has no ShapeGestureRecognizer") == true, "\(outbox.all)")
    }
}
#endif
