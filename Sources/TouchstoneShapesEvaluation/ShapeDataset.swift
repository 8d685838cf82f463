import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TouchstoneFormats
import TouchstoneShapes

/// A set of recorded drawings, each labelled with its shape and who drew it: the input of
/// the evaluation protocols (``ShapeEvaluation``) of `touchstone shapes evaluate`.
///
/// It reads the published datasets of the $-family:
/// - the $1 unistroke logs (Wobbrock et al. 2007): a folder tree of XML files, one
///   `<Gesture Name="arrow01" Subject="2" Speed="fast">` of `<Point X= Y=>` per file;
/// - the $N and $P multistroke logs (MMG): the same, with the points inside
///   `<Stroke>` elements;
/// - JSON: an array of `{"name", "subject", "speed"?, "strokes"}` objects (or an object
///   whose `samples` key holds one), each stroke an array of `[x, y]` pairs or of
///   `{"x", "y"}` objects;
/// - Gester's JSON (nmagrofuoco/Gester, its HOMUS and LaViola sets among others): one
///   drawing a file, `{"name", "subject", "paths": {"Pen": {"strokes": [{"x", "y",
///   "stroke_id"}…]}}}`, its points in order with the stroke each belongs to.
///
/// A sample's shape is its name without the trailing sample number (`arrow01` → `arrow`),
/// but in Gester's files, whose name is the shape's own (LaViola's digits are shapes).
public struct ShapeDataset: Sendable {
    /// One recorded drawing.
    public struct Sample: Sendable {
        /// The shape drawn.
        public var shape: String
        /// Who drew it.
        public var subject: String
        /// How it was drawn (`fast`, `medium`, `slow` in the $1 logs), or "" if not recorded.
        public var speed: String
        /// The strokes, in the order drawn.
        public var strokes: [[CGPoint]]

        public init(shape: String, subject: String, speed: String, strokes: [[CGPoint]]) {
            self.shape = shape
            self.subject = subject
            self.speed = speed
            self.strokes = strokes
        }
    }

    /// The drawings, in a stable order (sorted by file path when read from a folder).
    public var samples: [Sample]

    public init(samples: [Sample]) { self.samples = samples }

    /// Why a dataset could not be read.
    public struct LoadError: Error, CustomStringConvertible {
        /// What went wrong, naming the file.
        public var description: String
    }

