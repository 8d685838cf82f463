import Foundation
import Testing
@testable import Touchstone

// Each test checks one documented behavior of NSDiffableDataSourceSnapshot; the reference is
// "NSDiffableDataSourceSnapshot, Apple Developer Documentation"
// (developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct) and the
// member's own page under it. Expected values are worked out by hand in the comments.

private typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

/// Sections "A" = [a1, a2, a3] and "B" = [b1, b2]: the fixture most tests edit.
private func twoSections() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems(["a1", "a2", "a3"], toSection: "A")
    snapshot.appendItems(["b1", "b2"], toSection: "B")
    return snapshot
}

/// Checks every lookup against the layout it should describe, so a stale index anywhere shows.
private func expectLayout(_ snapshot: Snapshot, _ layout: [(String, [String])], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(snapshot.sectionIdentifiers == layout.map(\.0), sourceLocation: sourceLocation)
    #expect(snapshot.numberOfSections == layout.count, sourceLocation: sourceLocation)
    #expect(snapshot.itemIdentifiers == layout.flatMap(\.1), sourceLocation: sourceLocation)
    #expect(snapshot.numberOfItems == layout.flatMap(\.1).count, sourceLocation: sourceLocation)
    var index = 0
    for (sectionIndex, (section, items)) in layout.enumerated() {
        #expect(snapshot.indexOfSection(section) == sectionIndex, sourceLocation: sourceLocation)
        #expect(snapshot.itemIdentifiers(inSection: section) == items, sourceLocation: sourceLocation)
        #expect(snapshot.numberOfItems(inSection: section) == items.count, sourceLocation: sourceLocation)
        for item in items {
            #expect(snapshot.indexOfItem(item) == index, sourceLocation: sourceLocation)
            #expect(snapshot.sectionIdentifier(containingItem: item) == section, sourceLocation: sourceLocation)
            index += 1
        }
    }
}

@Suite("NSDiffableDataSourceSnapshot")
struct NSDiffableDataSourceSnapshotTests {
    // init(): "Creates an empty snapshot." (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func initCreatesAnEmptySnapshot() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    // numberOfItems, numberOfSections, sectionIdentifiers, itemIdentifiers, numberOfItems(inSection:),
    // itemIdentifiers(inSection:) (NSDiffableDataSourceSnapshot, Apple Developer Documentation):
    // 2 sections, 5 items, items listed section by section.
    @Test func countsAndIdentifiersDescribeTheSectionsAndItemsInOrder() {
        expectLayout(twoSections(), [("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])])
    }

    // indexOfItem(_:): the index across all sections: b1 follows a1..a3, so 3.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func indexOfItemCountsItemsOfEarlierSections() {
        let snapshot = twoSections()
        #expect(snapshot.indexOfItem("a1") == 0)
        #expect(snapshot.indexOfItem("b1") == 3)
        #expect(snapshot.indexOfItem("b2") == 4)
    }

    // indexOfItem(_:), indexOfSection(_:), sectionIdentifier(containingItem:) return nil for
    // identifiers the snapshot lacks. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func lookupsOfMissingIdentifiersReturnNil() {
        let snapshot = twoSections()
        #expect(snapshot.indexOfItem("zz") == nil)
        #expect(snapshot.indexOfSection("Z") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "zz") == nil)
    }

    // sectionIdentifier(containingItem:): "the identifier of the section containing the item".
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func sectionIdentifierContainingItemNamesTheItemsSection() {
        let snapshot = twoSections()
        #expect(snapshot.sectionIdentifier(containingItem: "a2") == "A")
        #expect(snapshot.sectionIdentifier(containingItem: "b2") == "B")
    }

    // appendItems(_:toSection:): with no section, "adds the items to the last section".
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func appendItemsWithoutASectionAddsToTheLastSection() {
        var snapshot = twoSections()
        snapshot.appendItems(["b3", "b4"])
        expectLayout(snapshot, [("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2", "b3", "b4"])])
    }

