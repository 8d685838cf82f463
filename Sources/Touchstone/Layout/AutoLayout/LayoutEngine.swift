import Foundation
import TouchstoneSolver

/// The layout engine of one view hierarchy: its window's, or a root view's without one
/// (R-AL2). It turns the active constraints of the hierarchy into a ``ConstraintSolver``'s
/// equations, keeps them solved as constraints come, go and change, and tells each
/// superview which of its subviews have new frames, which the superview applies in its
/// `layoutSubviews()`.
///
/// Variables are in each item's own space: a view's x and y are its frame's origin in its
/// superview, a guide's are its frame's in its owning view, and width and height its size
/// (of the alignment rectangle, R-AL6). A constraint's numbers are in the coordinates of
/// the view it is installed on, so an attribute of an item deeper down is its position plus
/// those of the views between it and that view. A view's variables therefore stay valid
/// wherever its ancestors move, and a change reaches only the views that depend on it.
///
/// Constraints reach the engine lazily: activating one queues it, and the engine adds what
/// is queued when the hierarchy is next laid out (or its layout is read), so that a burst of
/// activations is solved once. Nothing here runs on the touch path unless a constraint,
/// an intrinsic size or a pinned frame changed (R-AL12).
@MainActor
final class LayoutEngine {
    /// A constraint's place in the engine: `id` while the solver holds it, `nil` while it
    /// waits to be added or was broken.
    struct Entry {
        unowned(unsafe) let engine: LayoutEngine
        var id: ConstraintID?
        var isBroken = false
    }

    /// The root of the hierarchy: a window, or a view without a superview.
    unowned(unsafe) let root: UIView
    private let solver = ConstraintSolver()
    /// The items with variables here, by variable.
    private var itemsByVariable: [Int32: LayoutItem] = [:]
    /// The constraints the solver holds, by solver id.
    private var constraintsByID: [Int32: NSLayoutConstraint] = [:]
    /// Activated constraints waiting to be added.
    private var queued: [NSLayoutConstraint] = []
    /// Items whose engine constraints (pins, content size) must be made again.
    private var itemsToRefresh: [LayoutItem] = []
    /// The views with margins or safe-area guides, whose constants follow their insets.
    private var insetWatchers: [LayoutItem] = []

    private init(root: UIView) { self.root = root }

    /// The engine of the hierarchy rooted at `root`, made when missing: a new engine takes
    /// every constraint already installed in the hierarchy.
    static func of(_ root: UIView) -> LayoutEngine {
        let item = root.layoutItem
        if let engine = item.ownedEngine { return engine }
        let engine = LayoutEngine(root: root)
        item.ownedEngine = engine
        item.hierarchyUsesAutoLayout = true
        engine.adopt(root)
        return engine
    }

    /// Takes the constraints of a subtree that joined the hierarchy (or was there when the
    /// engine was made), and its views placed by constraints; each view that uses Auto
    /// Layout hears `updateConstraints()` in the next pass, as when UIKit's engine first
    /// meets it (R-AL2).
    func adopt(_ subtree: UIView) {
        subtree.forEachInSubtree { view in
            guard let item = view.storedLayoutItem else { return }
            for constraint in item.installed where constraint.engineEntry == nil { enqueue(constraint) }
            if !item.translatesAutoresizingMaskIntoConstraints { prepare(item) }
            if item.layoutMarginsGuide != nil || item.safeAreaLayoutGuide != nil { watchInsets(of: item) }
            if !item.installed.isEmpty || !item.translatesAutoresizingMaskIntoConstraints {
                view.markNeedsUpdateConstraints()
            }
        }
        scheduleUpdate()
    }

