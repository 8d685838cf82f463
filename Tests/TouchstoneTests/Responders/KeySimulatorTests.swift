import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A first responder that records what each key typed.
@MainActor
private final class TextField: UIView {
    var typed = ""
    var keys: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let key = press.key else { continue }
            typed += key.characters
            keys.append("\(key.keyCode)\(key.modifierFlags.contains(.shift) ? "+shift" : "")")
        }
    }
}

/// The simulator's keyboard: key presses, typing, modifiers held while clicking (R-R5,
/// R-R6).
@MainActor
@Suite struct KeySimulatorTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    private let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 300))

    init() {
        window.addSubview(field)
        field.becomeFirstResponder()
    }

    @Test func typingAStringPressesEachKeyWithShiftForCapitals() {
        let simulator = TouchSimulator(window: window)
        simulator.type("Hi!\n")
        #expect(field.typed == "Hi!\r")
        #expect(field.keys == ["keyboardLeftShift", "keyboardH+shift", "keyboardI", "keyboardLeftShift",
                               "keyboard1+shift", "keyboardReturnOrEnter"])
        // Each character: a frame held, a frame's gap; Shift goes down and up with its key.
        #expect(abs(simulator.now - 8 * TouchSimulator.keyPressInterval) < 1e-9)
    }

    @Test func pressReleasesTheKeyAFrameLater() {
        let simulator = TouchSimulator(window: window)
        let press = simulator.press(.keyboardEscape)
        #expect(press.phase == .ended)
        #expect(press.timestamp == TouchSimulator.keyPressInterval)
        #expect(field.keys == ["keyboardEscape"])
    }

    @Test func modifiersHeldWhileClickingAndDraggingReachTheRecognizer() {
        // R-R6: the Done-means case, through the simulator.
        let simulator = TouchSimulator(window: window)
        var flags: [UIKeyModifierFlags] = []
        let tap = UITapGestureRecognizer { flags.append($0.modifierFlags) }
        window.addGestureRecognizer(tap)
        simulator.holding([.shift, .command]) { simulator.click(at: CGPoint(x: 50, y: 50)) }
        simulator.advance(by: 1)
        simulator.click(at: CGPoint(x: 50, y: 50))
        #expect(flags == [[.shift, .command], []])
        var dragFlags: [UIKeyModifierFlags] = []
        let pan = UIPanGestureRecognizer { dragFlags.append($0.modifierFlags) }
        window.addGestureRecognizer(pan)
        simulator.advance(by: 1)
        simulator.holding(.alternate) {
            simulator.drag(from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 100, y: 50), CGPoint(x: 150, y: 50)])
        }
        #expect(!dragFlags.isEmpty && dragFlags.allSatisfy { $0 == .alternate })
    }

    @Test func aButtonPressGoesToTheResponderToo() {
        @MainActor final class Remote: UIView {
            var types: [UIPress.PressType] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                types += presses.map(\.type)
            }
        }
        let remote = Remote(frame: .zero)
        window.addSubview(remote)
        remote.becomeFirstResponder()
        TouchSimulator(window: window).press(button: .playPause)
        #expect(remote.types == [.playPause])
    }
}
