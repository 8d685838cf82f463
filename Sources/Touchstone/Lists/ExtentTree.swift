import Foundation

/// The lengths of a list's slots (a table's headers, rows and footers, in order) and where
/// each one starts, kept so that a list of 100,000 rows answers "where does row n start?"
/// and "which row is at y?" in O(log n), and a row that changes height (self-sizing, an
/// estimate replaced by a measurement) updates in O(log n) (R-LS2).
///
/// A Fenwick tree (binary indexed tree) over the extents: node `i` holds the sum of the
/// extents in `(i − lowbit(i), i]`. A plain prefix-sum array would answer lookups as fast
/// but make every measured row cost O(n), which is what scrolling an estimated list does
/// at each new row.
struct ExtentTree {
    private var extents: [CGFloat] = []
    private var partialSums: [CGFloat] = [0]

    /// A tree of `count` slots whose lengths `extent(i)` gives.
    init(count: Int, extent: (Int) -> CGFloat) {
        extents.reserveCapacity(count)
        partialSums = [CGFloat](repeating: 0, count: count + 1)
        for index in 0..<count {
            let length = extent(index)
            extents.append(length)
            partialSums[index + 1] += length
            let parent = (index + 1) + Self.lowestBit(index + 1)
            if parent <= count { partialSums[parent] += partialSums[index + 1] }
        }
    }

    init() {}

    /// The number of slots.
    var count: Int { extents.count }

    /// The sum of all lengths: the list's extent along its axis.
    var total: CGFloat { start(of: count) }

    /// The length of slot `index`.
    func extent(of index: Int) -> CGFloat { extents[index] }

    /// Where slot `index` starts: the sum of the lengths before it (`count` gives the total).
    func start(of index: Int) -> CGFloat {
        var sum: CGFloat = 0
        var node = index
        while node > 0 {
            sum += partialSums[node]
            node -= Self.lowestBit(node)
        }
        return sum
    }

    /// Changes the length of slot `index`.
    mutating func setExtent(_ length: CGFloat, of index: Int) {
        let delta = length - extents[index]
        guard delta != 0 else { return }
        extents[index] = length
        var node = index + 1
        while node < partialSums.count {
            partialSums[node] += delta
            node += Self.lowestBit(node)
        }
    }

    /// The slot that holds `position`: the last slot starting at or before it, clamped to
    /// the slots there are (`nil` when there are none). A zero-length slot never holds a
    /// position, as a collapsed row is never hit.
    func slot(at position: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        // Descend the implicit tree: the largest prefix whose sum stays ≤ position.
        var node = 0
        var remaining = position
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = node + step
            if next <= count, partialSums[next] <= remaining {
                node = next
                remaining -= partialSums[next]
            }
            step /= 2
        }
        return min(node, count - 1)
    }

    private static func lowestBit(_ value: Int) -> Int { value & -value }
}