    /// Gives up the hierarchy, whose root joined another: every constraint and item leaves,
    /// for the new hierarchy's engine to take.
    func dissolve() {
        var seen = Set<ObjectIdentifier>()
        for item in itemsByVariable.values where seen.insert(ObjectIdentifier(item)).inserted {
            for constraint in item.engineConstraints { constraint.engineEntry = nil }
            item.engineConstraints = []
            item.variables = nil
            item.needsFrameFromEngine = false
        }
        for constraint in constraintsByID.values { constraint.engineEntry = nil }
        for constraint in queued { constraint.engineEntry = nil }
        itemsByVariable = [:]
        constraintsByID = [:]
        queued = []
        itemsToRefresh = []
        insetWatchers = []
    }

    /// Whether there is work for the next layout pass.
    private(set) var hasQueuedWork = false

    private func scheduleUpdate() {
        hasQueuedWork = true
        root.noteDescendantNeedsLayout()
    }

    // MARK: Constraints

    /// Takes `constraint`, just installed in the hierarchy, to add at the next pass.
    func enqueue(_ constraint: NSLayoutConstraint) {
        if constraint.engineEntry?.engine === self { return }
        constraint.engineEntry = Entry(engine: self)
        queued.append(constraint)
        scheduleUpdate()
    }

    /// Drops `constraint`, deactivated or leaving the hierarchy.
    func remove(_ constraint: NSLayoutConstraint) {
        guard let entry = constraint.engineEntry, entry.engine === self else { return }
        constraint.engineEntry = nil
        if let id = entry.id {
            constraintsByID[id.index] = nil
            solver.remove(id)
            applyChanges()
        }
    }

    /// Re-solves for the new constant of `constraint` (R-AL5): in place, so that its cost
    /// follows the views that depend on it.
    func constantDidChange(of constraint: NSLayoutConstraint, from oldConstant: CGFloat) {
        guard let entry = constraint.engineEntry else { return }
        guard let id = entry.id else {
            if entry.isBroken { requeue(constraint) }
            return
        }
        // The equation's constant is the other constants the attributes bring (margins,
        // baselines) less the constraint's: it moves by the opposite of the change.
        let equationConstant = solver.constraint(id).expression.constant - Double(constraint.storedConstant - oldConstant)
        do {
            try solver.setConstant(equationConstant, of: id)
        } catch {
            constraintsByID[id.index] = nil
            constraint.engineEntry?.id = nil
            breakConstraint(constraint, conflictingWith: error.conflicting)
        }
        applyChanges()
    }

    /// Re-solves for the new priority of `constraint` (both below required, R-AL3).
    func priorityDidChange(of constraint: NSLayoutConstraint) {
        guard let id = constraint.engineEntry?.id else { return }
        constraintsByID[id.index] = nil
        solver.remove(id)
        requeue(constraint)
    }

    private func requeue(_ constraint: NSLayoutConstraint) {
        constraint.engineEntry = Entry(engine: self)
        queued.append(constraint)
        scheduleUpdate()
    }

    /// Adds what is queued and marks the views whose frames changed: what every layout
    /// pass and every read of the engine's values does first.
    func synchronize() {
        guard hasQueuedWork else { return }
        hasQueuedWork = false
        while !itemsToRefresh.isEmpty || !queued.isEmpty {
            let items = itemsToRefresh
            itemsToRefresh = []
            for item in items { remakeEngineConstraints(of: item) }
            let constraints = queued
            queued = []
            for constraint in constraints { add(constraint) }
        }
        applyChanges()
    }

    private func add(_ constraint: NSLayoutConstraint) {
        guard let entry = constraint.engineEntry, entry.engine === self, entry.id == nil,
              constraint.holder != nil || constraint is EngineConstraint else { return }
        guard let expression = expression(for: constraint) else {
            OneTimeNotes.write(key: "unprepared \(ObjectIdentifier(constraint))") {
                "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). It waits until they are (R-AL1)."
            }
            return
        }
        do {
            let id = try solver.add(expression, constraint.relation.solverRelation,
                                    strength: Strength(max(1, min(1000, constraint.priority.rawValue))))
            constraint.engineEntry?.id = id
            constraintsByID[id.index] = constraint
        } catch {
            breakConstraint(constraint, conflictingWith: error.conflicting)
        }
    }

    // MARK: Unsatisfiable constraints (R-AL10)

