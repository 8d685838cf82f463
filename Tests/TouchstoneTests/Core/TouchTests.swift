import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

@MainActor
@Suite struct TouchTests {
    @Test func oneTouchObjectPerFingerWithStationaryPhases() {
        // R-T1
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        var seen: [(Int, UITouch.Phase, Int)] = []
        let recognizer = stage.attach(ScriptedRecognizer(name: "spy"))
        recognizer.onMoved = { _, touches in
            for touch in touches { seen.append((touch.finger, touch.phase, touch.tapCount)) }
        }
        let first = stage.simulator.down(1, at: p100)
        let second = stage.simulator.down(2, at: CGPoint(x: 200, y: 100))
        stage.simulator.move(1, to: CGPoint(x: 101, y: 100))
        #expect(stage.simulator.touch(1) === first)
        #expect(first.phase == .moved)
        #expect(second.phase == .stationary)  // R-T1: unchanged in this event
        #expect(seen.count == 1 && seen[0].0 == 1)  // stationary touches are not delivered
        stage.simulator.up(1)
        #expect(first.phase == .ended && stage.simulator.touch(1) == nil)
        #expect(first != second && Set([first, second, first]).count == 2)
    }

    @Test func viewIsFixedAtBeganAndWindowIsSet() {
        // R-T2
        let stage = Stage()
        let small = TouchLogView(frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: stage.log, label: "small")
        stage.view.addSubview(small)
        let touch = stage.simulator.down(1, at: CGPoint(x: 10, y: 10))
        stage.simulator.move(1, to: CGPoint(x: 300, y: 300))  // leaves the view
        #expect(touch.view === small && touch.window === stage.window)
        stage.simulator.up(1)
        #expect(touch.view === small)  // Decision: not reset to nil after the touch ends
        #expect(stage.log.entries == ["small.began(t1)", "small.moved(t1)", "small.ended(t1)"])
    }

    @Test func touchSetsOfAnySizeAreSearchedByIdentity() {
        // R-T1: a touch is itself; small sets are searched without hashing, larger ones
        // with it, and both must agree.
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let touches = (1...6).map { stage.simulator.down($0, at: CGPoint(x: 20 * $0, y: 100)) }
        for size in 0...5 {
            let set = Set(touches[..<size])
            for (index, touch) in touches.enumerated() {
                #expect(set.includes(touch) == (index < size), "set of \(size), touch \(index)")
            }
        }
    }

    @Test func touchRecognizersAreFixedAtBegan() {
        // R-T2, R-A1: a recognizer added mid-sequence is not among the touch's recognizers.
        let stage = Stage()
        let early = stage.attach(ScriptedRecognizer(name: "early"))
        let touch = stage.simulator.down(1, at: p100)
        let late = stage.attach(ScriptedRecognizer(name: "late"))
        stage.simulator.move(1, to: CGPoint(x: 110, y: 100))
        #expect(touch.gestureRecognizers?.map { $0 } .count == 1)
        #expect(touch.gestureRecognizers?.first === early)
        #expect(late.calls.isEmpty)  // R-S8: it only sees touches that begin later
        stage.simulator.up(1)
        stage.simulator.down(2, at: p100)
        #expect(late.calls == ["began(t2)"])
    }

    @Test func locationsConvertThroughTheHierarchyAndTimestampsComeFromTheHost() {
        // R-T3
        let stage = Stage()
        let inner = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        stage.view.addSubview(inner)
        let simulator = TouchSimulator(window: stage.window, startTime: 10)
        let touch = simulator.down(1, at: CGPoint(x: 100, y: 110))
        #expect(touch.timestamp == 10)
        simulator.advance(by: 0.25)
        simulator.move(1, to: CGPoint(x: 120, y: 110))
        #expect(touch.timestamp == 10.25)
        #expect(touch.location(in: nil) == CGPoint(x: 120, y: 110))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 100, y: 110))
        #expect(touch.location(in: inner) == CGPoint(x: 60, y: 50))  // (20,0)/2 from the center
        #expect(touch.previousLocation(in: inner) == CGPoint(x: 50, y: 50))
        #expect(touch.location(in: stage.view) == CGPoint(x: 120, y: 110))
    }

    @Test func tapCountContinuesWithinTimeAndDistance() {
        // R-T4
        let stage = Stage()
        var counts: [Int] = []
        let spy = stage.attach(ScriptedRecognizer(name: "spy"))
        spy.onBegan = { _, touches in counts.append(touches.first!.tapCount) }
        stage.tap(1, at: p100)
        stage.simulator.advance(by: 0.3)
        stage.tap(1, at: CGPoint(x: 130, y: 120))  // 36 pt away, 0.3 s later: continues
        stage.simulator.advance(by: 0.36)
        stage.tap(1, at: CGPoint(x: 130, y: 120))  // too late: starts over
        stage.simulator.advance(by: 0.1)
        stage.tap(1, at: CGPoint(x: 200, y: 120))  // too far: starts over
        stage.simulator.advance(by: 0.35)
        stage.tap(1, at: CGPoint(x: 200, y: 120))  // exactly 0.35 s: continues
        #expect(counts == [1, 2, 1, 1, 2])
    }

