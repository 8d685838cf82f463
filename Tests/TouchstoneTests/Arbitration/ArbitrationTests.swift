import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

@MainActor
@Suite struct ArbitrationTests {
    /// A window with a parent view holding a child view, both recording into one log.
    @MainActor struct Nested {
        let stage = Stage()
        let child: TouchLogView
        init() {
            child = TouchLogView(frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: stage.log, label: "child")
            stage.view.addSubview(child)
        }
    }

    @Test func candidatesAreDeepestFirstInInsertionOrder() {
        // R-A1
        let nested = Nested()
        let order = SceneLog()
        var recognizers: [ScriptedRecognizer] = []
        for (name, view) in [("parent1", nested.stage.view as UIView), ("child1", nested.child), ("parent2", nested.stage.view), ("child2", nested.child), ("window", nested.stage.window)] {
            let recognizer = ScriptedRecognizer(name: name)
            recognizer.onBegan = { recognizer, _ in order.append(recognizer.name!) }
            view.addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
        }
        let touch = nested.stage.simulator.down(1, at: p100)
        #expect(order.entries == ["child1", "child2", "parent1", "parent2", "window"])
        #expect(touch.gestureRecognizers?.map(\.name) == ["child1", "child2", "parent1", "parent2", "window"])
    }

    @Test func candidatesAreFilteredWhenTheTouchBegins() throws {
        // R-A1
        let stage = Stage()
        let disabled = stage.attach(ScriptedRecognizer(name: "disabled"))
        disabled.isEnabled = false
        let pencilOnly = stage.attach(ScriptedRecognizer(name: "pencil"))
        pencilOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        let refusing = stage.attach(ScriptedRecognizer(name: "refusing"))
        let delegate = TestDelegate()
        var asked: [String] = []
        delegate.receive = { touch in asked.append("receive"); return false }
        refusing.delegate = delegate
        refusing.onBegan = { _, _ in asked.append("touchesBegan") }
        let accepting = stage.attach(ScriptedRecognizer(name: "accepting"))
        let touch = stage.simulator.down(1, at: p100)
        #expect(touch.gestureRecognizers?.map(\.name) == ["accepting"])
        #expect(asked == ["receive"])  // asked once, and before any touchesBegan
        #expect(disabled.calls.isEmpty && pencilOnly.calls.isEmpty && accepting.calls == ["began(t1)"])
        stage.simulator.up(1)
        try stage.window.sendTouches([TouchInput(finger: 2, phase: .began, location: p100, type: .pencil)],
                                      at: stage.simulator.now)
        #expect(pencilOnly.calls == ["began(t2)"])
    }

    @Test func aTerminalRecognizerTakesNoNewTouches() {
        // R-A1: not in a terminal state.
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        recognizer.onBegan = { recognizer, _ in recognizer.state = .failed }
        stage.simulator.down(1, at: p100)
        stage.simulator.down(2, at: CGPoint(x: 200, y: 200))
        #expect(recognizer.calls == ["began(t1)"])
    }

    @Test func exclusiveTouchTypeKeepsOtherTypesOut() throws {
        // R-A1: requiresExclusiveTouchType.
        let stage = Stage()
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        stage.simulator.down(1, at: p100)
        try stage.window.sendTouches([TouchInput(finger: 2, phase: .began, location: p100, type: .pencil)],
                                      at: stage.simulator.now)
        #expect(recognizer.calls == ["began(t1)"])
        recognizer.requiresExclusiveTouchType = false
        try stage.window.sendTouches([TouchInput(finger: 3, phase: .began, location: p100, type: .pencil)],
                                      at: stage.simulator.now)
        #expect(recognizer.calls == ["began(t1)", "began(t3)"])
    }

