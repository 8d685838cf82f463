import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A view controller-like target with the three shapes of action method.
@MainActor
private final class Target {
    var calls: [String] = []

    func plain() { calls.append("plain") }
    func withSender(_ sender: UIButton) { calls.append("sender \(sender.tag)") }
    func withControl(_ sender: UIControl) { calls.append("control") }
    func withEvent(_ sender: UIButton, _ event: UIEvent) {
        calls.append("event \(event.allTouches?.count ?? 0)")
    }
}

/// UIControl target-action.
@MainActor
@Suite struct UIControlTargetActionTests {
    let scene = ControlTesting.Scene()
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))

    init() {
        scene.add(button)
        button.tag = 7
    }

    private func tapButton() { scene.tap(at: CGPoint(x: 150, y: 125)) }

    @Test func typedMethodReferencesOfEveryShape() {
        // R-C1, R-O1
        let target = Target()
        button.addTarget(target, action: Target.plain, for: .touchUpInside)
        button.addTarget(target, action: Target.withSender, for: .touchUpInside)
        button.addTarget(target, action: Target.withControl, for: .touchDown)
        button.addTarget(target, action: Target.withEvent, for: .touchUpInside)
        tapButton()
        #expect(target.calls == ["control", "plain", "sender 7", "event 1"])
    }

    @Test func registeringTheSamePairAgainAddsEventsInsteadOfDuplicates() {
        // R-C1: "safe to call multiple times with the same target and action".
        let target = Target()
        for event in [UIControl.Event.touchUpInside, .touchUpInside, .touchDown] {
            button.addTarget(target, action: Target.plain, for: event)
        }
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
        tapButton()
        #expect(target.calls == ["plain", "plain"])
    }

    @Test func removeTargetSubtractsEvents() {
        let target = Target()
        let plain = button.addTarget(target, action: Target.plain, for: [.touchDown, .touchUpInside])
        button.addTarget(target, action: Target.withSender, for: .touchUpInside)
        button.removeTarget(target, action: plain, for: .touchDown)
        tapButton()
        #expect(target.calls == ["plain", "sender 7"])
        target.calls.removeAll()
        button.removeTarget(target, action: nil, for: .touchUpInside)
        tapButton()
        #expect(target.calls.isEmpty)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func removeTargetWithNilTargetRemovesEverything() {
        let target = Target()
        var handled = 0
        button.addTarget(target, action: Target.plain, for: .touchUpInside)
        button.addAction(UIAction { _ in handled += 1 }, for: .touchUpInside)
        button.removeTarget(nil, action: nil, for: .allEvents)
        tapButton()
        #expect(target.calls.isEmpty)
        #expect(handled == 0)
    }

    @Test func targetsAreWeak() {
        // R-O2-style ownership: the control does not keep its targets alive.
        var target: Target? = Target()
        weak let weakTarget = target
        button.addTarget(target!, action: Target.plain, for: .touchUpInside)
        target = nil
        #expect(weakTarget == nil)
        tapButton()  // nothing to call, nothing crashes
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func actionsWithTheSameIdentifierReplaceEachOther() {
        var log: [String] = []
        let identifier = UIAction.Identifier("refresh")
        button.addAction(UIAction(identifier: identifier) { _ in log.append("old") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: identifier) { _ in log.append("new") }, for: .touchDown)
        button.addAction(UIAction { _ in log.append("other") }, for: .touchUpInside)
        tapButton()
        #expect(log == ["new", "new", "other"])
        log.removeAll()
        button.removeAction(identifiedBy: identifier, for: .touchDown)
        tapButton()
        #expect(log == ["new", "other"])
    }

    @Test func actionKnowsItsSender() {
        var sender: AnyObject?
        let action = UIAction(title: "Go") { sender = $0.sender }
        button.addAction(action, for: .primaryActionTriggered)
        tapButton()
        #expect(sender === button)
        button.removeAction(action, for: .primaryActionTriggered)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func sendActionsForEventsCallsEachRegistrationOnce() {
        // R-C1: programmatic sending; the event passed to two-argument actions is empty.
        let target = Target()
        button.addTarget(target, action: Target.plain, for: [.valueChanged, .touchDown])
        button.addTarget(target, action: Target.withEvent, for: .valueChanged)
        button.sendActions(for: [.valueChanged, .touchDown])
        #expect(target.calls == ["plain", "event 0"])
    }

    @Test func primaryActionInitializers() {
        var count = 0
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                                primaryAction: UIAction { _ in count += 1 })
        control.sendActions(for: .primaryActionTriggered)
        let system = UIButton(primaryAction: UIAction { _ in count += 10 })
        system.sendActions(for: .primaryActionTriggered)
        #expect(count == 11)
        #expect(system.buttonType == .system)
        #expect(UIButton(type: .close).buttonType == .close)
        #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    @Test func eventRawValuesAreUIKits() {
        #expect(UIControl.Event.touchDown.rawValue == 1)
        #expect(UIControl.Event.touchCancel.rawValue == 256)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
    }
}
