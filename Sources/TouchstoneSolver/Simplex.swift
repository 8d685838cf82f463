/// The Cassowary algorithm behind ``ConstraintSolver``, as one value: the tableau, the
/// objective and the constraints' bookkeeping. A struct, so that its methods reach their
/// state without the run-time exclusivity checks a class's stored properties cost on each
/// access (they were a sixth of the solver's instructions); the class holds one.
struct Simplex {
    private var tableau = Tableau()
    private var objective = Objective()
    /// The artificial objective, while a constraint is being added through an artificial
    /// variable; it is kept substituted like the real one.
    private var artificial: Objective?
    private var symbolCount = 0
    private var records: [ConstraintRecord?] = []
    private var freeRecords: [Int32] = []
    /// For each symbol (by serial), the constraint it is the marker or other error of, or −1.
    private var constraintOfSymbol: [Int32] = []
    private var probes: [Variable: ConstraintID] = [:]
    private var scratch: [Cell] = []

    /// A constraint as the solver holds it.
    private struct ConstraintRecord {
        var expression: LinearExpression
        var relation: Relation
        var strength: Strength
        /// The slack, error or dummy symbol that marks the constraint's row.
        var marker: Symbol
        /// The second error symbol of a non-required constraint.
        var other: Symbol?
        /// The coefficient of ``marker`` in the constraint's row as made, before any sign
        /// change: how a change of constant moves it.
        var markerCoefficient: Double
    }

    // MARK: Variables

    /// ``ConstraintSolver/makeVariable()``.
    mutating func makeVariable() -> Variable {
        Variable(index: Int32(makeSymbol(.external).serial))
    }

    /// The number of constraints in the solver.
    private(set) var constraintCount = 0

    /// ``ConstraintSolver/rowOperations``.
    var rowOperations: Int { tableau.rowOperations }

    /// ``ConstraintSolver/value(of:)``.
    func value(of variable: Variable) -> Double {
        tableau.value(of: Symbol(serial: Int(variable.index), kind: .external))
    }

    /// ``ConstraintSolver/drainChangedVariables(_:)``.
    mutating func drainChangedVariables(_ body: (Variable) -> Void) {
        tableau.drainChanges { body(Variable(index: Int32($0.serial))) }
    }

    // MARK: Constraints

    /// ``ConstraintSolver/add(_:_:strength:)``.
    @discardableResult
    mutating func add(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required)
        throws(UnsatisfiableConstraint) -> ConstraintID {
        let id = reserveRecord()
        var (row, record) = makeRow(expression, relation, strength, id: id)
        var subject = chooseSubject(row, record)
        if subject == nil && row.cells.allSatisfy(\.symbol.isDummy) {
            // Every symbol left is a required equality's marker: the constraint is a
            // combination of required equalities, which holds only if its constant is 0
            // (and is then redundant: its own marker becomes basic, at 0).
            guard isNearZero(row.constant) else {
                let conflicting = row.cells.compactMap { constraint(markedBy: $0.symbol, excluding: id) }
                abandon(id, record)
                throw UnsatisfiableConstraint(conflicting: conflicting.sorted { $0.index < $1.index })
            }
            subject = record.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            tableau.insert(row, basic: subject)
        } else if let conflicting = addWithArtificialVariable(row, id: id) {
            abandon(id, record)
            optimize()
            throw UnsatisfiableConstraint(conflicting: conflicting)
        }
        records[Int(id.index)] = record
        constraintCount += 1
        optimize()
        return id
    }

    /// ``ConstraintSolver/remove(_:)``.
    mutating func remove(_ id: ConstraintID) {
        let record = takeRecord(id)
        removeErrorCosts(of: record)
        let marker = record.marker
        if tableau.slot(of: marker) != nil {
            tableau.removeRow(of: marker)
        } else if let leaving = markerLeavingRow(for: marker) {
            var row = tableau.removeRow(of: leaving)
            row.add(leaving, -1)
            row.solve(for: marker)
            substitute(marker, by: row)
        }
        releaseSymbols(of: record)
        optimize()
    }

