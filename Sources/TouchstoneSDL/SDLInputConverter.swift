import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive

/// Converts SDL's input events into Touchstone's: the part of the SDL host that involves
/// no SDL call, so that it is tested from recorded event values.
///
/// - Clock: the events keep SDL's ticks (as `Double`); `HostLoopDriver` with
///   ``ticksPerSecond`` puts them on the window's timeline in seconds.
/// - Coordinates: a finger's normalized position times the window's size in points; a
///   mouse's position divided by ``pixelsPerPoint`` (1 where SDL reports window
///   coordinates, as SDL 2 and 3 do; the drawable's pixels are the renderer's business).
/// - Fingers: each `(touchID, fingerID)` down gets the lowest free finger number, freed
///   when it lifts, so that two devices' fingers never collide.
/// - Frames: the events SDL queued since the last pass are one batch; consecutive finger
///   events of a batch are one `UIEvent`, a finger that moved several times in it moving
///   once with its earlier positions as coalesced samples (R-P8). A finger that goes down
///   or lifts a second time, or any other event, starts the next one.
/// - Mouse: buttons 1 (left), 3 (right), 2 (middle), 4 and 5 are UIKit's buttons 1 to 5
///   (R-P2); wheel notches scroll 40 points each, as evdev's wheel
///   (R-P5); SDL's mouse events made from touches, and its touches made from the mouse,
///   are dropped, since the real ones arrive too.
/// - Keys: SDL's scancodes are USB HID usages, UIKit's key codes (R-R5); a key's
///   autorepeat is not a new press; characters are the US layout's.
/// - Loss: focus lost cancels what is down (R-L3); the pointer leaving the window is
///   `PointerInput.exit` (R-P4).
public struct SDLInputConverter: Sendable {
    /// SDL's ticks in one second: 1000 for SDL 2's milliseconds, 1e9 for SDL 3's
    /// nanoseconds.
    public var ticksPerSecond: Double
    /// The window's size in points, for normalized finger positions; a `resized` event
    /// updates it.
    public var windowSize: CGSize
    /// The window coordinates SDL gives mouse positions in, per point.
    public var pixelsPerPoint: CGFloat

    /// SDL's `SDL_MOUSE_TOUCHID`: the touch device SDL makes up for mouse clicks.
    static let mouseTouchID: Int64 = -1

    private struct FingerKey: Hashable, Sendable {
        var touchID: Int64, fingerID: Int64
    }
    /// The fingers down and their numbers.
    private var fingers: [FingerKey: Int] = [:]
    /// Where the pointer is, once it moved into the window.
    private var pointerLocation: CGPoint?
    private var pointerButtons: UIEvent.ButtonMask = []
    private var modifiers: UIKeyModifierFlags = []

    /// A converter for a window of `windowSize` points.
    public init(windowSize: CGSize, pixelsPerPoint: CGFloat = 1, ticksPerSecond: Double = 1000) {
        self.windowSize = windowSize
        self.pixelsPerPoint = pixelsPerPoint
        self.ticksPerSecond = ticksPerSecond
    }

    /// Converts one batch of events, the ones SDL queued since the last pass, in order.
    public mutating func convert(_ batch: [SDLInputEvent]) -> [HostInputEvent] {
        var output: [HostInputEvent] = []
        var frame = TouchFrameBuilder()
        for event in batch {
            if case .finger(let finger) = event {
                if let touch = touch(for: finger) {
                    if !frame.merge(touch, at: Double(finger.timestamp)) {
                        output += frame.take()
                        _ = frame.merge(touch, at: Double(finger.timestamp))
                    }
                }
                continue
            }
            output += frame.take()
            output += convert(event)
        }
        return output + frame.take()
    }

    /// The touch input for a finger event, numbering the finger; `nil` for SDL's touches
    /// made from the mouse and for a finger not known to be down.
    private mutating func touch(for event: SDLInputEvent.Finger) -> TouchInput? {
        guard event.touchID != Self.mouseTouchID else { return nil }
        let key = FingerKey(touchID: event.touchID, fingerID: event.fingerID)
        let finger: Int
        let phase: TouchInput.Phase
        switch event.phase {
        case .down:
            guard fingers[key] == nil else { return nil }
            let taken = Set(fingers.values)
            finger = (1...).first { !taken.contains($0) }!
            fingers[key] = finger
            phase = .began
        case .motion:
            guard let known = fingers[key] else { return nil }
            finger = known
            phase = .moved
        case .up:
            guard let known = fingers.removeValue(forKey: key) else { return nil }
            finger = known
            phase = .ended
        }
        let location = CGPoint(x: event.x * windowSize.width, y: event.y * windowSize.height)
        return TouchInput(finger: finger, phase: phase, location: location, force: event.pressure, maximumPossibleForce: 1)
    }

