import Foundation

/// Formats `touchstone bench` results as a table or JSON, with the numbers derived from
/// the series: the cost of one more recognizer on the touched path, and how the cost per
/// event grows along each series.
enum BenchReport {
    /// The recognizers on every level of the depth series.
    static let recognizersPerLevel = 7

    static let header = pad(["workload", "events/round", "ns/event", "events/s", "allocs/event", "allocs/moved", "instr/event"])

    static func row(_ result: BenchResult) -> String {
        pad([result.workload, "\(result.eventsPerRound)", format(result.nanosecondsPerEvent, decimals: 0),
                    format(result.eventsPerSecond, decimals: 0), format(result.allocationsPerEvent, decimals: 2),
                    format(result.allocationsPerMovedEvent, decimals: 2),
                    result.instructionsPerEvent.map { format($0, decimals: 0) } ?? "-"])
    }

    /// The derived numbers, one per line.
    static func summary(_ results: [BenchResult]) -> String {
        derived(results).map { "\($0.key): \(format($0.value, decimals: 2))" }.joined(separator: "\n")
    }

    static func json(_ results: [BenchResult]) -> String {
        struct Output: Encodable {
            var results: [BenchResult]
            var derived: [String: Double]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let derivedValues = Dictionary(uniqueKeysWithValues: derived(results).map { ($0.key, $0.value) })
        // Encoding plain numbers and strings cannot fail.
        let data = try! encoder.encode(Output(results: results, derived: derivedValues))
        return String(decoding: data, as: UTF8.self)
    }

    /// `nsPerAdditionalRecognizer`: the slope of the depth series, per recognizer added on
    /// the touched path. `growth.<series>`: the cost per event of the series' largest
    /// workload over its neighbour's, next to the ratio of their sizes (linear growth
    /// stays at or below it).
    static func derived(_ results: [BenchResult]) -> [(key: String, value: Double)] {
        var lines: [(key: String, value: Double)] = []
        let byName = Dictionary(results.map { ($0.workload, $0.nanosecondsPerEvent) }, uniquingKeysWith: { first, _ in first })
        let depths = results.compactMap { size(of: $0.workload, in: "depth") }.sorted()
        if let low = depths.first, let high = depths.last, high > low,
           let lowTime = byName["depth-\(low)"], let highTime = byName["depth-\(high)"] {
            lines.append(("nsPerAdditionalRecognizer",
                          (highTime - lowTime) / Double(recognizersPerLevel * (high - low))))
        }
        for series in ["depth", "fingers"] {
            let sizes = results.compactMap { size(of: $0.workload, in: series) }.sorted()
            guard sizes.count >= 2, let small = byName["\(series)-\(sizes[sizes.count - 2])"],
                  let large = byName["\(series)-\(sizes[sizes.count - 1])"] else { continue }
            lines.append(("growth.\(series)-\(sizes[sizes.count - 2])-to-\(sizes[sizes.count - 1]).cost", large / small))
            lines.append(("growth.\(series)-\(sizes[sizes.count - 2])-to-\(sizes[sizes.count - 1]).size",
                          Double(sizes[sizes.count - 1]) / Double(sizes[sizes.count - 2])))
        }
        return lines
    }

    private static func size(of name: String, in series: String) -> Int? {
        name.hasPrefix(series + "-") ? Int(name.dropFirst(series.count + 1)) : nil
    }

    private static func format(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    private static func pad(_ columns: [String]) -> String {
        zip(columns, [16, 13, 10, 12, 13, 13, 12]).map { column, width in
            column.count >= width ? column + " " : column + String(repeating: " ", count: width - column.count)
        }.joined()
    }
}
