import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// Bad pointer, pencil and sample input is refused with a typed error and changes nothing
/// (R-P2, R-P5–R-P8).
@MainActor
@Suite struct PointerInputErrorTests {
    let stage = Stage()

    private var state: [String] {
        let environment = stage.window.gestureEnvironment
        return [stage.log.entries.joined(separator: ";"), "\(stage.window.currentTime)",
                "\(environment.event.touchList.count)", "\(String(describing: environment.pointer.location))",
                "\(environment.pointer.buttons.rawValue)"]
    }

    /// Pointer input that cannot apply throws and leaves the window as it was.
    @Test func badPointerInput() throws {
        let pan = stage.attach(UIPanGestureRecognizer())
        pan.allowedScrollTypesMask = .all
        // Outside the window: no scroll or transform yet.
        #expect(throws: TouchInputError.self) {
            try stage.window.sendPointer(.scroll(delta: CGVector(dx: 0, dy: 1), type: .discrete, phase: .changed,
                                                 modifiers: []), at: 1)
        }
        try stage.window.sendPointer(.move(to: p100, buttons: [], modifiers: []), at: 1)
        let before = state
        let cases: [(PointerInput, TimeInterval)] = [
            (.move(to: CGPoint(x: CGFloat.nan, y: 1), buttons: .primary, modifiers: []), 2),
            (.scroll(delta: CGVector(dx: .infinity, dy: 0), type: .continuous, phase: .began, modifiers: []), 2),
            (.scroll(delta: CGVector(dx: 0, dy: 1), type: .discrete, phase: .began, modifiers: []), 2),
            (.scroll(delta: CGVector(dx: 0, dy: 1), type: .continuous, phase: .changed, modifiers: []), 2),
            (.transform(scale: 0, rotation: 0, phase: .began, modifiers: []), 2),
            (.transform(scale: 1, rotation: 0, phase: .ended, modifiers: []), 2),
            (.move(to: p100, buttons: .primary, modifiers: []), 0.5),
        ]
        for (input, time) in cases {
            #expect(throws: TouchInputError.self, "\(input)") { try stage.window.sendPointer(input, at: time) }
            #expect(state == before, "\(input)")
        }
        try stage.window.sendPointer(.scroll(delta: .zero, type: .continuous, phase: .began, modifiers: []), at: 2)
        #expect(throws: TouchInputError.pointer(.gestureAlreadyUnderway(.trackpadScroll))) {
            try stage.window.sendPointer(.scroll(delta: .zero, type: .continuous, phase: .began, modifiers: []), at: 2)
        }
    }

    /// Bad pencil values and samples throw and change nothing.
    @Test func badTouchInput() throws {
        try stage.window.sendTouches([TouchInput(finger: 1, phase: .began, location: p100)], at: 1)
        let before = state
        let sample = TouchInput.Sample(location: p100, timestamp: 1.5)
        let cases: [(TouchInput, TouchInputError)] = [
            (TouchInput(finger: 1, phase: .moved, altitudeAngle: 2), .invalidAngle(finger: 1, altitude: 2, azimuth: 0)),
            (TouchInput(finger: 1, phase: .moved, azimuthAngle: .nan), .invalidAngle(finger: 1, altitude: .pi / 2, azimuth: .nan)),
            (TouchInput(finger: 1, phase: .moved, coalesced: [TouchInput.Sample(location: p100, timestamp: 3)]),
             .invalidSample(finger: 1, index: 0, problem: "coalesced sample at 3.0 s is out of order (event at 2.0 s)")),
            (TouchInput(finger: 1, phase: .moved, predicted: [sample]),
             .invalidSample(finger: 1, index: 0, problem: "predicted sample at 1.5 s is out of order (event at 2.0 s)")),
            (TouchInput(finger: 2, phase: .began, location: p100, coalesced: [sample]),
             .invalidSample(finger: 2, index: 0, problem: "a began input carries no earlier samples")),
            (TouchInput(finger: Int.min, phase: .began, location: p100), .reservedFinger(finger: Int.min)),
        ]
        for (input, expected) in cases {
            #expect(throws: TouchInputError.self, "\(input)") { try stage.window.sendTouches([input], at: 2) }
            do { try stage.window.sendTouches([input], at: 2) } catch {
                if case .invalidAngle = expected { continue }  // NaN never equals itself
                #expect(error == expected)
            }
            #expect(state == before, "\(input)")
        }
    }

    /// A transform's scale of zero or less is refused for being out of range, not called NaN or infinite (R-P6)
    @Test func nonPositiveScaleIsNamed() throws {
        try stage.window.sendPointer(.move(to: p100, buttons: [], modifiers: []), at: 1)
        for scale in [0, -2] as [CGFloat] {
            let error = #expect(throws: TouchInputError.self) {
                try stage.window.sendPointer(.transform(scale: scale, rotation: 0, phase: .began, modifiers: []), at: 2)
            }
            #expect(error == .pointer(.invalidTransform(scale: Double(scale), rotation: 0)))
            #expect(error?.description == "pointer input: transform to scale \(scale), rotation 0.0: the scale must be finite and positive, the rotation finite")
        }
    }

    /// Every new error says where and what in one line.
    @Test func messages() {
        let errors: [TouchInputError] = [
            .invalidAngle(finger: 1, altitude: 2, azimuth: 0), .invalidSample(finger: 1, index: 2, problem: "x"),
            .reservedFinger(finger: Int.min), .pointer(.nonFiniteLocation(x: .nan, y: 1)),
            .pointer(.noGestureUnderway(.transform, phase: .ended)), .pointer(.wheelNotchPhase(.began)),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("touch input:") || error.description.hasPrefix("pointer input:"))
        }
    }
}

