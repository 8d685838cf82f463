import Foundation
import Touchstone
import TouchstoneShapes

/// The evaluation protocols of the $-family papers, run on a ``ShapeDataset``: how often
/// a `ShapeClassifier` names the right shape when it knows `T` examples of each.
///
/// - **User-dependent** (Wobbrock et al. 2007, §5): for each subject and speed, and each
///   trial, `T` samples of every shape drawn at random become the templates and one other
///   sample of every shape is classified.
/// - **User-independent** (Vatavu et al. 2012): for each subject held out, and each trial,
///   every shape gets `T` templates, each a random sample of that shape by a random
///   other subject; one sample of every shape by the held-out subject is classified.
///
/// Trials draw from a seeded generator, so a run repeats exactly.
public struct ShapeEvaluation: Sendable {
    /// The two protocols: who drew the templates.
    public enum Scheme: String, Sendable, CaseIterable {
        case userDependent = "user-dependent"
        case userIndependent = "user-independent"
    }

    /// A drawing of one shape named as another.
    public struct Confusion: Sendable, Hashable {
        /// The shape drawn.
        public var drawn: String
        /// The shape the classifier named ("" when it named none).
        public var named: String

        /// A drawing of `drawn` named `named`.
        public init(drawn: String, named: String) {
            self.drawn = drawn
            self.named = named
        }
    }

    /// What one protocol at one `T` measured.
    public struct Result: Sendable {
        public var scheme: Scheme
        /// Templates per shape.
        public var templatesPerShape: Int
        /// The number of drawings classified.
        public var classifications: Int
        /// How many were named right.
        public var correct: Int
        /// The mean number of templates the classifier knew in a trial.
        public var meanTemplateCount: Double
        /// The total time spent ranking, in seconds of the host's monotonic clock.
        public var rankingTime: Double
        /// How often each shape was named wrongly as each other shape (or as nothing, "").
        public var confusions: [Confusion: Int] = [:]
        /// The drawings looked at to choose the trials' templates and tests: the work of
        /// the protocol's bookkeeping, which the tests bound.
        var drawingsExamined = 0

        /// The share named right, 0 to 1.
        public var accuracy: Double { classifications == 0 ? 0 : Double(correct) / Double(classifications) }
        /// The mean time of one ranking, in seconds.
        public var timePerClassification: Double { classifications == 0 ? 0 : rankingTime / Double(classifications) }
    }

    public var dataset: ShapeDataset
    public var invariances: ShapeClassifier.Invariances
    /// Trials per subject (and per speed, user-dependent).
    public var trials: Int
    public var seed: UInt64

    public init(dataset: ShapeDataset, invariances: ShapeClassifier.Invariances = .all, trials: Int = 100, seed: UInt64 = 1) {
        self.dataset = dataset
        self.invariances = invariances
        self.trials = trials
        self.seed = seed
    }

    /// Runs `scheme` with `templatesPerShape` templates per shape, at most the number of
    /// drawings in the dataset (more would only repeat them).
    ///
    /// Work: each trial builds a classifier of `shapes × T` templates and classifies one
    /// drawing per shape, so the run costs `trials × subjects (× speeds) × shapes² × T`
    /// comparisons, plus one pass over the dataset; choosing a trial's drawings costs
    /// `shapes × T`, never a pass over the other subjects' drawings. Memory: the dataset
    /// and one trial's templates, never every trial's at once.
    public func run(_ scheme: Scheme, templatesPerShape: Int) -> Result {
        let count = min(max(templatesPerShape, 0), dataset.samples.count)
        var generator = SplitMix64(seed: seed &+ UInt64(templatesPerShape))
        var result = Result(scheme: scheme, templatesPerShape: templatesPerShape, classifications: 0,
                            correct: 0, meanTemplateCount: 0, rankingTime: 0)
        var templateCounts = 0, trialCount = 0
        forEachTrial(scheme, count, &generator, examined: &result.drawingsExamined) { templates, tests in
            trialCount += 1
            // Templates come from the dataset's own drawings, which load only when they have
            // a shape: a sample that has none is left out rather than stopping the run.
            var classifier = try! ShapeClassifier(invariances: invariances)
            for template in templates {
                let sample = dataset.samples[template]
                try? classifier.add(ShapeTemplate(name: sample.shape, strokes: sample.strokes))
            }
            templateCounts += classifier.templates.count
            for test in tests.map({ dataset.samples[$0] }) {
                let start = ContinuousClock.now
                let best = classifier.rank(test.strokes).first
                result.rankingTime += Self.seconds(ContinuousClock.now - start)
                result.classifications += 1
                if best?.name == test.shape {
                    result.correct += 1
                } else {
                    result.confusions[Confusion(drawn: test.shape, named: best?.name ?? ""), default: 0] += 1
                }
            }
        }
        result.meanTemplateCount = Double(templateCounts) / Double(max(1, trialCount))
        return result
    }

