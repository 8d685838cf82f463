import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
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
///   `{"x", "y"}` objects.
///
/// A sample's shape is its name without the trailing sample number (`arrow01` → `arrow`).
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
            if file.pathExtension.lowercased() == "json" {
                samples += try jsonSamples(data, file: file)
            } else {
                samples.append(try xmlSample(data, file: file))
            }
        }
        guard !samples.isEmpty else { throw LoadError(description: "\(url.path): no .xml or .json gesture files") }
        return ShapeDataset(samples: samples)
    }

    /// `arrow01` → `arrow`, `star-3` → `star`.
    static func shapeName(_ name: String) -> String {
        var name = Substring(name)
        while let last = name.last, last.isNumber { name.removeLast() }
        while let last = name.last, "-_~ ".contains(last) { name.removeLast() }
        return name.isEmpty ? "unnamed" : String(name)
    }

    private static func xmlSample(_ data: Data, file: URL) throws -> Sample {
        let reader = GestureXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse(), let name = reader.name else {
            let problem = parser.parserError.map { "\($0.localizedDescription)" } ?? "no <Gesture Name=…> element"
            throw LoadError(description: "\(file.path): not a gesture log (\(problem))")
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
        let decoder = JSONDecoder()
        let entries: [Entry]
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

/// Collects the name, subject, speed and strokes of one `<Gesture>` XML log.
private final class GestureXMLReader: NSObject, XMLParserDelegate {
    var name: String?
    var subject: String?
    var speed: String?
    var strokes: [[CGPoint]] = []

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
            guard let x = attributes["X"].flatMap(Double.init), let y = attributes["Y"].flatMap(Double.init) else { return }
            if strokes.isEmpty { strokes.append([]) }  // a $1 log: points straight in <Gesture>
            strokes[strokes.count - 1].append(CGPoint(x: x, y: y))
        default:
            break
        }
    }
}
