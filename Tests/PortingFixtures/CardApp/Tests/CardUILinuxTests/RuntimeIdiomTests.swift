import Testing
import Touchstone
import TouchstoneTesting
@testable import CardUILinux

/// CardUI's files that lean on the Objective-C runtime, compiled unchanged through the
/// plugin: key-value observing, associated objects, a notification observed by selector,
/// delayed and main-thread performs, and `#if` branches that Linux never compiles.
@MainActor
@Suite struct RuntimeIdiomTests {
    /// The sheet follows its list by observing `contentOffset`: a drag up of 100 points
    /// (90 after the pan's hysteresis) scrolls the list 90 points, and the handle has faded
    /// to 1 − 90 / 100.
    @Test func theSheetFollowsItsScrollViewByKeyValueObserving() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
        let sheet = SheetViewController()
        window.rootViewController = sheet
        let fingers = TouchSimulator(window: window)
        sheet.scrollView.contentSize = CGSize(width: 320, height: 2000)
        _ = fingers.down(0, at: CGPoint(x: 160, y: 500))
        for step in 1...20 {
            fingers.advance(by: 0.016)
            fingers.move(0, to: CGPoint(x: 160, y: 500 - CGFloat(step) * 5))
        }
        #expect(sheet.scrollView.contentOffset.y == 90)
        #expect(sheet.reportedOffsets.last == 90)
        #expect(abs(sheet.handle.alpha - 0.1) < 1e-9)
        fingers.advance(by: 0.2)
        fingers.up(0)
    }

    /// The sheet hears the list's content size through `observeValue(forKeyPath:…)`: at
    /// once (`.initial`), 400 points tall, and again when it changes, its preferred height
    /// capped at 600; after it stops observing, changes go unheard.
    @Test func theSheetSizesItselfFromTheListsContentSize() {
        let sheet = SheetViewController()
        sheet.loadViewIfNeeded()
        #expect(sheet.preferredContentSize == CGSize(width: 390, height: 400))
        sheet.scrollView.contentSize = CGSize(width: 390, height: 900)
        #expect(sheet.preferredContentSize == CGSize(width: 390, height: 600))
        sheet.stopFollowingContentSize()
        sheet.scrollView.contentSize = CGSize(width: 390, height: 100)
        #expect(sheet.preferredContentSize.height == 600)
    }

    /// The extension's state is each table view's own, and its copied handler runs.
    @Test func aTableViewExtensionKeepsAssociatedState() {
        let list = UITableView(frame: .zero, style: .plain), other = UITableView()
        var refreshed = 0
        list.refreshHandler = { refreshed += 1 }
        list.contentOffset = CGPoint(x: 0, y: -80)
        list.notePull()
        #expect(list.pullDistance == 80)
        #expect(other.pullDistance == 0)
        #expect(refreshed == 1)
        other.contentOffset = CGPoint(x: 0, y: -30)
        other.notePull()
        #expect(other.pullDistance == 30)
        #expect(refreshed == 1)
    }

    /// A like anywhere shows the banner for two seconds of host time: the notification
    /// reaches the controller through its selector, and a delayed perform hides the banner.
    @Test func aNotificationObservedBySelectorShowsTheBanner() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
        let controller = BannerViewController()
        window.rootViewController = controller
        let fingers = TouchSimulator(window: window)
        NotificationCenter.default.post(name: .cardLiked, object: nil)
        #expect(controller.likesSeen == 1)
        #expect(!controller.banner.isHidden)
        fingers.advance(by: 1.5)
        NotificationCenter.default.post(name: .cardLiked, object: nil)   // restarts the two seconds
        fingers.advance(by: 1.5)
        #expect(!controller.banner.isHidden)
        fingers.advance(by: 0.6)
        #expect(controller.banner.isHidden)
        controller.stopListening()
        NotificationCenter.default.post(name: .cardLiked, object: nil)
        #expect(controller.likesSeen == 2)
    }

    /// The test hooks: the `#if canImport(ObjectiveC)` branch is left to iOS and the Linux
    /// `#else` runs; the `#if os(iOS)` branch is the iOS build's, ported, and runs
    /// `performSelector(onMainThread:…)` and `responds(to:)`.
    @Test func testHooksBehindConditionsRunTheCompiledBranch() {
        let controller = BannerViewController()
        controller.loadViewIfNeeded()
        controller.showBannerForTesting()
        #expect(controller.likesSeen == 1)
        controller.countHookForTesting()
        #expect(controller.hookCalls == 1)
        controller.stopListening()
    }

    /// The delegate's window reads through `UIApplicationDelegate` as on iOS, doubly
    /// optional.
    @Test func theDelegatesWindowReadsAsOnIOS() {
        let application = UIApplication()
        let delegate = AppDelegate()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
        window.rootViewController = SideMenuViewController()
        delegate.window = window
        application.delegate = delegate
        UIApplication.withShared(application) {
            #expect(AppDelegate.rootController === window.rootViewController)
        }
    }

    /// A plain type that touches views compiles under the target's default isolation.
    @Test func aPlainTypeTouchesViewsUnderTheDefaultIsolation() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CardPlacement(bounds: CGRect(x: 0, y: 0, width: 320, height: 640)).place(card)
        #expect(card.center == CGPoint(x: 160, y: 320))
    }
}
