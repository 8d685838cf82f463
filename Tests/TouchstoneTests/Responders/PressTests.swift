import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// Logs the presses that reach a responder: `began(keyboardA)`.
@MainActor
func describePresses(_ phase: String, _ presses: Set<UIPress>) -> String {
    let names = presses.map { $0.key.map { "\($0.keyCode)" } ?? "\($0.type)" }.sorted()
    return "\(phase)(\(names.joined(separator: ",")))"
}

/// A view that logs its press calls, labelled, and does not forward them.
@MainActor
final class PressLogView: FocusView {
    let label: String
    let log: SceneLog
    var forwards = false

    init(_ label: String, log: SceneLog) {
        self.label = label
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    required init?(coder: NSCoder) { return nil }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("\(label).\(describePresses("began", presses))")
        if forwards { super.pressesBegan(presses, with: event) }
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("\(label).\(describePresses("changed", presses))")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("\(label).\(describePresses("ended", presses))")
        if forwards { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("\(label).\(describePresses("cancelled", presses))")
    }
}

/// A recognizer that recognizes when a press it receives is released, logging its calls.
@MainActor
final class PressRecognizer: UIGestureRecognizer {
    let log: SceneLog
    init(log: SceneLog, name: String = "press") {
        self.log = log
        super.init(target: nil, action: nil)
        self.name = name
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        log.append("\(displayName).\(describePresses("began", presses))")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        log.append("\(displayName).\(describePresses("ended", presses))")
        state = .ended
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        state = .cancelled
    }
}

/// Presses and keys (R-R5).
@MainActor
@Suite struct PressTests {
    private let log = SceneLog()
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))

    private func type(_ key: UIKeyboardHIDUsage, _ characters: String = "", at time: TimeInterval) {
        do {
            try window.sendPresses([.key(key, .began, characters: characters)], at: time)
            try window.sendPresses([.key(key, .ended, characters: characters)], at: time + 0.05)
        } catch {
            Issue.record("refused: \(error)")
        }
    }

    @Test func aKeyPressReachesTheFirstResponderWithItsKey() throws {
        // R-R5: the press goes to the first responder, with UIKit's key code and type.
        let field = PressLogView("field", log: log)
        window.addSubview(field)
        field.becomeFirstResponder()
        var seen: UIPress?
        let presses = try window.sendPresses([.key(.keyboardA, .began, characters: "a")], at: 1)
        seen = presses.first
        #expect(log.entries == ["field.began(keyboardA)"])
        let press = try #require(seen)
        #expect(press.phase == .began && press.responder === field && press.window === window)
        #expect(press.type.rawValue == 2004 && press.key?.keyCode.rawValue == 4)
        #expect(press.key?.characters == "a" && press.key?.charactersIgnoringModifiers == "a")
        #expect(press.timestamp == 1 && press.force == 1 && press.gestureRecognizers == nil)
        try window.sendPresses([.key(.keyboardA, .ended, characters: "a")], at: 1.1)
        #expect(log.entries == ["field.began(keyboardA)", "field.ended(keyboardA)"])
        #expect(press.phase == .ended && press.timestamp == 1.1)
    }

    @Test func aPressTheResponderDoesNotHandleGoesUpTheChain() {
        // R-R5 with R-R1: the first responder's default forwards to its view controller.
        @MainActor final class Controller: UIViewController {
            var log: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                log.append(describePresses("began", presses))
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                log.append(describePresses("ended", presses))
            }
        }
        let controller = Controller()
        window.rootViewController = controller
        let field = FocusView(frame: .zero)
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        type(.keyboardReturnOrEnter, "\r", at: 1)
        #expect(controller.log == ["began(keyboardReturnOrEnter)", "ended(keyboardReturnOrEnter)"])
    }

    @Test func withoutAFirstResponderTheWindowGetsThePress() {
        // R-R5 (Decision): the window is the responder when there is no first responder.
        @MainActor final class Window: UIWindow {
            var log: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                log.append(describePresses("began", presses))
            }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: Never.self) { try window.sendPresses([.key(.keyboardEscape, .began)], at: 0) }
        #expect(window.log == ["began(keyboardEscape)"])
    }

    @Test func aRecognizerThatRecognizesAPressCancelsItForTheResponder() throws {
        // R-R5: the recognizer hears the press first; recognizing on release cancels the
        // press in the responder, which heard its began, as cancelsTouchesInView does.
        let field = PressLogView("field", log: log)
        window.addSubview(field)
        field.becomeFirstResponder()
        let recognizer = PressRecognizer(log: log)
        recognizer.allowedPressTypes = [NSNumber(value: UIPress.PressType(rawValue: 2040)!.rawValue)]
        window.addGestureRecognizer(recognizer)
        var actions = 0
        recognizer.addAction { _ in actions += 1 }
        let press = try window.sendPresses([.key(.keyboardReturnOrEnter, .began)], at: 1)[0]
        #expect(press.gestureRecognizers?.first === recognizer)
        #expect(window.gestureEnvironment.presses.event.presses(for: recognizer) == [press])
        try window.sendPresses([.key(.keyboardReturnOrEnter, .ended)], at: 1.1)
        #expect(log.entries == ["press.began(keyboardReturnOrEnter)", "field.began(keyboardReturnOrEnter)",
                                "press.ended(keyboardReturnOrEnter)", "field.cancelled(keyboardReturnOrEnter)"])
        #expect(actions == 1)
        #expect(recognizer.state == .possible)  // reset after the press ended (R-S6)
    }

    @Test func aRecognizerThatDoesNotCancelLetsTheResponderHearTheEnd() throws {
        let field = PressLogView("field", log: log)
        window.addSubview(field)
        field.becomeFirstResponder()
        let recognizer = PressRecognizer(log: log)
        recognizer.cancelsTouchesInView = false
        recognizer.allowedPressTypes = [NSNumber(value: 2040)]
        window.addGestureRecognizer(recognizer)
        type(.keyboardReturnOrEnter, at: 1)
        #expect(log.entries == ["press.began(keyboardReturnOrEnter)", "field.began(keyboardReturnOrEnter)",
                                "press.ended(keyboardReturnOrEnter)", "field.ended(keyboardReturnOrEnter)"])
    }

    @Test func allowedPressTypesDefaultsToSelectAndAnEmptyArrayReceivesNoPresses() throws {
        // R-R5: Apple documents `[select]` as the default; an empty array responds to
        // touches only.
        let recognizer = PressRecognizer(log: log, name: "default")
        #expect(recognizer.allowedPressTypes == [NSNumber(value: UIPress.PressType.select.rawValue)])
        let none = PressRecognizer(log: log, name: "none")
        none.allowedPressTypes = []
        window.addGestureRecognizer(recognizer)
        window.addGestureRecognizer(none)
        type(.keyboardA, "a", at: 1)
        #expect(log.entries.isEmpty)
        try window.sendPresses([PressInput(phase: .began, type: .select)], at: 2)
        #expect(log.entries == ["default.began(select)"])
    }

    @Test func recognizersOfTheFirstRespondersAncestorsReceiveThePressButNotOthers() throws {
        // R-R5: the responder's view and its ancestors, deepest first (as R-A1).
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = PressLogView("field", log: log)
        let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(container)
        container.addSubview(field)
        window.addSubview(sibling)
        field.becomeFirstResponder()
        let outer = PressRecognizer(log: log, name: "outer")
        let inner = PressRecognizer(log: log, name: "inner")
        let elsewhere = PressRecognizer(log: log, name: "elsewhere")
        for recognizer in [outer, inner, elsewhere] { recognizer.allowedPressTypes = [NSNumber(value: 2004)] }
        container.addGestureRecognizer(outer)
        field.addGestureRecognizer(inner)
        sibling.addGestureRecognizer(elsewhere)
        try window.sendPresses([.key(.keyboardA, .began)], at: 1)
        #expect(log.entries == ["inner.began(keyboardA)", "outer.began(keyboardA)", "field.began(keyboardA)"])
    }

    @Test func theDelegateMayRefuseAPress() throws {
        // R-R5: shouldReceive for presses.
        @MainActor final class Refuser: UIGestureRecognizerDelegate {
            var asked: [UIPress.PressType] = []
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
                asked.append(press.type)
                return false
            }
        }
        let field = PressLogView("field", log: log)
        window.addSubview(field)
        field.becomeFirstResponder()
        let recognizer = PressRecognizer(log: log)
        let delegate = Refuser()
        recognizer.delegate = delegate
        window.addGestureRecognizer(recognizer)
        try window.sendPresses([PressInput(phase: .began, type: .select)], at: 1)
        #expect(delegate.asked == [.select])
        #expect(log.entries == ["field.began(select)"])
    }

    @Test func anIgnoredPressIsNotCancelledForTheResponder() throws {
        // R-R5: ignore(_:for:) as for touches (R-D6).
        @MainActor final class Ignorer: UIGestureRecognizer {
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
                for press in presses { ignore(press, for: event) }
                state = .began
            }
        }
        let field = PressLogView("field", log: log)
        window.addSubview(field)
        field.becomeFirstResponder()
        let recognizer = Ignorer()
        window.addGestureRecognizer(recognizer)
        try window.sendPresses([PressInput(phase: .began, type: .select)], at: 1)
        try window.sendPresses([PressInput(phase: .ended, type: .select, force: 0)], at: 1.1)
        #expect(recognizer.state == .began)
        #expect(log.entries == ["field.began(select)", "field.ended(select)"])
    }

    @Test func refusedPressInputChangesNothing() throws {
        // R-R5: validated as touch input is.
        let field = PressLogView("field", log: log)
        window.addSubview(field)
        field.becomeFirstResponder()
        try window.sendPresses([.key(.keyboardA, .began)], at: 1)
        #expect(throws: TouchInputError.pressInput(press: "key keyboardA", problem: "began but is already down")) {
            try window.sendPresses([.key(.keyboardB, .began), .key(.keyboardA, .began)], at: 2)
        }
        #expect(throws: TouchInputError.pressInput(press: "key keyboardC", problem: "ended but is not down")) {
            try window.sendPresses([.key(.keyboardC, .ended)], at: 2)
        }
        #expect(throws: TouchInputError.pressInput(press: "button select", problem: "appears twice in one event")) {
            try window.sendPresses([PressInput(phase: .began, type: .select), PressInput(phase: .ended, type: .select)], at: 2)
        }
        #expect(throws: TouchInputError.pressInput(press: "button menu", problem: "force 2.0 is not within 0…1")) {
            try window.sendPresses([PressInput(phase: .began, type: .menu, force: 2)], at: 2)
        }
        #expect(throws: TouchInputError.timeWentBackwards(current: 1, requested: 0.5)) {
            try window.sendPresses([.key(.keyboardA, .ended)], at: 0.5)
        }
        #expect(log.entries == ["field.began(keyboardA)"])
        #expect(window.currentTime == 1)
        try window.sendPresses([.key(.keyboardA, .ended)], at: 2)
        #expect(log.entries == ["field.began(keyboardA)", "field.ended(keyboardA)"])
    }

    @Test func pressInputFromInsideAHandlerIsRefused() {
        // R-R5: re-entrant input, as for touches.
        @MainActor final class Reentrant: UIView {
            var error: TouchInputError?
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                do { try window?.sendPresses([.key(.keyboardB, .began)], at: 5) } catch { self.error = error }
            }
        }
        let view = Reentrant(frame: .zero)
        window.addSubview(view)
        view.becomeFirstResponder()
        #expect(throws: Never.self) { try window.sendPresses([.key(.keyboardA, .began)], at: 1) }
        #expect(view.error == .reentrantCall)
    }
}
