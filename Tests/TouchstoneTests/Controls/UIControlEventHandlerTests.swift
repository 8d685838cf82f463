import Foundation
import Testing
import Touchstone
import TouchstoneTesting

@MainActor
private final class Target {
    var calls: [String] = []
    func tapped() { calls.append("tapped") }
    func down() { calls.append("down") }
}

/// A button that logs every action that goes through UIKit's override points.
@MainActor
private final class WatchedButton: UIButton {
    var sent: [String] = []
    var blocksTargets = false

    override func sendAction(_ action: ActionIdentifier, to target: AnyObject?, for event: UIEvent?) {
        sent.append("target \(event?.allTouches?.count ?? -1)")
        if !blocksTargets { super.sendAction(action, to: target, for: event) }
    }

    override func sendAction(_ action: UIAction) {
        sent.append("action \(action.title)")
        super.sendAction(action)
    }
}

/// UIControl's action plumbing beyond adding and removing: the override points every
/// action goes through, the questions about registrations, and the primary action
/// (R-C1, R-C2).
@MainActor
@Suite struct UIControlEventHandlerTests {
    let scene = ControlTesting.Scene()
    private let button = WatchedButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))

    init() { scene.add(button) }

    private func tapButton() { scene.tap(at: CGPoint(x: 150, y: 125)) }

    @Test func everyTargetActionGoesThroughSendActionToFor() {
        // UIKit's override point: a subclass sees each target-action with the event, and
        // may keep it from its target.
        let target = Target()
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        button.addAction(UIAction(title: "primary") { _ in target.calls.append("primary") }, for: .primaryActionTriggered)
        tapButton()
        #expect(button.sent == ["target 1", "action primary"])
        #expect(target.calls == ["tapped", "primary"])
        button.blocksTargets = true
        tapButton()
        #expect(target.calls == ["tapped", "primary", "primary"])
    }

    @Test func sendActionToForCallsOnlyTheNamedRegistration() {
        let target = Target()
        let tapped = button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        button.addTarget(target, action: Target.down, for: .touchDown)
        button.sendAction(tapped, to: target, for: nil)
        #expect(target.calls == ["tapped"])
        button.sendAction(tapped, to: Target(), for: nil)  // not this target's registration
        #expect(target.calls == ["tapped"])
    }

    @Test func allTargetsAndActionsForTargetDescribeTheRegistrations() {
        let first = Target()
        let second = Target()
        let tapped = button.addTarget(first, action: Target.tapped, for: .touchUpInside)
        let down = button.addTarget(first, action: Target.down, for: [.touchDown, .touchUpInside])
        button.addTarget(second, action: Target.down, for: .touchDown)
        button.addAction(UIAction { _ in }, for: .touchUpInside)
        #expect(button.allTargets == [AnyHashable(ObjectIdentifier(first)), AnyHashable(ObjectIdentifier(second))])
        // Typed registrations are listed by the identifier form (the selector form lists names).
        let identifiers: (UIControl.Event) -> [UIControl.ActionIdentifier]? = {
            button.actions(forTarget: first, forControlEvent: $0)
        }
        #expect(identifiers(.touchUpInside) == [tapped, down])
        #expect(identifiers(.touchDown) == [down])
        #expect(button.actions(forTarget: second, forControlEvent: .touchUpInside) == nil)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
    }

    @Test func enumerateEventHandlersVisitsEachEventOfEachRegistrationAndStops() {
        let target = Target()
        let down = button.addTarget(target, action: Target.down, for: [.touchDown, .touchUpInside])
        let action = UIAction(title: "a") { _ in }
        button.addAction(action, for: .primaryActionTriggered)
        var seen: [String] = []
        button.enumerateEventHandlers { handler, targetAction, event, _ in
            if let handler {
                seen.append("action \(handler.title) \(event == .primaryActionTriggered)")
            } else if let targetAction {
                seen.append("target \(targetAction.target === target && targetAction.action == down) \(event.rawValue)")
            }
        }
        #expect(seen == ["target true \(UIControl.Event.touchDown.rawValue)",
                         "target true \(UIControl.Event.touchUpInside.rawValue)", "action a true"])
        var visits = 0
        button.enumerateEventHandlers { _, _, _, stop in
            visits += 1
            stop = true
        }
        #expect(visits == 1)
    }

    @Test func performPrimaryActionSendsPrimaryActionTriggered() {
        var calls = 0
        button.addAction(UIAction { _ in calls += 1 }, for: .primaryActionTriggered)
        button.performPrimaryAction()
        #expect(calls == 1)
    }

    @Test func aButtonThatChangesSelectionTogglesBeforeItsActions() {
        var seen: [Bool] = []
        button.changesSelectionAsPrimaryAction = true
        button.addAction(UIAction { [button] _ in seen.append(button.isSelected) }, for: .primaryActionTriggered)
        tapButton()
        tapButton()
        button.performPrimaryAction()
        #expect(seen == [true, false, true])
        let plain = UIButton(frame: .zero)
        #expect(!plain.changesSelectionAsPrimaryAction)
        plain.performPrimaryAction()
        #expect(!plain.isSelected)
    }

    @Test func aButtonIsHoveredWhileThePointerIsOverIt() {
        // R-P4: isHovered follows the pointer's hover.
        let simulator = scene.fingers
        #expect(!button.isHovered)
        simulator.hover(to: CGPoint(x: 150, y: 125))
        #expect(button.isHovered)
        simulator.hover(to: CGPoint(x: 10, y: 10))
        #expect(!button.isHovered)
        simulator.hover(to: CGPoint(x: 120, y: 110))
        #expect(button.isHovered)
        simulator.leave()
        #expect(!button.isHovered)
    }
}