    /// ``ConstraintSolver/setConstant(_:of:)``.
    mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(UnsatisfiableConstraint) {
        guard var record = records[Int(id.index)] else { preconditionFailure("setConstant(_:of:): \(id) was removed") }
        let delta = constant - record.expression.constant
        guard delta != 0 else { return }
        if moveMarker(of: record, by: delta) {
            record.expression.constant = constant
            records[Int(id.index)] = record
            return
        }
        // The new constant contradicts the required constraints: undo, then remove the
        // constraint and add it again with its new constant, which says why it fails.
        _ = moveMarker(of: record, by: -delta)
        remove(id)
        var expression = record.expression
        expression.constant = constant
        _ = try add(expression, record.relation, strength: record.strength)
        preconditionFailure("setConstant(_:of:): the dual simplex found no solution where the primal one did")
    }

    /// Moves the row constants as changing `record`'s constant by `delta` does, and repairs
    /// feasibility; `false` if no feasible solution is left.
    private mutating func moveMarker(of record: ConstraintRecord, by delta: Double) -> Bool {
        // The row as made was `0 = c + Σ … + μ·marker`; with `c + delta` it is the same
        // system in `marker + μ·delta` (μ is ±1), so each row's constant moves by its
        // marker coefficient times μ·delta, and the marker's own row by −μ·delta.
        let shift = record.markerCoefficient * delta
        let marker = record.marker
        if let slot = tableau.slot(of: marker) {
            let constant = tableau.addToConstant(-shift, slot: slot)
            if marker.isDummy { return isNearZero(constant) }
            if constant < 0 { tableau.infeasible.append(marker) }
        } else {
            for slot in tableau.column(of: marker) {
                let index = Int(slot)
                let row = tableau.rows[index]
                let constant = tableau.addToConstant(row.coefficient(of: marker) * shift, slot: index)
                let basic = tableau.basics[index]
                if basic.isRestricted && constant < 0 { tableau.infeasible.append(basic) }
            }
        }
        return dualOptimize()
    }

    /// ``ConstraintSolver/constraint(_:)``.
    func constraint(_ id: ConstraintID) -> (expression: LinearExpression, relation: Relation, strength: Strength) {
        guard let record = records[Int(id.index)] else { preconditionFailure("constraint(_:): \(id) was removed") }
        return (record.expression, record.relation, record.strength)
    }

    /// The constraints in the solver, in slot order.
    var constraintIDs: [ConstraintID] {
        records.indices.compactMap { records[$0] == nil ? nil : ConstraintID(index: Int32($0)) }
    }

    // MARK: Ambiguity

    /// ``ConstraintSolver/isAmbiguous(_:)``.
    func isAmbiguous(_ variable: Variable) -> Bool {
        freeDirection(of: Symbol(serial: Int(variable.index), kind: .external)) != nil
    }

    /// ``ConstraintSolver/exerciseAmbiguity(of:)``.
    @discardableResult
    mutating func exerciseAmbiguity(of variable: Variable) -> Bool {
        let target = Symbol(serial: Int(variable.index), kind: .external)
        guard let direction = freeDirection(of: target) else { return false }
        let before = value(of: variable)
        if let leaving = direction.leaving {
            pivot(entering: direction.symbol, leaving: leaving)
        } else {
            if let old = probes.removeValue(forKey: variable) { remove(old) }
            let offset = max(1, abs(before)) * (direction.raisesTarget ? 1 : -1)
            probes[variable] = try? add(LinearExpression([Term(variable)], constant: -(before + offset)), .equal,
                                        strength: Strength(.leastNormalMagnitude))
        }
        return !isNearZero(value(of: variable) - before)
    }

    /// ``ConstraintSolver/clearProbes()``.
    mutating func clearProbes() {
        for probe in probes.values.sorted(by: { $0.index < $1.index }) { remove(probe) }
        probes = [:]
    }

    /// ``ConstraintSolver/constraints(affecting:)``.
    func constraints(affecting variable: Variable) -> [ConstraintID] {
        let symbol = Symbol(serial: Int(variable.index), kind: .external)
        guard let row = tableau.row(of: symbol) else {
            return constraintIDs.filter { id in records[Int(id.index)]!.expression.terms.contains { $0.variable == variable } }
        }
        let found = Set(row.cells.compactMap { constraint(markedBy: $0.symbol, excluding: nil)?.index })
        return found.sorted().map { ConstraintID(index: $0) }
    }

