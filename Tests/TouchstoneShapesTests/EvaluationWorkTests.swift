import Foundation
import Testing
import TouchstoneShapes
@testable import TouchstoneShapesEvaluation

/// The evaluation's bookkeeping grows with the trials it runs, not with subjects × drawings
/// (issue 44: 500 subjects took 50 s).
@Suite struct EvaluationWorkTests {
    /// `subjects` subjects each drawing a line and a corner twice.
    private func dataset(subjects: Int) -> ShapeDataset {
        ShapeDataset(samples: (0..<subjects).flatMap { subject in
            (0..<2).flatMap { sample in
                [ShapeDataset.Sample(shape: "line", subject: "s\(subject)", speed: "",
                                     strokes: [[.zero, CGPoint(x: 10 + sample, y: 10)]]),
                 ShapeDataset.Sample(shape: "corner", subject: "s\(subject)", speed: "",
                                     strokes: [[.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10 + sample)]])]
            }
        })
    }

    /// Doubling the subjects doubles the drawings the user-independent protocol looks
    /// at to choose its trials (it ran four times as many before).
    @Test func userIndependentWorkIsLinearInSubjects() {
        func examined(_ subjects: Int) -> Int {
            ShapeEvaluation(dataset: dataset(subjects: subjects), trials: 1).run(.userIndependent, templatesPerShape: 2).drawingsExamined
        }
        let small = examined(50), large = examined(100)
        #expect(large <= small * 2 + 20, "\(small) → \(large)")
    }

    /// More templates than the dataset has drawings are not made: the run keeps to the
    /// dataset's size (issue 44: --templates 1000000 took 1.8 GB).
    @Test func templatesAreBoundedByTheDataset() {
        let result = ShapeEvaluation(dataset: dataset(subjects: 3), trials: 1).run(.userIndependent, templatesPerShape: 1_000_000)
        #expect(result.meanTemplateCount <= Double(3 * 2 * 2 * 2))
    }
}