    @Test func childRecognizerWinsOverTheParentsOnTheSameEvent() {
        // R-A2 (seed 004 §1.1): own view's recognizer > superview's.
        let nested = Nested()
        nested.stage.attach(MiniTap(name: "parentTap"))
        nested.stage.attach(MiniTap(name: "childTap"), to: nested.child)
        nested.stage.tap()
        #expect(nested.stage.log.entries == ["child.began(t1)", "child.cancelled(t1)", "childTap:ended"])
    }

    @Test func requireToFailReversesThePriority() {
        // R-A5 (seed 004 §1.2): [childTap requireGestureRecognizerToFail: parentTap].
        let nested = Nested()
        let parentTap = nested.stage.attach(MiniTap(name: "parentTap"))
        let childTap = nested.stage.attach(MiniTap(name: "childTap"), to: nested.child)
        childTap.require(toFail: parentTap)
        nested.stage.tap()
        #expect(nested.stage.log.entries.filter { $0.contains(":") } == ["parentTap:ended"])
    }

    @Test func shouldReceiveKeepsAParentTapOffAChild() {
        // R-A1 (seed 004 §1): the delegate refuses touches on the yellow view.
        let nested = Nested()
        nested.child.tag = 2
        let tap = nested.stage.attach(MiniTap(name: "tap"))
        let delegate = TestDelegate()
        delegate.receive = { touch in touch.view?.tag != 2 }
        tap.delegate = delegate
        nested.stage.tap(at: p100)  // on the child
        nested.stage.simulator.advance(by: 1)
        nested.stage.tap(at: CGPoint(x: 300, y: 600))  // on the parent
        #expect(nested.stage.log.entries == ["child.began(t1)", "child.ended(t1)", "began(t1)", "cancelled(t1)", "tap:ended"])
    }

    @Test func exclusionFailsPossibleAndCancelsBegunRecognizers() {
        // R-A3
        let stage = Stage()
        let pan = stage.attach(MiniPan(name: "pan"))
        let press = stage.attach(MiniLongPress(name: "press"))
        stage.simulator.down(1, at: p100)
        stage.simulator.advance(by: 0.5)
        #expect(press.state == .began)
        stage.simulator.move(1, to: CGPoint(x: 130, y: 100))
        // The pan cannot begin while the press, which would exclude it, is in progress.
        #expect(pan.state == .failed)
        #expect(press.state == .changed)

        let other = Stage()
        let pan2 = other.attach(MiniPan(name: "pan"))
        let press2 = other.attach(MiniLongPress(name: "press"))
        press2.delaysTouchesEnded = false
        other.simulator.down(1, at: p100)
        other.simulator.move(1, to: CGPoint(x: 120, y: 100))
        #expect(pan2.state == .began)
        #expect(press2.state == .failed)  // excluded before its timer
        other.simulator.advance(by: 1)
        #expect(!other.log.entries.contains { $0.hasPrefix("press:") })
    }

    @Test func aBegunRecognizerIsCancelledWhenExcluded() {
        // R-A3: `cancelled` if A had delivered began.
        let stage = Stage()
        let first = stage.attach(ScriptedRecognizer(name: "first"))
        let second = stage.attach(ScriptedRecognizer(name: "second"))
        let delegate = TestDelegate()
        first.delegate = delegate
        delegate.simultaneous = true
        first.onBegan = { recognizer, _ in recognizer.state = .began }
        second.onMoved = { recognizer, _ in recognizer.state = .ended }
        stage.simulator.down(1, at: p100)
        delegate.simultaneous = false
        stage.simulator.move(1, to: CGPoint(x: 110, y: 100))
        // `second` is blocked by `first`, already in progress.
        #expect(second.state == .failed)
        #expect(first.state == .began)
    }

