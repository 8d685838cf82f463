import Foundation
import Testing
import Touchstone
import TouchstoneTesting

@MainActor private final class TabsDelegate: UITabBarControllerDelegate {
    var refused: UIViewController?
    var selections: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController !== refused
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(viewController.title ?? "")
    }
}

@MainActor private final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    var events: [String] = []

    init(recorder: AppearanceRecorder) {
        pages = (0..<3).map { RecordingViewController("page\($0)", recorder: recorder) }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        events.append("willTransitionTo \(pendingViewControllers.map { $0.title ?? "" })")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        events.append("didFinish \(previousViewControllers.map { $0.title ?? "" }) completed \(completed)")
    }
}

/// A list that hands the tapped row to its detail in `prepare(for:sender:)`, as storyboard
/// code does.
@MainActor private final class ListController: UIViewController {
    var prepared: [(String?, UIViewController, Any?)] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination, sender))
        segue.destination.title = sender as? String
    }
}

@MainActor
@Suite("Tab bar and page view controllers, segues (R-NV8–R-NV10)")
struct ContainerControllerTests {
    // R-NV8: the tabs share the bar's width; a tap selects its controller, the two hearing
    // their appearance callbacks, and the delegate may refuse a tab.
    @Test func aTapOnATabSelectsIt() throws {
        let recorder = AppearanceRecorder()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tabs = UITabBarController()
        let delegate = TabsDelegate()
        tabs.delegate = delegate
        let feed = RecordingViewController("feed", recorder: recorder)
        let search = RecordingViewController("search", recorder: recorder)
        let profile = RecordingViewController("profile", recorder: recorder)
        tabs.viewControllers = [feed, search, profile]
        delegate.refused = profile
        window.rootViewController = tabs
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        #expect(tabs.selectedIndex == 0)
        #expect(recorder.entries == ["feed.willAppear", "feed.didAppear"])
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
        recorder.entries = []

        fingers.tap(at: CGPoint(x: 195, y: 820))  // the middle third
        #expect(tabs.selectedViewController === search)
        #expect(search.view.window != nil && feed.view.window == nil)
        #expect(recorder.entries == ["feed.willDisappear", "search.willAppear", "feed.didDisappear", "search.didAppear"])
        #expect(delegate.selections == ["search"])
        #expect(search.tabBarController === tabs)

        fingers.tap(at: CGPoint(x: 325, y: 820))  // the refused tab
        #expect(tabs.selectedViewController === search)
        tabs.selectedIndex = 2  // setting the index does not ask the delegate
        #expect(tabs.selectedViewController === profile)
        #expect(delegate.selections == ["search"])
    }

    // R-NV9: a flick to the left pages forward: the delegate hears the pending page, then
    // the transition completed from the page before; the data source's next neighbor is
    // asked for; a short slow drag goes back and the transition did not complete.
    @Test func aSwipePagesAndAShortDragGoesBack() throws {
        let recorder = AppearanceRecorder()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let pages = Pages(recorder: recorder)
        pager.dataSource = pages
        pager.delegate = pages
        pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        window.rootViewController = pager
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        #expect(pager.gestureRecognizers.isEmpty)
        recorder.entries = []

        fingers.flick(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.1)
        fingers.settle()
        #expect(pager.viewControllers?.first === pages.pages[1])
        #expect(pages.events == ["willTransitionTo [\"page1\"]", "didFinish [\"page0\"] completed true"])
        #expect(recorder.entries == ["page0.willDisappear", "page1.willAppear", "page0.didDisappear", "page1.didAppear"])
        #expect(pages.pages[1].view.convert(pages.pages[1].view.bounds, to: nil) == window.bounds)

        pages.events = []
        recorder.entries = []
        fingers.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.5)
        fingers.settle()
        #expect(pager.viewControllers?.first === pages.pages[1])
        #expect(pages.events == ["willTransitionTo [\"page2\"]", "didFinish [\"page1\"] completed false"])
        #expect(recorder.entries == ["page1.willDisappear", "page2.willAppear", "page1.willAppear", "page2.willDisappear",
                                     "page2.didDisappear", "page1.didAppear"])
    }

    // R-NV10: a registered segue makes its destination, the source prepares it, and a
    // "show" segue pushes it onto the navigation controller.
    @Test func aRegisteredSegueIsPreparedAndPushes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        list.registerSegue(withIdentifier: "showDetail") { UIViewController() }
        list.performSegue(withIdentifier: "showDetail", sender: "Row 3")
        fingers.settle()
        #expect(list.prepared.count == 1)
        #expect(list.prepared.first?.0 == "showDetail")
        #expect(navigation.topViewController === list.prepared.first?.1)
        #expect(navigation.topViewController?.title == "Row 3")
    }
}