    /// Leaves `constraint` out of the solution, as UIKit breaks a constraint it cannot
    /// satisfy: it stays active, and UIKit's message goes to standard error and to the
    /// window's ``UIWindow/layoutDecisionHandler``.
    private func breakConstraint(_ constraint: NSLayoutConstraint, conflictingWith ids: [ConstraintID]) {
        constraint.engineEntry?.isBroken = true
        let others = ids.compactMap { constraintsByID[$0.index] }
        let decision = LayoutDecision(brokenConstraint: constraint, conflictingConstraints: others + [constraint])
        FileHandle.standardError.write(Data((decision.message + "\n").utf8))
        (root as? UIWindow)?.layoutDecisionHandler?(decision)
    }

    // MARK: Items

    /// The variables of `item`, made (with its pins or its content size) when missing.
    @discardableResult
    func variables(of item: LayoutItem) -> LayoutItem.Variables {
        if let variables = item.variables, variables.engine === self { return variables }
        let variables = LayoutItem.Variables(engine: self, x: solver.makeVariable(), y: solver.makeVariable(),
                                             width: solver.makeVariable(), height: solver.makeVariable())
        item.variables = variables
        for variable in [variables.x, variables.y, variables.width, variables.height] {
            itemsByVariable[variable.index] = item
        }
        makeEngineConstraints(of: item)
        return variables
    }

    /// The item no longer takes part here: its engine constraints go, and its variables
    /// are forgotten (the solver keeps them, unconstrained).
    func release(_ item: LayoutItem) {
        guard let variables = item.variables, variables.engine === self else { return }
        for constraint in item.engineConstraints { remove(constraint) }
        item.engineConstraints = []
        item.variables = nil
        item.needsFrameFromEngine = false
        for variable in [variables.x, variables.y, variables.width, variables.height] {
            itemsByVariable[variable.index] = nil
        }
    }

    /// Remakes the item's pins or content size at the next pass: its
    /// `translatesAutoresizingMaskIntoConstraints` or intrinsic size changed (R-AL4, R-AL6).
    func refresh(_ item: LayoutItem) {
        guard item.variables?.engine === self else { return }
        itemsToRefresh.append(item)
        scheduleUpdate()
    }

    /// Gives the item variables at the next pass, though no constraint names it: a view
    /// placed by constraints takes its intrinsic size even without any (R-AL6).
    func prepare(_ item: LayoutItem) {
        itemsToRefresh.append(item)
        scheduleUpdate()
    }

    private func remakeEngineConstraints(of item: LayoutItem) {
        guard item.variables?.engine === self else {
            if item.view?.hierarchyRoot === root { variables(of: item) }
            return
        }
        if updateContentSizeInPlace(of: item) { return }
        for constraint in item.engineConstraints { remove(constraint) }
        item.engineConstraints = []
        makeEngineConstraints(of: item)
    }

    /// A view that translates its autoresizing mask is pinned to its frame; one that does
    /// not takes its intrinsic content size, hugged and resisting compression (R-AL4, R-AL6).
    private func makeEngineConstraints(of item: LayoutItem) {
        guard let view = item.view else { return }
        var made: [NSLayoutConstraint] = []
        if item.translatesAutoresizingMaskIntoConstraints {
            let frame = view.alignmentRect(forFrame: view.frame)
            made = [EngineConstraint(item, .pinX, constant: frame.minX), EngineConstraint(item, .pinY, constant: frame.minY),
                    EngineConstraint(item, .pinWidth, constant: frame.width),
                    EngineConstraint(item, .pinHeight, constant: frame.height)]
        } else {
            let size = view.intrinsicContentSize
            if size.width != UIView.noIntrinsicMetric {
                made += [EngineConstraint(item, .hugWidth, constant: size.width, priority: item.hugging.horizontal),
                         EngineConstraint(item, .resistWidth, constant: size.width, priority: item.compressionResistance.horizontal)]
            }
            if size.height != UIView.noIntrinsicMetric {
                made += [EngineConstraint(item, .hugHeight, constant: size.height, priority: item.hugging.vertical),
                         EngineConstraint(item, .resistHeight, constant: size.height, priority: item.compressionResistance.vertical)]
            }
        }
        item.engineConstraints = made
        for constraint in made {
            constraint.engineEntry = Entry(engine: self)
            add(constraint)
        }
    }

