import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// Scroll events: the wheel and the trackpad's two-finger scroll (R-P5).
///
/// Scroll input (R-P5)
@MainActor
@Suite struct ScrollInputTests {
    let stage = Stage()

    /// A pan on the stage's view that follows `mask`, recording its translations.
    private func scrollPan(_ mask: UIScrollTypeMask) -> (UIPanGestureRecognizer, TranslationLog) {
        let pan = stage.attach(UIPanGestureRecognizer())
        pan.name = "pan"
        pan.allowedScrollTypesMask = mask
        let log = TranslationLog()
        pan.addTarget(log, action: TranslationLog.handle)
        return (pan, log)
    }

    /// R-P5: masks keep UIKit's raw values and a pan follows no scroll by default.
    @Test func defaults() {
        #expect(UIScrollTypeMask.discrete.rawValue == 1 && UIScrollTypeMask.continuous.rawValue == 2)
        #expect(UIScrollTypeMask.all.rawValue == 3 && UIScrollType.continuous.rawValue == 1)
        let (pan, _) = scrollPan([])
        #expect(pan.allowedScrollTypesMask == [])
        stage.simulator.hover(to: p100)
        stage.simulator.wheel(by: CGVector(dx: 0, dy: -10))
        stage.simulator.advance(by: 1)
        #expect(stage.log.entries.isEmpty)
    }