    /// A parametric symbol that can move, at no cost and without breaking a constraint,
    /// in a direction that moves `target`.
    private func freeDirection(of target: Symbol) -> FreeDirection? {
        let candidates: [(symbol: Symbol, effect: Double)]
        if let row = tableau.row(of: target) {
            candidates = row.cells.map { ($0.symbol, $0.coefficient) }
        } else {
            candidates = [(target, 1)]
        }
        for (symbol, effect) in candidates where !symbol.isDummy && objective.isFree(symbol) {
            for sign in symbol.isRestricted ? [1.0] : [1.0, -1.0] {
                let leaving: Symbol?
                switch limitOfMove(symbol, sign: sign) {
                case .blocked: continue
                case .unbounded: leaving = nil
                case .stopped(let basic): leaving = basic
                }
                // Only a rise can pivot (the entering symbol takes the ratio as its value);
                // a fall, or a move nothing stops, is held by a probe.
                return FreeDirection(symbol: symbol, leaving: sign > 0 ? leaving : nil, raisesTarget: effect * sign > 0)
            }
        }
        return nil
    }

    private struct FreeDirection {
        var symbol: Symbol
        /// The basic symbol whose row stops the rise, which a pivot makes leave; `nil`
        /// when nothing stops it, or the move is a fall.
        var leaving: Symbol?
        var raisesTarget: Bool
    }

    private enum MoveLimit {
        /// A row at 0 forbids any move.
        case blocked
        /// Nothing stops the move.
        case unbounded
        /// The row of this basic symbol stops it first.
        case stopped(Symbol)
    }

    /// How far `symbol` can move in direction `sign` while every restricted basic symbol
    /// stays at least 0.
    private func limitOfMove(_ symbol: Symbol, sign: Double) -> MoveLimit {
        var limit: (ratio: Double, basic: Symbol)?
        for slot in tableau.column(of: symbol) {
            let index = Int(slot)
            let basic = tableau.basics[index]
            guard basic.isRestricted else { continue }
            let coefficient = tableau.rows[index].coefficient(of: symbol) * sign
            guard coefficient < 0 else { continue }
            let ratio = -tableau.rows[index].constant / coefficient
            if isNearZero(ratio) { return .blocked }
            if limit.map({ ratio < $0.ratio }) ?? true { limit = (ratio, basic) }
        }
        return limit.map { .stopped($0.basic) } ?? .unbounded
    }

    // MARK: The simplex

    /// Makes the row of a new constraint, with the current basic symbols substituted, and
    /// its slack, error or dummy symbols (kiwi's `createRow`).
    private mutating func makeRow(_ expression: LinearExpression, _ relation: Relation, _ strength: Strength,
                         id: ConstraintID) -> (Row, ConstraintRecord) {
        var row = Row(constant: expression.constant)
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = Symbol(serial: Int(term.variable.index), kind: .external)
            precondition(symbol.serial < symbolCount, "add(_:_:strength:): \(term.variable) is not a variable of this solver")
            if let basicRow = tableau.row(of: symbol) {
                row.add(basicRow, times: term.coefficient, scratch: &scratch) { _, _ in }
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let marker: Symbol
        var other: Symbol?
        let markerCoefficient: Double
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // `e <= 0` is `e + slack = 0`, `e >= 0` is `e - slack = 0`, slack ≥ 0; an
            // optional one takes an error on the other side, which costs its strength.
            markerCoefficient = relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, constraint: id)
            row.add(marker, markerCoefficient)
            if !strength.isRequired {
                let error = makeSymbol(.error, constraint: id)
                other = error
                row.add(error, -markerCoefficient)
                objective.add(error, 1, strength: strength.value)
            }
        case .equal:
            if strength.isRequired {
                markerCoefficient = 1
                marker = makeSymbol(.dummy, constraint: id)
                row.add(marker, 1)
            } else {
                // `e = error⁺ − error⁻`, both costing the strength.
                markerCoefficient = -1
                marker = makeSymbol(.error, constraint: id)
                let minus = makeSymbol(.error, constraint: id)
                other = minus
                row.add(marker, -1)
                row.add(minus, 1)
                objective.add(marker, 1, strength: strength.value)
                objective.add(minus, 1, strength: strength.value)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, ConstraintRecord(expression: expression, relation: relation, strength: strength,
                                      marker: marker, other: other, markerCoefficient: markerCoefficient))
    }