    /// The item's size with its pins set aside and two fitting constraints pulling it
    /// towards `target`; the solution is put back as it was (R-AL6).
    func measure(_ item: LayoutItem, towards target: CGSize, horizontalPriority: UILayoutPriority,
                 verticalPriority: UILayoutPriority) -> CGSize {
        let variables = self.variables(of: item)
        let pins = item.translatesAutoresizingMaskIntoConstraints ? item.engineConstraints : []
        for pin in pins { remove(pin) }
        let strength = { (priority: UILayoutPriority) in Strength(max(1, min(1000, priority.rawValue))) }
        let width = try? solver.add(LinearExpression([Term(variables.width)], constant: -Double(target.width)), .equal,
                                    strength: strength(horizontalPriority))
        let height = try? solver.add(LinearExpression([Term(variables.height)], constant: -Double(target.height)), .equal,
                                     strength: strength(verticalPriority))
        let size = CGSize(width: solver.value(of: variables.width), height: solver.value(of: variables.height))
        for id in [width, height].compactMap({ $0 }) { solver.remove(id) }
        for pin in pins {
            pin.engineEntry = Entry(engine: self)
            add(pin)
        }
        applyChanges()
        return size
    }

    /// A new intrinsic size with the same dimensions and priorities moves the content-size
    /// constraints' constants, so that a label whose text changes every frame re-solves
    /// incrementally. `false` when they must be made again.
    private func updateContentSizeInPlace(of item: LayoutItem) -> Bool {
        guard let view = item.view, !item.translatesAutoresizingMaskIntoConstraints else { return false }
        let size = view.intrinsicContentSize
        let constraints = item.engineConstraints.compactMap { $0 as? EngineConstraint }
        let expected: [(EngineConstraint.Kind, CGFloat, UILayoutPriority)] =
            (size.width == UIView.noIntrinsicMetric ? [] : [(.hugWidth, size.width, item.hugging.horizontal),
                                                             (.resistWidth, size.width, item.compressionResistance.horizontal)])
            + (size.height == UIView.noIntrinsicMetric ? [] : [(.hugHeight, size.height, item.hugging.vertical),
                                                                (.resistHeight, size.height, item.compressionResistance.vertical)])
        guard constraints.count == expected.count,
              zip(constraints, expected).allSatisfy({ $0.kind == $1.0 && $0.priority == $1.2 }) else { return false }
        for (constraint, (_, constant, _)) in zip(constraints, expected) where constraint.storedConstant != constant {
            constraint.constant = constant
        }
        return true
    }

    /// Moves a pinned view's pins to its new frame, at once (R-AL4).
    func pinnedFrameDidChange(_ item: LayoutItem, frame: CGRect) {
        guard item.variables?.engine === self else { return }
        for constraint in item.engineConstraints {
            guard let kind = (constraint as? EngineConstraint)?.kind else { continue }
            let value: CGFloat
            switch kind {
            case .pinX: value = frame.minX
            case .pinY: value = frame.minY
            case .pinWidth: value = frame.width
            case .pinHeight: value = frame.height
            default: continue
            }
            if constraint.storedConstant != value { constraint.constant = value }
        }
    }

    // MARK: Margins and the safe area (R-AL8)

    /// Keeps `item`'s margins and safe-area guides at its insets from now on.
    func watchInsets(of item: LayoutItem) {
        guard !insetWatchers.contains(where: { $0 === item }) else { return }
        insetWatchers.append(item)
    }

    /// Moves the watched guides to their views' current insets: each layout round's first
    /// step, since a view's insets follow where it is.
    func refreshInsetGuides() {
        insetWatchers.removeAll { $0.view?.hierarchyRoot !== root }
        for item in insetWatchers { item.view?.refreshInsetGuides() }
    }

