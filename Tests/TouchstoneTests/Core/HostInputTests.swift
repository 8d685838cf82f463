import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// The host API refuses bad input with a typed error and changes nothing.
@MainActor
@Suite struct HostInputTests {
    private func snapshot(_ stage: Stage, _ recognizer: ScriptedRecognizer) -> [String] {
        [stage.log.entries.joined(separator: ";"), recognizer.calls.joined(separator: ";"),
         "\(recognizer.state)", "\(stage.window.currentTime)",
         "\(stage.window.gestureEnvironment.event.touchList.count)"]
    }

    @Test func badInputIsRefusedAndLeavesEverythingAsItWas() throws {
        let stage = Stage()
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        try stage.window.sendTouches([TouchInput(finger: 1, phase: .began, location: p100)], at: 1)
        let before = snapshot(stage, recognizer)
        let cases: [([TouchInput], TimeInterval, TouchInputError)] = [
            ([TouchInput(finger: 1, phase: .began, location: p100)], 1, .fingerAlreadyDown(finger: 1)),
            ([TouchInput(finger: 2, phase: .moved, location: p100)], 1, .fingerNotDown(finger: 2, phase: .moved)),
            ([TouchInput(finger: 2, phase: .ended)], 1, .fingerNotDown(finger: 2, phase: .ended)),
            ([TouchInput(finger: 2, phase: .began)], 1, .missingLocation(finger: 2)),
            ([TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 3, y: CGFloat.infinity))], 1,
             .nonFiniteLocation(finger: 1, x: 3, y: .infinity)),
            ([TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 1, y: 2)),
              TouchInput(finger: 1, phase: .ended)], 1, .duplicateFinger(finger: 1)),
            // A finger twice in an event of two fingers, and of more.
            ([3, 3].map { TouchInput(finger: $0, phase: .began, location: p100) }, 1, .duplicateFinger(finger: 3)),
            ([2, 3, 2].map { TouchInput(finger: $0, phase: .began, location: p100) }, 1, .duplicateFinger(finger: 2)),
            ((2...12).map { TouchInput(finger: $0, phase: .began, location: p100) }
                + [TouchInput(finger: 5, phase: .began, location: p100)], 1, .duplicateFinger(finger: 5)),
            ([TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 1, y: 2))], 0.5,
             .timeWentBackwards(current: 1, requested: 0.5)),
            // A valid change next to an invalid one: neither applies.
            ([TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 9, y: 9)),
              TouchInput(finger: 3, phase: .ended)], 2, .fingerNotDown(finger: 3, phase: .ended)),
        ]
        for (inputs, time, expected) in cases {
            #expect(throws: expected) {
                try stage.window.sendTouches(inputs, at: time)
            }
            #expect(snapshot(stage, recognizer) == before)
        }
        #expect(throws: TouchInputError.self) {  // NaN: not comparable, so only the type
            try stage.window.sendTouches([TouchInput(finger: 1, phase: .moved, location: CGPoint(x: CGFloat.nan, y: 0))], at: 1)
        }
        #expect(throws: TouchInputError.timeWentBackwards(current: 1, requested: 0)) {
            try stage.window.advanceTime(to: 0)
        }
        #expect(throws: TouchInputError.self) { try stage.window.advanceTime(to: .nan) }
        #expect(snapshot(stage, recognizer) == before)
        // The engine still works after all of that.
        try stage.window.sendTouches([TouchInput(finger: 1, phase: .ended)], at: 3)
        #expect(recognizer.calls == ["began(t1)", "ended(t1)"])
    }

    @Test func errorMessagesNameTheFingerAndTheProblem() {
        #expect(TouchInputError.fingerNotDown(finger: 7, phase: .moved).description
                == "touch input: finger 7 moved but is not down")
        #expect(TouchInputError.timeWentBackwards(current: 2, requested: 1).description
                == "touch input: time 1.0 s is before the window's current time 2.0 s")
    }

    /// A time that is not a number is refused for that, not as coming before the current time
    @Test func nonFiniteTimeIsNamed() {
        let stage = Stage()
        for time in [TimeInterval.nan, .infinity, -.infinity] {
            let advance = #expect(throws: TouchInputError.self) { try stage.window.advanceTime(to: time) }
            #expect(advance?.description == "touch input: time \(time) s is not a finite number of seconds")
            let send = #expect(throws: TouchInputError.self) {
                try stage.window.sendTouches([TouchInput(finger: 1, phase: .began, location: p100)], at: time)
            }
            #expect(send?.description == "touch input: time \(time) s is not a finite number of seconds")
        }
    }

    @Test func endedTouchesMayOmitTheirLocation() throws {
        let stage = Stage()
        let touches = try stage.window.sendTouches([TouchInput(finger: 4, phase: .began, location: p100)], at: 0)
        try stage.window.sendTouches([TouchInput(finger: 4, phase: .ended)], at: 0.1)
        #expect(touches[0].location(in: nil) == p100 && touches[0].phase == .ended)
    }

    @Test func fingersMayBeListedInAnyOrderAndTheirIdentifiersReused() throws {
        // R-T1: a finger's changes go to its own touch, wherever the event lists it; a
        // finger that lifts and comes down again gets a new touch.
        let stage = Stage()
        let first = try stage.window.sendTouches([TouchInput(finger: 1, phase: .began, location: p100),
                                                  TouchInput(finger: 2, phase: .began, location: CGPoint(x: 200, y: 100))], at: 0)
        let moved = try stage.window.sendTouches([TouchInput(finger: 2, phase: .moved, location: CGPoint(x: 210, y: 100)),
                                                  TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 110, y: 100))], at: 0.1)
        #expect(moved[0] === first[1] && moved[1] === first[0])
        #expect(first[0].location(in: nil) == CGPoint(x: 110, y: 100))
        #expect(first[1].location(in: nil) == CGPoint(x: 210, y: 100))
        try stage.window.sendTouches([TouchInput(finger: 1, phase: .ended)], at: 0.2)
        // Finger 2 is now the only one down, listed first.
        let alone = try stage.window.sendTouches([TouchInput(finger: 2, phase: .moved, location: CGPoint(x: 220, y: 100))], at: 0.3)
        #expect(alone[0] === first[1] && first[1].location(in: nil) == CGPoint(x: 220, y: 100))
        let again = try stage.window.sendTouches([TouchInput(finger: 1, phase: .began, location: p100)], at: 0.4)
        #expect(again[0] !== first[0] && first[0].phase == .ended)
        #expect(throws: TouchInputError.fingerAlreadyDown(finger: 2)) {
            try stage.window.sendTouches([TouchInput(finger: 2, phase: .began, location: p100)], at: 0.5)
        }
    }
}
