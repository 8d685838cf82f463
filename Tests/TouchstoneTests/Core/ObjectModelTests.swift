import Foundation
import Testing
@testable import Touchstone
import TouchstoneSampleRecognizers
import TouchstoneTesting

/// A view controller written as on iOS, with only the R-O1 edits.
@MainActor
private final class ViewController {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var taps: [CGPoint] = []
    var anyCount = 0
    var plainCount = 0

    func viewDidLoad() {
        let recognizer = MiniTap(name: "tap")
        recognizer.addTarget(self, action: ViewController.handleTap)
        recognizer.addTarget(self, action: ViewController.handleAny)
        recognizer.addTarget(self, action: ViewController.handlePlain)
        view.addGestureRecognizer(recognizer)
    }

    func handleTap(_ sender: MiniTap) { taps.append(sender.location(in: view)) }
    func handleAny(_ sender: UIGestureRecognizer) { anyCount += 1 }
    func handlePlain() { plainCount += 1 }
}

@MainActor
@Suite struct ObjectModelTests {
    @Test func typedMethodReferencesReplaceSelectors() {
        // R-O1
        let controller = ViewController()
        let window = UIWindow(frame: controller.view.frame)
        window.addSubview(controller.view)
        controller.viewDidLoad()
        let simulator = TouchSimulator(window: window)
        simulator.down(1, at: CGPoint(x: 30, y: 40))
        simulator.up(1)
        #expect(controller.taps == [CGPoint(x: 30, y: 40)])
        #expect(controller.anyCount == 1 && controller.plainCount == 1)
        let check = CheckMarkGestureRecognizer(target: controller, action: ViewController.handleAny)
        let closure = UIGestureRecognizer { _ in }
        #expect(check.state == .possible && closure.state == .possible)
    }

    @Test func removeTargetTakesTheIdentifierInPlaceOfASelector() {
        // R-O1
        let stage = Stage()
        let tap = MiniTap(name: "tap")
        let first = tap.addTarget(stage.recorder, action: ActionLogger.handle)
        var closureCalls = 0
        tap.addAction { _ in closureCalls += 1 }
        stage.view.addGestureRecognizer(tap)
        tap.removeTarget(stage.recorder, action: first)
        stage.tap()
        #expect(closureCalls == 1 && !stage.log.entries.contains("tap:ended"))
        tap.removeTarget(nil, action: nil)
        stage.simulator.advance(by: 1)
        stage.tap()
        #expect(closureCalls == 1)
    }

    @Test func aRecognizerBelongsToOneViewAndMovesWhenReadded() {
        // R-O2
        let first = UIView(), second = UIView()
        let a = MiniTap(name: "a"), b = MiniTap(name: "b")
        first.addGestureRecognizer(a)
        first.addGestureRecognizer(b)
        #expect(first.gestureRecognizers?.map(\.name) == ["a", "b"])
        second.addGestureRecognizer(a)
        #expect(a.view === second && first.gestureRecognizers?.map(\.name) == ["b"])
        #expect(second.gestureRecognizers?.count == 1)
        second.removeGestureRecognizer(a)
        #expect(a.view == nil && second.gestureRecognizers == nil)
    }

    @Test func viewHoldsRecognizersStronglyWhileTheirReferencesAreWeak() {
        // R-O2
        weak var weakRecognizer: UIGestureRecognizer?
        weak var weakView: UIView?
        weak var weakDelegate: TestDelegate?
        weak var weakTarget: ActionLogger?
        var recognizer: UIGestureRecognizer?
        do {
            let view = UIView()
            let made = MiniTap()
            let delegate = TestDelegate()
            let target = ActionLogger(log: SceneLog())
            made.delegate = delegate
            made.addTarget(target, action: ActionLogger.handle)
            view.addGestureRecognizer(made)
            weakRecognizer = made
            weakView = view
            weakDelegate = delegate
            weakTarget = target
            recognizer = made
            #expect(weakRecognizer != nil)
        }
        #expect(weakView == nil && weakDelegate == nil && weakTarget == nil)
        #expect(recognizer?.view == nil && recognizer?.delegate == nil)
        recognizer = nil
        #expect(weakRecognizer == nil)
    }