    // appendItems(_:toSection:) to a named section that is not the last: B's indexes shift by 1.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func appendItemsToANamedSectionAddsAtItsEnd() {
        var snapshot = twoSections()
        snapshot.appendItems(["a4"], toSection: "A")
        expectLayout(snapshot, [("A", ["a1", "a2", "a3", "a4"]), ("B", ["b1", "b2"])])
    }

    // appendItems(_:toSection:) of an item already in the snapshot moves it (iOS 15's
    // "the existing item identifiers will be moved into place instead").
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func appendItemsOfAnExistingItemMovesIt() {
        var snapshot = twoSections()
        snapshot.appendItems(["a1"], toSection: "B")
        expectLayout(snapshot, [("A", ["a2", "a3"]), ("B", ["b1", "b2", "a1"])])
    }

    // insertItems(_:beforeItem:): a2 is at 1 in A, so x, y take 1 and 2 and a2 moves to 3.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func insertItemsBeforeItemPlacesThemJustBeforeIt() {
        var snapshot = twoSections()
        snapshot.insertItems(["x", "y"], beforeItem: "a2")
        expectLayout(snapshot, [("A", ["a1", "x", "y", "a2", "a3"]), ("B", ["b1", "b2"])])
    }

    // insertItems(_:afterItem:): after the last item of B, the items end B.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func insertItemsAfterItemPlacesThemJustAfterIt() {
        var snapshot = twoSections()
        snapshot.insertItems(["x"], afterItem: "a1")
        snapshot.insertItems(["y"], afterItem: "b2")
        expectLayout(snapshot, [("A", ["a1", "x", "a2", "a3"]), ("B", ["b1", "b2", "y"])])
    }

    // insertItems(_:beforeItem:) of an existing item moves it next to the anchor.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func insertItemsOfAnExistingItemMovesIt() {
        var snapshot = twoSections()
        snapshot.insertItems(["a3"], beforeItem: "b1")
        expectLayout(snapshot, [("A", ["a1", "a2"]), ("B", ["a3", "b1", "b2"])])
    }

    // deleteItems(_:): removed items leave both their section and every lookup.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func deleteItemsRemovesThemFromTheirSections() {
        var snapshot = twoSections()
        snapshot.deleteItems(["a1", "a3", "b2"])
        expectLayout(snapshot, [("A", ["a2"]), ("B", ["b1"])])
        #expect(snapshot.indexOfItem("a1") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "b2") == nil)
    }

    // deleteItems(_:) with identifiers the snapshot lacks leaves it unchanged.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func deleteItemsIgnoresMissingIdentifiers() {
        var snapshot = twoSections()
        snapshot.deleteItems(["zz"])
        expectLayout(snapshot, [("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])])
    }

    // deleteAllItems(): the snapshot is left with no items and no sections.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func deleteAllItemsEmptiesTheSnapshotSectionsIncluded() {
        var snapshot = twoSections()
        snapshot.reloadItems(["a1"])
        snapshot.deleteAllItems()
        expectLayout(snapshot, [])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        snapshot.appendSections(["A"])
        snapshot.appendItems(["a1"])
        expectLayout(snapshot, [("A", ["a1"])])
    }

    // moveItem(_:beforeItem:) within a section: a3 before a1 gives a3, a1, a2.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func moveItemBeforeItemReordersWithinASection() {
        var snapshot = twoSections()
        snapshot.moveItem("a3", beforeItem: "a1")
        expectLayout(snapshot, [("A", ["a3", "a1", "a2"]), ("B", ["b1", "b2"])])
    }

    // moveItem(_:afterItem:) across sections: a1 after b1 gives B = b1, a1, b2.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func moveItemAfterItemCanChangeSection() {
        var snapshot = twoSections()
        snapshot.moveItem("a1", afterItem: "b1")
        expectLayout(snapshot, [("A", ["a2", "a3"]), ("B", ["b1", "a1", "b2"])])
    }

    // moveItem(_:afterItem:) forward within a section: a1 after a2 gives a2, a1, a3.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func moveItemAfterLaterItemInSameSection() {
        var snapshot = twoSections()
        snapshot.moveItem("a1", afterItem: "a2")
        expectLayout(snapshot, [("A", ["a2", "a1", "a3"]), ("B", ["b1", "b2"])])
    }

    // reloadItems(_:) and reloadedItemIdentifiers: marks are kept in order, once each, and the
    // layout does not change. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func reloadItemsMarksItemsWithoutChangingLayout() {
        var snapshot = twoSections()
        snapshot.reloadItems(["b1", "a2"])
        snapshot.reloadItems(["b1"])
        #expect(snapshot.reloadedItemIdentifiers == ["b1", "a2"])
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        expectLayout(snapshot, [("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])])
    }

    // reconfigureItems(_:) and reconfiguredItemIdentifiers, distinct from reloads.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func reconfigureItemsMarksItemsSeparatelyFromReloads() {
        var snapshot = twoSections()
        snapshot.reconfigureItems(["a3", "a1"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["a3", "a1"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    // reloadedItemIdentifiers and reconfiguredItemIdentifiers forget deleted items, including
    // those of a deleted section, and keep moved ones.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func marksFollowItemsAndVanishWithThem() {
        var snapshot = twoSections()
        snapshot.reloadItems(["a1", "b1"])
        snapshot.reconfigureItems(["a2", "b2"])
        snapshot.moveItem("a1", afterItem: "b2")
        snapshot.deleteItems(["a2"])
        snapshot.deleteSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        var other = twoSections()
        other.reloadItems(["a1"])
        other.moveItem("a1", afterItem: "b2")
        #expect(other.reloadedItemIdentifiers == ["a1"])
    }

    // appendSections(_:): sections are added at the end, empty.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func appendSectionsAddsEmptySectionsAtTheEnd() {
        var snapshot = twoSections()
        snapshot.appendSections(["C", "D"])
        expectLayout(snapshot, [("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"]), ("C", []), ("D", [])])
    }

    // insertSections(_:beforeSection:): before A, so the new section is 0 and b1's index is
    // unchanged at 3 (the new section is empty). (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func insertSectionsBeforeSectionPlacesThemJustBeforeIt() {
        var snapshot = twoSections()
        snapshot.insertSections(["Z"], beforeSection: "A")
        expectLayout(snapshot, [("Z", []), ("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])])
        snapshot.appendItems(["z1"], toSection: "Z")
        expectLayout(snapshot, [("Z", ["z1"]), ("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])])
    }

    // insertSections(_:afterSection:): after A, so between A and B.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func insertSectionsAfterSectionPlacesThemJustAfterIt() {
        var snapshot = twoSections()
        snapshot.insertSections(["M", "N"], afterSection: "A")
        expectLayout(snapshot, [("A", ["a1", "a2", "a3"]), ("M", []), ("N", []), ("B", ["b1", "b2"])])
    }

    // deleteSections(_:): a deleted section takes its items with it.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func deleteSectionsRemovesTheirItemsToo() {
        var snapshot = twoSections()
        snapshot.appendSections(["C"])
        snapshot.appendItems(["c1"])
        snapshot.deleteSections(["A", "Z"])
        expectLayout(snapshot, [("B", ["b1", "b2"]), ("C", ["c1"])])
        #expect(snapshot.sectionIdentifier(containingItem: "a1") == nil)
    }

    // moveSection(_:beforeSection:): B before A; its items travel with it, b1 now at 0.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func moveSectionBeforeSectionCarriesItsItems() {
        var snapshot = twoSections()
        snapshot.moveSection("B", beforeSection: "A")
        expectLayout(snapshot, [("B", ["b1", "b2"]), ("A", ["a1", "a2", "a3"])])
    }

    // moveSection(_:afterSection:): A after C in A, B, C gives B, C, A.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func moveSectionAfterSectionCarriesItsItems() {
        var snapshot = twoSections()
        snapshot.appendSections(["C"])
        snapshot.appendItems(["c1"])
        snapshot.moveSection("A", afterSection: "C")
        expectLayout(snapshot, [("B", ["b1", "b2"]), ("C", ["c1"]), ("A", ["a1", "a2", "a3"])])
    }

    // reloadSections(_:) and reloadedSectionIdentifiers: marks in order, once each, forgotten
    // when the section is deleted. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func reloadSectionsMarksSectionsUntilTheyAreDeleted() {
        var snapshot = twoSections()
        snapshot.reloadSections(["B", "A", "B"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
        snapshot.deleteSections(["B"])
        #expect(snapshot.reloadedSectionIdentifiers == ["A"])
    }

    // A snapshot is a value: editing a copy leaves the original as it was.
    // (NSDiffableDataSourceSnapshot, Apple Developer Documentation: "a structure")
    @Test func copiesAreIndependent() {
        let original = twoSections()
        var copy = original
        copy.deleteItems(["a1"])
        copy.appendSections(["C"])
        expectLayout(original, [("A", ["a1", "a2", "a3"]), ("B", ["b1", "b2"])])
    }

    // A long sequence of edits keeps every lookup consistent with the contents; the layout is
    // worked out step by step in the comments. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func mixedEditsKeepLookupsConsistent() {
        var snapshot = twoSections()
        snapshot.insertSections(["C"], beforeSection: "B")   // A[a1 a2 a3] C[] B[b1 b2]
        snapshot.moveItem("b2", beforeItem: "a2")            // A[a1 b2 a2 a3] C[] B[b1]
        snapshot.appendItems(["c1", "a1"], toSection: "C")   // A[b2 a2 a3] C[c1 a1] B[b1]
        snapshot.moveSection("B", beforeSection: "C")        // A[b2 a2 a3] B[b1] C[c1 a1]
        snapshot.deleteItems(["a2"])                         // A[b2 a3] B[b1] C[c1 a1]
        snapshot.insertItems(["n"], afterItem: "b1")         // A[b2 a3] B[b1 n] C[c1 a1]
        expectLayout(snapshot, [("A", ["b2", "a3"]), ("B", ["b1", "n"]), ("C", ["c1", "a1"])])
    }
}

// UIKit raises NSInternalInconsistencyException for these; the port stops the process with a
// message naming the identifier and the operation. Exit tests run each in a child process.
@Suite("NSDiffableDataSourceSnapshot preconditions")
struct NSDiffableDataSourceSnapshotPreconditionTests {
    /// What the child process wrote to standard error: where the trap message appears.
    private func standardError(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    // appendItems(_:toSection:) with duplicates: UIKit's "Fatal: supplied item identifiers are
    // not unique". (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func appendItemsWithDuplicateIdentifiersTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.appendItems(["x", "y", "x"])
        }
        #expect(standardError(result).contains("appendItems(_:toSection:): Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}"))
    }

    // appendItems(_:toSection:) with no section: UIKit's "There are currently no sections in the data source. Please add a section first." (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func appendItemsWithoutAnySectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendItems(["x"])
        }
        #expect(standardError(result).contains("appendItems(_:toSection:): There are currently no sections in the data source. Please add a section first."))
    }

    // appendItems(_:toSection:) naming a section the snapshot lacks. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func appendItemsToAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.appendItems(["x"], toSection: "Q")
        }
        #expect(standardError(result).contains("appendItems(_:toSection:): Invalid section identifier: the section identifier does not exist in the snapshot: Q"))
    }

    // insertItems(_:beforeItem:) relative to an item the snapshot lacks. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func insertItemsBeforeAnUnknownItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.insertItems(["x"], beforeItem: "q")
        }
        #expect(standardError(result).contains("insertItems(_:beforeItem:): Attempted to insert items relative to an item identifier that does not exist in the snapshot: q"))
    }

    // insertItems(_:afterItem:) with duplicates: "supplied item identifiers are not unique". (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func insertItemsAfterItemWithDuplicatesTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.appendItems(["a"])
            snapshot.insertItems(["x", "x"], afterItem: "a")
        }
        #expect(standardError(result).contains("insertItems(_:afterItem:): Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}"))
    }

    // insertItems(_:afterItem:) whose items include the anchor. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func insertItemsRelativeToThemselvesTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.appendItems(["a"])
            snapshot.insertItems(["a"], afterItem: "a")
        }
        #expect(standardError(result).contains("insertItems(_:afterItem:): Attempted to insert item identifier relative to itself: a"))
    }

    // moveItem(_:beforeItem:) of an item the snapshot lacks. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func moveItemOfAnUnknownItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.appendItems(["a"])
            snapshot.moveItem("q", beforeItem: "a")
        }
        #expect(standardError(result).contains("moveItem(_:beforeItem:): Attempted to move item identifier that does not exist in the snapshot: q"))
    }

    // moveItem(_:afterItem:) relative to an item the snapshot lacks. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func moveItemRelativeToAnUnknownItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.appendItems(["a"])
            snapshot.moveItem("a", afterItem: "q")
        }
        #expect(standardError(result).contains("moveItem(_:afterItem:): Attempted to move an item relative to an item identifier that does not exist in the snapshot: q"))
    }

    // moveItem(_:afterItem:) with the item as its own anchor. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func moveItemRelativeToItselfTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.appendItems(["a"])
            snapshot.moveItem("a", afterItem: "a")
        }
        #expect(standardError(result).contains("moveItem(_:afterItem:): Attempted to move item identifier relative to itself: a"))
    }

    // reloadItems(_:) of an item the snapshot lacks: UIKit's "Attempted to reload item identifier that does not exist in the snapshot". (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func reloadItemsOfAnUnknownItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.reloadItems(["q"])
        }
        #expect(standardError(result).contains("reloadItems(_:): Attempted to reload item identifier that does not exist in the snapshot: q"))
    }

    // reconfigureItems(_:) of an item the snapshot lacks. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func reconfigureItemsOfAnUnknownItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.reconfigureItems(["q"])
        }
        #expect(standardError(result).contains("reconfigureItems(_:): Attempted to reconfigure item identifier that does not exist in the snapshot: q"))
    }

    // appendSections(_:) with duplicates: "supplied section identifiers are not unique". (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func appendSectionsWithDuplicatesTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A", "B", "A"])
        }
        #expect(standardError(result).contains("appendSections(_:): Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(A)}"))
    }

    // appendSections(_:) of a section already in the snapshot. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func appendSectionsOfAnExistingSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.appendSections(["A"])
        }
        #expect(standardError(result).contains("appendSections(_:): Fatal: supplied section identifiers are not unique. Section identifiers already in the snapshot: {(A)}"))
    }

    // insertSections(_:afterSection:) relative to a section the snapshot lacks. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func insertSectionsAfterAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.insertSections(["A"], afterSection: "Q")
        }
        #expect(standardError(result).contains("insertSections(_:afterSection:): Invalid section identifier: the section identifier does not exist in the snapshot: Q"))
    }

    // moveSection(_:beforeSection:) of a section the snapshot lacks. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func moveSectionOfAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.moveSection("Q", beforeSection: "A")
        }
        #expect(standardError(result).contains("moveSection(_:beforeSection:): Invalid section identifier: the section identifier does not exist in the snapshot: Q"))
    }

    // moveSection(_:afterSection:) with the section as its own anchor. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func moveSectionRelativeToItselfTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["A"])
            snapshot.moveSection("A", afterSection: "A")
        }
        #expect(standardError(result).contains("moveSection(_:afterSection:): Attempted to move section identifier relative to itself: A"))
    }

    // reloadSections(_:) of a section the snapshot lacks. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func reloadSectionsOfAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.reloadSections(["Q"])
        }
        #expect(standardError(result).contains("reloadSections(_:): Attempted to reload section identifier that does not exist in the snapshot: Q"))
    }

    // numberOfItems(inSection:) of a section the snapshot lacks. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func numberOfItemsInAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let snapshot = NSDiffableDataSourceSnapshot<String, String>()
            _ = snapshot.numberOfItems(inSection: "Q")
        }
        #expect(standardError(result).contains("numberOfItems(inSection:): Invalid section identifier: the section identifier does not exist in the snapshot: Q"))
    }

    // itemIdentifiers(inSection:) of a section the snapshot lacks. (NSDiffableDataSourceSnapshot, Apple Developer Documentation)
    @Test func itemIdentifiersInAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let snapshot = NSDiffableDataSourceSnapshot<String, String>()
            _ = snapshot.itemIdentifiers(inSection: "Q")
        }
        #expect(standardError(result).contains("itemIdentifiers(inSection:): Invalid section identifier: the section identifier does not exist in the snapshot: Q"))
    }
}