    /// The symbol a new row can be solved for while the tableau stays feasible: an
    /// external symbol if it has one; otherwise its own slack or error, when its
    /// coefficient is negative (the row's constant is at least 0, so solving for it gives
    /// it a value of at least 0).
    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.isExternal }) { return external.symbol }
        for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.isPivotable {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds a row no symbol can be solved for, through an artificial variable: the row
    /// goes in as the artificial variable's, which the primal simplex then drives to 0.
    /// Returns `nil` on success, or the required constraints that keep it above 0.
    private mutating func addWithArtificialVariable(_ row: Row, id: ConstraintID) -> [ConstraintID]? {
        let artificialSymbol = makeSymbol(.slack)
        tableau.insert(row, basic: artificialSymbol)
        artificial = Objective(row: row)
        optimize(artificialObjective: true)
        let final = artificial!.levels[0].row
        artificial = nil
        guard isNearZero(final.constant) else {
            // Infeasible: the artificial objective is at its least, and the symbols still
            // in it are the constraints that hold it up (their combination is the
            // contradiction). The artificial symbol is still basic.
            tableau.removeRow(of: artificialSymbol)
            let conflicting = Set(final.cells.compactMap { cell -> Int32? in
                guard let found = constraint(markedBy: cell.symbol, excluding: id),
                      records[Int(found.index)]?.strength.isRequired == true else { return nil }
                return found.index
            })
            return conflicting.sorted().map { ConstraintID(index: $0) }
        }
        if tableau.slot(of: artificialSymbol) != nil {
            var artificialRow = tableau.removeRow(of: artificialSymbol)
            if artificialRow.cells.isEmpty { return nil }
            guard let entering = artificialRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                return []
            }
            artificialRow.add(artificialSymbol, -1)
            artificialRow.solve(for: entering)
            substitute(entering, by: artificialRow)
            tableau.insert(artificialRow, basic: entering)
        }
        tableau.eraseColumn(of: artificialSymbol)
        objective.remove(artificialSymbol)
        return nil
    }

    /// The primal simplex: pivots while some symbol's cost is negative (kiwi's `optimize`).
    private mutating func optimize(artificialObjective: Bool = false) {
        while true {
            let found = artificialObjective ? artificial!.enteringSymbol() : objective.enteringSymbol()
            guard let entering = found else { return }
            // The leaving row: of the restricted rows that entering's rise would push below
            // 0, the one that stops it first (ties to the smallest symbol, Bland's rule).
            var leaving: (slot: Int, ratio: Double, basic: Symbol)?
            let column = tableau.column(of: entering)
            tableau.rowOperations += column.count
            for slot in column {
                let index = Int(slot)
                let basic = tableau.basics[index]
                guard basic.isRestricted else { continue }
                let coefficient = tableau.rows[index].coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -tableau.rows[index].constant / coefficient
                if let current = leaving, ratio > current.ratio || (ratio == current.ratio && basic > current.basic) { continue }
                leaving = (index, ratio, basic)
            }
            guard let leaving else {
                preconditionFailure("ConstraintSolver: the objective is unbounded, which no constraint system with non-negative errors allows")
            }
            pivot(entering: entering, leaving: leaving.basic)
        }
    }

    /// The dual simplex: restores feasibility after constants moved, keeping the objective
    /// optimal (kiwi's `dualOptimize`). `false` when a row can no longer be made feasible.
    private mutating func dualOptimize() -> Bool {
        while !tableau.infeasible.isEmpty {
            // The smallest infeasible symbol first, so the order is the same in every run.
            let position = tableau.infeasible.indices.min { tableau.infeasible[$0] < tableau.infeasible[$1] }!
            let leaving = tableau.infeasible.remove(at: position)
            guard let slot = tableau.slot(of: leaving) else { continue }
            let row = tableau.rows[slot]
            guard row.constant < 0, !isNearZero(row.constant) else { continue }
            var entering: (symbol: Symbol, coefficient: Double)?
            for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                if let current = entering {
                    let order = objective.compareCosts(cell.symbol, dividedBy: cell.coefficient,
                                                       current.symbol, dividedBy: current.coefficient)
                    if order > 0 || (order == 0 && cell.symbol > current.symbol) { continue }
                }
                entering = (cell.symbol, cell.coefficient)
            }
            guard let entering else {
                tableau.infeasible.removeAll()
                return false
            }
            pivot(entering: entering.symbol, leaving: leaving)
        }
        return true
    }

    /// Makes `entering` basic in the row of `leaving`, which becomes parametric.
    private mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = tableau.removeRow(of: leaving)
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, by: row)
        tableau.insert(row, basic: entering)
    }

    /// Replaces `symbol` by `row` everywhere: the tableau and the objectives.
    private mutating func substitute(_ symbol: Symbol, by row: Row) {
        tableau.substitute(symbol, by: row)
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// The row to take `marker` out of when removing its constraint and it is not basic
    /// (kiwi's `getMarkerLeavingRow`): the restricted row the marker's rise stops first,
    /// else the restricted row its fall stops first, else an external row.
    private func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var first: (ratio: Double, basic: Symbol)?
        var second: (ratio: Double, basic: Symbol)?
        var third: Symbol?
        for slot in tableau.column(of: marker) {
            let index = Int(slot)
            let basic = tableau.basics[index]
            let coefficient = tableau.rows[index].coefficient(of: marker)
            let constant = tableau.rows[index].constant
            if basic.isExternal {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if first.map({ ratio < $0.ratio }) ?? true { first = (ratio, basic) }
            } else {
                let ratio = constant / coefficient
                if second.map({ ratio < $0.ratio }) ?? true { second = (ratio, basic) }
            }
        }
        return first?.basic ?? second?.basic ?? third
    }

    /// Takes a removed constraint's error symbols out of the objective.
    private mutating func removeErrorCosts(of record: ConstraintRecord) {
        for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = tableau.row(of: symbol) {
                objective.add(row, times: -1, strength: record.strength.value)
            } else {
                objective.add(symbol, -1, strength: record.strength.value)
            }
        }
    }

    // MARK: Bookkeeping

    private mutating func makeSymbol(_ kind: Symbol.Kind, constraint: ConstraintID? = nil) -> Symbol {
        let symbol = Symbol(serial: symbolCount, kind: kind)
        symbolCount += 1
        tableau.register(serial: symbol.serial)
        constraintOfSymbol.append(constraint?.index ?? -1)
        return symbol
    }

    /// The constraint `symbol` marks, unless it is `excluded`.
    private func constraint(markedBy symbol: Symbol, excluding excluded: ConstraintID?) -> ConstraintID? {
        guard !symbol.isExternal else { return nil }
        let index = constraintOfSymbol[symbol.serial]
        guard index >= 0, index != excluded?.index else { return nil }
        return ConstraintID(index: index)
    }

    private mutating func reserveRecord() -> ConstraintID {
        if let free = freeRecords.popLast() { return ConstraintID(index: free) }
        records.append(nil)
        return ConstraintID(index: Int32(records.count - 1))
    }

    private mutating func takeRecord(_ id: ConstraintID) -> ConstraintRecord {
        guard let record = records[Int(id.index)] else { preconditionFailure("remove(_:): \(id) was removed") }
        records[Int(id.index)] = nil
        freeRecords.append(id.index)
        constraintCount -= 1
        return record
    }

    /// Undoes what making a constraint's row did, for a constraint that was not added.
    private mutating func abandon(_ id: ConstraintID, _ record: ConstraintRecord) {
        for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
            objective.remove(symbol)
        }
        releaseSymbols(of: record)
        freeRecords.append(id.index)
    }

    /// The marker symbols of a constraint that has gone name it no more.
    private mutating func releaseSymbols(of record: ConstraintRecord) {
        constraintOfSymbol[record.marker.serial] = -1
        if let other = record.other { constraintOfSymbol[other.serial] = -1 }
    }
}
