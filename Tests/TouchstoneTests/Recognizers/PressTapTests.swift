import Foundation
import Testing
import Touchstone

/// Presses that tap (R-R7): a tap recognizer and a long press recognize a press of their
/// `allowedPressTypes`, as Apple's App Programming Guide for tvOS ("Detecting Gestures and
/// Button Presses") documents: "Tap gesture recognizers can be used to detect button
/// presses. By default, a tap gesture recognizer is triggered when the Select button is
/// pressed. The allowedPressTypes property is used to specify which buttons trigger the
/// recognizer"; its Listing 4-1 triggers one with the Play/Pause button.
@MainActor
@Suite struct PressTapTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    /// Each recognizer's decisions, with the words of its own failure reason.
    final class Decisions {
        var log: [String] = []
    }
    let decisions = Decisions()

    init() {
        let decisions = decisions
        window.gestureDecisionHandler = { decision in
            guard decision.outcome != .waiting else { return }
            let reason = decision.failureReason.map { ": \($0)" } ?? ""
            decisions.log.append("\(decision.recognizer.name ?? "?") \(decision.outcome.rawValue)\(reason)")
        }
    }

    /// `recognizer`, named, on the window, counting its actions by state.
    func install<R: UIGestureRecognizer>(_ recognizer: R, _ name: String) -> Actions {
        recognizer.name = name
        window.addGestureRecognizer(recognizer)
        let actions = Actions()
        recognizer.addAction { actions.states.append($0.state) }
        return actions
    }

    final class Actions {
        var states: [UIGestureRecognizer.State] = []
    }

    func press(_ type: UIPress.PressType, _ phase: PressInput.Phase, at time: TimeInterval) throws {
        _ = try window.sendPresses([PressInput(phase: phase, type: type, force: phase == .began ? 1 : 0)], at: time)
    }

    // R-R7: "By default, a tap gesture recognizer is triggered when the Select button is
    // pressed": pressed and released, as a finger taps.
    @Test func aTapRecognizesASelectPressOnItsRelease() throws {
        let actions = install(UITapGestureRecognizer(), "tap")
        try press(.select, .began, at: 1)
        #expect(actions.states.isEmpty)
        try press(.select, .ended, at: 1.1)
        #expect(actions.states == [.recognized])
        #expect(decisions.log == ["tap recognized"])
    }

    // R-R7: Listing 4-1 sets allowedPressTypes to Play/Pause: that button triggers it,
    // Select no longer does.
    @Test func allowedPressTypesChoosesTheButton() throws {
        let tap = UITapGestureRecognizer()
        tap.allowedPressTypes = [NSNumber(value: UIPress.PressType.playPause.rawValue)]
        let actions = install(tap, "tap")
        try press(.select, .began, at: 1)
        try press(.select, .ended, at: 1.1)
        #expect(actions.states.isEmpty)
        try press(.playPause, .began, at: 2)
        try press(.playPause, .ended, at: 2.1)
        #expect(actions.states == [.recognized])
    }

    // R-R7: numberOfTapsRequired counts presses: two presses make a double tap; one press
    // alone fails it once the next does not come within the tap interval, saying how far
    // it got.
    @Test func numberOfTapsRequiredCountsPresses() throws {
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let actions = install(double, "double")
        try press(.select, .began, at: 1)
        try press(.select, .ended, at: 1.1)
        try press(.select, .began, at: 1.3)
        try press(.select, .ended, at: 1.4)
        #expect(actions.states == [.recognized])
        try press(.select, .began, at: 3)
        try press(.select, .ended, at: 3.1)
        try window.advanceTime(to: 4)
        #expect(actions.states == [.recognized])
        #expect(decisions.log == ["double recognized",
                                  "double failed: the next tap did not begin within 0.35 s of the lift; closest: 1 of 2 taps"])
    }

    // R-R7: a button held longer than a tap's longest press is not a tap; a press the
    // system cancels ends the attempt.
    @Test func aPressHeldTooLongOrCancelledFails() throws {
        let actions = install(UITapGestureRecognizer(), "tap")
        try press(.select, .began, at: 1)
        try window.advanceTime(to: 2)
        try press(.select, .ended, at: 2.1)
        try press(.select, .began, at: 3)
        try press(.select, .cancelled, at: 3.05)
        #expect(actions.states.isEmpty)
        #expect(decisions.log == ["tap failed: a button stayed pressed longer than 0.75 s",
                                  "tap failed: the system cancelled the press"])
    }

    // R-R7 with Apple's minimumPressDuration ("The minimum time that the user must press on
    // the view for the gesture to be recognized", 0.5 s by default): held that long the
    // long press begins, and ends on the release; released sooner it fails.
    @Test func aLongPressBeginsAfterMinimumPressDurationOfAPress() throws {
        let actions = install(UILongPressGestureRecognizer(), "long press")
        try press(.select, .began, at: 1)
        try window.advanceTime(to: 1.49)
        #expect(actions.states.isEmpty)
        try window.advanceTime(to: 1.5)
        #expect(actions.states == [.began])
        try press(.select, .ended, at: 2)
        #expect(actions.states == [.began, .ended])
        try press(.select, .began, at: 3)
        try press(.select, .ended, at: 3.2)
        #expect(actions.states == [.began, .ended])
        #expect(decisions.log == ["long press began", "long press failed: lifted after 0.2 s (needs 0.5 s)"])
    }

    // R-R7: numberOfTapsRequired presses before the held one, as taps before a finger's
    // press; a press the system cancels cancels the gesture once it began.
    @Test func aLongPressCountsTapsOfPressesAndIsCancelledWithItsPress() throws {
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let actions = install(press, "long press")
        try self.press(.select, .began, at: 1)
        try self.press(.select, .ended, at: 1.1)
        try self.press(.select, .began, at: 1.3)
        try window.advanceTime(to: 1.8)
        #expect(actions.states == [.began])
        try self.press(.select, .cancelled, at: 1.9)
        #expect(actions.states == [.began, .cancelled])
    }

    // R-R5 still holds: a keyboard key is no Select button, so taps ignore it.
    @Test func aKeyIsNotASelectPress() throws {
        let actions = install(UITapGestureRecognizer(), "tap")
        _ = try window.sendPresses([.key(.keyboardReturnOrEnter, .began)], at: 1)
        _ = try window.sendPresses([.key(.keyboardReturnOrEnter, .ended)], at: 1.1)
        #expect(actions.states.isEmpty)
        #expect(decisions.log.isEmpty)
    }
}
