import Foundation
import TouchstoneShapes

/// libFuzzer's entry: one input, read as a templates file (JSON). An error is one line;
/// templates that load give a classifier, or an error of one line, and a classifier
/// ranks each template's own strokes with every shape once, scores within 0…1.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShapeTemplates(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let templates: [ShapeTemplate]
    do {
        templates = try ShapeTemplate.templates(fromJSON: data)
    } catch {
        precondition(!error.description.contains("\n"), "a templates error of several lines: \(error)")
        return 0
    }
    let classifier: ShapeClassifier
    do {
        classifier = try ShapeClassifier(templates: templates)
    } catch {
        precondition(!error.description.contains("\n"), "a classifier error of several lines: \(error)")
        return 0
    }
    let shapes = Set(templates.map(\.name)).count
    for template in templates.prefix(50) {
        let ranking = classifier.rank(template.strokes)
        precondition(ranking.count == shapes, "a template that loaded ranks \(ranking.count) of \(shapes) shapes")
        precondition(ranking.allSatisfy { (0...1).contains($0.score) }, "a score outside 0…1: \(ranking)")
    }
    return 0
}
