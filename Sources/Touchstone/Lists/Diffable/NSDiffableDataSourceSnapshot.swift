import Foundation

/// The state of a table or collection view's data at one moment: its sections and the items
/// in each, in display order, named by identifiers rather than index paths.
///
/// A diffable data source compares the snapshot you apply with the one it shows and animates
/// the difference, so you describe *what* the view shows and never compute index paths for
/// inserts, deletes and moves yourself. Build one from scratch with ``init()`` or edit a copy
/// of the current one; it is a value type, so editing a copy never changes what the view shows
/// until you apply it.
///
/// Every section identifier and every item identifier must be unique within the snapshot:
/// identifiers are how the data source tells an item that moved from one that was replaced.
/// As in UIKit, supplying a duplicate or naming an identifier the snapshot lacks is a
/// programming error and stops the program with a message naming the identifier and the
/// operation (UIKit raises `NSInternalInconsistencyException`). Inserting or appending an item
/// that is already in the snapshot is not an error: as on iOS 15 and later, the existing item
/// moves into place.
///
/// Lookups by identifier (``indexOfItem(_:)``, ``sectionIdentifier(containingItem:)``,
/// ``indexOfSection(_:)``) take constant time on average, as do the counts. Each mutation's cost
/// is in its documentation; none is worse than linear in the sections it touches plus the
/// number of sections.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// One section's items in order, with each item's position so an item's index within its
    /// section is found without a scan.
    private struct Section: Sendable {
        let identifier: SectionIdentifierType
        var items: [ItemIdentifierType] = []
        var positions: [ItemIdentifierType: Int] = [:]

        init(_ identifier: SectionIdentifierType) { self.identifier = identifier }

        /// Renumbers the items from `start` on, after an edit that shifted them.
        mutating func renumber(from start: Int) {
            for index in start..<items.count { positions[items[index]] = index }
        }
    }

    private var sections: [Section] = []
    /// Each section's index in `sections`.
    private var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// The section holding each item: the answer to "where is this item" in one lookup.
    private var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The number of items before each section, so an item's index across the whole snapshot
    /// is its section's offset plus its position: kept current by every edit, bounded by the
    /// number of sections after the first one the edit changed.
    private var itemOffsets: [Int] = []

    // The marks remember the order they were made in (a counter, not an array) so that
    // unmarking a deleted item is a constant-time removal and the read-back is in call order.
    private var markCount = 0
    private var reloadedItemMarks: [ItemIdentifierType: Int] = [:]
    private var reconfiguredItemMarks: [ItemIdentifierType: Int] = [:]
    private var reloadedSectionMarks: [SectionIdentifierType: Int] = [:]

    /// Creates an empty snapshot, with no sections and no items.
    ///
    /// Start here to describe the view's data in full, then add sections with
    /// ``appendSections(_:)`` and their items with ``appendItems(_:toSection:)``.
    public init() {}

    // MARK: - Counts and identifiers

    /// The number of items in the snapshot, over all sections. O(1).
    public var numberOfItems: Int { itemSections.count }

    /// The number of sections in the snapshot. O(1).
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in the order the view shows the sections. O(number of
    /// sections).
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }

    /// Every item identifier, section by section, in the order the view shows the items.
    /// O(number of items).
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in the section you name. O(1) on average.
    ///
    /// - Precondition: The snapshot contains `identifier`; UIKit raises otherwise.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections[existingSection(identifier, in: "numberOfItems(inSection:)")].items.count
    }

    /// The items of the section you name, in display order. O(1) on average: the array is
    /// shared, not copied, until someone changes it.
    ///
    /// - Precondition: The snapshot contains `identifier`; UIKit raises otherwise.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections[existingSection(identifier, in: "itemIdentifiers(inSection:)")].items
    }

    /// The section that holds an item, or `nil` if the snapshot has no such item: how you find
    /// where an item lives without searching every section. O(1) on average.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The item's index across the whole snapshot, counting the items of every section before
    /// it, or `nil` if the snapshot has no such item. O(1) on average.
    ///
    /// This is the index in ``itemIdentifiers``, not the row within the item's section.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        return itemOffsets[location.section] + location.item
    }

    /// The section's index in ``sectionIdentifiers``, or `nil` if the snapshot has no such
    /// section. O(1) on average.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    /// The item's section index and index within that section, or `nil` if the snapshot has
    /// no such item: the index path a table or collection view shows it at. O(1) on average.
    func location(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let sectionIdentifier = itemSections[identifier], let section = sectionPositions[sectionIdentifier],
              let item = sections[section].positions[identifier] else { return nil }
        return (section, item)
    }

    /// The item a table or collection view shows at `indexPath`, or `nil` when there is
    /// none. O(1).
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// The index path a table or collection view shows `identifier` at, or `nil` when the
    /// snapshot has no such item. O(1) on average.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        location(of: identifier).map { IndexPath(index: $0.section).appending($0.item) }
    }

    /// The identifier of the section at `index`, or `nil` when there is none. O(1).
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].identifier : nil
    }

    /// The number of items in the section at `index`; 0 when there is none. O(1).
    func numberOfItems(inSectionAt index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    // MARK: - Items

    /// Adds items to the end of a section: the usual way to fill a section you just appended.
    ///
    /// With no section named, the items go to the last section. An item already in the
    /// snapshot moves to the end of the section instead of appearing twice.
    /// O(k + s + m) for k items and s sections, plus m, the items of the sections that
    /// existing items leave.
    ///
    /// - Precondition: The identifiers are unique, the named section exists, and with no
    ///   section named the snapshot has at least one section.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let operation = "appendItems(_:toSection:)"
        requireUnique(identifiers, kind: "item", in: operation)
        let target: SectionIdentifierType
        if let sectionIdentifier {
            _ = existingSection(sectionIdentifier, in: operation)
            target = sectionIdentifier
        } else {
            guard let last = sections.last else {
                trap(operation, "There are currently no sections in the data source. Please add a section first.")
            }
            target = last.identifier
        }
        removeExisting(identifiers)
        let section = sectionPositions[target]!
        place(identifiers, inSection: section, at: sections[section].items.count)
    }

    /// Inserts items just before an item, in that item's section: for adding items in the
    /// middle of a section.
    ///
    /// An inserted item already in the snapshot moves here instead of appearing twice.
    /// O(k + n + s) for k items, n items in the destination section and s sections, plus the
    /// items of the sections that existing items leave.
    ///
    /// - Precondition: The identifiers are unique, the snapshot contains `beforeIdentifier`,
    ///   and the identifiers do not include it.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, besideItem: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after an item, in that item's section: for adding items in the
    /// middle of a section.
    ///
    /// An inserted item already in the snapshot moves here instead of appearing twice.
    /// O(k + n + s) for k items, n items in the destination section and s sections, plus the
    /// items of the sections that existing items leave.
    ///
    /// - Precondition: The identifiers are unique, the snapshot contains `afterIdentifier`,
    ///   and the identifiers do not include it.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, besideItem: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    /// Removes items from the snapshot, along with any reload or reconfigure marks on them.
    ///
    /// Identifiers the snapshot lacks are ignored, as in UIKit, so deleting is idempotent.
    /// O(k + m + s) for k identifiers, m items in the sections they leave, and s sections.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let present = identifiers.filter { itemSections[$0] != nil }
        remove(Set(present))
        for identifier in present {
            reloadedItemMarks[identifier] = nil
            reconfiguredItemMarks[identifier] = nil
        }
    }

    /// Removes every item and every section, leaving the snapshot as ``init()`` made it.
    ///
    /// Despite the name, sections go too: start over with ``appendSections(_:)``. O(1) plus
    /// freeing the storage.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item to just before another, which may be in another section: for reordering.
    ///
    /// O(n + m + s) for the n and m items of the two sections and s sections.
    ///
    /// - Precondition: The snapshot contains both items and they differ.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, besideItem: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item to just after another, which may be in another section: for reordering.
    ///
    /// O(n + m + s) for the n and m items of the two sections and s sections.
    ///
    /// - Precondition: The snapshot contains both items and they differ.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, besideItem: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    /// Marks items whose cells the data source replaces with freshly dequeued ones when you
    /// apply the snapshot, because the data they show changed while their identity did not.
    ///
    /// Prefer ``reconfigureItems(_:)``, which keeps the cells. A deleted item loses its mark.
    /// O(k) for k identifiers.
    ///
    /// - Precondition: The snapshot contains every identifier.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, in: \.reloadedItemMarks, verb: "reload")
    }

    /// Marks items whose existing cells the data source configures again, without replacing
    /// them, when you apply the snapshot: the cheap way to show changed data for an item.
    ///
    /// A deleted item loses its mark. O(k) for k identifiers.
    ///
    /// - Precondition: The snapshot contains every identifier.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, in: \.reconfiguredItemMarks, verb: "reconfigure")
    }

    /// The items marked by ``reloadItems(_:)`` and still in the snapshot, in the order they
    /// were first marked. O(r log r) for r marks.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { ordered(reloadedItemMarks) }

    /// The items marked by ``reconfigureItems(_:)`` and still in the snapshot, in the order
    /// they were first marked. O(r log r) for r marks.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { ordered(reconfiguredItemMarks) }

    // MARK: - Sections

    /// Adds empty sections after the last one: the first step in filling a snapshot.
    ///
    /// O(k) for k sections.
    ///
    /// - Precondition: The identifiers are unique and none is already in the snapshot.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        requireNewSections(identifiers, in: "appendSections(_:)")
        placeSections(identifiers, at: sections.count)
    }

    /// Adds empty sections just before a section.
    ///
    /// O(k + s) for k new sections and s sections.
    ///
    /// - Precondition: The identifiers are unique and new, and the snapshot contains
    ///   `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let operation = "insertSections(_:beforeSection:)"
        let anchor = existingSection(toIdentifier, in: operation)
        requireNewSections(identifiers, in: operation)
        placeSections(identifiers, at: anchor)
    }

    /// Adds empty sections just after a section.
    ///
    /// O(k + s) for k new sections and s sections.
    ///
    /// - Precondition: The identifiers are unique and new, and the snapshot contains
    ///   `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let operation = "insertSections(_:afterSection:)"
        let anchor = existingSection(toIdentifier, in: operation)
        requireNewSections(identifiers, in: operation)
        placeSections(identifiers, at: anchor + 1)
    }

    /// Removes sections and every item in them, with their marks.
    ///
    /// Identifiers the snapshot lacks are ignored, as in UIKit. O(s + m) for s sections and m
    /// items in the removed sections.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionPositions[$0] != nil })
        guard !doomed.isEmpty else { return }
        for section in sections where doomed.contains(section.identifier) {
            for item in section.items {
                itemSections[item] = nil
                reloadedItemMarks[item] = nil
                reconfiguredItemMarks[item] = nil
            }
            sectionPositions[section.identifier] = nil
            reloadedSectionMarks[section.identifier] = nil
        }
        let first = sections.firstIndex { doomed.contains($0.identifier) }!
        sections.removeAll { doomed.contains($0.identifier) }
        sectionsChanged(from: first)
    }

    /// Moves a section, with its items, to just before another section.
    ///
    /// O(s) for s sections.
    ///
    /// - Precondition: The snapshot contains both sections and they differ.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, besideSection: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves a section, with its items, to just after another section.
    ///
    /// O(s) for s sections.
    ///
    /// - Precondition: The snapshot contains both sections and they differ.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, besideSection: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    /// Marks sections whose cells and supplementary views the data source replaces when you
    /// apply the snapshot, because the data they show changed.
    ///
    /// A deleted section loses its mark. O(k) for k identifiers.
    ///
    /// - Precondition: The snapshot contains every identifier.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where sectionPositions[identifier] == nil {
            trap("reloadSections(_:)", "Attempted to reload section identifier that does not exist in the snapshot: \(identifier)")
        }
        for identifier in identifiers where reloadedSectionMarks[identifier] == nil {
            reloadedSectionMarks[identifier] = markCount
            markCount += 1
        }
    }

    /// The sections marked by ``reloadSections(_:)`` and still in the snapshot, in the order
    /// they were first marked. O(r log r) for r marks.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { ordered(reloadedSectionMarks) }

    // MARK: - Editing

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], besideItem anchor: ItemIdentifierType, after: Bool, operation: String) {
        requireUnique(identifiers, kind: "item", in: operation)
        requireItem(anchor, verb: "insert items relative to an", in: operation)
        if identifiers.contains(anchor) {
            trap(operation, "Attempted to insert item identifier relative to itself: \(anchor)")
        }
        removeExisting(identifiers)
        let location = location(of: anchor)!
        place(identifiers, inSection: location.section, at: location.item + (after ? 1 : 0))
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, besideItem anchor: ItemIdentifierType, after: Bool, operation: String) {
        requireItem(identifier, verb: "move", in: operation)
        requireItem(anchor, verb: "move an item relative to an", in: operation)
        if identifier == anchor {
            trap(operation, "Attempted to move item identifier relative to itself: \(identifier)")
        }
        remove([identifier])
        let location = location(of: anchor)!
        place([identifier], inSection: location.section, at: location.item + (after ? 1 : 0))
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, besideSection anchor: SectionIdentifierType, after: Bool, operation: String) {
        let from = existingSection(identifier, in: operation)
        _ = existingSection(anchor, in: operation)
        if identifier == anchor {
            trap(operation, "Attempted to move section identifier relative to itself: \(identifier)")
        }
        let section = sections.remove(at: from)
        let to = sectionPositions[anchor]! - (sectionPositions[anchor]! > from ? 1 : 0) + (after ? 1 : 0)
        sections.insert(section, at: to)
        sectionsChanged(from: min(from, to))
    }

    /// Takes the identifiers already in the snapshot out of their sections, so that inserting
    /// them again moves them rather than duplicating them (UIKit's behavior since iOS 15).
    private mutating func removeExisting(_ identifiers: [ItemIdentifierType]) {
        let existing = identifiers.filter { itemSections[$0] != nil }
        if !existing.isEmpty { remove(Set(existing)) }
    }

    /// Removes items known to be in the snapshot, one pass over each section they leave.
    private mutating func remove(_ identifiers: Set<ItemIdentifierType>) {
        guard !identifiers.isEmpty else { return }
        var touched: [Int: [Int]] = [:]
        for identifier in identifiers {
            let location = location(of: identifier)!
            touched[location.section, default: []].append(location.item)
            itemSections[identifier] = nil
        }
        for (section, removed) in touched {
            let first = removed.min()!
            for index in removed { sections[section].positions[sections[section].items[index]] = nil }
            let kept = sections[section].items[first...].filter { !identifiers.contains($0) }
            sections[section].items.replaceSubrange(first..., with: kept)
            sections[section].renumber(from: first)
        }
        offsetsChanged(from: touched.keys.min()!)
    }

    /// Inserts items that are in no section into the section at `section`, at `position`.
    private mutating func place(_ identifiers: [ItemIdentifierType], inSection section: Int, at position: Int) {
        guard !identifiers.isEmpty else { return }
        let sectionIdentifier = sections[section].identifier
        sections[section].items.insert(contentsOf: identifiers, at: position)
        sections[section].renumber(from: position)
        for identifier in identifiers { itemSections[identifier] = sectionIdentifier }
        offsetsChanged(from: section + 1)
    }

    private mutating func placeSections(_ identifiers: [SectionIdentifierType], at position: Int) {
        guard !identifiers.isEmpty else { return }
        sections.insert(contentsOf: identifiers.map(Section.init), at: position)
        sectionsChanged(from: position)
    }

    /// Brings section positions and item offsets up to date from `start` on, after the
    /// sections there were inserted, removed or reordered.
    private mutating func sectionsChanged(from start: Int) {
        for index in start..<sections.count { sectionPositions[sections[index].identifier] = index }
        offsetsChanged(from: start)
    }

    /// Brings item offsets up to date from section `start` on, after a section before it
    /// gained or lost items.
    private mutating func offsetsChanged(from start: Int) {
        itemOffsets.removeSubrange(min(start, itemOffsets.count)...)
        var offset = start == 0 ? 0 : itemOffsets[start - 1] + sections[start - 1].items.count
        for index in start..<sections.count {
            itemOffsets.append(offset)
            offset += sections[index].items.count
        }
    }

    private mutating func mark(_ identifiers: [ItemIdentifierType], in marks: WritableKeyPath<Self, [ItemIdentifierType: Int]>, verb: String) {
        for identifier in identifiers {
            requireItem(identifier, verb: verb, in: "\(verb)Items(_:)")
        }
        for identifier in identifiers where self[keyPath: marks][identifier] == nil {
            self[keyPath: marks][identifier] = markCount
            markCount += 1
        }
    }

    private func ordered<Identifier: Hashable>(_ marks: [Identifier: Int]) -> [Identifier] {
        marks.sorted { $0.value < $1.value }.map(\.key)
    }

    // MARK: - Preconditions

    private func existingSection(_ identifier: SectionIdentifierType, in operation: String) -> Int {
        guard let index = sectionPositions[identifier] else {
            trap(operation, "Invalid section identifier: the section identifier does not exist in the snapshot: \(identifier)")
        }
        return index
    }

    private func requireItem(_ identifier: ItemIdentifierType, verb: String, in operation: String) {
        if itemSections[identifier] == nil {
            trap(operation, "Attempted to \(verb) item identifier that does not exist in the snapshot: \(identifier)")
        }
    }

    private func requireUnique<Identifier: Hashable>(_ identifiers: [Identifier], kind: String, in operation: String) {
        var seen = Set<Identifier>()
        let duplicates = identifiers.filter { !seen.insert($0).inserted }
        if !duplicates.isEmpty {
            trap(operation, "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: \(describe(duplicates))")
        }
    }

    private func requireNewSections(_ identifiers: [SectionIdentifierType], in operation: String) {
        requireUnique(identifiers, kind: "section", in: operation)
        let existing = identifiers.filter { sectionPositions[$0] != nil }
        if !existing.isEmpty {
            trap(operation, "Fatal: supplied section identifiers are not unique. Section identifiers already in the snapshot: \(describe(existing))")
        }
    }

    private func describe<Identifier>(_ identifiers: [Identifier]) -> String {
        "{(" + identifiers.map { "\($0)" }.joined(separator: ", ") + ")}"
    }

    /// Stops the program the way UIKit's `NSInternalInconsistencyException` does, naming the
    /// operation so the message leads straight to the faulty call.
    private func trap(_ operation: String, _ reason: String) -> Never {
        preconditionFailure("NSDiffableDataSourceSnapshot.\(operation): \(reason)")
    }
}