    @Test func siblingsNeverExcludeEachOther() {
        // R-A3
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        stage.view.addSubview(left)
        stage.view.addSubview(right)
        let leftRecognizer = stage.attach(ScriptedRecognizer(name: "left"), to: left)
        let rightRecognizer = stage.attach(ScriptedRecognizer(name: "right"), to: right)
        leftRecognizer.onBegan = { recognizer, _ in recognizer.state = .began }
        rightRecognizer.onBegan = { recognizer, _ in recognizer.state = .began }
        stage.simulator.send([.down(1, CGPoint(x: 50, y: 50)), .down(2, CGPoint(x: 250, y: 50))])
        #expect(leftRecognizer.state == .began && rightRecognizer.state == .began)
    }

    @Test(arguments: ["canPrevent", "canBePrevented", "delegateOfWinner", "delegateOfLoser"])
    func exclusionIsWaived(by waiver: String) {
        // R-A3, R-A4: either override, or either delegate saying yes.
        let stage = Stage()
        let winner = stage.attach(ScriptedRecognizer(name: "winner"))
        let loser = stage.attach(ScriptedRecognizer(name: "loser"))
        let delegate = TestDelegate()
        delegate.simultaneous = true
        let quiet = TestDelegate()
        switch waiver {
        case "canPrevent": winner.preventsOthers = false
        case "canBePrevented": loser.preventable = false
        case "delegateOfWinner": winner.delegate = delegate; loser.delegate = quiet
        default: loser.delegate = delegate; winner.delegate = quiet
        }
        winner.onBegan = { recognizer, _ in recognizer.state = .began }
        loser.onMoved = { recognizer, _ in recognizer.state = .began }
        stage.simulator.down(1, at: p100)
        stage.simulator.move(1, to: CGPoint(x: 110, y: 100))
        #expect(loser.state == .began)  // the first one in progress does not block it
        if waiver.hasPrefix("delegate") {
            #expect(winner.state == .began)
            #expect(stage.log.entries.filter { $0.contains(":") } == ["winner:began", "loser:began"])
        } else {
            // The waiver is one-sided: the second one, beginning, still excludes the first.
            #expect(winner.state == .cancelled)
            #expect(stage.log.entries.filter { $0.contains(":") } == ["winner:began", "loser:began", "winner:cancelled"])
        }
    }

    @Test func oneSidedPreventionFromCanPrevent() {
        // R-A3 (seed 000 §3.2.4): the rotation-like recognizer prevents the pinch-like one,
        // not the reverse.
        for rotationFirst in [true, false] {
            let stage = Stage()
            let pinch = stage.attach(ScriptedRecognizer(name: "pinch"))
            let rotation = stage.attach(ScriptedRecognizer(name: "rotation"))
            pinch.preventsOthers = false
            let (first, second) = rotationFirst ? (rotation, pinch) : (pinch, rotation)
            first.onMoved = { recognizer, _ in recognizer.state = .began }
            second.onMoved = { recognizer, touches in
                if touches.first!.location(in: nil).x > 115 { recognizer.state = .began }
            }
            stage.simulator.down(1, at: p100)
            stage.simulator.move(1, to: CGPoint(x: 110, y: 100))
            stage.simulator.move(1, to: CGPoint(x: 120, y: 100))
            if rotationFirst {
                #expect(rotation.state == .changed || rotation.state == .began)
                #expect(pinch.state == .failed)
            } else {
                #expect(pinch.state == .cancelled)  // began, then cancelled by rotation
                #expect(rotation.state == .began)
            }
        }
    }

