import Foundation

/// The views a list makes and reuses, by reuse identifier (R-LS3): what each identifier was
/// registered with, and the views that scrolled out of sight waiting to show another row.
///
/// A list creates views only for what it shows (plus its prefetch margin): a view that
/// leaves is enqueued, hears `prepareForReuse()` and leaves the list's subviews; dequeuing
/// takes the latest one back before making a new one, so that scrolling through 100,000 rows
/// makes a screenful of cells and reuses them.
@MainActor
struct ReusableViewPool<View: UIView> {
    private var factories: [String: () -> View] = [:]
    private var queues: [String: [View]] = [:]

    /// Registers how to make views for `identifier`; `nil` unregisters.
    mutating func register(_ identifier: String, factory: (() -> View)?) {
        factories[identifier] = factory
    }

    /// Whether `identifier` has a registration.
    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A reusable view for `identifier`, or a new one from its registration; `nil` when
    /// there is neither.
    mutating func dequeue(_ identifier: String) -> View? {
        if let view = queues[identifier]?.popLast() { return view }
        return factories[identifier]?()
    }

    /// Keeps `view` for reuse under `identifier`.
    mutating func enqueue(_ view: View, identifier: String) {
        queues[identifier, default: []].append(view)
    }

    /// How many views wait for reuse, all identifiers together.
    var waitingCount: Int { queues.values.reduce(0) { $0 + $1.count } }
}
