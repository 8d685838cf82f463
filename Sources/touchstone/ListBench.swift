import CAllocationCounter
import Foundation
import Touchstone
import TouchstoneWorkloads

/// `touchstone bench --lists`: the cost of one scrolled frame of a ``TableScreen`` and of a
/// ``GridScreen`` of 1,000 and of 100,000 rows or items (content moved 7 points, cells that
/// left put away, cells dequeued for the ones that arrive, the layout pass), its allocations
/// once warm, and how many cells the list made: the figures issue 51 asks to be independent
/// of the count.
@MainActor
struct ListBench {
    static let sizes = [1_000, 100_000]
    static let frames = 4_000

    struct Row: Codable {
        /// "table" or "grid".
        var list: String
        /// Rows or items.
        var rows: Int
        /// One scrolled frame, median, µs.
        var frameMicroseconds: Double
        /// Heap allocations per warm frame.
        var allocationsPerFrame: Double
        /// Cells the table made for the whole run: a screenful, reused.
        var cellsMade: Int
    }

    func run(json: Bool) {
        var rows: [Row] = []
        let lists: [(String, (Int) -> any ScrolledListScreen)] = [("table", { TableScreen(rows: $0) }), ("grid", { GridScreen(items: $0) })]
        for (list, makeScreen) in lists {
            for size in Self.sizes {
                let screen = makeScreen(size)
                for _ in 0..<Self.frames { screen.scrollOneFrame() }   // warm: queues and capacities
                var times: [Double] = []
                times.reserveCapacity(Self.frames)
                let before = touchstone_allocation_count()
                for _ in 0..<Self.frames {
                    let start = ContinuousClock.now
                    screen.scrollOneFrame()
                    times.append(Self.seconds(ContinuousClock.now - start))
                }
                let allocations = Double(touchstone_allocation_count() - before) / Double(Self.frames)
                rows.append(Row(list: list, rows: size, frameMicroseconds: times.sorted()[times.count / 2] * 1e6,
                                allocationsPerFrame: allocations, cellsMade: screen.cellsMade))
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: (try? encoder.encode(rows)) ?? Data(), as: UTF8.self))
            return
        }
        print("list    " + "rows".padding(toLength: 10, withPad: " ", startingAt: 0) + "   frame µs   allocs/frame   cells made")
        for row in rows {
            print(row.list.padding(toLength: 8, withPad: " ", startingAt: 0) + String(row.rows).padding(toLength: 10, withPad: " ", startingAt: 0)
                  + String(format: "%11.2f%15.2f%13d", row.frameMicroseconds, row.allocationsPerFrame, row.cellsMade))
        }
        print("""

            frame: the content moved \(Int(TableScreen.step)) points and the table laid out (rows put away, cells \
            dequeued and placed), median of \(Self.frames) warm frames in a 390 × 844 window: table rows of 44 points; \
            grid items of 100 × 100 points in a flow layout, three to a line.
            """)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