    private mutating func convert(_ event: SDLInputEvent) -> [HostInputEvent] {
        switch event {
        case .finger:
            return []
        case .mouseMotion(let timestamp, let x, let y, let state, let fromTouch):
            guard !fromTouch else { return [] }
            pointerLocation = point(x, y)
            pointerButtons = Self.buttons(state: state)
            return [.pointer(.move(to: pointerLocation!, buttons: pointerButtons, modifiers: modifiers), at: Double(timestamp))]
        case .mouseButton(let timestamp, let x, let y, let button, let pressed, let fromTouch):
            guard !fromTouch, let mask = Self.button(button) else { return [] }
            pointerLocation = point(x, y)
            if pressed { pointerButtons.insert(mask) } else { pointerButtons.remove(mask) }
            return [.pointer(.move(to: pointerLocation!, buttons: pointerButtons, modifiers: modifiers), at: Double(timestamp))]
        case .mouseWheel(let timestamp, let preciseX, let preciseY, let flipped, let x, let y, let fromTouch):
            guard !fromTouch else { return [] }
            let sign = flipped ? -1.0 : 1.0
            let notch = PointerEvent.pointsPerWheelNotch
            // Away from the user (positive y) scrolls the content down, as a finger moving
            // down would; to the right (positive x) moves it left.
            let delta = CGVector(dx: -sign * preciseX * notch, dy: sign * preciseY * notch)
            var events: [HostInputEvent] = []
            // A scroll happens where the pointer is: bring it in first if it never moved.
            if pointerLocation == nil {
                pointerLocation = point(x, y)
                events.append(.pointer(.move(to: pointerLocation!, buttons: pointerButtons, modifiers: modifiers), at: Double(timestamp)))
            }
            events.append(.pointer(.scroll(delta: delta, type: .discrete, phase: .changed, modifiers: modifiers), at: Double(timestamp)))
            return events
        case .key(let timestamp, let scancode, let pressed, let isRepeat, let keymod):
            modifiers = Self.modifiers(keymod)
            guard !isRepeat, let key = HostInputEvent.key(usage: scancode, pressed: pressed, modifiers: modifiers, at: Double(timestamp)) else {
                return []
            }
            return [key]
        case .mouseLeft(let timestamp):
            guard pointerLocation != nil else { return [] }
            pointerLocation = nil
            pointerButtons = []
            return [.pointer(.exit, at: Double(timestamp))]
        case .focusLost(let timestamp):
            fingers = [:]
            pointerLocation = nil
            pointerButtons = []
            modifiers = []
            return [.inputLost(at: Double(timestamp))]
        case .resized(_, let width, let height):
            windowSize = CGSize(width: width, height: height)
            return []
        }
    }

    private func point(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: x / pixelsPerPoint, y: y / pixelsPerPoint)
    }

    /// UIKit's button for SDL's button number: SDL counts the middle button second, UIKit
    /// (as Linux) the right one.
    static func button(_ number: UInt8) -> UIEvent.ButtonMask? {
        switch number {
        case 1: .primary
        case 2: .button(3)
        case 3: .secondary
        case 4, 5: .button(Int(number))
        default: nil
        }
    }

    /// The buttons of SDL's button state mask (`SDL_BUTTON(n)` is bit n - 1).
    static func buttons(state: UInt32) -> UIEvent.ButtonMask {
        var mask: UIEvent.ButtonMask = []
        for number in UInt8(1)...5 where state & (1 << (number - 1)) != 0 {
            mask.insert(button(number)!)
        }
        return mask
    }

    /// UIKit's modifier flags for SDL's `SDL_Keymod`.
    static func modifiers(_ keymod: UInt16) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if keymod & 0x0003 != 0 { flags.insert(.shift) }        // KMOD_LSHIFT | KMOD_RSHIFT
        if keymod & 0x00C0 != 0 { flags.insert(.control) }      // KMOD_LCTRL | KMOD_RCTRL
        if keymod & 0x0300 != 0 { flags.insert(.alternate) }    // KMOD_LALT | KMOD_RALT
        if keymod & 0x0C00 != 0 { flags.insert(.command) }      // KMOD_LGUI | KMOD_RGUI
        if keymod & 0x2000 != 0 { flags.insert(.alphaShift) }   // KMOD_CAPS
        return flags
    }
}