    // MARK: Values

    /// The item's rectangle in its own space as the engine has it (the alignment
    /// rectangle of a view, in its superview's coordinates).
    func rectangle(of item: LayoutItem) -> CGRect {
        let variables = self.variables(of: item)
        return CGRect(x: solver.value(of: variables.x), y: solver.value(of: variables.y),
                      width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// Tells the superviews of the views the last solver calls moved that their frames
    /// wait (R-AL2): each is marked for layout, which applies them.
    private func applyChanges() {
        solver.drainChangedVariables { variable in
            guard let item = itemsByVariable[variable.index] else { return }
            if let view = item.view {
                guard !item.translatesAutoresizingMaskIntoConstraints, !item.needsFrameFromEngine,
                      let superview = view.superview else { return }
                item.needsFrameFromEngine = true
                superview.layoutItem.childrenAwaitingFrames.append(item)
                superview.markNeedsLayout()
            } else if let guide = item.guide, let owner = guide.owningView {
                owner.layoutGuideDidMove(guide)
            }
        }
    }

    // MARK: Diagnostics (R-AL11)

    func isAmbiguous(_ item: LayoutItem, horizontally: Bool?) -> Bool {
        guard !item.translatesAutoresizingMaskIntoConstraints || item.view == nil else { return false }
        let variables = self.variables(of: item)
        let axes: [Variable] = switch horizontally {
        case true?: [variables.x, variables.width]
        case false?: [variables.y, variables.height]
        case nil: [variables.x, variables.y, variables.width, variables.height]
        }
        return axes.contains(where: solver.isAmbiguous)
    }

    func constraintsAffecting(_ item: LayoutItem, horizontally: Bool) -> [NSLayoutConstraint] {
        let variables = self.variables(of: item)
        let ids = (horizontally ? [variables.x, variables.width] : [variables.y, variables.height])
            .flatMap(solver.constraints(affecting:))
        var seen = Set<Int32>()
        return ids.compactMap { id in seen.insert(id.index).inserted ? constraintsByID[id.index] : nil }
    }

    /// Moves an ambiguous item to another of its valid layouts (R-AL11).
    func exerciseAmbiguity(of item: LayoutItem) {
        let variables = self.variables(of: item)
        for variable in [variables.x, variables.y, variables.width, variables.height] {
            solver.exerciseAmbiguity(of: variable)
        }
        applyChanges()
    }

    /// The solver's constraints as equations, for the benchmarks' peers (`touchstone
    /// bench`): each `Σ terms + constant (relation) 0` at its strength.
    var equations: [(expression: LinearExpression, relation: Relation, strength: Strength)] {
        solver.constraintIDs.map(solver.constraint)
    }

    /// The solver, for the tests that count its work.
    var solverForTests: ConstraintSolver { solver }

    /// The place of `constraint`'s equation among ``equations``.
    func equationIndex(of constraint: NSLayoutConstraint) -> Int? {
        guard let id = constraint.engineEntry?.id else { return nil }
        return solver.constraintIDs.firstIndex(of: id)
    }

    // MARK: Expressions

    /// The constraint as the solver's equation, `first − multiplier × second − constant`,
    /// in the coordinates of the view it is installed on; `nil` when an item is gone or not
    /// in that view's subtree.
    func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        if let engineConstraint = constraint as? EngineConstraint {
            return engineConstraint.expression(variables(of: engineConstraint.owner))
        }
        guard let container = constraint.holder else { return nil }
        var builder = ExpressionBuilder(engine: self, container: container)
        let other = constraint.secondTerm?.item
        guard builder.add(constraint.firstTerm, factor: 1, other: other) else { return nil }
        if let second = constraint.secondTerm {
            guard builder.add(second, factor: -constraint.multiplier, other: constraint.firstTerm.item) else { return nil }
        }
        builder.constant -= constraint.constant
        return LinearExpression(builder.terms, constant: builder.constant)
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
