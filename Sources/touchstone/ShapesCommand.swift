import ArgumentParser
import CAllocationCounter
import Foundation
import TouchstoneFormats
import TouchstoneShapes
import TouchstoneShapesEvaluation
import TouchstoneWorkloads

/// `touchstone shapes`: the shape classifier measured, on a published dataset
/// (`evaluate`) or on the built-in workload (`bench`). The protocols live in
/// TouchstoneShapesEvaluation; this only reads options and prints.
struct ShapesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shapes",
        abstract: "Measure the shape classifier (TouchstoneShapes): accuracy on a dataset, speed.",
        subcommands: [ShapesEvaluateCommand.self, ShapesBenchCommand.self]
    )
}

/// `touchstone shapes evaluate DATASET`.
struct ShapesEvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Accuracy of the shape classifier on a gesture dataset, user-dependent and user-independent.",
        discussion: """
            DATASET is a folder of gesture logs (searched recursively; folders named *pilot* \
            are skipped) or one file: the $1 unistroke logs (XML), the $N/$P multistroke logs \
            (XML with <Stroke> elements), or JSON ([{"name", "subject", "speed", "strokes"}]). \
            User-dependent: per subject and speed, T random samples of each shape are the \
            templates and one other sample of each is classified, --trials times. \
            User-independent: per held-out subject, each shape gets T templates from random \
            other subjects, and one sample of each by the held-out subject is classified. \
            Build in release (swift run -c release) for meaningful times.
            """
    )

    @Argument(help: "The dataset folder or file.")
    var dataset: String

    @Option(name: .long, help: "Templates per shape to evaluate (repeatable).")
    var templates: [Int] = [1, 3, 9]

    @Option(name: .long, help: "Trials per subject (and speed).")
    var trials = 100

    @Option(name: .long, help: "The random seed of the trials.")
    var seed: UInt64 = 1

    @Option(name: .long, help: "What the classifier ignores: standard (stroke order and direction), all (also rotation), none, or a comma-separated list of rotation, order, direction.")
    var invariances = "standard"

    @Option(name: .long, help: "After each protocol and T, the most frequent confusions (drawn → named), this many.")
    var confusions = 0

    @Option(name: .customLong("protocol"), help: "Run only this protocol: user-dependent or user-independent (both by default).")
    var scheme: ShapeEvaluation.Scheme?

    @Option(name: .long, help: "Also write the drawings and every trial's templates and tests to this JSON file, for measuring other recognizers on the same splits (Benchmarks/ShapePeers).")
    var splits: String?

    /// The most trials per subject: enough for any estimate, and the run's work grows
    /// with them.
    static let maximumTrials = 100_000

    func validate() throws {
        guard (1...Self.maximumTrials).contains(trials) else {
            throw ValidationError("--trials \(trials) is outside 1…\(Self.maximumTrials), the trials per subject")
        }
        for count in templates where count < 1 {
            throw ValidationError("--templates \(count): give at least 1 template per shape")
        }
        guard confusions >= 0 else { throw ValidationError("--confusions \(confusions): give 0 or more confusions to list") }
    }

    func run() throws {
        let loaded = try ShapeDataset.load(from: URL(fileURLWithPath: dataset))
        // More templates per shape than the dataset has drawings would only repeat them,
        // and would make the memory grow with the option instead of with the dataset.
        if let count = templates.first(where: { $0 > loaded.samples.count }) {
            throw ValidationError("--templates \(count) is more than the \(loaded.samples.count) drawings of the dataset")
        }
        let evaluation = ShapeEvaluation(dataset: loaded, invariances: try parsedInvariances(), trials: trials, seed: seed)
        let shapes = Set(loaded.samples.map(\.shape)).count, subjects = Set(loaded.samples.map(\.subject)).count
        print("\(loaded.samples.count) drawings of \(shapes) shapes by \(subjects) subjects; \(trials) trials; invariances: \(invariances)")
        print("protocol          T  accuracy   classified  templates  time/classification")
        var cells: [String] = []
        for scheme in self.scheme.map({ [$0] }) ?? ShapeEvaluation.Scheme.allCases {
            for count in templates {
                if splits != nil { cells.append(Self.splitsJSON(evaluation.trials(scheme, templatesPerShape: count), scheme: scheme, count: count)) }
                let result = evaluation.run(scheme, templatesPerShape: count)
                print(scheme.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)
                      + String(format: " %2d  %7.2f %%  %10d  %9.0f  %8.2f µs", count, result.accuracy * 100,
                               result.classifications, result.meanTemplateCount, result.timePerClassification * 1e6))
                let frequent = result.confusions.sorted { ($0.value, $1.key.drawn, $1.key.named) > ($1.value, $0.key.drawn, $0.key.named) }
                for (confusion, count) in frequent.prefix(confusions) {
                    // The names come from the dataset's files: printed safe for a terminal.
                    print(TerminalText.printable("    \(count) × \(confusion.drawn) named \(confusion.named.isEmpty ? "nothing" : confusion.named)"))
                }
            }
        }
        if let splits { try Self.writeSplits(loaded, cells: cells, to: splits, dataset: dataset) }
    }

    /// One protocol and T's trials as JSON: `{"protocol", "templates", "trials": [{"templates":
    /// [places], "tests": [places]}]}`, places in the file's `samples`.
    static func splitsJSON(_ trials: [ShapeEvaluation.Trial], scheme: ShapeEvaluation.Scheme, count: Int) -> String {
        let list = trials.map { "{\"templates\":[\($0.templates.map(String.init).joined(separator: ","))],\"tests\":[\($0.tests.map(String.init).joined(separator: ","))]}" }
        return "{\"protocol\":\"\(scheme.rawValue)\",\"templates\":\(count),\"trials\":[\(list.joined(separator: ","))]}"
    }

    /// Writes `{"samples": [{"shape", "subject", "strokes": [[x, y, x, y…]…]}], "cells": […]}`.
    static func writeSplits(_ loaded: ShapeDataset, cells: [String], to path: String, dataset: String) throws {
        func quoted(_ text: String) -> String {
            String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
        }
        var json = "{\"samples\":["
        for (index, sample) in loaded.samples.enumerated() {
            if index > 0 { json += "," }
            let strokes = sample.strokes.map { "[" + $0.map { "\($0.x),\($0.y)" }.joined(separator: ",") + "]" }
            json += "{\"shape\":\(quoted(sample.shape)),\"subject\":\(quoted(sample.subject)),\"strokes\":[\(strokes.joined(separator: ","))]}"
        }
        json += "],\"cells\":[\(cells.joined(separator: ","))]}"
        try OutputFile.write(json, to: path, what: "the splits", inputs: [dataset])
    }

    private func parsedInvariances() throws -> ShapeClassifier.Invariances {
        switch invariances {
        case "standard": return .standard
        case "all": return .all
        case "none": return []
        default:
            var set: ShapeClassifier.Invariances = []
            for name in invariances.split(separator: ",") {
                switch name.trimmingCharacters(in: .whitespaces) {
                case "rotation": set.insert(.rotation)
                case "order": set.insert(.strokeOrder)
                case "direction": set.insert(.strokeDirection)
                default: throw ValidationError("--invariances: unknown \"\(name)\" (standard, all, none, or rotation,order,direction)")
                }
            }
            return set
        }
    }
}