    /// One trial of a protocol: the drawings that become templates and those classified,
    /// as places in the dataset's ``ShapeDataset/samples``.
    public struct Trial: Sendable, Equatable {
        public var templates: [Int]
        public var tests: [Int]
    }

    /// The trials ``run(_:templatesPerShape:)`` runs for `scheme` and `templatesPerShape`,
    /// in order: what a peer recognizer needs to be measured on the same splits.
    public func trials(_ scheme: Scheme, templatesPerShape: Int) -> [Trial] {
        let count = min(max(templatesPerShape, 0), dataset.samples.count)
        var generator = SplitMix64(seed: seed &+ UInt64(templatesPerShape))
        var examined = 0
        var trials: [Trial] = []
        forEachTrial(scheme, count, &generator, examined: &examined) { trials.append(Trial(templates: $0, tests: $1)) }
        return trials
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// One shape's drawings by subject, for drawing the templates of the subjects held out.
    private struct ShapePool {
        /// The subjects who drew the shape, sorted.
        var subjects: [String] = []
        /// Each subject's drawings of the shape (places in the dataset), in dataset order.
        var drawings: [String: [Int]] = [:]
        /// Each subject's place in `subjects`.
        var places: [String: Int] = [:]
    }

    /// Hands `body` each trial's template and test drawings (places in the dataset), one
    /// trial at a time; `examined` counts the drawings looked at to choose them.
    private func forEachTrial(_ scheme: Scheme, _ count: Int, _ generator: inout SplitMix64, examined: inout Int,
                              _ body: ([Int], [Int]) -> Void) {
        let samples = dataset.samples
        let bySubject = Dictionary(grouping: samples.indices, by: { samples[$0].subject })
        examined += dataset.samples.count
        let subjects = bySubject.keys.sorted()
        switch scheme {
        case .userDependent:
            for subject in subjects {
                let bySpeed = Dictionary(grouping: bySubject[subject]!, by: { samples[$0].speed })
                examined += bySubject[subject]!.count
                for speed in bySpeed.keys.sorted() {
                    let byShape = Dictionary(grouping: bySpeed[speed]!, by: { samples[$0].shape })
                    let shapes = byShape.keys.sorted().filter { byShape[$0]!.count > count }
                    guard !shapes.isEmpty else { continue }
                    for _ in 0..<trials {
                        var templates: [Int] = [], tests: [Int] = []
                        for shape in shapes {
                            let drawn = byShape[shape]!.shuffled(using: &generator)
                            examined += drawn.count
                            templates += drawn.prefix(count)
                            tests.append(drawn[count])
                        }
                        body(templates, tests)
                    }
                }
            }
        case .userIndependent:
            var pools: [String: ShapePool] = [:]
            for (place, sample) in samples.enumerated() {
                pools[sample.shape, default: ShapePool()].drawings[sample.subject, default: []].append(place)
            }
            examined += dataset.samples.count
            for shape in pools.keys {
                pools[shape]!.subjects = pools[shape]!.drawings.keys.sorted()
                for (place, subject) in pools[shape]!.subjects.enumerated() { pools[shape]!.places[subject] = place }
            }
            for heldOut in subjects {
                let own = Dictionary(grouping: bySubject[heldOut]!, by: { samples[$0].shape })
                examined += bySubject[heldOut]!.count
                // The shapes the held-out subject drew that someone else drew too.
                let shapes = own.keys.sorted().filter { pools[$0]!.subjects.count > 1 }
                guard !shapes.isEmpty else { continue }
                for _ in 0..<trials {
                    var templates: [Int] = [], tests: [Int] = []
                    for shape in shapes {
                        let pool = pools[shape]!
                        let heldOutPlace = pool.places[heldOut]!
                        for _ in 0..<count {
                            // A random other subject: a place among the others, past the
                            // held-out subject's.
                            var place = Int.random(in: 0..<(pool.subjects.count - 1), using: &generator)
                            if place >= heldOutPlace { place += 1 }
                            let drawings = pool.drawings[pool.subjects[place]]!
                            examined += 1
                            templates.append(drawings.randomElement(using: &generator)!)
                        }
                        tests.append(own[shape]!.randomElement(using: &generator)!)
                        examined += 1
                    }
                    body(templates, tests)
                }
            }
        }
    }
}
