import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A pushed screen with a horizontally scrolled strip across its middle.
@MainActor private final class StripViewController: RecordingViewController {
    let strip = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        strip.frame = CGRect(x: 0, y: 300, width: 390, height: 200)
        strip.contentSize = CGSize(width: 1_200, height: 200)
        strip.contentOffset = CGPoint(x: 200, y: 0)
        view.addSubview(strip)
    }
}

@MainActor
@Suite("The interactive pop (R-NV3, R-NV4)")
struct InteractivePopTests {
    private let width: CGFloat = 390

    private func stage() -> (UINavigationController, StripViewController, AppearanceRecorder, TouchSimulator) {
        let recorder = AppearanceRecorder()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: RecordingViewController("list", recorder: recorder))
        window.rootViewController = navigation
        let detail = StripViewController("detail", recorder: recorder)
        navigation.pushViewController(detail, animated: false)
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        recorder.entries = []
        return (navigation, detail, recorder, fingers)
    }

    // R-NV3: the recognizer is UIKit's kind, on the left edge, on the controller's view.
    @Test func theRecognizerIsALeftEdgePanOnTheNavigationView() throws {
        let (navigation, _, _, _) = stage()
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left)
        #expect(recognizer.view === navigation.view)
    }

    // R-NV3: an edge swipe from x = 0 pops; the strip under the finger does not scroll.
    @Test func anEdgeSwipePopsAndTheStripDoesNotTakeIt() {
        let (navigation, detail, recorder, fingers) = stage()
        fingers.edgePan(from: .left, distance: 300, duration: 0.3)
        fingers.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(detail.view.window == nil)
        #expect(detail.strip.contentOffset.x == 200)
        #expect(recorder.entries == ["detail.willDisappear(moving)", "list.willAppear",
                                     "detail.didDisappear", "list.didAppear"])
    }

    // R-NV3: a swipe from the middle of the screen is the content's: nothing pops, and
    // over the strip it scrolls the strip.
    @Test func aSwipeFromTheMiddleDoesNotPop() {
        let (navigation, detail, recorder, fingers) = stage()
        fingers.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        fingers.settle()
        #expect(navigation.viewControllers.count == 2)
        #expect(detail.view.window != nil)
        #expect(detail.strip.contentOffset.x < 200)
        #expect(recorder.entries.isEmpty)
    }

    // R-NV3: at the root there is nothing to pop; the swipe does nothing.
    @Test func theRootDoesNotPop() {
        let (navigation, _, _, fingers) = stage()
        navigation.popViewController(animated: false)
        fingers.settle()
        fingers.edgePan(from: .left, distance: 300, duration: 0.3)
        fingers.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController?.view.window != nil)
    }

    // R-NV3, R-NV4: the top view follows the finger (its left edge at the pan's
    // translation), the one below comes in from a third of the width to the left; a slow
    // lift short of half cancels, and the controllers hear Apple's cancelled-pop callbacks:
    // the top one will-disappear, then will-appear and did-appear again; the one below
    // will-appear, then will-disappear and did-disappear.
    @Test func aSlowShortSwipeFollowsTheFingerAndCancels() throws {
        let (navigation, detail, recorder, fingers) = stage()
        let list = try #require(navigation.viewControllers.first)
        let pan = try #require(navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer)
        fingers.down(0, at: CGPoint(x: 2, y: 400))
        for step in 1...10 {
            fingers.advance(by: 0.02)
            fingers.move(0, to: CGPoint(x: 2 + CGFloat(step) * 10, y: 400))
        }
        let translation = pan.translation(in: navigation.view).x
        #expect(translation > 85 && translation <= 100)
        let top = try #require(detail.view.layer.presentation()).frame.minX
        let below = try #require(list.view.layer.presentation()).frame.minX
        #expect(abs(top - translation) < 0.5)
        #expect(abs(below - (-width / 3) * (1 - translation / width)) < 0.5)
        fingers.advance(by: 0.1)  // the finger rests: no flick
        fingers.up(0)
        fingers.settle()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === detail)
        #expect(detail.view.frame.minX == 0)
        #expect(list.view.window == nil)
        #expect(recorder.entries == ["detail.willDisappear(moving)", "list.willAppear",
                                     "detail.willAppear", "list.willDisappear",
                                     "list.didDisappear", "detail.didAppear"])
        #expect(detail.isMovingFromParent == false)
        #expect(detail.parent === navigation)
    }

    // R-NV4: a slow lift past half finishes the pop.
    @Test func aSlowLongSwipeFinishes() {
        let (navigation, detail, _, fingers) = stage()
        fingers.down(0, at: CGPoint(x: 2, y: 400))
        for step in 1...25 {
            fingers.advance(by: 0.02)
            fingers.move(0, to: CGPoint(x: 2 + CGFloat(step) * 10, y: 400))
        }
        fingers.advance(by: 0.1)
        fingers.up(0)
        fingers.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(detail.view.window == nil)
    }

    // R-NV4: a short flick (well over a width a second) finishes the pop; a flick back
    // to the left cancels one that went past half.
    @Test func aFlickDecidesOverThePosition() {
        let (navigation, _, _, fingers) = stage()
        fingers.flick(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.1)
        fingers.settle()
        #expect(navigation.viewControllers.count == 1)

        let (navigation2, detail2, _, fingers2) = stage()
        fingers2.down(0, at: CGPoint(x: 2, y: 400))
        for step in 1...25 {
            fingers2.advance(by: 0.02)
            fingers2.move(0, to: CGPoint(x: 2 + CGFloat(step) * 10, y: 400))
        }
        for step in 1...5 {
            fingers2.advance(by: 0.01)
            fingers2.move(0, to: CGPoint(x: 252 - CGFloat(step) * 20, y: 400))
        }
        fingers2.up(0)
        fingers2.settle()
        #expect(navigation2.viewControllers.count == 2)
        #expect(navigation2.topViewController === detail2)
    }
}

@MainActor
@Suite("Navigation bars and their items (R-NV7)")
struct NavigationBarTests {
    @MainActor private final class Target {
        var taps: [UIBarButtonItem] = []
        func add(_ sender: UIBarButtonItem) { taps.append(sender) }
    }

    // R-NV7: a tap on a bar button item sends its action to its target with the item as
    // the sender; a tap on the back button pops.
    @Test func barButtonsFireAndTheBackButtonPops() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        let target = Target()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: target,
                                  action: Selector("add:", Target.add(_:)))
        root.navigationItem.rightBarButtonItem = add
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        #expect(navigation.navigationBar.topItem?.title == "Inbox")
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        let addView = try #require(navigation.navigationBar.view(for: add))
        let addCenter = addView.convert(CGPoint(x: addView.bounds.midX, y: addView.bounds.midY), to: window)
        #expect(addCenter == CGPoint(x: 390 - 8 - 22, y: 22))
        fingers.tap(at: addCenter)
        #expect(target.taps.count == 1 && target.taps.first === add)

        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        fingers.settle()
        #expect(navigation.navigationBar.backItem?.title == "Inbox")
        let back = try #require(navigation.navigationBar.backButtonView)
        fingers.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window))
        fingers.settle()
        #expect(navigation.topViewController === root)
    }
}
