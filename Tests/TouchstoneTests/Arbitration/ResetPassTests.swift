@testable import Touchstone
import Testing

/// When the reset pass resets a recognizer (R-S6).
@MainActor
@Suite struct ResetPassTests {
    // R-D6, R-S6: a recognizer that ignores the only touch it had has no attempt left, so
    // it resets at the end of that event, not when the finger lifts.
    @Test func aRecognizerThatIgnoresItsOnlyTouchResetsAtTheEndOfTheEvent() {
        let stage = Stage()
        let recognizer = stage.attach(ScriptedRecognizer(name: "a"))
        recognizer.onBegan = { recognizer, touches in
            for touch in touches { recognizer.ignore(touch, for: stage.window.gestureEnvironment.event) }
        }
        stage.simulator.down(1, at: p100)
        #expect(recognizer.resets == 1)
        stage.simulator.up(1)
        #expect(recognizer.resets == 1)
    }
}
