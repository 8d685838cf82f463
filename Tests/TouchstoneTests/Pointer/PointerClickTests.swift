import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// Clicks: the pointer's contact is a touch like a finger's (R-P1–R-P3).
///
/// Pointer clicks (R-P1–R-P3)
@MainActor
@Suite struct PointerClickTests {
    let stage = Stage()

    /// R-P1: touch types keep UIKit's raw values and reach only recognizers that allow them.
    @Test func touchTypesFilterRecognizers() {
        #expect(UITouch.TouchType.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UITouch.TouchType.indirectPointer.rawValue == 3)
        let fingersOnly = stage.attach(UITapGestureRecognizer())
        fingersOnly.name = "fingers"
        fingersOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        let any = stage.attach(UITapGestureRecognizer())
        any.name = "any"
        let touch = stage.simulator.click(at: p100)
        #expect(touch.type == .indirectPointer)
        #expect(touch.gestureRecognizers?.contains { $0 === fingersOnly } == false)
        #expect(stage.log.entries.filter { $0.hasPrefix("fingers") || $0.hasPrefix("any") } == ["any:ended"])
    }

    /// R-P1: with requiresExclusiveTouchType a recognizer holding a finger ignores a click.
    @Test func exclusiveTouchTypeIgnoresOtherTypes() {
        let pan = stage.attach(UIPanGestureRecognizer())
        stage.simulator.down(1, at: p100)
        let click = stage.simulator.pointer(to: CGPoint(x: 200, y: 200), buttons: .primary)!
        #expect(click.gestureRecognizers?.contains { $0 === pan } != true)
        pan.requiresExclusiveTouchType = false
        stage.simulator.pointer(to: CGPoint(x: 200, y: 200))
        stage.simulator.up(1)
        stage.simulator.advance(by: 0.1)
        stage.simulator.down(1, at: p100)
        let second = stage.simulator.pointer(to: CGPoint(x: 200, y: 200), buttons: .primary)!
        #expect(second.gestureRecognizers?.contains { $0 === pan } == true)
    }

    /// R-P2: a click is hit-tested and delivered like a finger, moving while held, ending on release.
    @Test func clickIsATouch() {
        let child = TouchLogView(frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: stage.log, label: "child")
        stage.view.addSubview(child)
        let touch = stage.simulator.pointer(to: p100, buttons: .primary)!
        #expect(touch.view === child)
        #expect(touch.phase == .began)
        stage.simulator.advance(by: 0.02)
        #expect(stage.simulator.pointer(to: CGPoint(x: 300, y: 300), buttons: .primary) === touch)
        #expect(touch.phase == .moved)
        #expect(touch.view === child)
        stage.simulator.pointer(to: CGPoint(x: 300, y: 300))
        #expect(touch.phase == .ended)
        let phases = stage.log.entries.map { $0.replacingOccurrences(of: "\(touch.finger)", with: "P") }
        #expect(phases == ["child.began(tP)", "child.moved(tP)", "child.ended(tP)"])
    }

    /// R-P2: the event carries the buttons and modifiers, and recognizers report them.
    @Test func eventCarriesButtonsAndModifiers() {
        let recognizer = ScriptedRecognizer(name: "probe")
        var seen: [(UIEvent.ButtonMask, UIKeyModifierFlags, UIEvent.ButtonMask)] = []
        recognizer.onBegan = { recognizer, _ in seen.append((recognizer.view!.window!.gestureEnvironment.event.buttonMask,
                                                              recognizer.modifierFlags, recognizer.buttonMask)) }
        recognizer.onMoved = recognizer.onBegan
        stage.view.addGestureRecognizer(recognizer)
        stage.simulator.pointer(to: p100, buttons: .secondary, modifiers: [.command, .shift])
        stage.simulator.pointer(to: CGPoint(x: 110, y: 100), buttons: [.secondary, .button(3)], modifiers: .command)
        #expect(seen.map(\.0) == [.secondary, [.secondary, .button(3)]])
        #expect(seen.map(\.1) == [[.command, .shift], .command])
        #expect(seen.map(\.2) == seen.map(\.0))
        #expect(UIEvent.ButtonMask.button(3).rawValue == 4)
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20 && UIKeyModifierFlags.alphaShift.rawValue == 1 << 16)
    }

    /// R-P2: one pointer contact at a time; pressing another button keeps the same touch.
    @Test func onePointerContact() {
        let first = stage.simulator.pointer(to: p100, buttons: .primary)!
        let second = stage.simulator.pointer(to: p100, buttons: [.primary, .secondary])!
        #expect(first === second)
        #expect(stage.window.gestureEnvironment.event.allTouches?.count == 1)
        stage.simulator.pointer(to: p100, buttons: .secondary)
        #expect(first.isLive)
        stage.simulator.pointer(to: p100)
        #expect(first.phase == .ended)
    }

    /// R-P2: tapCount counts clicks as it counts taps.
    @Test func tapCountCountsClicks() {
        let double = stage.attach(UITapGestureRecognizer())
        double.numberOfTapsRequired = 2
        double.name = "double"
        let first = stage.simulator.click(at: p100)
        stage.simulator.advance(by: 0.1)
        let second = stage.simulator.click(at: CGPoint(x: 102, y: 101))
        #expect(first.tapCount == 1)
        #expect(second.tapCount == 2)
        #expect(stage.log.entries.contains("double:ended"))
    }

    /// R-P3: a secondary click reaches only the tap recognizer that asks for it.
    @Test func secondaryClickTap() {
        let primary = stage.attach(UITapGestureRecognizer())
        primary.name = "primary"
        let secondary = stage.attach(UITapGestureRecognizer())
        secondary.name = "secondary"
        secondary.buttonMaskRequired = .secondary
        #expect(primary.buttonMaskRequired == .primary)
        stage.simulator.secondaryClick(at: p100)
        stage.simulator.advance(by: 1)
        stage.simulator.click(at: p100)
        let actions = stage.log.entries.filter { $0.hasPrefix("primary") || $0.hasPrefix("secondary") }
        #expect(actions == ["secondary:ended", "primary:ended"])
    }

    /// R-P3: finger taps ignore buttonMaskRequired.
    @Test func fingerTapsIgnoreButtons() {
        let secondary = stage.attach(UITapGestureRecognizer())
        secondary.name = "secondary"
        secondary.buttonMaskRequired = .secondary
        stage.tap()
        #expect(stage.log.entries.contains("secondary:ended"))
    }

    /// R-P2: a button tracks a click and sends touchUpInside.
    @Test func buttonTracksClick() {
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        stage.view.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        stage.simulator.click(at: CGPoint(x: 60, y: 60))
        #expect(events == ["primary"])
    }

    /// R-P2: leaving the window with a button held cancels the contact.
    @Test func exitCancelsContact() {
        let touch = stage.simulator.pointer(to: p100, buttons: .primary)!
        stage.simulator.leave()
        #expect(touch.phase == .cancelled)
        #expect(stage.log.entries.last?.hasPrefix("cancelled") == true)
    }
}
