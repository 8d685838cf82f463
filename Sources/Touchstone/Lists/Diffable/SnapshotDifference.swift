import Foundation

/// What a table or collection view's batch update needs to go from one snapshot to another,
/// in the vocabulary of `performBatchUpdates`: sections and items to delete, insert and move,
/// and items to reload or reconfigure.
///
/// The parts obey UIKit's batch-update rules, so a view can hand them over in one batch:
/// deletions and move sources are old indexes, insertions and move destinations are new
/// indexes; applying the deletions (old indexes, descending), then the insertions (new
/// indexes, ascending), with the moves, turns the old snapshot into the new one. Items inside a
/// deleted or inserted section are not listed, because the section carries them; an item that
/// crosses into or out of such a section is therefore an insertion or a deletion, never a move
/// (UIKit rejects a move whose source section is being deleted or whose destination section is
/// being inserted). Items inside a moved section travel with it and are listed only if they
/// change place within it or leave it.
///
/// Moves are few: sections, and items within a section that survives, that keep their order
/// relative to one another stay put, and only the rest move (the complement of a longest
/// increasing subsequence). Computing a difference is O(S log S + N log N) for S sections and
/// N items in the two snapshots.
struct SnapshotDifference: Equatable, Sendable {
    /// A section that moves from an old index to a new one, as `moveSection(_:toSection:)`
    /// takes it.
    struct SectionMove: Equatable, Sendable {
        var from: Int
        var to: Int
    }

    /// An item that moves from an old index path to a new one, as `moveRow(at:to:)` and
    /// `moveItem(at:to:)` take it.
    struct ItemMove: Equatable, Sendable {
        var from: IndexPath
        var to: IndexPath
    }

    /// Sections of the old snapshot that the new one lacks, by old index.
    var deletedSections = IndexSet()
    /// Sections of the new snapshot that the old one lacks, by new index.
    var insertedSections = IndexSet()
    /// Sections in both snapshots that change place, in ascending old index.
    var movedSections: [SectionMove] = []
    /// Items leaving surviving sections, by old index path, ascending.
    var deletedItems: [IndexPath] = []
    /// Items arriving in surviving sections, by new index path, ascending.
    var insertedItems: [IndexPath] = []
    /// Items that change place between surviving sections or within one, in ascending old
    /// index path.
    var movedItems: [ItemMove] = []
    /// Sections of the new snapshot marked with `reloadSections(_:)`, by new index; inserted
    /// sections are left out, since they come with fresh contents anyway.
    var reloadedSections = IndexSet()
    /// Items of the new snapshot marked with `reloadItems(_:)`, by new index path, ascending;
    /// items that are inserted, or in inserted or reloaded sections, are left out. The view
    /// applies these after the batch, once the index paths are the new ones.
    var reloadedItems: [IndexPath] = []
    /// Items of the new snapshot marked with `reconfigureItems(_:)`, by new index path,
    /// ascending, leaving out those already reloaded or fresh; applied after the batch like
    /// ``reloadedItems``.
    var reconfiguredItems: [IndexPath] = []

    /// Whether the update changes nothing the view shows.
    var isEmpty: Bool { self == SnapshotDifference() }

    init() {}

    /// The batch update that turns a view showing `old` into one showing `new`.
    init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers

        // Sections: gone, new, and among the survivors the ones out of order.
        var survivingNewIndexes: [Int] = []
        var survivingOldIndexes: [Int] = []
        for (oldIndex, section) in oldSections.enumerated() {
            if let newIndex = new.indexOfSection(section) {
                survivingOldIndexes.append(oldIndex)
                survivingNewIndexes.append(newIndex)
            } else {
                deletedSections.insert(oldIndex)
            }
        }
        for (newIndex, section) in newSections.enumerated() where old.indexOfSection(section) == nil {
            insertedSections.insert(newIndex)
        }
        let staying = longestIncreasingSubsequence(survivingNewIndexes)
        for position in survivingOldIndexes.indices where !staying.contains(position) {
            movedSections.append(SectionMove(from: survivingOldIndexes[position], to: survivingNewIndexes[position]))
        }

        // Items of surviving sections, section by section in the old order. An item that stays
        // in its section is a candidate for staying put; one that changes section moves, unless
        // the section it leaves or enters is deleted or inserted, which carries it.
        for (oldSection, section) in oldSections.enumerated() where !deletedSections.contains(oldSection) {
            var keptOldRows: [Int] = []
            var keptNewRows: [Int] = []
            let newSection = new.indexOfSection(section)!
            for (oldRow, item) in old.itemIdentifiers(inSection: section).enumerated() {
                let from = IndexPath(indexes: [oldSection, oldRow])
                guard let to = new.location(of: item) else {
                    deletedItems.append(from)
                    continue
                }
                if to.section == newSection {
                    keptOldRows.append(oldRow)
                    keptNewRows.append(to.item)
                } else if insertedSections.contains(to.section) {
                    deletedItems.append(from)
                } else {
                    movedItems.append(ItemMove(from: from, to: IndexPath(indexes: [to.section, to.item])))
                }
            }
            let inPlace = longestIncreasingSubsequence(keptNewRows)
            for position in keptOldRows.indices where !inPlace.contains(position) {
                movedItems.append(ItemMove(from: IndexPath(indexes: [oldSection, keptOldRows[position]]),
                                           to: IndexPath(indexes: [newSection, keptNewRows[position]])))
            }
        }
        movedItems.sort { $0.from < $1.from }

        // Items arriving in surviving sections, from nowhere or from a deleted section.
        for (newSection, section) in newSections.enumerated() where !insertedSections.contains(newSection) {
            for (newRow, item) in new.itemIdentifiers(inSection: section).enumerated() {
                guard let from = old.location(of: item) else {
                    insertedItems.append(IndexPath(indexes: [newSection, newRow]))
                    continue
                }
                if deletedSections.contains(from.section) {
                    insertedItems.append(IndexPath(indexes: [newSection, newRow]))
                }
            }
        }

        // Marks come from the new snapshot: they describe the data it shows.
        for section in new.reloadedSectionIdentifiers {
            let index = new.indexOfSection(section)!
            if !insertedSections.contains(index) { reloadedSections.insert(index) }
        }
        let fresh = Set(insertedItems)
        func markedPaths(_ items: [Item], excluding excluded: Set<IndexPath>) -> [IndexPath] {
            items.compactMap { item in
                let location = new.location(of: item)!
                let path = IndexPath(indexes: [location.section, location.item])
                let carried = insertedSections.contains(location.section) || reloadedSections.contains(location.section)
                return carried || excluded.contains(path) ? nil : path
            }.sorted()
        }
        reloadedItems = markedPaths(new.reloadedItemIdentifiers, excluding: fresh)
        reconfiguredItems = markedPaths(new.reconfiguredItemIdentifiers, excluding: fresh.union(reloadedItems))
    }
}

/// The positions in `values` (distinct integers) of one longest strictly increasing
/// subsequence: the elements that can stay put while the others move around them.
///
/// Patience sorting, O(n log n): `tails[k]` is the position of the smallest value ending an
/// increasing run of length k + 1 found so far, and each position remembers its predecessor in
/// its run so the longest one can be read back.
func longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []
    var predecessors = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { predecessors[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
        result.insert(position)
        position = predecessors[position]
    }
    return result
}
