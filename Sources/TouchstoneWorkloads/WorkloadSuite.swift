import Foundation

extension Workload {
    /// The nesting depths of the depth series.
    public static let suiteDepths = [1, 2, 4, 8, 16, 64]
    /// The finger counts of the finger series.
    public static let suiteFingers = Array(1...10)
    /// The number of views of the hit-testing workload.
    public static let suiteViews = 10_000
    /// The number of recognizers, one of them relevant, of the recognizer workload.
    public static let suiteRecognizers = 1_000

    /// Every workload the benchmarks measure: the standard workload, then the series over
    /// nesting depth, fingers, views and recognizers.
    public static var suite: [Workload] {
        [.standard]
            + suiteDepths.map { .nested(depth: $0) }
            + suiteFingers.map { .fingers($0) }
            + [.views(suiteViews), .recognizers(suiteRecognizers)]
    }

    /// The workload called `name`: `standard`, `depth-N`, `fingers-N`, `views-N` or
    /// `recognizers-N`; `nil` for any other name or an out-of-range size.
    public static func named(_ name: String) -> Workload? {
        if name == "standard" { return .standard }
        guard let dash = name.lastIndex(of: "-"), let size = Int(name[name.index(after: dash)...]) else { return nil }
        switch name[..<dash] {
        case "depth" where size >= 1: return .nested(depth: size)
        case "fingers" where (1...10).contains(size): return .fingers(size)
        case "views" where size >= 3: return .views(size)
        case "recognizers" where size >= 1: return .recognizers(size)
        default: return nil
        }
    }
}
