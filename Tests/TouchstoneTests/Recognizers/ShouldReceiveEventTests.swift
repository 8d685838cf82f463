import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// `UIGestureRecognizer.shouldReceive(_:)` (iOS 13.4), the subclass's own event question:
/// UIKit's `UIGestureRecognizerSubclass.h` gives it "the same behavior as the equivalent
/// delegate method", `gestureRecognizer(_:shouldReceive:)` taking a `UIEvent`, whose page
/// says returning `false` prevents the recognizer from seeing the event. It is asked
/// before the delegate (R-A1, R-P5).
@MainActor
@Suite struct ShouldReceiveEventTests {
    let stage = Stage()

    /// A tap recognizer that answers the event question from `receives` and records, in a
    /// log shared with its delegate, each event it is asked about.
    final class Choosy: UITapGestureRecognizer {
        var receives: (UIEvent) -> Bool = { _ in true }
        var asked: (String) -> Void = { _ in }
        override func shouldReceive(_ event: UIEvent) -> Bool {
            asked("recognizer \(event.type) \(event.subtype)")
            return receives(event)
        }
    }

    @MainActor final class EventDelegate: UIGestureRecognizerDelegate {
        var asked: (String) -> Void = { _ in }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
            asked("delegate \(event.type)")
            return true
        }
    }

    @Test func theBaseClassReceivesEveryEvent() {
        // "Returns YES by default" in the SDK header: a plain recognizer still recognizes.
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        stage.tap(at: p100)
        #expect(tap.state == .possible)
        #expect(stage.log.entries.contains("tap:ended"))
    }

    // A recognizer that refuses touch events never sees the touch: it does not recognize,
    // and the view gets its touch uncancelled. The delegate is not asked.
    @Test func refusingTheEventKeepsTheTouchFromTheRecognizer() {
        let choosy = stage.attach(Choosy(), as: "choosy")
        choosy.receives = { $0.type != .touches }
        var asked: [String] = []
        choosy.asked = { asked.append($0) }
        let delegate = EventDelegate()
        delegate.asked = { asked.append($0) }
        choosy.delegate = delegate
        stage.tap(at: p100)
        #expect(stage.log.entries == ["began(t1)", "ended(t1)"])
        #expect(asked == ["recognizer touches none"])
    }

    // Accepting, the recognizer is asked first, then its delegate, once for the new touch,
    // and it recognizes. The touch event has no subtype.
    @Test func theRecognizerIsAskedBeforeItsDelegate() {
        let choosy = stage.attach(Choosy(), as: "choosy")
        var asked: [String] = []
        choosy.asked = { asked.append($0) }
        let delegate = EventDelegate()
        delegate.asked = { asked.append($0) }
        choosy.delegate = delegate
        stage.tap(at: p100)
        #expect(asked == ["recognizer touches none", "delegate touches"])
        #expect(stage.log.entries.contains("choosy:ended"))
    }

    // R-P5: a pan subclass refusing scroll events stays out of the wheel's gesture while
    // still taking a finger's drag.
    @Test func aPanRefusingScrollEventsIgnoresTheWheelButNotTheFinger() {
        final class TouchOnlyPan: UIPanGestureRecognizer {
            override func shouldReceive(_ event: UIEvent) -> Bool { event.type != .scroll }
        }
        let pan = stage.attach(TouchOnlyPan(), as: "pan")
        pan.allowedScrollTypesMask = .all
        stage.simulator.hover(to: p100)
        for _ in 0..<3 {
            stage.simulator.wheel(by: CGVector(dx: 0, dy: -10))
            stage.simulator.advance(by: 0.02)
        }
        stage.simulator.advance(by: 0.2)
        #expect(stage.log.entries.isEmpty)
        stage.simulator.down(1, at: p100)
        stage.drag(1, to: CGPoint(x: 200, y: 100))
        #expect(pan.state == .changed)
    }
}
