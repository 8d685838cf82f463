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
        #expect(throws: TouchInputError.pointerPhase(input: "trackpad scroll", problem: "began while one is under way")) {
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
            #expect(error?.description == "pointer input: transform to scale \(scale), rotation 0.0: the scale must be positive (1 is no change)")
        }
        let error = #expect(throws: TouchInputError.self) {
            try stage.window.sendPointer(.transform(scale: .nan, rotation: 0, phase: .began, modifiers: []), at: 2)
        }
        #expect(error?.description == "pointer input: transform to scale nan, rotation 0.0 has a NaN or infinite value")
    }

    /// Every new error says where and what in one line.
    @Test func messages() {
        let errors: [TouchInputError] = [
            .invalidAngle(finger: 1, altitude: 2, azimuth: 0), .invalidSample(finger: 1, index: 2, problem: "x"),
            .reservedFinger(finger: Int.min), .nonFinitePointerValue(input: "move"),
            .pointerPhase(input: "scroll", problem: "y"), .invalidPointerValue(input: "transform", problem: "z"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("touch input:") || error.description.hasPrefix("pointer input:"))
        }
    }
}
