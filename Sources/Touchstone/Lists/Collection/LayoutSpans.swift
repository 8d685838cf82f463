import Foundation

/// What the flow and compositional layouts' geometries share to answer a rect query in
/// O(log n + k): the strict overlap test, and the bounds that let a binary search prune
/// runs of spans (sections, lines, groups, items).
enum LayoutSpans {
    // The query prunes with binary searches over start and end positions. Those are sorted
    // only while spacings, insets and sizes are non-negative, and UIKit accepts negative
    // spacing (overlapping cells), so each run keeps two derived bounds instead:
    // `reachEnd[i]`, the largest end among spans up to i, only grows, and `reachStart[i]`,
    // the smallest start among spans from i on, only grows too. Everything before the
    // first `reachEnd` past the query's start ends before it, everything from the first
    // `reachStart` past the query's end starts after it, so both searches stay exact
    // whatever the inputs.
    struct Reach: Sendable {
        var reachEnd: [CGFloat] = []
        var reachStart: [CGFloat] = []

        /// Appends the bounds for one run of spans (a section's lines, a line's items).
        mutating func appendRun(starts: [CGFloat], ends: [CGFloat]) {
            var runningEnd = -CGFloat.infinity
            for end in ends {
                runningEnd = max(runningEnd, end)
                reachEnd.append(runningEnd)
            }
            let base = reachStart.count
            reachStart.append(contentsOf: starts)
            var runningStart = CGFloat.infinity
            for index in stride(from: reachStart.count - 1, through: base, by: -1) {
                runningStart = min(runningStart, reachStart[index])
                reachStart[index] = runningStart
            }
        }

        /// Calls `body` with every index in `range` whose span may overlap the open
        /// interval (`lower`, `upper`), after a binary search for the first one.
        func forEachCandidate(
            in range: Range<Int>, lower: CGFloat, upper: CGFloat, _ body: (Int) throws -> Void
        ) rethrows {
            var low = range.lowerBound
            var high = range.upperBound
            while low < high {
                let middle = low + (high - low) / 2
                if reachEnd[middle] > lower { high = middle } else { low = middle + 1 }
            }
            var index = low
            while index < range.upperBound, reachStart[index] < upper {
                try body(index)
                index += 1
            }
        }
    }

    /// Whether two rects share interior area. Foundation's `CGRect.intersects` on Linux
    /// also counts rects that merely touch, which would report the neighbours of every
    /// visible row; this is the strict test UIKit's queries behave like.
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
