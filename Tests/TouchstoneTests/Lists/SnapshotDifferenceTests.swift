import Foundation
import Testing
@testable import Touchstone

// The batch update between two snapshots. The rules checked are UIKit's for
// performBatchUpdates (deletes at old indexes, inserts at new indexes, moves old → new) as
// "UITableView.performBatchUpdates(_:completion:), Apple Developer Documentation" states them;
// the snapshots are built with the API of "NSDiffableDataSourceSnapshot, Apple Developer
// Documentation".

private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

private func snapshot(_ layout: [(Int, [Int])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in layout {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }

/// Replays `difference` on `old` the way a table view performs a batch update, and returns the
/// sections and items it ends with, or records why the update is one UIKit would reject.
///
/// Deleted and moved-away items leave their sections first, then deleted and moved sections
/// leave; moved and inserted sections arrive at their new indexes in ascending order (an
/// inserted section arrives full, as its data source would supply it); last, inserted and
/// moved-in items arrive at their new index paths in ascending order. Moved sections and items
/// carry their *old* identifiers, so a move paired with the wrong destination shows as a
/// mismatch with `new`.
private func apply(_ difference: SnapshotDifference, to old: Snapshot, reaching new: Snapshot,
                   sourceLocation: SourceLocation = #_sourceLocation) -> [(Int, [Int])] {
    let oldSections = old.sectionIdentifiers
    let leaving = Set(difference.deletedItems).union(difference.movedItems.map(\.from))
    #expect(leaving.count == difference.deletedItems.count + difference.movedItems.count,
            "an item is both deleted and moved, or moved twice", sourceLocation: sourceLocation)
    let movedSections = Dictionary(uniqueKeysWithValues: difference.movedSections.map { ($0.from, $0.to) })
    #expect(difference.deletedSections.allSatisfy { movedSections[$0] == nil }, "a section is deleted and moved", sourceLocation: sourceLocation)
    #expect(difference.insertedSections.allSatisfy { !Set(movedSections.values).contains($0) }, "a section is inserted and moved to", sourceLocation: sourceLocation)

    var kept: [(Int, [Int])] = []
    var arriving: [Int: (Int, [Int])] = [:]
    for (sectionIndex, section) in oldSections.enumerated() {
        let items = old.itemIdentifiers(inSection: section).enumerated().filter { row, _ in
            !leaving.contains(path(sectionIndex, row))
        }.map(\.element)
        if difference.deletedSections.contains(sectionIndex) {
            #expect(items.count == old.numberOfItems(inSection: section), "an item is deleted or moved from a deleted section", sourceLocation: sourceLocation)
        } else if let to = movedSections[sectionIndex] {
            arriving[to] = (section, items)
        } else {
            kept.append((section, items))
        }
    }
    for index in difference.insertedSections {
        let section = new.sectionIdentifiers[index]
        arriving[index] = (section, new.itemIdentifiers(inSection: section))
    }
    for index in arriving.keys.sorted() {
        guard index <= kept.count else {
            Issue.record("section \(index) inserted past the end", sourceLocation: sourceLocation)
            return kept
        }
        kept.insert(arriving[index]!, at: index)
    }

    let newItems = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
    var itemArrivals = difference.insertedItems.map { ($0, newItems[$0[0]][$0[1]]) }
    itemArrivals += difference.movedItems.map { ($0.to, old.itemIdentifiers(inSection: oldSections[$0.from[0]])[$0.from[1]]) }
    for (destination, item) in itemArrivals.sorted(by: { $0.0 < $1.0 }) {
        #expect(!difference.insertedSections.contains(destination[0]), "an item is inserted or moved into an inserted section", sourceLocation: sourceLocation)
        guard destination[0] < kept.count, destination[1] <= kept[destination[0]].1.count else {
            Issue.record("item \(destination) inserted past the end", sourceLocation: sourceLocation)
            return kept
        }
        kept[destination[0]].1.insert(item, at: destination[1])
    }
    return kept
}

/// Checks that `difference` replays `old` into `new`.
private func expectReplays(_ difference: SnapshotDifference, from old: Snapshot, to new: Snapshot,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let result = apply(difference, to: old, reaching: new, sourceLocation: sourceLocation)
    #expect(result.map(\.0) == new.sectionIdentifiers, sourceLocation: sourceLocation)
    #expect(result.map(\.1) == new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }, sourceLocation: sourceLocation)
}

/// A snapshot drawing up to 6 sections from 0..<8 and up to 30 items from 0..<40, each item
/// placed in a random chosen section, so two draws share some sections and items and differ
/// in others.
private func randomSnapshot(_ generator: inout SplitMix64) -> Snapshot {
    let sections = Array((0..<8).shuffled(using: &generator).prefix(Int.random(in: 0...6, using: &generator)))
    var snapshot = Snapshot()
    snapshot.appendSections(sections)
    guard !sections.isEmpty else { return snapshot }
    for item in (0..<40).shuffled(using: &generator).prefix(Int.random(in: 0...30, using: &generator)) {
        snapshot.appendItems([item], toSection: sections.randomElement(using: &generator)!)
    }
    return snapshot
}

/// `old` edited by a few random snapshot operations: the realistic case, where most items
/// stay and a few move, arrive or leave.
private func randomEdit(of old: Snapshot, _ generator: inout SplitMix64) -> Snapshot {
    var new = old
    var nextItem = 100
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
        let items = new.itemIdentifiers
        let sections = new.sectionIdentifiers
        switch Int.random(in: 0..<7, using: &generator) {
        case 0 where items.count >= 2:
            let pair = items.shuffled(using: &generator).prefix(2)
            new.moveItem(pair.first!, afterItem: pair.last!)
        case 1 where !items.isEmpty:
            new.deleteItems([items.randomElement(using: &generator)!])
        case 2 where !sections.isEmpty:
            new.appendItems([nextItem, nextItem + 1], toSection: sections.randomElement(using: &generator)!)
            nextItem += 2
        case 3 where sections.count >= 2:
            let pair = sections.shuffled(using: &generator).prefix(2)
            new.moveSection(pair.first!, beforeSection: pair.last!)
        case 4 where !sections.isEmpty:
            new.deleteSections([sections.randomElement(using: &generator)!])
        case 5:
            new.appendSections([nextItem])
            nextItem += 1
        default:
            if !items.isEmpty { new.reloadItems([items.randomElement(using: &generator)!]) }
        }
    }
    return new
}

