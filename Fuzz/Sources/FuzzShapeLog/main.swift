import Foundation
import TouchstoneShapes
import TouchstoneShapesEvaluation

/// libFuzzer's entry: one input, read as a gesture log of `shapes evaluate`: JSON when it
/// starts with `[` or `{`, a `<Gesture>` XML log otherwise. An error names the file on
/// one line; the drawings of a log that loads rank against one another without a trap,
/// scores within 0…1.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShapeLog(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let first = data.first { !" \t\r\n".utf8.contains($0) }
    let file = URL(fileURLWithPath: first == UInt8(ascii: "[") || first == UInt8(ascii: "{") ? "fuzz.json" : "fuzz.xml")
    let samples: [ShapeDataset.Sample]
    do {
        samples = try ShapeDataset.samples(in: data, file: file)
    } catch {
        let message = "\(error)"
        precondition(message.hasPrefix(file.path), "an error that does not name the file: \(message)")
        precondition(!message.contains("\n"), "an error of several lines: \(message)")
        return 0
    }
    var classifier = try! ShapeClassifier()
    for sample in samples.prefix(50) { try? classifier.add(ShapeTemplate(name: sample.shape, strokes: sample.strokes)) }
    for sample in samples.prefix(50) {
        precondition(classifier.rank(sample.strokes).allSatisfy { (0...1).contains($0.score) }, "a score outside 0…1")
    }
    return 0
}
