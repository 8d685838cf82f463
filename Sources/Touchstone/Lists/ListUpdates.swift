import Foundation

/// One batch of a list's updates (R-LS6), as tables and collection views collect them
/// between the start and the end of `performBatchUpdates`: deletions, reloads and moves'
/// sources name index paths before the batch, insertions and moves' destinations after it.
///
/// It answers where an old section or item is once the batch applies, which moves the
/// shown cells and the selection, and checks the data source's new counts against the
/// batch, trapping with UIKit's "Invalid update" message when they disagree.
struct ListUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// Where an old section's items are after the batch; `nil` when it is deleted.
    func newSection(of section: Int) -> Int? {
        if deletedSections.contains(section) { return nil }
        if let move = movedSections.first(where: { $0.from == section }) { return move.to }
        var new = section - deletedSections.count(in: 0..<section)
            - movedSections.filter { $0.from < section }.count
        for inserted in (insertedSections.map { $0 } + movedSections.map(\.to)).sorted() where inserted <= new { new += 1 }
        return new
    }

    /// Where an old item is after the batch; `nil` when it, or its section, is deleted or
    /// reloaded.
    func newIndexPath(of indexPath: IndexPath) -> IndexPath? {
        if deletedItems.contains(indexPath) || reloadedItems.contains(indexPath) { return nil }
        if let move = movedItems.first(where: { $0.from == indexPath }) { return move.to }
        guard !reloadedSections.contains(indexPath.section), let section = newSection(of: indexPath.section) else { return nil }
        let item = indexPath[1]
        var new = item - deletedItems.filter { $0.section == indexPath.section && $0[1] < item }.count
            - movedItems.filter { $0.from.section == indexPath.section && $0.from[1] < item }.count
        let arrivals = (insertedItems.filter { $0.section == section } + movedItems.map(\.to).filter { $0.section == section })
            .map { $0[1] }.sorted()
        for arrival in arrivals where arrival <= new { new += 1 }
        return IndexPath(index: section).appending(new)
    }

    /// The names a list's "Invalid update" message uses: "table view" and "rows", or
    /// "collection view" and "items".
    struct Nouns {
        let list: String
        let items: String
        static let table = Nouns(list: "table view", items: "rows")
        static let collection = Nouns(list: "collection view", items: "items")
    }

    /// UIKit's consistency check: the new section count is the old one plus insertions less
    /// deletions, and each surviving section's new count its old count, less its deletions
    /// and moves out, plus its insertions and moves in. `oldCount` and `newCount` give a
    /// section's item count before and after the batch.
    func checkCounts(oldSections: Int, oldCount: (Int) -> Int, newSections: Int, newCount: (Int) -> Int, _ nouns: Nouns) {
        let expectedSections = oldSections - deletedSections.count + insertedSections.count
        precondition(newSections == expectedSections, """
            Invalid update: invalid number of sections. The number of sections contained in the \(nouns.list) after the \
            update (\(newSections)) must be equal to the number of sections contained in the \(nouns.list) before \
            the update (\(oldSections)), plus or minus the number of sections inserted or deleted \
            (\(insertedSections.count) inserted, \(deletedSections.count) deleted).
            """)
        for section in 0..<oldSections where !reloadedSections.contains(section) {
            guard let newSection = newSection(of: section) else { continue }
            let deleted = deletedItems.filter { $0.section == section }.count
            let inserted = insertedItems.filter { $0.section == newSection }.count
            let movedIn = movedItems.filter { $0.to.section == newSection && $0.from.section != section }.count
            let movedOut = movedItems.filter { $0.from.section == section && $0.to.section != newSection }.count
            let before = oldCount(section), after = newCount(newSection)
            precondition(after == before - deleted + inserted + movedIn - movedOut, """
                Invalid update: invalid number of \(nouns.items) in section \(newSection). The number of \(nouns.items) \
                contained in an existing section after the update (\(after)) must be equal to the number of \
                \(nouns.items) contained in that section before the update (\(before)), plus or minus the number of \
                \(nouns.items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus \
                or minus the number of \(nouns.items) moved into or out of that section (\(movedIn) moved in, \
                \(movedOut) moved out).
                """)
        }
    }
}
