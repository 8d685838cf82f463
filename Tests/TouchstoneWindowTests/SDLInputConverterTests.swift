import Foundation
import Testing
import Touchstone
import TouchstoneLive
import TouchstoneSDL

/// SDL's event values, as SDL 2 reports them, converted into Touchstone's input: units,
/// scale, finger identity, frames, buttons, wheel, keys and loss. No SDL call and no
/// display: these run with or without the SDL trait.
@MainActor
@Suite struct SDLInputConverterTests {
    typealias Finger = SDLInputEvent.Finger

    static func finger(_ phase: Finger.Phase, _ milliseconds: UInt64, device: Int64 = 7, id: Int64, _ x: Double, _ y: Double) -> SDLInputEvent {
        .finger(Finger(phase: phase, timestamp: milliseconds, touchID: device, fingerID: id, x: x, y: y, pressure: 0.5))
    }

    /// Normalized finger positions are points of the window's size; SDL's milliseconds pass through as host time
    @Test func fingerPositionsAreWindowPoints() {
        var converter = SDLInputConverter(windowSize: CGSize(width: 800, height: 600))
        let events = converter.convert([Self.finger(.down, 1500, id: 3, 0.25, 0.5)])
        guard case .touches(let touches, let time) = events.first else { Issue.record("no touches: \(events)"); return }
        #expect(events.count == 1)
        #expect(time == 1500)
        #expect(touches.map(\.location) == [CGPoint(x: 200, y: 300)])
        #expect(touches.map(\.phase) == [.began])
        #expect(touches.first?.force == 0.5)
    }