    @Test func aSubviewHeldElsewhereOutlivesItsSuperview() {
        // R-O2: the back reference to a superview that went reads nil, never a freed view.
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak var weakParent: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            weakParent = parent
            #expect(child.superview === parent)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil && child.window == nil)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
    }

    @Test func aFailureRequirementEndsWithTheRecognizerItNames() {
        // R-A5: require(toFail:) does not keep the other recognizer alive, and a tap whose
        // required double tap went no longer waits for it.
        let stage = Stage()
        let single = stage.attach(UITapGestureRecognizer())
        var recognized = 0
        single.addAction { _ in recognized += 1 }
        weak var weakDouble: UITapGestureRecognizer?
        do {
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            #expect(single.hasStaticRequirement(on: double))
            weakDouble = double
        }
        #expect(weakDouble == nil)
        #expect(single.failureRequirements.isEmpty)
        stage.simulator.down(1, at: p100)
        stage.simulator.advance(by: 0.05)
        stage.simulator.up(1)
        #expect(recognized == 1)  // at the lift, not 0.35 s later
    }

    @Test func aRecognizerMidGestureOutlivesItsWindow() {
        // R-O2: the app may hold a recognizer longer than its window; the window's engine,
        // gone mid-gesture, must not be reached from it afterwards.
        var recognizer: ScriptedRecognizer?
        weak var weakWindow: UIWindow?
        do {
            let stage = Stage()
            recognizer = stage.attach(ScriptedRecognizer(name: "r"))
            stage.simulator.down(1, at: p100)
            weakWindow = stage.window
            #expect(recognizer?.environment != nil)
        }
        #expect(weakWindow == nil)
        #expect(recognizer?.environment == nil)
        recognizer?.state = .began
        #expect(recognizer?.state == .began)
    }

    @Test func aTouchHeldElsewhereOutlivesItsWindow() {
        // R-O2: touches kept by the app, one lifted and one still down, do not keep their
        // window alive, and read no window once it went.
        var lifted: UITouch?
        var down: UITouch?
        weak var weakWindow: UIWindow?
        do {
            let stage = Stage()
            lifted = stage.simulator.down(1, at: p100)
            stage.simulator.up(1)
            down = stage.simulator.down(2, at: p100)
            weakWindow = stage.window
            #expect(lifted?.window === stage.window && down?.window === stage.window)
        }
        #expect(weakWindow == nil)
        #expect(lifted?.window == nil && down?.window == nil)
    }

