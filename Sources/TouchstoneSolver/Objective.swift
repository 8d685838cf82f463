/// What the solver minimizes: the errors of the constraints that are not required, one
/// row per strength, compared strongest first.
///
/// kiwi and the original Cassowary weigh strengths into one sum (kiwi's `strong` is a
/// million `weak`s), so enough error at a weak strength can outweigh a strong one. Auto
/// Layout's priorities do not trade that way, so the objective here is lexicographic, as
/// Cassowary's symbolic weights were: each strength is its own level, and a symbol's cost
/// is the list of its coefficients in the levels, strongest first, compared element by
/// element. Few strengths are in use at once (UIKit's hugging 250, compression 750,
/// fitting 50, and the app's own), so the levels stay few.
struct Objective {
    /// The levels, strongest first.
    private(set) var levels: [(strength: Float, row: Row)] = []
    private var scratch: [Cell] = []
    /// The symbols whose cost changed since they were last found not negative: at the
    /// optimum no cost is negative, and a cost changes only where a row is added, so the
    /// entering symbol is among these, and the search for it needs to look nowhere else.
    private var changedSymbols: [Symbol] = []

    /// An objective of one level, `row`: the artificial objective of a constraint that
    /// needs an artificial variable.
    init(row: Row) {
        levels = [(1, row)]
        noteChanges(of: row)
    }

    init() {}

    /// The row of the level of `strength`, made when missing.
    private mutating func levelIndex(_ strength: Float) -> Int {
        var index = 0
        while index < levels.count && levels[index].strength > strength { index += 1 }
        if index == levels.count || levels[index].strength != strength {
            levels.insert((strength, Row(constant: 0)), at: index)
        }
        return index
    }

    /// Adds `coefficient × symbol` to the level of `strength`.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, strength: Float) {
        levels[levelIndex(strength)].row.add(symbol, coefficient)
        changedSymbols.append(symbol)
    }

    /// Adds `multiplier × row` to the level of `strength`.
    mutating func add(_ row: Row, times multiplier: Double, strength: Float) {
        let index = levelIndex(strength)
        levels[index].row.add(row, times: multiplier, scratch: &scratch) { _, _ in }
        noteChanges(of: row)
    }

    /// Replaces `symbol` by `row` in every level.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        for index in levels.indices {
            let coefficient = levels[index].row.remove(symbol)
            if coefficient != 0 {
                levels[index].row.add(row, times: coefficient, scratch: &scratch) { _, _ in }
                noteChanges(of: row)
            }
        }
    }

    private mutating func noteChanges(of row: Row) {
        for cell in row.cells { changedSymbols.append(cell.symbol) }
    }

    /// Removes `symbol` from every level.
    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// The first level's constant: the artificial objective's value.
    var firstConstant: Double { levels.first?.row.constant ?? 0 }

    // MARK: Costs

    /// Whether `symbol` costs nothing to move at any level.
    func isFree(_ symbol: Symbol) -> Bool {
        levels.allSatisfy { isNearZero($0.row.coefficient(of: symbol)) }
    }

    /// −1, 0 or +1: the sign of `symbol`'s cost, lexicographically.
    func costSign(of symbol: Symbol) -> Int {
        for level in levels {
            let coefficient = level.row.coefficient(of: symbol)
            if !isNearZero(coefficient) { return coefficient < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The symbol to enter the basis in the primal simplex: by Bland's rule, the smallest
    /// symbol (other than dummies, which stay at 0) whose cost is negative, so that moving
    /// it up lowers the objective; `nil` at the optimum.
    mutating func enteringSymbol() -> Symbol? {
        changedSymbols.sort()
        var kept = 0
        var previous: Symbol?
        for symbol in changedSymbols where symbol != previous {
            previous = symbol
            guard !symbol.isDummy, costSign(of: symbol) < 0 else { continue }
            changedSymbols[kept] = symbol
            kept += 1
        }
        changedSymbols.removeLast(changedSymbols.count - kept)
        return changedSymbols.first
    }

    /// Compares the costs of `a` and `b`, each divided by its positive divisor,
    /// lexicographically: the dual simplex's ratio test.
    func compareCosts(_ a: Symbol, dividedBy divisorA: Double, _ b: Symbol, dividedBy divisorB: Double) -> Int {
        for level in levels {
            let ratioA = level.row.coefficient(of: a) / divisorA
            let ratioB = level.row.coefficient(of: b) / divisorB
            if !isNearZero(ratioA - ratioB) { return ratioA < ratioB ? -1 : 1 }
        }
        return 0
    }
}