@Suite("SnapshotDifference")
struct SnapshotDifferenceTests {
    // Equal snapshots need no update.
    @Test func identicalSnapshotsHaveAnEmptyDifference() {
        let old = snapshot([(0, [1, 2, 3]), (1, [4])])
        #expect(SnapshotDifference(from: old, to: old).isEmpty)
    }

    // Removing item 2 (row 1 of section 0) and adding 9 at the end of section 1 (row 1).
    @Test func deletedAndInsertedItemsUseOldAndNewIndexPaths() {
        let old = snapshot([(0, [1, 2, 3]), (1, [4])])
        let new = snapshot([(0, [1, 3]), (1, [4, 9])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems == [path(0, 1)])
        #expect(difference.insertedItems == [path(1, 1)])
        #expect(difference.movedItems.isEmpty)
        expectReplays(difference, from: old, to: new)
    }

    // [1 2 3 4] → [4 1 2 3]: 1, 2, 3 keep their order, so only 4 moves (row 3 → row 0).
    @Test func onlyItemsOutOfOrderMove() {
        let old = snapshot([(0, [1, 2, 3, 4])])
        let new = snapshot([(0, [4, 1, 2, 3])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.movedItems == [.init(from: path(0, 3), to: path(0, 0))])
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
        expectReplays(difference, from: old, to: new)
    }

    // Item 2 crosses from section 0 row 1 to section 1 row 0: a move between sections.
    @Test func itemChangingSectionIsAMove() {
        let old = snapshot([(0, [1, 2]), (1, [3])])
        let new = snapshot([(0, [1]), (1, [2, 3])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.movedItems == [.init(from: path(0, 1), to: path(1, 0))])
        expectReplays(difference, from: old, to: new)
    }

    // Section 7 (old index 1) goes, section 8 arrives at new index 0; their items go and come
    // with them and are not listed.
    @Test func sectionsDeletedAndInsertedCarryTheirItems() {
        let old = snapshot([(0, [1]), (7, [2, 3])])
        let new = snapshot([(8, [4]), (0, [1])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedSections == IndexSet([1]))
        #expect(difference.insertedSections == IndexSet([0]))
        #expect(difference.movedSections.isEmpty)
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty && difference.movedItems.isEmpty)
        expectReplays(difference, from: old, to: new)
    }

    // Sections [0 1 2] → [2 0 1]: only section 2 moves (old 2 → new 0); its items travel along.
    @Test func onlySectionsOutOfOrderMove() {
        let old = snapshot([(0, [1]), (1, [2]), (2, [3, 4])])
        let new = snapshot([(2, [3, 4]), (0, [1]), (1, [2])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.movedSections == [.init(from: 2, to: 0)])
        #expect(difference.movedItems.isEmpty)
        expectReplays(difference, from: old, to: new)
    }

    // Item 2 leaves deleted section 7 for surviving section 0: UIKit forbids moving out of a
    // deleted section, so it is an insertion at (0, 1). Item 1 enters inserted section 8: a
    // deletion at its old path (0, 0).
    @Test func itemsCrossingDeletedOrInsertedSectionsAreDeletedOrInserted() {
        let old = snapshot([(0, [1, 5]), (7, [2])])
        let new = snapshot([(0, [5, 2]), (8, [1])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems == [path(0, 0)])
        #expect(difference.insertedItems == [path(0, 1)])
        #expect(difference.movedItems.isEmpty)
        expectReplays(difference, from: old, to: new)
    }

    // Marks come from the new snapshot at new index paths: 3 is reloaded and now at (0, 0),
    // 1 reconfigured at (0, 1); the inserted 9 is fresh and left out even though marked.
    @Test func reloadsAndReconfiguresUseNewIndexPathsOfTheNewSnapshot() {
        let old = snapshot([(0, [1, 2, 3])])
        var new = snapshot([(0, [3, 1, 9])])
        new.reloadItems([3, 9])
        new.reconfigureItems([1])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.reloadedItems == [path(0, 0)])
        #expect(difference.reconfiguredItems == [path(0, 1)])
        expectReplays(difference, from: old, to: new)
    }

    // A reloaded section (new index 1) is listed; an item both reloaded and reconfigured is
    // only reloaded, since a new cell is configured anyway.
    @Test func reloadedSectionsAndReloadWinsOverReconfigure() {
        let old = snapshot([(0, [1]), (1, [2])])
        var new = snapshot([(5, []), (0, [1]), (1, [2])])
        new.reloadSections([0, 5])
        new.reloadItems([2])
        new.reconfigureItems([2])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.reloadedSections == IndexSet([1]))
        #expect(difference.reloadedItems == [path(2, 0)])
        #expect(difference.reconfiguredItems.isEmpty)
    }

    // The subsequence helper: in [3 1 2 5 4] a longest increasing run is 1 2 4 or 1 2 5
    // (length 3), and positions 1 and 2 (values 1, 2) are in every one.
    @Test func longestIncreasingSubsequenceFindsALongestRun() {
        let run = longestIncreasingSubsequence([3, 1, 2, 5, 4])
        #expect(run.count == 3)
        #expect(run.isSuperset(of: [1, 2]))
        #expect(longestIncreasingSubsequence([]).isEmpty)
        #expect(longestIncreasingSubsequence([4, 3, 2, 1]).count == 1)
    }

    // Independent random snapshots: every kind of change at once, many crossings.
    @Test(arguments: 0..<300)
    func randomPairsReplay(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        let old = randomSnapshot(&generator)
        let new = randomSnapshot(&generator)
        expectReplays(SnapshotDifference(from: old, to: new), from: old, to: new)
    }

    // Random edits of a random snapshot: the common case of a few changes, reloads included.
    // The replay checks consistency, and every reloaded path must name a marked item.
    @Test(arguments: 0..<300)
    func randomEditsReplay(seed: UInt64) {
        var generator = SplitMix64(state: seed &+ 1_000)
        let old = randomSnapshot(&generator)
        let new = randomEdit(of: old, &generator)
        let difference = SnapshotDifference(from: old, to: new)
        expectReplays(difference, from: old, to: new)
        for path in difference.reloadedItems {
            let item = new.itemIdentifiers(inSection: new.sectionIdentifiers[path[0]])[path[1]]
            #expect(new.reloadedItemIdentifiers.contains(item))
        }
    }
}