    @Test(arguments: ["static", "delegateRequire", "delegateRequiredBy", "subclassRequire", "subclassRequiredBy"])
    func failureRequirementSources(source: String) {
        // R-A5: each of the five ways to make A wait for B.
        final class RequiringRecognizer: MiniTap {
            var requireOther: UIGestureRecognizer?
            var requiredBy: UIGestureRecognizer?
            override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { other === requireOther }
            override func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool { other === requiredBy }
        }
        let stage = Stage()
        let single = RequiringRecognizer(taps: 1, name: "single")
        let double = RequiringRecognizer(taps: 2, name: "double")
        stage.attach(single)
        stage.attach(double)
        let delegate = TestDelegate()
        switch source {
        case "static": single.require(toFail: double)
        case "delegateRequire":
            delegate.requireFailureOf = [ObjectIdentifier(double)]; single.delegate = delegate
        case "delegateRequiredBy":
            delegate.requiredToFailBy = [ObjectIdentifier(single)]; double.delegate = delegate
        case "subclassRequire": single.requireOther = double
        default: double.requiredBy = single
        }
        stage.tap()
        #expect(single.state == .ended)  // waiting: reads the requested state (R-A6)
        #expect(!stage.log.entries.contains("single:ended"))
        stage.simulator.advance(by: 0.35)
        #expect(stage.log.entries.filter { $0.contains(":") } == ["single:ended"])
        // And when the required one recognizes, the waiting one fails.
        stage.simulator.advance(by: 1)
        stage.log.clear()
        stage.tap()
        stage.simulator.advance(by: 0.1)
        stage.tap()
        stage.simulator.advance(by: 1)
        #expect(stage.log.entries.filter { $0.contains(":") } == ["double:ended"])
    }

    @Test func delegateRequirementAnswersAreAskedOncePerAttempt() {
        // R-A5
        let stage = Stage()
        let single = stage.attach(MiniTap(taps: 1, name: "single"))
        let double = stage.attach(MiniTap(taps: 2, name: "double"))
        let delegate = TestDelegate()
        delegate.requireFailureOf = [ObjectIdentifier(double)]
        single.delegate = delegate
        stage.tap()
        stage.simulator.advance(by: 0.5)
        #expect(delegate.asked.filter { $0 == "requireFailureOf(single,double)" }.count == 1)
        stage.tap()
        stage.simulator.advance(by: 0.5)
        #expect(delegate.asked.filter { $0 == "requireFailureOf(single,double)" }.count == 2)
    }

    @Test func requiringOneselfIsIgnoredAndDisabledRequirementsDoNotCount() {
        // R-A5
        let stage = Stage()
        let single = stage.attach(MiniTap(name: "single"))
        single.require(toFail: single)
        stage.tap()
        #expect(stage.log.entries.last == "single:ended")
        let double = stage.attach(MiniTap(taps: 2, name: "double"))
        single.require(toFail: double)
        double.isEnabled = false
        stage.log.clear()
        stage.simulator.advance(by: 1)
        stage.tap()
        #expect(stage.log.entries.last == "single:ended")  // no wait: the requirement is off
    }

    @Test func requirementsChainTransitively() {
        // R-A5: A waits on B, which waits on C.
        let stage = Stage()
        let a = stage.attach(MiniTap(taps: 1, name: "a"))
        let b = stage.attach(MiniTap(taps: 2, name: "b"))
        let c = stage.attach(MiniTap(taps: 3, name: "c"))
        a.require(toFail: b)
        b.require(toFail: c)
        stage.tap()
        stage.simulator.advance(by: 0.1)
        stage.tap()  // b would recognize, but waits for c
        #expect(stage.log.entries.filter { $0.contains(":") }.isEmpty)
        stage.simulator.advance(by: 0.35)  // c fails → b recognizes → a fails
        #expect(stage.log.entries.filter { $0.contains(":") } == ["b:ended"])
        #expect(a.state == .possible && b.state == .possible && c.state == .possible)
    }

