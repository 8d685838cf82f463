import Foundation
import TouchstoneFormats

/// One example of a shape: the strokes someone drew for it, in the order they drew them.
///
/// A ``ShapeClassifier`` learns shapes from templates: each template is one example, and a
/// shape may have several (different people, different speeds), all with the same
/// ``name``. A template has one stroke (a circle, a check mark) or several (an X, a star
/// drawn in pieces, a letter); the classifier decides from the ``ShapeClassifier/Invariances``
/// it was built with whether the order and direction of the strokes matter.
///
/// Templates are `Codable`: a list of them saves and loads as JSON with
/// ``ShapeTemplate/jsonData(for:)`` and ``ShapeTemplate/templates(fromJSON:)``, each point as
/// an `[x, y]` pair.
public struct ShapeTemplate: Sendable, Hashable, Codable {
    /// The shape this template is an example of: what ``ShapeMatch/name`` reports.
    public var name: String
    /// The strokes, each the points one finger (or pencil) went through from touch-down to
    /// lift, in any coordinate space: position and scale do not matter.
    public var strokes: [[CGPoint]]

    /// An example named `name` made of `strokes`.
    public init(name: String, strokes: [[CGPoint]]) {
        self.name = name
        self.strokes = strokes
    }

    private enum CodingKeys: String, CodingKey { case name, strokes }

    /// Reads `{"name": …, "strokes": [[[x, y], …], …]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let pairs = try container.decode([[[Double]]].self, forKey: .strokes)
        strokes = try pairs.enumerated().map { strokeIndex, stroke in
            try stroke.enumerated().map { pointIndex, pair in
                guard pair.count == 2 else {
                    throw DecodingError.dataCorrupted(.init(
                        codingPath: container.codingPath + [CodingKeys.strokes],
                        debugDescription: "point \(pointIndex) of stroke \(strokeIndex) has \(pair.count) numbers (needs 2: x, y)"))
                }
                return CGPoint(x: pair[0], y: pair[1])
            }
        }
    }

    /// Writes `{"name": …, "strokes": [[[x, y], …], …]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(strokes.map { $0.map { [Double($0.x), Double($0.y)] } }, forKey: .strokes)
    }
}

extension ShapeTemplate {
    /// The templates of a JSON file: an array of templates, or an object whose `templates`
    /// key holds one (the form ``jsonData(for:)`` writes).
    ///
    /// - Throws: ``ShapeError/invalidJSON(_:)`` naming where the JSON went wrong.
    public static func templates(fromJSON data: Data) throws(ShapeError) -> [ShapeTemplate] {
        // Foundation's decoder says only "not valid JSON" of a syntax error (a NaN, a
        // trailing comma): the strict reader of the trace format says what and on which line.
        do {
            _ = try JSONParser.parse(String(decoding: data, as: UTF8.self), file: "")
        } catch {
            throw .invalidJSON("line \(error.location.line ?? 1): \(error.message)")
        }
        let decoder = JSONDecoder()
        // The first character says which form the file has, so the error is that form's.
        let isObject = data.first { !" \t\r\n".utf8.contains($0) } == UInt8(ascii: "{")
        do {
            if isObject { return try decoder.decode(TemplateFile.self, from: data).templates }
            return try decoder.decode([ShapeTemplate].self, from: data)
        } catch {
            throw .invalidJSON(Self.describe(error))
        }
    }

    /// `templates` as JSON, `{"templates": [...]}`, keys sorted so that saved files
    /// compare well in version control.
    ///
    /// - Throws: ``ShapeError/nonFinitePoint(template:stroke:point:)`` for a point JSON
    ///   cannot hold (NaN or infinite).
    public static func jsonData(for templates: [ShapeTemplate]) throws(ShapeError) -> Data {
        for template in templates { try template.checkFinite() }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(TemplateFile(templates: templates))
        } catch {
            throw .invalidJSON("\(error)")  // unreachable with finite points, kept typed
        }
    }

    /// The largest size of a template's coordinate: far beyond any screen, and small
    /// enough that the squares of its distances stay far within a `Double`.
    public static let maximumCoordinate: Double = 1e15

    /// Throws for the first point that is NaN or infinite, or too large to measure.
    func checkFinite() throws(ShapeError) {
        for (strokeIndex, stroke) in strokes.enumerated() {
            if let pointIndex = stroke.firstIndex(where: { !$0.x.isFinite || !$0.y.isFinite }) {
                throw .nonFinitePoint(template: name, stroke: strokeIndex, point: pointIndex)
            }
            if let pointIndex = stroke.firstIndex(where: { abs($0.x) > Self.maximumCoordinate || abs($0.y) > Self.maximumCoordinate }) {
                throw .pointTooLarge(template: name, stroke: strokeIndex, point: pointIndex)
            }
        }
    }

    private struct TemplateFile: Codable {
        var templates: [ShapeTemplate]
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "" : " at \(path)"
        }
        switch error {
        case .dataCorrupted(let context): return "\(context.debugDescription)\(path(context))"
        case .keyNotFound(let key, let context): return "missing key \"\(key.stringValue)\"\(path(context))"
        case .typeMismatch(let type, let context): return "expected \(type)\(path(context))"
        case .valueNotFound(let type, let context): return "expected \(type), found null\(path(context))"
        @unknown default: return "\(error)"
        }
    }
}
