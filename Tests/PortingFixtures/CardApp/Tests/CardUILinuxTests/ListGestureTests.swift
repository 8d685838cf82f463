import Testing
import Touchstone
import TouchstoneTesting
@testable import CardUILinux

/// CardUI's lists, driven with one-line gestures on a 390 × 844 window. Expected values come
/// from UIKit's documented behavior (Touchstone's rules R-LS5, R-LS7, R-LS12, R-LS13 cite
/// it) and from the screens' own arithmetic, worked out by hand in each test.
@MainActor
@Suite(.gestureLog) struct ListGestureTests {
    private func show(_ controller: UIViewController) -> (UIWindow, TouchSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, TouchSimulator(window: window))
    }

    // MARK: The inbox: tap to open, swipe to delete (R-LS5, R-LS7)

    /// Rows are 60 points tall: row 2 spans y 120–180. A tap on it opens "Message 3"; a drag
    /// that starts on a row scrolls the list and opens nothing.
    @Test func aTapOnAMessageOpensItAndAScrollDoesNot() {
        let inbox = InboxViewController()
        let (_, fingers) = show(inbox)
        fingers.tap(at: CGPoint(x: 200, y: 150))
        fingers.settle()
        #expect(inbox.opened == ["Message 3"])
        fingers.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
        fingers.settle()
        #expect(inbox.opened == ["Message 3"])
        #expect(inbox.tableView.contentOffset.y > 200)
    }

    /// A brisk swipe to the left (150 points: past the Delete button, short of the 52.5 %
    /// of a full swipe) opens the row; the Delete button sits at the row's trailing edge,
    /// 74 points wide ("Delete": 6 × 8 + 12 = 60, raised to the 74 minimum), so a tap at
    /// x 353 deletes the row through the data source's `commit`.
    @Test func swipingAMessageLeftRevealsDeleteAndTappingItDeletes() {
        let inbox = InboxViewController()
        let (_, fingers) = show(inbox)
        fingers.swipe(.left, at: CGPoint(x: 300, y: 150))
        fingers.settle()
        #expect(inbox.messages.count == 30)
        fingers.tap(at: CGPoint(x: 353, y: 150))
        fingers.settle()
        #expect(inbox.messages.count == 29)
        #expect(!inbox.messages.contains("Message 3"))
        #expect(inbox.opened.isEmpty)
    }

    /// A swipe across most of the row (320 points, past 52.5 % of 390) deletes it at once.
    @Test func aFullSwipeDeletesWithoutATap() {
        let inbox = InboxViewController()
        let (_, fingers) = show(inbox)
        fingers.drag(from: CGPoint(x: 380, y: 30), to: CGPoint(x: 60, y: 30))
        fingers.settle()
        #expect(inbox.messages.first == "Message 2")
        #expect(inbox.messages.count == 29)
    }

    // MARK: The archive list: a pan inside a cell against the list's scroll

    /// Rows are 70 points tall: row 1 spans y 70–140. A sideways drag on it slides its card
    /// past half the 100-point button and reveals Archive, without scrolling the list; a tap
    /// on the button (x 290–390) archives that conversation.
    @Test func aSidewaysPanInACellRevealsArchiveWhileTheListStaysPut() throws {
        let list = ArchiveListViewController()
        let (_, fingers) = show(list)
        fingers.drag(from: CGPoint(x: 300, y: 105), to: CGPoint(x: 180, y: 105))
        fingers.settle()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? RevealCell)
        #expect(cell.isRevealed)
        #expect(cell.card.frame.minX == -100)
        #expect(list.tableView.contentOffset.y == 0)
        fingers.tap(at: CGPoint(x: 340, y: 105))
        fingers.settle()
        #expect(list.archived == ["Conversation 2"])
    }

    /// A vertical drag on the same row scrolls the list by the finger's travel (less the
    /// pan's 10-point hysteresis) and reveals nothing.
    @Test func aVerticalDragOnACellScrollsTheList() throws {
        let list = ArchiveListViewController()
        let (_, fingers) = show(list)
        fingers.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 300, y: 200))
        fingers.settle()
        #expect(list.tableView.contentOffset.y == 290)
        for case let cell as RevealCell in list.tableView.visibleCells { #expect(!cell.isRevealed) }
        #expect(list.archived.isEmpty)
    }

    // MARK: The photo grid: tap to select, hold to reorder (R-LS12, R-LS14)

    /// Three 120-point items fit a 390-point line at the minimum 5-point spacing; the 30
    /// points left over are shared by the two gaps, so items start at x 0, 135 and 270, and
    /// lines at y 0, 125, 250, ….
    @Test func theGridLaysOutThreeToALineAndATapSelects() throws {
        let grid = PhotoGridViewController()
        let (_, fingers) = show(grid)
        let third = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(third.frame == CGRect(x: 270, y: 0, width: 120, height: 120))
        let fifth = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(fifth.frame == CGRect(x: 135, y: 125, width: 120, height: 120))
        fingers.tap(at: CGPoint(x: 330, y: 60))
        fingers.settle()
        #expect(grid.selected == ["photo-2"])
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        fingers.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 400))
        fingers.settle()
        #expect(grid.selected == ["photo-2"])
        #expect(grid.collectionView.contentOffset.y > 0)
    }

    /// Held past the long press's 0.5 s, the first photo follows the finger to the fifth
    /// item's place (center 195, 185) and drops there: the data source hears one move, from
    /// item 0 to item 4, and the cell shown there is the one that moved.
    @Test func aLongPressPicksAPhotoUpAndMovesItWhereItDrops() throws {
        let grid = PhotoGridViewController()
        let (_, fingers) = show(grid)
        let moved = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        fingers.press(at: CGPoint(x: 60, y: 60), forDuration: 0.8, thenDragTo: CGPoint(x: 195, y: 185))
        fingers.settle()
        #expect(grid.moves.map(\.from) == [IndexPath(item: 0, section: 0)])
        #expect(grid.moves.map(\.to) == [IndexPath(item: 4, section: 0)])
        #expect(Array(grid.photos.prefix(5)) == ["photo-1", "photo-2", "photo-3", "photo-4", "photo-0"])
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === moved)
        #expect(moved.frame == CGRect(x: 135, y: 125, width: 120, height: 120))
        #expect(grid.selected.isEmpty)
        #expect(grid.collectionView.contentOffset.y == 0)
    }

    // MARK: The carousel: a custom layout that snaps (R-LS13)

    /// Cards are 300 wide, 20 apart: one page is 320 points, and card k is centered at
    /// offset 320·k. A slow drag of the finger by 110 points moves the content 100 (less the
    /// pan's 10-point hysteresis), nearer the first card: it snaps back; one of 210 moves it
    /// 200, nearer the second: it snaps to 320; a flick of 120 points leaves at 750 points
    /// per second (0.75 per millisecond, past the layout's 0.3) from offset 430 and moves
    /// one card on from there, to 640.
    @Test func theCarouselSnapsToTheNearestCardOrTheNextWhenFlicked() {
        let carousel = CarouselViewController()
        let (_, fingers) = show(carousel)
        fingers.drag(from: CGPoint(x: 300, y: 350), to: CGPoint(x: 190, y: 350))
        fingers.settle()
        #expect(carousel.collectionView.contentOffset.x == 0)
        fingers.drag(from: CGPoint(x: 300, y: 350), to: CGPoint(x: 90, y: 350))
        fingers.settle()
        #expect(carousel.collectionView.contentOffset.x == 320)
        fingers.flick(from: CGPoint(x: 300, y: 350), to: CGPoint(x: 180, y: 350))
        fingers.settle()
        #expect(carousel.collectionView.contentOffset.x == 640)
    }

    /// The centered card is full size and above its neighbours, which are scaled to 0.8
    /// (a page away; the next one, centered at x 515, is then 240 wide from x 395, past the
    /// screen's edge, and has no cell); a tap on the centered card opens it.
    @Test func theCenteredCardIsFullSizeOnTopAndOpensOnATap() throws {
        let carousel = CarouselViewController()
        let (_, fingers) = show(carousel)
        let first = try #require(carousel.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(carousel.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.transform == .identity)
        #expect(second.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        #expect(second.zIndex < 1)
        #expect(first.frame == CGRect(x: 45, y: 50, width: 300, height: 400))
        fingers.tap(at: CGPoint(x: 195, y: 350))
        fingers.settle()
        #expect(carousel.openedCards == [0])
    }
}