    @Test func releasedContinuousRecognizerSendsBeganThenItsCurrentState() {
        // R-A6
        let stage = Stage()
        let pan = stage.attach(MiniPan(name: "pan"))
        let blocker = stage.attach(ScriptedRecognizer(name: "blocker"))
        pan.require(toFail: blocker)
        var seenWhileWaiting: [UIGestureRecognizer.State] = []
        stage.simulator.down(1, at: p100)
        stage.simulator.move(1, to: CGPoint(x: 120, y: 100))
        seenWhileWaiting.append(pan.state)
        stage.simulator.move(1, to: CGPoint(x: 130, y: 100))
        seenWhileWaiting.append(pan.state)
        #expect(seenWhileWaiting == [.began, .changed])
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "moved(t1)"])  // nothing sent, no cancel yet
        blocker.state = .failed
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "moved(t1)", "cancelled(t1)", "pan:began", "pan:changed"])
    }

    @Test func decisionsAreExplainedWithRuleAndOtherParty() {
        // R-A3, R-A6: every decision carries its rule and the other recognizer.
        let stage = Stage()
        var decisions: [String] = []
        stage.window.gestureDecisionHandler = { decisions.append($0.summary) }
        let single = stage.attach(MiniTap(taps: 1, name: "single"))
        let double = stage.attach(MiniTap(taps: 2, name: "double"))
        single.require(toFail: double)
        stage.tap()
        stage.simulator.advance(by: 0.1)
        stage.tap()
        #expect(decisions == [
            "single waiting at 0.050 s: waits for double to fail (R-A6)",
            "double recognized at 0.200 s: took effect (R-S2)",
            "single failed at 0.200 s: required double to fail, but it recognized (R-A6)",
        ])
    }
}

extension ArbitrationTests {
    @Test func aRecognizerInProgressIsNotFailedByALaterAttemptOfWhatItRequired() {
        // R-A5, R-A6 gate beginning only: `a` began once `b` was out of the way; `b`'s next
        // attempt, on a touch `a` ignores, recognizes without failing `a` (found by the
        // randomized invariant test: `a` was failed from `changed` and then sent an action).
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let b = stage.attach(ScriptedRecognizer(name: "b"))
        let a = stage.attach(ScriptedRecognizer(name: "a"))
        a.require(toFail: b)
        b.onBegan = { recognizer, touches in
            let touch = touches.first!
            if touch.finger == 1 {
                recognizer.ignore(touch, for: stage.window.gestureEnvironment.event)
                recognizer.state = .failed
            } else {
                recognizer.state = .ended
            }
        }
        a.onBegan = { recognizer, touches in
            for touch in touches where touch.finger == 2 {
                recognizer.ignore(touch, for: stage.window.gestureEnvironment.event)
            }
        }
        a.onMoved = { recognizer, _ in recognizer.state = recognizer.state == .possible ? .began : .changed }
        a.onEnded = { recognizer, _ in recognizer.state = .ended }
        stage.simulator.down(1, at: p100)
        stage.simulator.move(1, to: CGPoint(x: 120, y: 100))
        #expect(a.state == .began && b.state == .possible)  // b ignored its touch: reset
        stage.simulator.down(2, at: CGPoint(x: 200, y: 200))
        #expect(b.state == .ended)
        #expect(a.state == .began)
        stage.simulator.move(1, to: CGPoint(x: 140, y: 100))
        stage.simulator.up(2)
        stage.simulator.up(1)
        #expect(stage.log.entries.filter { $0.contains(":") } == ["a:began", "b:ended", "a:changed", "a:ended"])
    }
}

extension ArbitrationTests {
    @Test func aCycleOfFailureRequirementsFailsTheRecognizerThatClosesIt() {
        // R-A5 (Decision): A waits on B and B on A would hold both, and the view's touch
        // ends, forever; the one whose decision closes the cycle fails.
        let stage = Stage()
        let a = stage.attach(MiniTap(name: "a"))
        let b = stage.attach(MiniTap(name: "b"))
        a.require(toFail: b)
        b.require(toFail: a)
        var decisions: [String] = []
        stage.window.gestureDecisionHandler = { decisions.append($0.summary) }
        stage.tap()
        #expect(decisions == [
            "a waiting at 0.050 s: waits for b to fail (R-A6)",
            "b failed at 0.050 s: its failure requirements form a cycle with a (R-A5)",
            "a recognized at 0.050 s: took effect (R-S2)",
        ])
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "a:ended"])
        #expect(a.state == .possible && b.state == .possible)  // both reset
    }
}