    @Test func eventAnswersForViewsWindowsAndRecognizers() {
        // R-T5
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.view.addSubview(inner)
        let recognizer = stage.attach(ScriptedRecognizer(name: "inner"), to: inner)
        var checked = false
        recognizer.onBegan = { recognizer, _ in
            guard recognizer.numberOfTouches == 1 else { return }
            checked = true
        }
        let outside = stage.simulator.down(1, at: CGPoint(x: 200, y: 200))
        let insideTouch = stage.simulator.down(2, at: CGPoint(x: 10, y: 10))
        #expect(checked)
        let event = stage.window.gestureEnvironment.event
        #expect(event.allTouches == [outside, insideTouch])
        #expect(event.touches(for: inner) == [insideTouch])
        #expect(event.touches(for: stage.view) == [outside, insideTouch])  // descendants' touches too
        #expect(event.touches(for: stage.window) == [outside, insideTouch])
        #expect(event.touches(for: recognizer) == [insideTouch])
        #expect(event.timestamp == stage.simulator.now && event.type == .touches)
    }

    // The event's sets follow fingers coming down and lifting, however often they are
    // read in between (R-T5, R-T1).
    @Test func eventAnswersFollowFingersComingAndGoing() {
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let recognizer = stage.attach(ScriptedRecognizer(name: "all"))
        let event = stage.window.gestureEnvironment.event
        let first = stage.simulator.down(1, at: CGPoint(x: 20, y: 20))
        #expect(event.allTouches == [first])
        #expect(event.touches(for: stage.view) == [first])
        #expect(event.touches(for: recognizer) == [first])
        let second = stage.simulator.down(2, at: CGPoint(x: 60, y: 20))
        #expect(event.allTouches == [first, second])
        #expect(event.touches(for: stage.window) == [first, second])
        #expect(event.touches(for: recognizer) == [first, second])
        stage.simulator.move(2, to: CGPoint(x: 70, y: 20))
        #expect(event.allTouches == [first, second])
        stage.simulator.up(1)
        stage.simulator.move(2, to: CGPoint(x: 80, y: 20))
        #expect(event.allTouches == [second])
        #expect(event.touches(for: stage.view) == [second])
        #expect(event.touches(for: recognizer) == [second])
        let third = stage.simulator.down(3, at: CGPoint(x: 20, y: 20))
        #expect(event.allTouches == [second, third])
        #expect(event.touches(for: stage.view) == [second, third])
        #expect(event.touches(for: recognizer) == [second, third])
    }

    @Test func withoutMultipleTouchAViewHearsOnlyTheFirstTouchOfASequence() {
        // R-T6
        let stage = Stage()
        let spy = stage.attach(ScriptedRecognizer(name: "spy"))
        spy.cancelsTouchesInView = false
        spy.delaysTouchesEnded = false  // it never decides; do not hold ends behind it
        stage.simulator.down(1, at: p100)
        stage.simulator.down(2, at: CGPoint(x: 200, y: 200))
        stage.simulator.move(2, to: CGPoint(x: 210, y: 200))
        stage.simulator.up(1)
        stage.simulator.down(3, at: CGPoint(x: 300, y: 300))  // same sequence: still dropped
        stage.simulator.up(2)
        stage.simulator.up(3)
        stage.simulator.down(4, at: p100)  // a new sequence
        stage.simulator.up(4)
        #expect(stage.log.entries == ["began(t1)", "ended(t1)", "began(t4)", "ended(t4)"])
        #expect(spy.calls.contains("began(t2)") && spy.calls.contains("moved(t2)"))  // recognizers see all
        stage.log.clear()
        stage.view.isMultipleTouchEnabled = true
        stage.simulator.down(5, at: p100)
        stage.simulator.down(6, at: CGPoint(x: 200, y: 200))
        #expect(stage.log.entries == ["began(t5)", "began(t6)"])
    }

    @Test func exclusiveTouchViewsBlockOthers() {
        // R-T7
        let stage = Stage()
        let exclusive = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log, label: "ex")
        exclusive.isExclusiveTouch = true
        let other = TouchLogView(frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: stage.log, label: "other")
        stage.view.addSubview(exclusive)
        stage.view.addSubview(other)
        let otherRecognizer = stage.attach(ScriptedRecognizer(name: "otherR"), to: other)
        let rootRecognizer = stage.attach(ScriptedRecognizer(name: "rootR"))
        rootRecognizer.cancelsTouchesInView = false
        otherRecognizer.cancelsTouchesInView = false
        otherRecognizer.delaysTouchesEnded = false
        rootRecognizer.delaysTouchesEnded = false
        stage.simulator.down(1, at: CGPoint(x: 10, y: 10))
        stage.simulator.down(2, at: CGPoint(x: 210, y: 10))  // while the exclusive view tracks
        #expect(stage.log.entries == ["ex.began(t1)"])
        #expect(otherRecognizer.calls.isEmpty)  // its view is not the exclusive view's ancestor
        #expect(rootRecognizer.calls == ["began(t1)", "began(t2)"])  // the root is an ancestor
        stage.simulator.up(1)
        stage.simulator.up(2)
        stage.log.clear()
        // The other way round: an exclusive view receives no touch that begins while
        // another view tracks one.
        stage.simulator.down(3, at: CGPoint(x: 210, y: 10))
        stage.simulator.down(4, at: CGPoint(x: 10, y: 10))
        stage.simulator.up(4)
        stage.simulator.up(3)
        #expect(stage.log.entries == ["other.began(t3)", "other.ended(t3)"])
    }

    @Test func responderMethodsForwardToTheNextResponder() {
        // R-T8
        let stage = Stage()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.view.addSubview(plain)
        #expect(plain.next === stage.view && stage.window.next == nil)
        stage.simulator.down(1, at: CGPoint(x: 10, y: 10))
        stage.simulator.up(1)
        #expect(stage.log.entries == ["began(t1)", "ended(t1)"])  // forwarded to the recording parent
    }
}