/// `touchstone shapes bench`: time and allocations of one ranking on the built-in workload.
struct ShapesBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time and allocations per classification: 16 shapes × 9 templates, single strokes (or, --multistroke, 1,008 two-stroke templates).",
        discussion: "Build in release (swift run -c release touchstone shapes bench): a debug build measures the compiler's checks."
    )

    @Option(name: .long, help: "Rounds over the workload's 64 drawings.")
    var rounds = 200

    @Flag(help: "Rank two-stroke drawings among 1,008 two-stroke templates (point clouds) instead.")
    var multistroke = false

    func run() {
        let workload = multistroke ? ShapeWorkload.multistroke() : ShapeWorkload()
        var correct = 0
        for drawing in workload.drawings where workload.classifier.rank(drawing.strokes).first?.name == drawing.shape {
            correct += 1
        }
        let allocationsBefore = touchstone_allocation_count()
        for drawing in workload.drawings { _ = workload.classifier.rank(drawing.strokes) }
        let allocations = Double(touchstone_allocation_count() - allocationsBefore) / Double(workload.drawings.count)
        var fastest = Double.infinity
        for _ in 0..<5 {
            let start = ContinuousClock.now
            for _ in 0..<max(1, rounds / 5) {
                for drawing in workload.drawings { _ = workload.classifier.rank(drawing.strokes) }
            }
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            fastest = min(fastest, seconds / Double(max(1, rounds / 5) * workload.drawings.count))
        }
        print("templates: \(workload.classifier.templates.count); drawings: \(workload.drawings.count); named right: \(correct)")
        print(String(format: "time per classification: %.2f µs (fastest of 5 batches); allocations per classification: %.1f",
                     fastest * 1e6, allocations))
    }
}

extension ShapeEvaluation.Scheme: ExpressibleByArgument {}