    @Test func aTouchOnTheWindowItselfLeavesNothingBehind() {
        // R-O2: a touch whose hit-test view is the window (no subview under the finger)
        // does not keep the window, its recognizers or itself alive once the app lets go.
        // Before: the window's engine kept the event's touches, whose view is the window.
        weak var weakWindow: UIWindow?
        weak var weakTouch: UITouch?
        weak var weakTap: UITapGestureRecognizer?
        weak var weakPan: UIPanGestureRecognizer?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
            window.addGestureRecognizer(tap)
            window.addGestureRecognizer(pan)
            let simulator = TouchSimulator(window: window)
            let touch = simulator.down(1, at: CGPoint(x: 10, y: 10))
            simulator.move(1, to: CGPoint(x: 40, y: 10))
            simulator.up(1)
            #expect(touch.view === window)
            weakWindow = window
            weakTouch = touch
            weakTap = tap
            weakPan = pan
        }
        #expect(weakWindow == nil)
        #expect(weakTouch == nil)
        #expect(weakTap == nil && weakPan == nil)
    }

    @Test func pendingTimersDoNotOutliveTheirWindow() {
        // R-O3: a pending timer holds its recognizer (as `perform(_:afterDelay:)` holds its
        // target) only until it fires, is invalidated, or its window goes.
        weak var weakTap: UITapGestureRecognizer?
        weak var weakPress: UILongPressGestureRecognizer?
        weak var weakSwipe: UISwipeGestureRecognizer?
        weak var weakWindow: UIWindow?
        weak var weakView: UIView?
        do {
            let stage = Stage()
            let tap = stage.attach(UITapGestureRecognizer())
            let press = stage.attach(UILongPressGestureRecognizer())
            let swipe = stage.attach(UISwipeGestureRecognizer())
            stage.simulator.down(1, at: p100)
            #expect(stage.window.nextTimerDeadline != nil)
            weakTap = tap
            weakPress = press
            weakSwipe = swipe
            weakWindow = stage.window
            weakView = stage.view
        }
        #expect(weakWindow == nil)
        #expect(weakView == nil)
        #expect(weakTap == nil)
        #expect(weakPress == nil)
        #expect(weakSwipe == nil)
    }

    @Test func timersFireOnlyWhenTheHostAdvancesInDeadlineOrder() {
        // R-O3
        let stage = Stage()
        var fired: [String] = []
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        recognizer.onBegan = { recognizer, _ in
            recognizer.scheduleTimer(withTimeInterval: 0.3) { fired.append("late") }
            recognizer.scheduleTimer(withTimeInterval: 0.1) { fired.append("early") }
            recognizer.scheduleTimer(withTimeInterval: 0.1) { fired.append("early-second") }
            recognizer.scheduleTimer(withTimeInterval: 0.2) { fired.append("cancelled") }.invalidate()
        }
        stage.simulator.down(1, at: p100)
        #expect(fired.isEmpty && stage.window.nextTimerDeadline == 0.1)
        stage.simulator.advance(by: 0.05)
        #expect(fired.isEmpty)
        stage.simulator.advance(by: 1)
        #expect(fired == ["early", "early-second", "late"])
        #expect(stage.simulator.now == 1.05 && stage.window.nextTimerDeadline == nil)
    }

    @Test func timersStillPendingAtResetNeverFire() {
        // R-S6: a reset invalidates the recognizer's pending timers, however many it made
        // (more than the list of them first holds).
        let stage = Stage()
        var fired = 0
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        var timers: [VirtualTimer] = []
        recognizer.onBegan = { recognizer, _ in
            for step in 1...20 {
                timers.append(recognizer.scheduleTimer(withTimeInterval: 0.01 * Double(step)) { fired += 1 })
            }
        }
        recognizer.onEnded = { recognizer, _ in recognizer.state = .failed }
        stage.simulator.down(1, at: p100)
        stage.simulator.advance(by: 0.055)
        #expect(fired == 5)
        stage.simulator.up(1)
        #expect(recognizer.resets == 1)
        stage.simulator.advance(by: 1)
        #expect(fired == 5)
        #expect(timers.allSatisfy { !$0.isValid } && stage.window.nextTimerDeadline == nil)
    }

    @Test func timersDueBeforeAnEventFireFirst() throws {
        // R-O3
        let stage = Stage()
        let double = stage.attach(MiniTap(taps: 2, name: "double"))
        double.delaysTouchesEnded = false
        stage.tap()
        try stage.window.sendTouches([TouchInput(finger: 2, phase: .began, location: p100)], at: 0.5)
        #expect(stage.log.entries == ["began(t1)", "ended(t1)", "began(t2)"])
        #expect(double.state == .possible)  // failed at 0.4 (before the event), then reset
    }

    @Test func windowsAreIndependent() {
        // R-O4: two windows interleaved share no state.
        let a = Stage(), b = Stage()
        a.attach(MiniTap(taps: 2, name: "double"))
        b.attach(MiniTap(taps: 2, name: "double"))
        a.simulator.down(1, at: p100)
        b.simulator.down(1, at: p100)
        a.simulator.up(1)
        b.simulator.advance(by: 5)
        b.simulator.up(1)
        a.simulator.advance(by: 0.1)
        a.tap()
        #expect(a.log.entries.last == "double:ended")
        #expect(b.log.entries == ["began(t1)"])  // b's double still waits for its timer
        #expect(a.simulator.now != b.simulator.now)
    }
}
