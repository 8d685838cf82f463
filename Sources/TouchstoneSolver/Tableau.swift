/// The simplex tableau in solved form: one row per basic symbol, giving its value in terms
/// of the parametric (non-basic) symbols, whose values are 0. A basic symbol's value is its
/// row's constant; a parametric symbol's is 0.
///
/// Beside the rows it keeps their columns: for each parametric symbol, the rows that hold
/// it. The original Cassowary kept columns for the same reason kiwi does not need to on
/// small systems: a pivot substitutes the entering symbol only into the rows that hold it,
/// and a constraint's constant changes only the rows that hold its marker, so that the
/// cost of a change follows the rows it touches, not the size of the system (a drag
/// re-solves in time independent of unrelated views).
///
/// Rows live in slots that are reused; columns list slots in increasing order, so that
/// every walk over a column, and so every pivot choice, is the same from run to run.
struct Tableau {
    /// The rows, by slot; a free slot's row is empty.
    private(set) var rows: [Row] = []
    /// The basic symbol of each slot; free slots hold a symbol of serial 0 that no row names.
    private(set) var basics: [Symbol] = []
    private var freeSlots: [Int32] = []
    /// For each symbol (by serial), the slot of the row it is basic in, or −1.
    private var slotOfBasic: [Int32] = []
    /// For each symbol (by serial), the slots of the rows that hold it, ascending.
    private var columns: [[Int32]] = []
    private var scratch: [Cell] = []

    /// The external symbols whose value may have changed since ``takeChanges()``; each once.
    private var changedExternals: [Symbol] = []
    private var isMarkedChanged: [Bool] = []

    /// Rows whose restricted basic symbol went below 0, for the dual simplex.
    var infeasible: [Symbol] = []

    /// The rows changed or visited since the tableau was made: the measure of its work
    /// that tests of how the cost grows read (``ConstraintSolver/rowOperations``).
    var rowOperations = 0

    /// Makes room in the per-symbol tables for a symbol of `serial`.
    mutating func register(serial: Int) {
        while slotOfBasic.count <= serial {
            slotOfBasic.append(-1)
            columns.append([])
            isMarkedChanged.append(false)
        }
    }

    // MARK: Reading

    /// The slot of `symbol`'s row, if it is basic.
    @inline(__always)
    func slot(of symbol: Symbol) -> Int? {
        let slot = slotOfBasic[symbol.serial]
        return slot < 0 ? nil : Int(slot)
    }

    /// The row `symbol` is basic in.
    func row(of symbol: Symbol) -> Row? { slot(of: symbol).map { rows[$0] } }

    /// The slots of the rows holding the parametric `symbol`, ascending.
    func column(of symbol: Symbol) -> [Int32] { columns[symbol.serial] }

    /// The value of `symbol` in the current solution.
    func value(of symbol: Symbol) -> Double { slot(of: symbol).map { rows[$0].constant } ?? 0 }

    // MARK: Changing

    /// Makes `row` the row of `basic`, which must be parametric and no longer in any row.
    mutating func insert(_ row: Row, basic: Symbol) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basics[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(basic)
        }
        slotOfBasic[basic.serial] = Int32(slot)
        for cell in row.cells { addToColumn(cell.symbol, slot: slot) }
        noteChange(of: basic)
    }

    /// Takes out the row of `basic` and returns it; `basic` becomes parametric (0).
    @discardableResult
    mutating func removeRow(of basic: Symbol) -> Row {
        let slot = Int(slotOfBasic[basic.serial])
        precondition(slot >= 0, "removeRow(of:): the symbol is not basic")
        let row = rows[slot]
        for cell in row.cells { removeFromColumn(cell.symbol, slot: slot) }
        rows[slot] = Row(constant: 0)
        basics[slot] = Symbol(serial: 0, kind: .external)
        slotOfBasic[basic.serial] = -1
        freeSlots.append(Int32(slot))
        noteChange(of: basic)
        return row
    }

    /// Replaces `symbol` by `row` (its value) in every row that holds it. Rows of restricted
    /// symbols that go below 0 join ``infeasible``.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        // The row being merged and the scratch buffer are moved out of `self` while the
        // merge reports its changes to the columns, which are `self`'s too.
        var buffer: [Cell] = []
        swap(&buffer, &scratch)
        for slot in columns[symbol.serial] {
            rowOperations += 1
            let index = Int(slot)
            var target = Row(constant: 0)
            swap(&target, &rows[index])
            let coefficient = target.remove(symbol)
            target.add(row, times: coefficient, scratch: &buffer) { cellSymbol, appeared in
                if appeared { addToColumn(cellSymbol, slot: index) } else { removeFromColumn(cellSymbol, slot: index) }
            }
            swap(&target, &rows[index])
            let basic = basics[index]
            noteChange(of: basic)
            if basic.isRestricted && rows[index].constant < 0 { infeasible.append(basic) }
        }
        swap(&buffer, &scratch)
        columns[symbol.serial].removeAll(keepingCapacity: true)
    }

    /// Removes the parametric `symbol` from every row that holds it: fixes it at 0 for good.
    mutating func eraseColumn(of symbol: Symbol) {
        for slot in columns[symbol.serial] {
            rows[Int(slot)].remove(symbol)
            noteChange(of: basics[Int(slot)])
        }
        columns[symbol.serial].removeAll()
    }

    /// Adds `delta` to the constant of the row in `slot`. Returns the new constant.
    @discardableResult
    mutating func addToConstant(_ delta: Double, slot: Int) -> Double {
        rowOperations += 1
        rows[slot].constant += delta
        noteChange(of: basics[slot])
        return rows[slot].constant
    }

    // MARK: Changes

    private mutating func noteChange(of symbol: Symbol) {
        guard symbol.isExternal, !isMarkedChanged[symbol.serial] else { return }
        isMarkedChanged[symbol.serial] = true
        changedExternals.append(symbol)
    }

    /// Calls `body` with each external symbol whose value may have changed since the last
    /// call, in the order they first changed; the list starts empty again, its storage
    /// kept.
    mutating func drainChanges(_ body: (Symbol) -> Void) {
        for symbol in changedExternals {
            isMarkedChanged[symbol.serial] = false
            body(symbol)
        }
        changedExternals.removeAll(keepingCapacity: true)
    }

    // MARK: Columns

    private mutating func addToColumn(_ symbol: Symbol, slot: Int) {
        let value = Int32(slot)
        let index = insertionIndex(of: value, in: columns[symbol.serial])
        columns[symbol.serial].insert(value, at: index)
    }

    private mutating func removeFromColumn(_ symbol: Symbol, slot: Int) {
        let value = Int32(slot)
        let index = insertionIndex(of: value, in: columns[symbol.serial])
        if index < columns[symbol.serial].count && columns[symbol.serial][index] == value {
            columns[symbol.serial].remove(at: index)
        }
    }

    private func insertionIndex(of value: Int32, in column: [Int32]) -> Int {
        var low = 0, high = column.count
        while low < high {
            let middle = (low + high) / 2
            if column[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
