import Foundation
import Testing
import Touchstone
import TouchstoneGTK
import TouchstoneLive

/// GDK 4's event values, as GTK reports them, converted into Touchstone's input: units,
/// finger identity, frames and history, buttons, wheel and touchpad phases, pinch, keys
/// and loss. No GTK call and no display: these run with or without the GTK trait.
@MainActor
@Suite struct GTKInputConverterTests {
    typealias Touch = GTKInputEvent.Touch

    static func touch(_ phase: Touch.Phase, _ time: UInt32, _ sequence: UInt, _ x: Double, _ y: Double,
                      history: [Touch.Sample] = []) -> GTKInputEvent {
        .touch(Touch(phase: phase, time: time, sequence: sequence, x: x, y: y, history: history))
    }

    /// Two touches of one frame are one event, at the later time; GDK's times are milliseconds of the host clock (R-L4)
    @Test func touchesOfOneBatchAreOneEvent() {
        var converter = GTKInputConverter()
        let events = converter.convert([Self.touch(.begin, 1000, 0xA0, 10, 20), Self.touch(.begin, 1002, 0xB0, 30, 40)])
        #expect(events == [.touches([TouchInput(finger: 1, phase: .began, location: CGPoint(x: 10, y: 20)),
                                     TouchInput(finger: 2, phase: .began, location: CGPoint(x: 30, y: 40))], at: 1002)])
    }

    /// An update's history and the frame's earlier moves are coalesced samples, oldest first, each with its own time (R-L4, R-P8)
    @Test func historyIsCoalescedSamples() {
        var converter = GTKInputConverter()
        _ = converter.convert([Self.touch(.begin, 0, 7, 0, 0)])
        let events = converter.convert([
            Self.touch(.update, 16, 7, 10, 0, history: [Touch.Sample(time: 8, x: 5, y: 0)]),
            Self.touch(.update, 32, 7, 30, 0, history: [Touch.Sample(time: 24, x: 20, y: 0)]),
        ])
        guard case .touches(let touches, let time) = events.first, events.count == 1 else { Issue.record("\(events)"); return }
        #expect(time == 32)
        #expect(touches.map(\.location) == [CGPoint(x: 30, y: 0)])
        #expect(touches.first?.coalesced.map(\.timestamp) == [8, 16, 24])
        #expect(touches.first?.coalesced.map(\.location.x) == [5, 10, 20])
    }

    /// A lifted sequence frees its finger number; a cancelled one is cancelled; an unknown one is ignored (R-L4)
    @Test func sequencesNumberFingers() {
        var converter = GTKInputConverter()
        _ = converter.convert([Self.touch(.begin, 0, 1, 0, 0), Self.touch(.begin, 0, 2, 5, 5)])
        let lifted = converter.convert([Self.touch(.end, 10, 1, 0, 0)])
        #expect(lifted == [.touches([TouchInput(finger: 1, phase: .ended, location: .zero)], at: 10)])
        let again = converter.convert([Self.touch(.begin, 20, 3, 1, 1), Self.touch(.cancel, 21, 2, 5, 5), Self.touch(.update, 22, 99, 0, 0)])
        #expect(again == [.touches([TouchInput(finger: 1, phase: .began, location: CGPoint(x: 1, y: 1)),
                                    TouchInput(finger: 2, phase: .cancelled, location: CGPoint(x: 5, y: 5))], at: 21)])
    }

    /// GDK's buttons 1, 2, 3, 8 and 9 are UIKit's primary, third, secondary, fourth and fifth; the pointer GDK emulates from a touch is dropped (R-P2)
    @Test func buttonsAreUIKitsAndEmulatedPointersAreDropped() {
        var converter = GTKInputConverter()
        let mouse = GTKInputEvent.Tool.mouse(emulatedFromTouch: false)
        let pressed = converter.convert([
            .button(time: 5, x: 1, y: 2, button: 3, pressed: true, tool: mouse, modifiers: 0),
            .button(time: 6, x: 1, y: 2, button: 2, pressed: true, tool: mouse, modifiers: 0),
            .button(time: 7, x: 1, y: 2, button: 8, pressed: true, tool: mouse, modifiers: 0),
            .button(time: 8, x: 9, y: 9, button: 1, pressed: true, tool: .mouse(emulatedFromTouch: true), modifiers: 0),
        ])
        #expect(pressed.map(\.hostTime) == [5, 6, 7])
        guard case .pointer(.move(_, let buttons, _), _) = pressed.last else { Issue.record("\(pressed)"); return }
        #expect(buttons == [.secondary, .button(3), .button(4)])
    }

    /// A pen in contact is a pencil touch whose force is its pressure; hovering, it moves the pointer (R-L4)
    @Test func aPenInContactIsAPencil() {
        var converter = GTKInputConverter()
        let events = converter.convert([
            .motion(time: 1, x: 3, y: 4, tool: .pen(pressure: 0), modifiers: 0),
            .button(time: 2, x: 3, y: 4, button: 1, pressed: true, tool: .pen(pressure: 0.25), modifiers: 0),
            .motion(time: 3, x: 5, y: 4, tool: .pen(pressure: 0.5), modifiers: 0),
        ])
        // The contact's first move is a frame of its own: a touch's began gathers no samples.
        #expect(events == [
            .pointer(.move(to: CGPoint(x: 3, y: 4), buttons: [], modifiers: []), at: 1),
            .touches([TouchInput(finger: 1, phase: .began, location: CGPoint(x: 3, y: 4), type: .pencil, force: 0.25,
                                 maximumPossibleForce: 1)], at: 2),
            .touches([TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 5, y: 4), type: .pencil, force: 0.5,
                                 maximumPossibleForce: 1)], at: 3),
        ])
    }

    /// A notch is 40 points, a smooth wheel delta as many notches; GDK's down moves the content up (R-P5)
    @Test func wheelNotchesAreFortyPoints() {
        var converter = GTKInputConverter()
        let events = converter.convert([
            .scroll(time: 1, x: 50, y: 60, scroll: .notch(.down), modifiers: 0),
            .scroll(time: 2, x: 50, y: 60, scroll: .notch(.left), modifiers: 0),
            .scroll(time: 3, x: 50, y: 60, scroll: .wheel(deltaX: 0, deltaY: -0.5), modifiers: 0),
        ])
        #expect(events == [
            .pointer(.move(to: CGPoint(x: 50, y: 60), buttons: [], modifiers: []), at: 1),
            .pointer(.scroll(delta: CGVector(dx: 0, dy: -40), type: .discrete, phase: .changed, modifiers: []), at: 1),
            .pointer(.scroll(delta: CGVector(dx: 40, dy: 0), type: .discrete, phase: .changed, modifiers: []), at: 2),
            .pointer(.scroll(delta: CGVector(dx: 0, dy: 20), type: .discrete, phase: .changed, modifiers: []), at: 3),
        ])
    }

    /// A touchpad's deltas are a continuous scroll: it begins with the first, ends at GDK's stop event (R-P5)
    @Test func touchpadScrollHasPhases() {
        var converter = GTKInputConverter()
        _ = converter.convert([.motion(time: 0, x: 1, y: 1, tool: .mouse(emulatedFromTouch: false), modifiers: 0)])
        let events = converter.convert([
            .scroll(time: 10, x: 1, y: 1, scroll: .surface(deltaX: 0, deltaY: 3, isStop: false), modifiers: 0),
            .scroll(time: 20, x: 1, y: 1, scroll: .surface(deltaX: 1, deltaY: 2, isStop: false), modifiers: 0),
            .scroll(time: 30, x: 1, y: 1, scroll: .surface(deltaX: 0, deltaY: 0, isStop: true), modifiers: 0),
            .scroll(time: 40, x: 1, y: 1, scroll: .surface(deltaX: 0, deltaY: 0, isStop: true), modifiers: 0),
        ])
        #expect(events == [
            .pointer(.scroll(delta: CGVector(dx: 0, dy: -3), type: .continuous, phase: .began, modifiers: []), at: 10),
            .pointer(.scroll(delta: CGVector(dx: -1, dy: -2), type: .continuous, phase: .changed, modifiers: []), at: 20),
            .pointer(.scroll(delta: .zero, type: .continuous, phase: .ended, modifiers: []), at: 30),
        ])
    }

    /// GDK's pinch scale is relative to the begin, as UIKit's; its angle deltas add up to the rotation (R-P6)
    @Test func pinchScaleIsAbsoluteAndRotationAddsUp() {
        var converter = GTKInputConverter()
        _ = converter.convert([.motion(time: 0, x: 1, y: 1, tool: .mouse(emulatedFromTouch: false), modifiers: 0)])
        let events = converter.convert([
            .pinch(time: 1, x: 1, y: 1, phase: .begin, scale: 1, angleDelta: 0, modifiers: 0),
            .pinch(time: 2, x: 1, y: 1, phase: .update, scale: 1.5, angleDelta: 0.25, modifiers: 0),
            .pinch(time: 3, x: 1, y: 1, phase: .update, scale: 2, angleDelta: 0.25, modifiers: 0),
            .pinch(time: 4, x: 1, y: 1, phase: .end, scale: 2, angleDelta: 0, modifiers: 0),
        ])
        #expect(events == [
            .pointer(.transform(scale: 1, rotation: 0, phase: .began, modifiers: []), at: 1),
            .pointer(.transform(scale: 1.5, rotation: 0.25, phase: .changed, modifiers: []), at: 2),
            .pointer(.transform(scale: 2, rotation: 0.5, phase: .changed, modifiers: []), at: 3),
            .pointer(.transform(scale: 2, rotation: 0.5, phase: .ended, modifiers: []), at: 4),
        ])
    }

    /// Hardware key code 56 is Linux's KEY_B (48), UIKit's keyboardB; shift held types "B"; the autorepeat's second press is no new press (R-R5)
    @Test func keycodesAreLinuxPlusEight() {
        var converter = GTKInputConverter()
        let events = converter.convert([
            .key(time: 1, keycode: 50, pressed: true, modifiers: 0),        // left shift (KEY_LEFTSHIFT 42)
            .key(time: 2, keycode: 56, pressed: true, modifiers: 1),
            .key(time: 3, keycode: 56, pressed: true, modifiers: 1),
            .key(time: 4, keycode: 56, pressed: false, modifiers: 1),
        ])
        #expect(events == [
            .presses([.key(.keyboardLeftShift, .began, characters: "", charactersIgnoringModifiers: "")], at: 1),
            .presses([.key(.keyboardB, .began, characters: "B", charactersIgnoringModifiers: "b")], at: 2),
            .presses([.key(.keyboardB, .ended, characters: "B", charactersIgnoringModifiers: "b")], at: 4),
        ])
    }

    /// Losing focus cancels what is down and forgets it; the pointer leaving is an exit (R-L3, R-P4)
    @Test func focusLossAndLeaving() {
        var converter = GTKInputConverter()
        _ = converter.convert([Self.touch(.begin, 0, 1, 0, 0), .motion(time: 1, x: 2, y: 2, tool: .mouse(emulatedFromTouch: false), modifiers: 0)])
        #expect(converter.convert([.left(time: 2), .left(time: 3)]) == [.pointer(.exit, at: 2)])
        #expect(converter.convert([.focusLost(time: 4)]) == [.inputLost(at: 4)])
        // The finger is forgotten: its update is no one's, and a new touch is finger 1 again.
        #expect(converter.convert([Self.touch(.update, 5, 1, 1, 1)]) == [])
        #expect(converter.convert([Self.touch(.begin, 6, 2, 1, 1)]) == [.touches([TouchInput(finger: 1, phase: .began, location: CGPoint(x: 1, y: 1))], at: 6)])
    }
}
