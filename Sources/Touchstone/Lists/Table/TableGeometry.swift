import Foundation

/// Where everything in a table view is along its height (R-LS2): the table header view,
/// then for each section its header, its rows and its footer, then the table footer view.
///
/// The sections' headers, rows and footers are the slots of one ``ExtentTree``, in order,
/// so that the rows a scrolled frame shows are found in O(log n) from the bounds, and a
/// self-sized row updates what follows it in O(log n). A header's slot also holds the
/// padding UIKit puts above it (``UITableView/sectionHeaderTopPadding``).
struct TableGeometry {
    /// What a slot holds.
    enum Slot: Equatable {
        case header(section: Int)
        case row(IndexPath)
        case footer(section: Int)
    }

    private(set) var extents = ExtentTree()
    /// The slot of each section's header; its rows follow, then its footer.
    private var headerSlots: [Int] = []
    private var rowCounts: [Int] = []
    /// The padding at the start of each section's header slot.
    private var headerPaddings: [CGFloat] = []
    /// Which slots hold an estimate that showing the row will replace by its measure.
    private var estimated: [Bool] = []
    /// The height of the table header view, above the first section.
    var top: CGFloat = 0
    /// The height of the table footer view, below the last section.
    var bottom: CGFloat = 0

    init() {}

    /// The geometry of sections with `rowCounts`; `extent` gives each slot's length and
    /// whether it is an estimate, `padding` each header's top padding.
    init(rowCounts: [Int], padding: (Int) -> CGFloat, extent: (Slot) -> (length: CGFloat, estimated: Bool)) {
        self.rowCounts = rowCounts
        headerSlots.reserveCapacity(rowCounts.count)
        var slotCount = 0
        for count in rowCounts {
            headerSlots.append(slotCount)
            slotCount += count + 2
        }
        headerPaddings = rowCounts.indices.map(padding)
        estimated = [Bool](repeating: false, count: slotCount)
        var flags = estimated
        let headerSlots = self.headerSlots, rowCounts = self.rowCounts, headerPaddings = self.headerPaddings
        extents = ExtentTree(count: slotCount) { slot in
            let kind = Self.kind(of: slot, headerSlots: headerSlots, rowCounts: rowCounts)
            let (length, isEstimate) = extent(kind)
            flags[slot] = isEstimate
            if case .header(let section) = kind { return length + headerPaddings[section] }
            return length
        }
        estimated = flags
    }

    var numberOfSections: Int { rowCounts.count }
    func numberOfRows(inSection section: Int) -> Int { rowCounts[section] }
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section)
            && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }

    func headerSlot(_ section: Int) -> Int { headerSlots[section] }
    func rowSlot(_ indexPath: IndexPath) -> Int { headerSlots[indexPath.section] + 1 + indexPath.row }
    func footerSlot(_ section: Int) -> Int { headerSlots[section] + 1 + rowCounts[section] }

    /// What `slot` holds: the section is found by binary search over the header slots.
    func kind(of slot: Int) -> Slot { Self.kind(of: slot, headerSlots: headerSlots, rowCounts: rowCounts) }

    /// The section `slot` belongs to, without making an index path (which allocates).
    func section(ofSlot slot: Int) -> Int { Self.section(ofSlot: slot, headerSlots: headerSlots) }

    private static func section(ofSlot slot: Int, headerSlots: [Int]) -> Int {
        var low = 0, high = headerSlots.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if headerSlots[middle] <= slot { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private static func kind(of slot: Int, headerSlots: [Int], rowCounts: [Int]) -> Slot {
        let low = section(ofSlot: slot, headerSlots: headerSlots)
        let offset = slot - headerSlots[low]
        if offset == 0 { return .header(section: low) }
        if offset <= rowCounts[low] { return .row(IndexPath(row: offset - 1, section: low)) }
        return .footer(section: low)
    }

    /// The top of `slot` in the table's content.
    func minY(of slot: Int) -> CGFloat { top + extents.start(of: slot) }
    /// The length of `slot`.
    func height(of slot: Int) -> CGFloat { extents.extent(of: slot) }
    /// The padding above `section`'s header, at the start of its slot.
    func headerPadding(_ section: Int) -> CGFloat { headerPaddings[section] }

    /// The slot at `y` in the content, or `nil` above the first section or below the last.
    func slot(atY y: CGFloat) -> Int? {
        guard y >= top, y < top + extents.total else { return nil }
        return extents.slot(at: y - top)
    }

    /// The slots that overlap `minY..<maxY`, or `nil` when none does.
    func slots(from minY: CGFloat, to maxY: CGFloat) -> ClosedRange<Int>? {
        let sectionsTop = top, sectionsBottom = top + extents.total
        guard extents.count > 0, maxY > sectionsTop, minY < sectionsBottom else { return nil }
        let first = extents.slot(at: max(minY, sectionsTop) - sectionsTop) ?? 0
        let last = extents.slot(at: min(maxY, sectionsBottom).nextDown - sectionsTop) ?? first
        return first...max(first, last)
    }

    /// The height of all content: table header, sections and table footer.
    var contentHeight: CGFloat { top + extents.total + bottom }

    /// Whether `slot`'s length is still an estimate.
    func isEstimated(_ slot: Int) -> Bool { estimated[slot] }

    /// Replaces `slot`'s estimate by its measure.
    mutating func setMeasured(_ length: CGFloat, of slot: Int) {
        estimated[slot] = false
        extents.setExtent(length, of: slot)
    }
}
