import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// Hover: pointer movement with no button (R-P4).
///
/// Hover (R-P4)
@MainActor
@Suite struct HoverTests {
    let stage = Stage()
    let child: TouchLogView
    let hover: UIHoverGestureRecognizer

    init() {
        child = TouchLogView(frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: stage.log, label: "child")
        stage.view.addSubview(child)
        hover = UIHoverGestureRecognizer()
        hover.name = "hover"
        stage.attach(hover, to: child)
    }

    /// R-P4: begins on entering the view, changes on every move inside, ends on leaving it.
    @Test func entersMovesLeaves() {
        stage.simulator.hover(to: CGPoint(x: 50, y: 50))
        #expect(stage.log.entries.isEmpty)
        stage.simulator.hover(to: CGPoint(x: 150, y: 150))
        #expect(hover.location(in: child) == CGPoint(x: 50, y: 50))
        stage.simulator.hover(to: CGPoint(x: 160, y: 150))
        stage.simulator.hover(to: CGPoint(x: 170, y: 150))
        stage.simulator.hover(to: CGPoint(x: 300, y: 150))
        #expect(stage.log.entries == ["hover:began", "hover:changed", "hover:changed", "hover:ended"])
        #expect(hover.state == .possible)
        stage.simulator.hover(to: CGPoint(x: 150, y: 150))
        #expect(stage.log.entries.last == "hover:began")
    }

    /// R-P4: hover events never reach a view's touches methods, whose raw type values are UIKit's.
    @Test func noTouchesForViews() {
        stage.simulator.hover(to: CGPoint(x: 150, y: 150))
        stage.simulator.hover(to: CGPoint(x: 160, y: 150))
        #expect(stage.log.entries.allSatisfy { $0.hasPrefix("hover:") })
        #expect(stage.log.entries.count == 2)
        #expect(UIEvent.EventType.hover.rawValue == 11 && UIEvent.EventType.scroll.rawValue == 10)
    }

    /// R-P4: ends when the pointer leaves the window.
    @Test func endsOnExit() {
        stage.simulator.hover(to: CGPoint(x: 150, y: 150))
        stage.simulator.leave()
        #expect(stage.log.entries == ["hover:began", "hover:ended"])
    }

    /// R-P4 (Decision): ends when a button goes down; the click is a touch it does not hear.
    @Test func endsOnButtonDown() {
        stage.simulator.hover(to: CGPoint(x: 150, y: 150))
        let touch = stage.simulator.click(at: CGPoint(x: 150, y: 150))
        #expect(touch.gestureRecognizers?.contains { $0 === hover } != true)
        let entries = stage.log.entries.map { $0.replacingOccurrences(of: "\(touch.finger)", with: "P") }
        #expect(entries == ["hover:began", "hover:ended", "child.began(tP)", "child.ended(tP)"])
        stage.simulator.hover(to: CGPoint(x: 151, y: 150))
        #expect(stage.log.entries.last == "hover:began")
    }

    /// R-P4 (Decision): hover recognizers of nested views track the pointer together.
    @Test func nestedHoverTogether() {
        let outer = UIHoverGestureRecognizer()
        outer.name = "outer"
        stage.attach(outer)
        stage.simulator.hover(to: CGPoint(x: 50, y: 50))
        stage.simulator.hover(to: CGPoint(x: 150, y: 150))
        stage.simulator.hover(to: CGPoint(x: 300, y: 300))
        #expect(stage.log.entries == ["outer:began", "hover:began", "outer:changed", "hover:ended", "outer:changed"])
    }

    /// R-P4: a delegate that refuses keeps it from beginning.
    @Test func delegateRefuses() {
        let delegate = TestDelegate()
        delegate.shouldBegin = false
        hover.delegate = delegate
        stage.simulator.hover(to: CGPoint(x: 150, y: 150))
        #expect(stage.log.entries.isEmpty)
        delegate.shouldBegin = true
        stage.simulator.hover(to: CGPoint(x: 151, y: 150))
        #expect(stage.log.entries == ["hover:began"])
    }
}

