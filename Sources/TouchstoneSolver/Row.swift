/// A column of the tableau: a variable of the user's, or one the solver adds to turn
/// constraints into equations (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001, §2).
///
/// The kind is kept in the two low bits, so that a symbol is one 32-bit number and the
/// rows' cells stay small; the rest is the symbol's serial number, an index into the
/// solver's per-symbol tables.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt32 {
        /// A user's ``Variable``: unrestricted in sign.
        case external = 0
        /// The slack of an inequality: at least 0.
        case slack = 1
        /// The error of a constraint that is not required: at least 0, and costs its
        /// strength per unit in the objective.
        case error = 2
        /// The marker of a required equality: always 0, never chosen to enter the basis;
        /// it records which rows the equality went into, so that it can be removed.
        case dummy = 3
    }

    let raw: UInt32

    init(serial: Int, kind: Kind) { raw = UInt32(serial) << 2 | kind.rawValue }

    var serial: Int { Int(raw >> 2) }
    var kind: Kind { Kind(rawValue: raw & 3)! }

    /// Whether the symbol is restricted to values of at least 0 (all but external ones).
    var isRestricted: Bool { raw & 3 != 0 }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// A slack or an error: a symbol the artificial phase may pivot into the basis.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// One nonzero entry of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// Values this close to 0 are 0: rows are sums of products of coefficients, whose
/// rounding would otherwise leave cells that should have cancelled.
@inline(__always)
func isNearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

/// A linear expression over symbols, `constant + Σ coefficient × symbol`, kept as cells
/// sorted by symbol so that adding one row to another is a merge.
///
/// In the tableau a row is the value of its basic symbol: `basic = constant + Σ …`; a new
/// constraint's row, before a subject is chosen, means `0 = constant + Σ …`.
struct Row {
    var cells: [Cell] = []
    var constant: Double

    init(constant: Double) { self.constant = constant }

    /// The coefficient of `symbol`, 0 when it has none.
    func coefficient(of symbol: Symbol) -> Double {
        guard let index = position(of: symbol) else { return 0 }
        return cells[index].coefficient
    }

    /// The index of `symbol`'s cell, by binary search.
    func position(of symbol: Symbol) -> Int? {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let found = cells[middle].symbol
            if found == symbol { return middle }
            if found < symbol { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Adds `coefficient × symbol`; a cell that cancels goes. Returns whether the symbol
    /// appeared (+1), vanished (−1) or neither (0).
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let found = cells[middle].symbol
            if found == symbol {
                let sum = cells[middle].coefficient + coefficient
                if isNearZero(sum) {
                    cells.remove(at: middle)
                    return -1
                }
                cells[middle].coefficient = sum
                return 0
            }
            if found < symbol { low = middle + 1 } else { high = middle }
        }
        guard !isNearZero(coefficient) else { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
        return 1
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 when it had none).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let index = position(of: symbol) else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// `self += multiplier × other`, merged into `scratch`, whose storage the row then
    /// takes (and `scratch` takes the row's old one): no allocation once both are large
    /// enough. `changed` hears each symbol that appeared (`true`) or vanished (`false`).
    mutating func add(_ other: Row, times multiplier: Double, scratch: inout [Cell],
                      changed: (Symbol, Bool) -> Void) {
        constant += other.constant * multiplier
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + other.cells.count)
        var mine = 0, theirs = 0
        let (a, b) = (cells, other.cells)
        while mine < a.count || theirs < b.count {
            if theirs == b.count || (mine < a.count && a[mine].symbol < b[theirs].symbol) {
                scratch.append(a[mine])
                mine += 1
            } else if mine == a.count || b[theirs].symbol < a[mine].symbol {
                let coefficient = b[theirs].coefficient * multiplier
                if !isNearZero(coefficient) {
                    scratch.append(Cell(symbol: b[theirs].symbol, coefficient: coefficient))
                    changed(b[theirs].symbol, true)
                }
                theirs += 1
            } else {
                let sum = a[mine].coefficient + b[theirs].coefficient * multiplier
                if isNearZero(sum) {
                    changed(a[mine].symbol, false)
                } else {
                    scratch.append(Cell(symbol: a[mine].symbol, coefficient: sum))
                }
                mine += 1
                theirs += 1
            }
        }
        swap(&cells, &scratch)
    }

    /// Multiplies the row by −1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves `0 = row` for `symbol`, which the row must hold: afterwards the row is
    /// `symbol`'s value, without a cell for it.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / remove(symbol)
        constant *= coefficient
        for index in cells.indices { cells[index].coefficient *= coefficient }
    }
}