/// A host tells the causes of a refused pointer input apart by their cases (R-P2,
/// R-P4–R-P6), and can ask the window where the pointer is and which buttons it holds.
@MainActor
@Suite struct PointerInputCauseTests {
    let stage = Stage()

    private func refusal(_ input: PointerInput, at time: TimeInterval) -> PointerInputError? {
        do {
            try stage.window.sendPointer(input, at: time)
            return nil
        } catch {
            guard case .pointer(let cause) = error else { return nil }
            return cause
        }
    }

    // One case per cause, with the values that caused it.
    @Test func eachCauseHasItsCase() throws {
        #expect(refusal(.scroll(delta: CGVector(dx: 0, dy: 1), type: .discrete, phase: .changed, modifiers: []), at: 1)
                == .pointerNotInWindow(.wheelScroll))
        #expect(refusal(.transform(scale: 1, rotation: 0, phase: .began, modifiers: []), at: 1)
                == .pointerNotInWindow(.transform))
        try stage.window.sendPointer(.move(to: p100, buttons: [], modifiers: []), at: 1)
        #expect(refusal(.move(to: CGPoint(x: CGFloat.infinity, y: 1), buttons: [], modifiers: []), at: 2)
                == .nonFiniteLocation(x: .infinity, y: 1))
        #expect(refusal(.scroll(delta: CGVector(dx: 1, dy: -.infinity), type: .continuous, phase: .began, modifiers: []), at: 2)
                == .nonFiniteScrollDelta(dx: 1, dy: -.infinity))
        #expect(refusal(.transform(scale: -1, rotation: 0, phase: .began, modifiers: []), at: 2)
                == .invalidTransform(scale: -1, rotation: 0))
        #expect(refusal(.scroll(delta: CGVector(dx: 0, dy: 1), type: .discrete, phase: .began, modifiers: []), at: 2)
                == .wheelNotchPhase(.began))
        #expect(refusal(.scroll(delta: CGVector(dx: 0, dy: 1), type: .continuous, phase: .ended, modifiers: []), at: 2)
                == .noGestureUnderway(.trackpadScroll, phase: .ended))
        try stage.window.sendPointer(.transform(scale: 1, rotation: 0, phase: .began, modifiers: []), at: 2)
        #expect(refusal(.transform(scale: 1, rotation: 0, phase: .began, modifiers: []), at: 2)
                == .gestureAlreadyUnderway(.transform))
    }

    // The window says where the pointer is and what it holds, as the last input left them.
    @Test func theWindowSaysWhereThePointerIs() throws {
        #expect(stage.window.pointerLocation == nil && stage.window.pointerButtons == [])
        try stage.window.sendPointer(.move(to: p100, buttons: [], modifiers: []), at: 1)
        #expect(stage.window.pointerLocation == p100 && stage.window.pointerButtons == [])
        let held: UIEvent.ButtonMask = [.primary, .secondary]
        try stage.window.sendPointer(.move(to: CGPoint(x: 120, y: 90), buttons: held, modifiers: []), at: 1.1)
        #expect(stage.window.pointerLocation == CGPoint(x: 120, y: 90) && stage.window.pointerButtons == held)
        try stage.window.sendPointer(.move(to: CGPoint(x: 120, y: 90), buttons: [], modifiers: []), at: 1.2)
        #expect(stage.window.pointerButtons == [])
        try stage.window.sendPointer(.exit, at: 1.3)
        #expect(stage.window.pointerLocation == nil)
    }

    // Momentum (PointerInput's Decision): after the trackpad's fingers lift, the scroll view
    // decelerates on its own; a momentum delta the host forwards as `changed` is refused
    // with its own case, and the deceleration goes on exactly as without it.
    @Test func theSystemsMomentumIsTheEnginesOwn() throws {
        let scene = ControlTesting.ScrollScene()
        let twin = ControlTesting.ScrollScene()
        for world in [scene, twin] {
            world.fingers.hover(to: CGPoint(x: 200, y: 400))
            world.fingers.trackpadScroll(Array(repeating: CGVector(dx: 0, dy: -20), count: 6))
            #expect(world.scrollView.isDecelerating)
        }
        let momentum = PointerInput.scroll(delta: CGVector(dx: 0, dy: -15), type: .continuous, phase: .changed, modifiers: [])
        #expect(throws: TouchInputError.pointer(.noGestureUnderway(.trackpadScroll, phase: .changed))) {
            try scene.scene.window.sendPointer(momentum, at: scene.fingers.now + 0.016)
        }
        scene.fingers.advance(by: 0.3)
        twin.fingers.advance(by: 0.3)
        #expect(scene.scrollView.contentOffset == twin.scrollView.contentOffset)
        #expect(scene.scrollView.contentOffset.y > 120)
    }
}
