import Foundation
import Testing
import TouchstoneShapes
import TouchstoneShapesEvaluation

/// The shape readers refuse what is broken and say where (issue 44): a damaged $1 log is
/// not read as the points before the damage, and a templates file's bad number or a
/// template too large to measure gets a message that names the problem.
@Suite struct ShapeReaderMessageTests {
    /// Writes `text` as a one-file dataset and loads it.
    private func load(_ text: String, name: String = "arrow01.xml") throws -> (Result<ShapeDataset, any Error>, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shape-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return (Result { try ShapeDataset.load(from: file) }, file.path)
    }

    private static let head = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<Gesture Name=\"arrow01\" Subject=\"2\" Speed=\"fast\">\n"

    /// A log cut in a `<Point>`, one with a mismatched end tag, one with an unquoted
    /// attribute: each refused with the file and the line of the damage (line 4).
    @Test(arguments: [
        "<Point X=\"1\" Y=\"2\"/>\n<Point X=\"3\" Y=\"4\"/>\n<Point X=\"5\" Y=",
        "<Point X=\"1\" Y=\"2\"/>\n<Point X=\"3\" Y=\"4\"/>\n</Stroke>\n</Gesture>\n",
        "<Point X=\"1\" Y=\"2\"/>\n<Point X=\"3\" Y=\"4\"/>\n<Point X=5 Y=\"6\"/>\n</Gesture>\n",
    ])
    func damagedLogIsRefused(_ body: String) throws {
        let (result, path) = try load(Self.head + body)
        guard case .failure(let error) = result else {
            Issue.record("a damaged log was read: \(String(describing: try? result.get().samples.first?.strokes))")
            return
        }
        #expect("\(error)".contains("\(path):5"), "\(error)")
    }

    /// An undefined entity is named as such, not "NSXMLParserErrorDomain error 26".
    @Test func undefinedEntity() throws {
        let (result, path) = try load(Self.head + "<Point X=\"1\" Y=\"2\"/>\n<Point X=\"&bogus;\" Y=\"4\"/>\n</Gesture>\n")
        guard case .failure(let error) = result else {
            Issue.record("a log with an undefined entity was read")
            return
        }
        let message = "\(error)"
        #expect(!message.contains("NSXMLParserErrorDomain"), "\(message)")
        #expect(message.contains("entity"), "\(message)")
        #expect(message.contains("\(path):4"), "\(message)")
    }

    /// A log that is not UTF-8 (an attribute name with a byte 0xFF) is refused, where
    /// FoundationXML's parser trapped (found by FuzzShapeLog).
    @Test func notUTF8IsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shape-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("x03.xml")
        try (Data(Self.head.utf8) + Data("<Stroke inde".utf8) + Data([0xFF]) + Data("=\"1\"><Point X=\"1\" Y=\"2\"/></Stroke></Gesture>".utf8))
            .write(to: file)
        #expect { try ShapeDataset.load(from: file) } throws: { "\($0)".contains("not UTF-8") }
    }

    /// A processing instruction other than the XML declaration is refused, where
    /// FoundationXML crashed on one without data (found by FuzzShapeLog).
    @Test func processingInstructionIsRefused() throws {
        let (result, _) = try load(Self.head + "<?x?>\n<Point X=\"1\" Y=\"2\"/>\n</Gesture>\n")
        guard case .failure(let error) = result else {
            Issue.record("a log with a processing instruction was read")
            return
        }
        #expect("\(error)".contains("processing instruction"), "\(error)")
    }

    /// An intact log still reads.
    @Test func intactLog() throws {
        let (result, _) = try load(Self.head + "<Point X=\"1\" Y=\"2\"/>\n<Point X=\"3\" Y=\"4\"/>\n</Gesture>\n")
        #expect(try result.get().samples.first?.strokes == [[CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)]])
    }

    /// NaN in a templates file: the message says where.
    @Test func notANumberInTemplates() throws {
        let json = "[\n{\"name\": \"a\", \"strokes\": [[[0, 0], [1, 1]]]},\n{\"name\": \"b\", \"strokes\": [[[0, NaN], [1, 1]]]}\n]"
        #expect {
            try ShapeTemplate.templates(fromJSON: Data(json.utf8))
        } throws: { error in
            let message = "\(error)"
            return message.contains("line 3") && !message.hasSuffix("The given data was not valid JSON.")
        }
    }

    /// A key or a name holding an escaped line break still gives a message of one line
    /// (found by FuzzShapeTemplates).
    @Test func messagesStayOneLine() throws {
        for json in [#"{"templates": [{"na\nme": "a", "strokes": [[[0, 0], [1, 1]]]}]}"#,
                     #"{"templates": [{"name": "a\nb", "strokes": [[[0, 0], [0, 0]]]}]}"#] {
            #expect {
                _ = try ShapeClassifier(templates: ShapeTemplate.templates(fromJSON: Data(json.utf8)))
            } throws: { error in
                !"\(error)".contains("\n")
            }
        }
    }

    /// Points at ±1e308 are too large to measure, which is what the error says.
    @Test func hugeCoordinates() throws {
        let template = ShapeTemplate(name: "huge", strokes: [[CGPoint(x: -1e308, y: 0), CGPoint(x: 1e308, y: 1e308)]])
        #expect {
            _ = try ShapeClassifier(templates: [template])
        } throws: { error in
            let message = "\(error)"
            return !message.contains("one place") && message.contains("huge") && message.contains("too large")
        }
    }
}