    /// Reads a folder of XML or JSON files (searched recursively), or one such file.
    /// Folders whose name says `pilot` are skipped, as the $1 paper left its pilot
    /// subject out.
    public static func load(from url: URL) throws -> ShapeDataset {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw LoadError(description: "\(url.path): no such file or folder")
        }
        let files: [URL]
        if isFolder.boolValue {
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
                throw LoadError(description: "\(url.path): cannot list the folder")
            }
            files = enumerator.compactMap { $0 as? URL }
                .filter { ["xml", "json"].contains($0.pathExtension.lowercased()) }
                .filter { !$0.pathComponents.contains { $0.lowercased().contains("pilot") } }
                .sorted { $0.path < $1.path }
        } else {
            files = [url]
        }
        var samples: [Sample] = []
        for file in files {
            let data: Data
            do { data = try Data(contentsOf: file) } catch {
                throw LoadError(description: "\(file.path): cannot read (\(error.localizedDescription))")
            }
            samples += try self.samples(in: data, file: file)
        }
        guard !samples.isEmpty else { throw LoadError(description: "\(url.path): no .xml or .json gesture files") }
        return ShapeDataset(samples: samples)
    }

    /// The drawings of one file's bytes: JSON when `file` ends in `.json`, else a `<Gesture>`
    /// XML log; `file` names it in errors. Work and memory are linear in the bytes.
    public static func samples(in data: Data, file: URL) throws -> [Sample] {
        file.pathExtension.lowercased() == "json" ? try jsonSamples(data, file: file) : [try xmlSample(data, file: file)]
    }

    /// `arrow01` → `arrow`, `star-3` → `star`.
    static func shapeName(_ name: String) -> String {
        var name = Substring(name)
        while let last = name.last, last.isNumber { name.removeLast() }
        while let last = name.last, "-_~ ".contains(last) { name.removeLast() }
        return name.isEmpty ? "unnamed" : String(name)
    }

    private static func xmlSample(_ data: Data, file: URL) throws -> Sample {
        // FoundationXML traps on a name that is not UTF-8 (found by FuzzShapeLog): the
        // logs are UTF-8, and what is not is refused before it reaches the parser.
        guard let text = String(validating: data, as: UTF8.self) else {
            throw LoadError(description: "\(file.path): not a gesture log: not UTF-8 text")
        }
        // It crashes on a processing instruction without data (`<?x?>`, found by
        // FuzzShapeLog): a log has none but its XML declaration, at the start.
        let body = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if body.dropFirst(body.hasPrefix("<?xml ") ? 2 : 0).contains("<?") {
            throw LoadError(description: "\(file.path): not a gesture log: a processing instruction (<?…?>) "
                                + "other than the XML declaration at the start")
        }
        let reader = GestureXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        // Foundation's parser recovers from damage, telling only the delegate, and may
        // still answer that it parsed: any problem reported refuses the file, which would
        // otherwise give the points before the damage as a whole drawing.
        let parsed = parser.parse()
        let lastLine = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        if let problem = reader.problem(lastLine: lastLine)
            ?? (parsed ? nil : (parser.lineNumber, parser.parserError.map(GestureXMLReader.describe) ?? "malformed XML")) {
            throw LoadError(description: "\(file.path):\(problem.line): not a gesture log: \(problem.message)")
        }
        guard let name = reader.name else {
            throw LoadError(description: "\(file.path): not a gesture log: no <Gesture Name=…> element")
        }
        let subject = reader.subject ?? file.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
        return Sample(shape: shapeName(name), subject: subject, speed: reader.speed?.lowercased() ?? "",
                      strokes: reader.strokes.filter { !$0.isEmpty })
    }

    private static func jsonSamples(_ data: Data, file: URL) throws -> [Sample] {
        struct Point: Decodable {
            var point: CGPoint
            init(from decoder: any Decoder) throws {
                if var pair = try? decoder.unkeyedContainer() {
                    point = CGPoint(x: try pair.decode(Double.self), y: try pair.decode(Double.self))
                } else {
                    let object = try decoder.container(keyedBy: Key.self)
                    point = CGPoint(x: try object.decode(Double.self, forKey: .x), y: try object.decode(Double.self, forKey: .y))
                }
            }
            enum Key: String, CodingKey { case x, y }
        }
        struct Entry: Decodable {
            var name: String
            var subject: String?
            var speed: String?
            var strokes: [[Point]]
        }
        struct Wrapped: Decodable { var samples: [Entry] }
        /// Gester's subjects are numbers; a name is a string.
        struct Subject: Decodable {
            var name: String
            init(from decoder: any Decoder) throws {
                let value = try decoder.singleValueContainer()
                name = try (try? value.decode(String.self)) ?? String(value.decode(Int.self))
            }
        }
        struct GesterPoint: Decodable {
            var x: Double, y: Double
            var stroke_id: Int
        }
        struct GesterEntry: Decodable {
            var name: String
            var subject: Subject?
            var paths: [String: [String: [GesterPoint]]]
        }
        let decoder = JSONDecoder()
        let entries: [Entry]
        // Foundation's decoder says only "not valid JSON" of a syntax error (a NaN, a
        // trailing comma): the strict reader of the trace format says what and where.
        do {
            _ = try JSONParser.parse(String(decoding: data, as: UTF8.self), file: file.path)
        } catch {
            throw LoadError(description: "\(error)")
        }
        if let gester = try? decoder.decode(GesterEntry.self, from: data) {
            // Its pen's points, in order, a new stroke where the stroke number changes.
            var strokes: [[CGPoint]] = []
            var stroke: Int?
            for point in gester.paths["Pen"]?["strokes"] ?? [] {
                if point.stroke_id != stroke { strokes.append([]) }
                stroke = point.stroke_id
                strokes[strokes.count - 1].append(CGPoint(x: point.x, y: point.y))
            }
            return [Sample(shape: gester.name, subject: gester.subject?.name ?? file.deletingLastPathComponent().lastPathComponent,
                           speed: "", strokes: strokes)]
        }
        do {
            entries = try (try? decoder.decode(Wrapped.self, from: data))?.samples ?? decoder.decode([Entry].self, from: data)
        } catch {
            throw LoadError(description: "\(file.path): not a gesture dataset (\(error))")
        }
        return entries.map { entry in
            Sample(shape: shapeName(entry.name), subject: entry.subject ?? file.deletingPathExtension().lastPathComponent,
                   speed: entry.speed?.lowercased() ?? "", strokes: entry.strokes.map { $0.map(\.point) })
        }
    }
}

/// Collects the name, subject, speed and strokes of one `<Gesture>` XML log, and the
/// problems the parser reports, with their lines.
private final class GestureXMLReader: NSObject, XMLParserDelegate {
    var name: String?
    var subject: String?
    var speed: String?
    var strokes: [[CGPoint]] = []
    /// The problems reported, in order: their line and what they are.
    private var problems: [(line: Int, code: Int?, message: String)] = []

    /// The first problem; one that the end of the file caused is said so.
    func problem(lastLine: Int) -> (line: Int, message: String)? {
        guard let first = problems.first else { return nil }
        if first.line >= lastLine, problems.contains(where: { $0.code == 5 }) {
            return (first.line, "the file ends in the middle of an element")
        }
        return (first.line, first.message)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        problems.append((parser.lineNumber, (parseError as NSError).code, Self.describe(parseError)))
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch element {
        case "Gesture":
            name = attributes["Name"]
            subject = attributes["Subject"]
            speed = attributes["Speed"]
        case "Stroke":
            strokes.append([])
        case "Point":
            guard let x = attributes["X"].flatMap(Double.init), let y = attributes["Y"].flatMap(Double.init) else {
                problems.append((parser.lineNumber, nil, "a <Point> needs X and Y attributes that are numbers"))
                return
            }
            if strokes.isEmpty { strokes.append([]) }  // a $1 log: points straight in <Gesture>
            strokes[strokes.count - 1].append(CGPoint(x: x, y: y))
        default:
            break
        }
    }

    /// The parser's error in words, for the errors damaged logs have. The codes are
    /// libxml2's, which FoundationXML reports as they are (and Apple's `NSXMLParserError`
    /// numbers them alike); FoundationXML's own `ErrorCode` enumeration is numbered
    /// differently, so the numbers are matched here.
    static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 5: return "the file ends in the middle of an element"
        case 23: return "an entity reference without its ';'"
        case 26, 27: return "an undefined entity (only &amp; &lt; &gt; &quot; &apos; and &#…; are defined)"
        case 39, 40, 41, 42: return "a malformed attribute (values go in quotes: X=\"12\")"
        case 73: return "a tag that is not closed"
        case 76: return "an end tag that does not match its start tag"
        default: return "malformed XML (libxml2 error \(code))"
        }
    }
}