    /// R-P5: the delegate's event question is asked for each scroll gesture; `false`
    /// keeps the recognizer out of it, and the next gesture asks again.
    @Test func theDelegateMayRefuseAScrollEvent() {
        @MainActor final class EventGate: UIGestureRecognizerDelegate {
            var allows = false
            var asked: [UIEvent.EventType] = []
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
                asked.append(event.type)
                return allows
            }
        }
        let (pan, log) = scrollPan(.continuous)
        let gate = EventGate()
        pan.delegate = gate
        stage.simulator.hover(to: p100)
        stage.simulator.trackpadScroll([CGVector(dx: 0, dy: -10), CGVector(dx: 0, dy: -10)])
        #expect(gate.asked == [.scroll])
        #expect(log.entries.isEmpty && pan.state == .possible)
        gate.allows = true
        stage.simulator.trackpadScroll([CGVector(dx: 0, dy: -10)])
        #expect(gate.asked == [.scroll, .scroll])
        #expect(log.entries.first == "began (0.0, -10.0)")
    }

    /// R-P5: a wheel pan begins on the first notch, accumulates, and ends 0.1 s after the last.
    @Test func wheelPan() {
        let (pan, log) = scrollPan(.discrete)
        stage.simulator.hover(to: p100)
        stage.simulator.wheel(by: CGVector(dx: 0, dy: -12))
        #expect(pan.state == .began)
        #expect(pan.numberOfTouches == 0)
        stage.simulator.advance(by: 0.05)
        stage.simulator.wheel(by: CGVector(dx: 0, dy: -12))
        stage.simulator.advance(by: 0.09)
        #expect(log.entries == ["began (0.0, -12.0)", "changed (0.0, -24.0)"])
        stage.simulator.advance(by: 0.02)
        #expect(log.entries.last == "ended (0.0, -24.0)")
        #expect(pan.location(in: nil) == p100 || pan.state == .possible)
        #expect(stage.log.entries.allSatisfy { $0.hasPrefix("pan:") })  // no touches for the view
    }

    /// R-P5: a trackpad pan follows began/changed/ended and ignores the wheel unless allowed.
    @Test func trackpadPan() {
        let (pan, log) = scrollPan(.continuous)
        stage.simulator.hover(to: p100)
        stage.simulator.wheel(by: CGVector(dx: 0, dy: 5))
        #expect(pan.state == .possible)
        stage.simulator.advance(by: 1)
        stage.simulator.trackpadScroll([CGVector(dx: 3, dy: 4), CGVector(dx: 3, dy: 4)])
        #expect(log.entries == ["began (3.0, 4.0)", "changed (6.0, 8.0)", "ended (6.0, 8.0)"])
        #expect(pan.state == .possible)
    }

    /// R-P5: scroll pans take part in arbitration: the inner view's pan excludes its ancestor's.
    @Test func scrollPansExclude() {
        let inner = TouchLogView(frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: stage.log, label: "inner")
        stage.view.addSubview(inner)
        let outer = stage.attach(UIPanGestureRecognizer())
        outer.name = "outer"
        outer.allowedScrollTypesMask = .all
        let innerPan = stage.attach(UIPanGestureRecognizer(), to: inner)
        innerPan.name = "innerPan"
        innerPan.allowedScrollTypesMask = .all
        stage.simulator.hover(to: p100)
        stage.simulator.wheel(by: CGVector(dx: 0, dy: 10))
        stage.simulator.advance(by: 0.2)
        #expect(stage.log.entries == ["innerPan:began", "innerPan:ended"])
        #expect(outer.state == .possible)
    }

    /// R-P5: a scroll pan that requires another to fail waits for it.
    @Test func scrollPanRequirement() {
        let (pan, _) = scrollPan(.all)
        let other = stage.attach(UIPanGestureRecognizer())
        other.name = "other"
        other.allowedScrollTypesMask = .all
        other.isEnabled = false
        pan.require(toFail: other)
        other.isEnabled = true
        let delegate = TestDelegate()
        delegate.shouldBegin = false
        other.delegate = delegate
        stage.simulator.hover(to: p100)
        stage.simulator.wheel(by: CGVector(dx: 0, dy: 10))
        stage.simulator.advance(by: 0.2)
        #expect(stage.log.entries == ["pan:began", "pan:ended"])
        #expect(delegate.asked.contains("shouldBegin(other)"))
    }

    /// R-P5: a scroll view scrolls with the wheel, with the drag's delegate calls and no fling.
    @Test func scrollViewWheel() {
        let scene = ControlTesting.ScrollScene()
        try! scene.scene.window.sendPointer(.move(to: CGPoint(x: 200, y: 400), buttons: [], modifiers: []),
                                            at: scene.fingers.now)
        for _ in 0..<3 {
            scene.fingers.wheel(by: CGVector(dx: 0, dy: -40))
            scene.fingers.advance(by: 0.03)
        }
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 120))
        scene.fingers.advance(by: 0.2)
        #expect(scene.delegateLog.callsExceptScrolls == [
            "willBeginDragging dragging=true", "willEndDragging", "didEndDragging decelerate=false",
        ])
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 120))
        #expect(scene.log.entries.isEmpty)
    }

    /// R-P5: a trackpad scroll that ends with velocity decelerates.
    @Test func scrollViewTrackpadDecelerates() {
        let scene = ControlTesting.ScrollScene()
        scene.fingers.hover(to: CGPoint(x: 200, y: 400))
        scene.fingers.trackpadScroll(Array(repeating: CGVector(dx: 0, dy: -20), count: 6))
        let released = scene.scrollView.contentOffset
        #expect(released == CGPoint(x: 0, y: 120))
        #expect(scene.delegateLog.callsExceptScrolls.contains("didEndDragging decelerate=true"))
        #expect(scene.scrollView.isDecelerating)
        scene.fingers.advance(by: 0.5)
        #expect(scene.scrollView.contentOffset.y > released.y + 100)
    }

    /// R-P5: a vertical scroll view ignores a sideways scroll, which its horizontal parent takes.
    @Test func nestedScrollViewsByAxis() {
        let scene = ControlTesting.Scene()
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        outer.contentSize = CGSize(width: 1200, height: 800)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        inner.contentSize = CGSize(width: 400, height: 3000)
        outer.addSubview(inner)
        scene.add(outer)
        scene.fingers.hover(to: CGPoint(x: 200, y: 400))
        scene.fingers.trackpadScroll([CGVector(dx: -30, dy: 0)])
        scene.fingers.advance(by: 2)
        #expect(inner.contentOffset == .zero)
        #expect(outer.contentOffset.x >= 30)
        scene.fingers.trackpadScroll([CGVector(dx: 0, dy: -30)])
        #expect(inner.contentOffset.y == 30)
    }
}

/// Records a pan's actions with its translation in the window.
@MainActor
final class TranslationLog {
    private(set) var entries: [String] = []
    func handle(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: nil)
        entries.append("\(pan.state) (\(translation.x), \(translation.y))")
    }
}
