import Foundation

/// Formats `touchstone bench` results as a table or JSON, with the numbers derived from
/// the series: the cost of one more recognizer on the touched path, and how the cost per
/// event grows along each series.
enum BenchReport {
    /// The recognizers on every level of the depth series.
    static let recognizersPerLevel = 7

    /// The table's columns: the workload's name left-aligned and as wide as the longest
    /// name, numbers right-aligned in columns wider than any heading or value, so that
    /// rows printed one by one, as each workload finishes, line up.
    struct Table {
        let nameWidth: Int
        static let headings = ["events/round", "ns/event", "events/s", "allocs/event", "allocs/moved", "instr/event"]
        static let numberWidth = 13

        /// A table for these workload names.
        init(names: [String]) {
            nameWidth = max("workload".count, names.map(\.count).max() ?? 0)
        }

        var header: String { line("workload", Self.headings) }

        func row(_ result: BenchResult) -> String {
            line(result.workload, [
                "\(result.eventsPerRound)", format(result.nanosecondsPerEvent, decimals: 0),
                format(result.eventsPerSecond, decimals: 0), format(result.allocationsPerEvent, decimals: 2),
                format(result.allocationsPerMovedEvent, decimals: 2),
                result.instructionsPerEvent.map { format($0, decimals: 0) } ?? "-",
            ])
        }

        private func line(_ name: String, _ numbers: [String]) -> String {
            name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                + numbers.map { String(repeating: " ", count: max(1, Self.numberWidth - $0.count)) + $0 }.joined()
        }
    }

    /// What the columns and the derived lines mean, after the table.
    static func summary(_ results: [BenchResult]) -> String {
        var lines = [
            "",
            "allocs/moved: allocations per event in which every finger moved (none came down or lifted).",
        ]
        if results.contains(where: { $0.instructionsPerEvent == nil }) {
            lines.append("instr/event: - when not counted; --instructions counts them with valgrind (slow).")
        }
        let values = Dictionary(derived(results).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        if let slope = values["nsPerAdditionalRecognizer"] {
            lines.append("")
            lines.append("nsPerAdditionalRecognizer: \(format(slope, decimals: 2)) "
                         + "(ns per event for each recognizer added on the touched path: the slope of the depth series)")
        }
        let growth = derived(results).filter { $0.key.hasSuffix(".cost") }
        if !growth.isEmpty {
            lines.append("")
            lines.append("growth: the cost per event of a series' two largest workloads, against their sizes; "
                         + "linear growth keeps cost at or below size.")
            for entry in growth {
                let stem = String(entry.key.dropLast(".cost".count))
                let size = values[stem + ".size"] ?? 0
                lines.append("\(stem): cost ×\(format(entry.value, decimals: 2)), size ×\(format(size, decimals: 2))")
            }
        }
        return lines.joined(separator: "\n")
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
}
