import Foundation

/// The pending timers of a clock in firing order: a binary heap of small values on
/// (deadline, scheduling order), and beside it a table that gives each pending timer a row
/// number that stays the same while the heap moves it, for its owner to cancel it by
/// (``TimerSlot``).
///
/// Nothing here is an object of its own: scheduling fills a free row and appends to the
/// heap, so that once both arrays have grown, a timer costs no allocation, and moving it
/// in the heap touches no reference count. A row holds its timer's owner strongly, as a
/// block holds what it captures, and names which of the owner's timers it is.
struct TimerQueue {
    /// A pending timer's place in the heap.
    private struct Entry {
        var deadline: TimeInterval
        /// The order of scheduling, which breaks ties between equal deadlines (R-O3).
        var serial: Int
        var row: Int32
    }

    /// A row of the table: where its timer is in the heap and whose timer it is; a free
    /// row names the next free one instead.
    private struct Row {
        var position: Int32
        var timer: Int32
        var owner: (any TimerOwner)?
    }

    private var heap: [Entry] = []
    private var rows: [Row] = []
    private var firstFreeRow: Int32 = -1
    private var scheduled = 0

    /// The deadline of the earliest timer, if any.
    var firstDeadline: TimeInterval? { heap.first?.deadline }

    /// Adds `owner`'s `timer`, due at `deadline`, after every timer already due then;
    /// returns its row.
    mutating func insert(_ timer: Int, of owner: any TimerOwner, at deadline: TimeInterval) -> Int32 {
        let row: Int32
        if firstFreeRow >= 0 {
            row = firstFreeRow
            firstFreeRow = rows[Int(row)].position
            rows[Int(row)].position = Int32(heap.count)
            rows[Int(row)].timer = Int32(timer)
            rows[Int(row)].owner = owner
        } else {
            row = Int32(rows.count)
            rows.append(Row(position: Int32(heap.count), timer: Int32(timer), owner: owner))
        }
        scheduled += 1
        heap.append(Entry(deadline: deadline, serial: scheduled, row: row))
        siftUp(heap.count - 1)
        internalCheck(isConsistent, "timer queue out of order after scheduling")
        return row
    }

    /// Takes the earliest timer out if it is due at or before `time`: its owner, which of
    /// the owner's timers it is, its row and its deadline.
    mutating func popFirst(dueBy time: TimeInterval)
        -> (owner: any TimerOwner, timer: Int, row: Int32, deadline: TimeInterval)? {
        guard let first = heap.first, first.deadline <= time else { return nil }
        let (owner, timer) = remove(first.row)
        return (owner, timer, first.row, first.deadline)
    }

    /// Takes the timer in `row`, which must be pending, out of the heap and frees the row;
    /// returns the timer's owner and which of its timers it is.
    @discardableResult
    mutating func remove(_ row: Int32) -> (owner: any TimerOwner, timer: Int) {
        internalCheck(rows.indices.contains(Int(row)) && rows[Int(row)].owner != nil,
                      "timer row \(row) is not pending")
        let position = Int(rows[Int(row)].position)
        let last = heap.removeLast()
        if position < heap.count {
            heap[position] = last
            rows[Int(last.row)].position = Int32(position)
            siftDown(position)
            siftUp(position)
        }
        let owner = rows[Int(row)].owner.take()!
        let timer = Int(rows[Int(row)].timer)
        rows[Int(row)].position = firstFreeRow
        firstFreeRow = row
        internalCheck(isConsistent, "timer queue out of order after removing a timer")
        return (owner, timer)
    }

    /// Whether every entry follows its parent and every pending row knows its entry's
    /// position: what the sifting keeps true, checked naively.
    private var isConsistent: Bool {
        heap.indices.allSatisfy { index in
            rows[Int(heap[index].row)].position == index && rows[Int(heap[index].row)].owner != nil
                && (index == 0 || !Self.precedes(heap[index], heap[(index - 1) / 2]))
        } && rows.count(where: { $0.owner != nil }) == heap.count
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            WorkMeter.step()
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { return }
            swapEntries(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            WorkMeter.step()
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count && Self.precedes(heap[left], heap[first]) { first = left }
            if right < heap.count && Self.precedes(heap[right], heap[first]) { first = right }
            guard first != parent else { return }
            swapEntries(parent, first)
            parent = first
        }
    }

    private mutating func swapEntries(_ first: Int, _ second: Int) {
        heap.swapAt(first, second)
        rows[Int(heap[first].row)].position = Int32(first)
        rows[Int(heap[second].row)].position = Int32(second)
    }

    private static func precedes(_ first: Entry, _ second: Entry) -> Bool {
        first.deadline < second.deadline || (first.deadline == second.deadline && first.serial < second.serial)
    }
}
