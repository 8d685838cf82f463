import Foundation
import Testing
import TouchstoneShapes
import TouchstoneShapesEvaluation
import TouchstoneWorkloads

/// The dataset readers of `touchstone shapes evaluate`, its protocols' bookkeeping, and
/// the classifier's allocations.
@Suite struct ShapeEvaluationTests {
    /// A folder of gesture logs in the $1 form (a byte-order mark, points straight in
    /// <Gesture>), the $N/$P form (points in <Stroke>s) and JSON, with a pilot folder.
    private func writeDataset() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID().uuidString)")
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("\u{FEFF}<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<Gesture Name=\"arrow01\" Subject=\"2\" Speed=\"fast\">"
                  + "<Point X=\"1\" Y=\"2\" T=\"0\"/><Point X=\"30\" Y=\"40\" T=\"9\"/></Gesture>", "s02/fast/arrow01.xml")
        try write("<Gesture Name=\"x~03\" Subject=\"7\" Speed=\"MEDIUM\"><Stroke index=\"1\"><Point X=\"0\" Y=\"0\"/><Point X=\"9\" Y=\"9\"/>"
                  + "</Stroke><Stroke index=\"2\"><Point X=\"9\" Y=\"0\"/><Point X=\"0\" Y=\"9\"/></Stroke></Gesture>", "mmg/x03.xml")
        try write(#"[{"name": "star-2", "subject": "ann", "strokes": [[[0, 0], [5, 5]], [{"x": 1, "y": 2}, {"x": 3, "y": 4}]]}]"#, "more.json")
        try write("<Gesture Name=\"circle01\" Subject=\"1\"><Point X=\"0\" Y=\"0\"/><Point X=\"5\" Y=\"5\"/></Gesture>",
                  "s01 (pilot)/fast/circle01.xml")
        return root
    }

    @Test func readsTheOneDollarAndMultistrokeLogsAndJSONSkippingThePilot() throws {
        let root = try writeDataset()
        defer { try? FileManager.default.removeItem(at: root) }
        let samples = try ShapeDataset.load(from: root).samples
        #expect(samples.map(\.shape) == ["x", "star", "arrow"])  // sorted by path: mmg/, more.json, s02/
        #expect(samples.map(\.subject) == ["7", "ann", "2"])
        #expect(samples.map(\.speed) == ["medium", "", "fast"])
        #expect(samples[0].strokes == [[.zero, CGPoint(x: 9, y: 9)], [CGPoint(x: 9, y: 0), CGPoint(x: 0, y: 9)]])
        #expect(samples[1].strokes == [[.zero, CGPoint(x: 5, y: 5)], [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)]])
        #expect(samples[2].strokes == [[CGPoint(x: 1, y: 2), CGPoint(x: 30, y: 40)]])
    }

    /// Gester's JSON (its HOMUS and LaViola sets): one drawing a file, its pen's points in
    /// order with their stroke numbers, a numeric subject, and a name that is the shape's
    /// own, digits included (LaViola's "0")
    @Test func readsGestersJSON() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gester-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("training1/subject110/0")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func point(_ x: Int, _ y: Int, stroke: Int, t: Int) -> String {
            "{\"x\": \(x), \"y\": \(y), \"w\": null, \"z\": null, \"alpha\": null, \"beta\": null, \"gamma\": null, \"t\": \(t), \"stroke_id\": \(stroke)}"
        }
        let points = [point(0, 0, stroke: 0, t: 0), point(10, 0, stroke: 0, t: 1), point(5, -5, stroke: 1, t: 2), point(5, 5, stroke: 1, t: 3)]
        let file = "{\"name\": \"0\", \"subject\": 110, \"date\": null, \"paths\": {\"Pen\": {\"strokes\": [\(points.joined(separator: ", "))]}}}"
        try Data(file.utf8).write(to: folder.appendingPathComponent("0-0.json"))
        let samples = try ShapeDataset.load(from: root).samples
        #expect(samples.map(\.shape) == ["0"])
        #expect(samples.map(\.subject) == ["110"])
        #expect(samples.first?.strokes == [[.zero, CGPoint(x: 10, y: 0)], [CGPoint(x: 5, y: -5), CGPoint(x: 5, y: 5)]])
    }

    @Test func aFileThatIsNoGestureLogIsNamedInTheError() throws {
        let root = try writeDataset()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("<Other/>".utf8).write(to: root.appendingPathComponent("bad.xml"))
        #expect { try ShapeDataset.load(from: root) } throws: { "\($0)".contains("bad.xml: not a gesture log") }
        #expect { try ShapeDataset.load(from: root.appendingPathComponent("missing")) } throws: {
            "\($0)".hasSuffix("missing: no such file or folder")
        }
    }

    /// Four shapes far apart, drawn by 3 subjects at 2 speeds, 4 times each with 2 pt of
    /// jitter: every protocol names them all right, and counts what the protocols say.
    @Test func theProtocolsClassifyWhatTheySayTheyDo() {
        let workload = ShapeWorkload(templatesPerShape: 1, drawingsPerShape: 24)
        let kept = Set(["circle", "triangle", "zigzag", "check"])
        var pools = Dictionary(grouping: workload.drawings.filter { kept.contains($0.shape) }, by: \.shape)
        var samples: [ShapeDataset.Sample] = []
        for subject in ["a", "b", "c"] {
            for speed in ["fast", "slow"] {
                for shape in kept.sorted() {
                    for _ in 0..<4 {
                        samples.append(.init(shape: shape, subject: subject, speed: speed, strokes: pools[shape]!.removeFirst().strokes))
                    }
                }
            }
        }
        let evaluation = ShapeEvaluation(dataset: ShapeDataset(samples: samples), trials: 5)
        let dependent = evaluation.run(.userDependent, templatesPerShape: 3)
        #expect(dependent.classifications == 3 * 2 * 5 * 4)  // subjects × speeds × trials × shapes
        #expect(dependent.accuracy == 1)
        #expect(dependent.meanTemplateCount == 4 * 3)  // shapes × T
        let independent = evaluation.run(.userIndependent, templatesPerShape: 1)
        #expect(independent.classifications == 3 * 5 * 4)  // held-out subjects × trials × shapes
        #expect(independent.accuracy == 1)
    }

    @Test func confusionsNameTheShapesThatWereMistakenForEachOther() {
        // A "ring" drawn exactly as circles are: the classifier cannot tell the two apart, so
        // every mistake is a circle named ring or a ring named circle, and there are some.
        let workload = ShapeWorkload(templatesPerShape: 1, drawingsPerShape: 24)
        var pools = Dictionary(grouping: workload.drawings, by: \.shape)
        var samples: [ShapeDataset.Sample] = []
        for subject in ["a", "b", "c"] {
            for _ in 0..<4 {
                let circle = pools["circle"]!.removeFirst().strokes
                samples.append(.init(shape: "circle", subject: subject, speed: "", strokes: circle))
                samples.append(.init(shape: "ring", subject: subject, speed: "", strokes: pools["circle"]!.removeFirst().strokes))
                samples.append(.init(shape: "zigzag", subject: subject, speed: "", strokes: pools["zigzag"]!.removeFirst().strokes))
            }
        }
        let result = ShapeEvaluation(dataset: ShapeDataset(samples: samples), trials: 10).run(.userIndependent, templatesPerShape: 1)
        let mistakes = result.classifications - result.correct
        #expect(mistakes > 0)
        #expect(result.confusions.values.reduce(0, +) == mistakes)
        let betweenTheTwins: Set = [ShapeEvaluation.Confusion(drawn: "circle", named: "ring"), .init(drawn: "ring", named: "circle")]
        #expect(Set(result.confusions.keys).isSubset(of: betweenTheTwins))
    }
}