    /// A resize changes the size normalized positions are read in
    @Test func resizeChangesTheScale() {
        var converter = SDLInputConverter(windowSize: CGSize(width: 800, height: 600))
        let events = converter.convert([.resized(timestamp: 10, width: 400, height: 300), Self.finger(.down, 20, id: 1, 0.5, 0.5)])
        #expect(events == [.touches([TouchInput(finger: 1, phase: .began, location: CGPoint(x: 200, y: 150), force: 0.5,
                                                maximumPossibleForce: 1)], at: 20)])
    }

    /// Mouse positions given in pixels are divided by the pixels in a point
    @Test func mousePixelsArePoints() {
        var converter = SDLInputConverter(windowSize: CGSize(width: 800, height: 600), pixelsPerPoint: 2)
        let events = converter.convert([.mouseMotion(timestamp: 5, x: 200, y: 100, state: 0, fromTouch: false)])
        #expect(events == [.pointer(.move(to: CGPoint(x: 100, y: 50), buttons: [], modifiers: []), at: 5)])
    }

    /// Two devices' fingers with the same SDL id are two fingers; a number is reused once its finger lifts
    @Test func fingerIdentity() {
        var converter = SDLInputConverter(windowSize: CGSize(width: 100, height: 100))
        let down = converter.convert([Self.finger(.down, 1, device: 1, id: 0, 0.1, 0.1), Self.finger(.down, 1, device: 2, id: 0, 0.9, 0.9)])
        guard case .touches(let touches, _) = down.first else { Issue.record("\(down)"); return }
        #expect(touches.map(\.finger) == [1, 2])
        _ = converter.convert([Self.finger(.up, 2, device: 1, id: 0, 0.1, 0.1)])
        let again = converter.convert([Self.finger(.down, 3, device: 3, id: 9, 0.5, 0.5)])
        guard case .touches(let reused, _) = again.first else { Issue.record("\(again)"); return }
        #expect(reused.map(\.finger) == [1])
    }

    /// A batch's finger events are one UIEvent per frame; a finger that moves twice moves once with its earlier position as a coalesced sample at its own time (R-L4, R-P8)
    @Test func oneEventPerFrameWithCoalescedSamples() {
        var converter = SDLInputConverter(windowSize: CGSize(width: 1000, height: 1000))
        let events = converter.convert([
            Self.finger(.down, 100, id: 1, 0.1, 0.1), Self.finger(.down, 100, id: 2, 0.5, 0.5),
            Self.finger(.motion, 108, id: 1, 0.2, 0.1), Self.finger(.motion, 108, id: 2, 0.6, 0.5),
            Self.finger(.motion, 116, id: 1, 0.3, 0.1),
        ])
        #expect(events.count == 2)
        guard case .touches(let first, let firstTime) = events[0], case .touches(let second, let secondTime) = events[1] else {
            Issue.record("\(events)"); return
        }
        #expect(first.map(\.phase) == [.began, .began])
        #expect(firstTime == 100)
        #expect(second.map(\.finger) == [1, 2])
        #expect(second.map(\.phase) == [.moved, .moved])
        #expect(secondTime == 116)
        #expect(second[0].location == CGPoint(x: 300, y: 100))
        #expect(second[0].coalesced.map(\.location) == [CGPoint(x: 200, y: 100)])
        #expect(second[0].coalesced.map(\.timestamp) == [108])
        #expect(second[1].coalesced.isEmpty)
    }

    /// A view that writes down the times of each move's coalesced touches.
    final class CoalescingView: UIView {
        var coalescedTimes: [[TimeInterval]] = []
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            coalescedTimes.append(event?.coalescedTouches(for: touch)?.map(\.timestamp) ?? [])
        }
    }

    /// The coalesced samples reach the window's touch on the window's timeline, in seconds (R-P8)
    @Test func coalescedSamplesReachTheWindowInSeconds() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let view = CoalescingView(frame: window.bounds)
        window.addSubview(view)
        let driver = HostLoopDriver(window: window, ticksPerSecond: 1000)
        var converter = SDLInputConverter(windowSize: window.bounds.size)
        let batches: [[SDLInputEvent]] = [
            [Self.finger(.down, 2000, id: 1, 0.1, 0.1)],
            [Self.finger(.motion, 2008, id: 1, 0.1, 0.12)],
            [Self.finger(.motion, 2016, id: 1, 0.1, 0.15), Self.finger(.motion, 2024, id: 1, 0.1, 0.2)],
        ]
        for batch in batches {
            for event in converter.convert(batch) { try driver.send(event) }
        }
        // The last move: the sample at 2016 ms, then the touch itself at 2024 ms, 0.016 s
        // and 0.024 s after the first touch.
        #expect(view.coalescedTimes.count == 2)
        let last = try #require(view.coalescedTimes.last)
        #expect(last.count == 2)
        #expect(abs(last[0] - 0.016) < 1e-9 && abs(last[1] - 0.024) < 1e-9)
    }

    /// SDL's touches made from the mouse, and its mouse events made from touches, are dropped: the real ones arrive too
    @Test func synthesizedEventsAreDropped() {
        var converter = SDLInputConverter(windowSize: CGSize(width: 100, height: 100))
        let events = converter.convert([
            Self.finger(.down, 1, device: -1, id: 0, 0.5, 0.5),
            .mouseButton(timestamp: 1, x: 50, y: 50, button: 1, pressed: true, fromTouch: true),
        ])
        #expect(events.isEmpty)
    }

    /// SDL's right button is UIKit's secondary, its middle button UIKit's third (R-P2)
    @Test func buttons() {
        var converter = SDLInputConverter(windowSize: CGSize(width: 100, height: 100))
        let events = converter.convert([
            .mouseButton(timestamp: 1, x: 10, y: 10, button: 3, pressed: true, fromTouch: false),
            .mouseButton(timestamp: 2, x: 10, y: 10, button: 2, pressed: true, fromTouch: false),
            .mouseMotion(timestamp: 3, x: 12, y: 10, state: 0b110, fromTouch: false),
            .mouseButton(timestamp: 4, x: 12, y: 10, button: 3, pressed: false, fromTouch: false),
        ])
        let masks = events.compactMap { event -> UIEvent.ButtonMask? in
            if case .pointer(.move(_, let buttons, _), _) = event { return buttons }
            return nil
        }
        #expect(masks == [.secondary, [.secondary, .button(3)], [.secondary, .button(3)], .button(3)])
    }

    /// A wheel notch away from the user scrolls the content down by 40 points; SDL's flipped direction is undone; the pointer is brought in first (R-P5)
    @Test func wheelNotches() {
        var converter = SDLInputConverter(windowSize: CGSize(width: 100, height: 100))
        let events = converter.convert([
            .mouseWheel(timestamp: 1, preciseX: 0, preciseY: 1, flipped: false, x: 30, y: 40, fromTouch: false),
            .mouseWheel(timestamp: 2, preciseX: 0.5, preciseY: -0.25, flipped: true, x: 30, y: 40, fromTouch: false),
        ])
        #expect(events == [
            .pointer(.move(to: CGPoint(x: 30, y: 40), buttons: [], modifiers: []), at: 1),
            .pointer(.scroll(delta: CGVector(dx: 0, dy: 40), type: .discrete, phase: .changed, modifiers: []), at: 1),
            .pointer(.scroll(delta: CGVector(dx: 20, dy: 10), type: .discrete, phase: .changed, modifiers: []), at: 2),
        ])
    }

    /// SDL's scancodes are UIKit's key codes; Shift types capitals; autorepeat is no new press (R-R5)
    @Test func keys() {
        var converter = SDLInputConverter(windowSize: CGSize(width: 100, height: 100))
        // SDL_SCANCODE_A is 4 and SDL_SCANCODE_LSHIFT 225, as the USB HID usage tables say;
        // KMOD_LSHIFT is 0x0001.
        let events = converter.convert([
            .key(timestamp: 1, scancode: 225, pressed: true, isRepeat: false, modifiers: 0x0001),
            .key(timestamp: 2, scancode: 4, pressed: true, isRepeat: false, modifiers: 0x0001),
            .key(timestamp: 3, scancode: 4, pressed: true, isRepeat: true, modifiers: 0x0001),
            .key(timestamp: 4, scancode: 4, pressed: false, isRepeat: false, modifiers: 0x0001),
        ])
        #expect(events == [
            .presses([.key(.keyboardLeftShift, .began)], at: 1),
            .presses([.key(.keyboardA, .began, characters: "A", charactersIgnoringModifiers: "a")], at: 2),
            .presses([.key(.keyboardA, .ended, characters: "A", charactersIgnoringModifiers: "a")], at: 4),
        ])
    }

    /// Focus lost cancels the finger down, and the pointer leaves (R-L3)
    @Test func focusLossCancels() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        let driver = HostLoopDriver(window: window, ticksPerSecond: 1000)
        var converter = SDLInputConverter(windowSize: window.bounds.size)
        for event in converter.convert([Self.finger(.down, 10, id: 1, 0.2, 0.2)]) { try driver.send(event) }
        for event in converter.convert([Self.finger(.motion, 30, id: 1, 0.5, 0.5)]) { try driver.send(event) }
        #expect(states == [.began])
        let lost = converter.convert([.focusLost(timestamp: 40)])
        #expect(lost == [.inputLost(at: 40)])
        for event in lost { try driver.send(event) }
        #expect(states == [.began, .cancelled])
        // The finger's later lift is of no finger down: dropped, not refused.
        #expect(converter.convert([Self.finger(.up, 50, id: 1, 0.5, 0.5)]).isEmpty)
    }
}
