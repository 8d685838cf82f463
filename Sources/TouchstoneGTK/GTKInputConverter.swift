import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive

/// Converts GDK 4's input events into Touchstone's: the part of the GTK host that involves
/// no GTK call, so that it is tested from recorded event values.
///
/// - Clock: the events keep GDK's milliseconds (as `Double`); `HostLoopDriver` with 1000
///   ticks a second puts them on the window's timeline in seconds.
/// - Coordinates: GDK's logical pixels are points, whatever the surface's scale factor.
/// - Fingers: each touch sequence gets the lowest free finger number, freed when it ends;
///   a pen in contact is a finger too, of type `.pencil`, its pressure the force.
/// - Frames: the events GDK dispatched before the loop went idle are one batch;
///   consecutive touch events of a batch are one `UIEvent`, a touch that moved several
///   times in it moving once with its earlier positions, and those of GDK's event history,
///   as coalesced samples (R-P8).
/// - Mouse: buttons 1 (left), 3 (right), 2 (middle), 8 and 9 are UIKit's buttons 1 to 5
///   (R-P2); the pointer events GDK makes from touches are dropped, since the touches
///   arrive too.
/// - Scrolling: a wheel's notches scroll 40 points each, as evdev's wheel (R-P5); a
///   touchpad's deltas are a continuous scroll that begins with its first delta and ends
///   at GDK's stop event; a touchpad pinch is a transform whose rotation adds up GDK's
///   angle deltas (R-P6); a swipe of three or more fingers is a continuous scroll too.
/// - Keys: the hardware key code less 8 is the Linux key code, whose HID usage is UIKit's
///   key code (R-R5); a press of a key already down is its autorepeat, not a new press;
///   characters are the US layout's.
/// - Loss: the window losing focus cancels what is down (R-L3); the pointer leaving is
///   `PointerInput.exit` (R-P4).
public struct GTKInputConverter: Sendable {
    /// The fingers down, by touch sequence, and their numbers.
    private var fingers: [UInt: Int] = [:]
    /// The pen's finger while it touches.
    private var penFinger: Int?
    /// Where the pointer is, once it moved into the widget.
    private var pointerLocation: CGPoint?
    private var pointerButtons: UIEvent.ButtonMask = []
    private var keysDown: Set<UInt32> = []
    private var scrolling = false
    private var swiping = false
    private var rotation: CGFloat = 0

    /// X11's and Wayland's hardware key codes are Linux's plus this.
    static let keycodeOffset: UInt32 = 8

    /// A converter with nothing down.
    public init() {}

    /// Converts one batch of events, in order.
    public mutating func convert(_ batch: [GTKInputEvent]) -> [HostInputEvent] {
        var output: [HostInputEvent] = []
        var frame = TouchFrameBuilder()
        for event in batch {
            if let (touch, time) = touch(for: event) {
                if !frame.merge(touch, at: time) {
                    output += frame.take()
                    _ = frame.merge(touch, at: time)
                }
                continue
            }
            output += frame.take()
            output += convert(event)
        }
        return output + frame.take()
    }

    /// The touch input of a touch event, or of a pen's contact; `nil` for other events.
    private mutating func touch(for event: GTKInputEvent) -> (TouchInput, Double)? {
        switch event {
        case .touch(let touch):
            guard let (finger, phase) = finger(for: touch) else { return nil }
            var input = TouchInput(finger: finger, phase: phase, location: CGPoint(x: touch.x, y: touch.y))
            if phase == .moved {
                input.coalesced = touch.history.map { TouchInput.Sample(location: CGPoint(x: $0.x, y: $0.y), timestamp: Double($0.time)) }
            }
            return (input, Double(touch.time))
        case .button(let time, let x, let y, 1, let pressed, .pen(let pressure), _):
            let phase: TouchInput.Phase
            if pressed {
                guard penFinger == nil else { return nil }
                penFinger = lowestFreeFinger()
                phase = .began
            } else {
                guard penFinger != nil else { return nil }
                phase = .ended
            }
            let input = pencil(penFinger!, phase, x, y, pressure)
            if !pressed { penFinger = nil }
            return (input, Double(time))
        case .motion(let time, let x, let y, .pen(let pressure), _) where penFinger != nil:
            return (pencil(penFinger!, .moved, x, y, pressure), Double(time))
        default:
            return nil
        }
    }

    private func pencil(_ finger: Int, _ phase: TouchInput.Phase, _ x: Double, _ y: Double, _ pressure: Double) -> TouchInput {
        TouchInput(finger: finger, phase: phase, location: CGPoint(x: x, y: y), type: .pencil, force: pressure, maximumPossibleForce: 1)
    }

    /// The finger number and phase of a touch event; `nil` for a sequence not known.
    private mutating func finger(for touch: GTKInputEvent.Touch) -> (Int, TouchInput.Phase)? {
        switch touch.phase {
        case .begin:
            guard fingers[touch.sequence] == nil else { return nil }
            let finger = lowestFreeFinger()
            fingers[touch.sequence] = finger
            return (finger, .began)
        case .update:
            return fingers[touch.sequence].map { ($0, .moved) }
        case .end:
            return fingers.removeValue(forKey: touch.sequence).map { ($0, .ended) }
        case .cancel:
            return fingers.removeValue(forKey: touch.sequence).map { ($0, .cancelled) }
        }
    }

    private func lowestFreeFinger() -> Int {
        let taken = Set(fingers.values).union(penFinger.map { [$0] } ?? [])
        return (1...).first { !taken.contains($0) }!
    }

    private mutating func convert(_ event: GTKInputEvent) -> [HostInputEvent] {
        switch event {
        case .touch:
            return []
        case .motion(let time, let x, let y, let tool, let state):
            // A pen hovers as the pointer does; its contact is a touch (above).
            if tool == .mouse(emulatedFromTouch: true) { return [] }
            return [move(to: CGPoint(x: x, y: y), state: state, at: time)]
        case .button(let time, let x, let y, let number, let pressed, let tool, let state):
            guard tool != .mouse(emulatedFromTouch: true), let mask = Self.button(number) else { return [] }
            if pressed { pointerButtons.insert(mask) } else { pointerButtons.remove(mask) }
            return [move(to: CGPoint(x: x, y: y), state: state, at: time)]
        case .scroll(let time, let x, let y, let scroll, let state):
            return scrollEvents(scroll, at: CGPoint(x: x, y: y), state: state, time: time)
        case .pinch(let time, let x, let y, let phase, let scale, let angleDelta, let state):
            let modifiers = Self.modifiers(state)
            var events = enter(CGPoint(x: x, y: y), modifiers: modifiers, at: time)
            switch phase {
            case .begin: rotation = 0
            case .update: rotation += angleDelta
            case .end, .cancel: break
            }
            events.append(.pointer(.transform(scale: phase == .begin ? 1 : scale, rotation: rotation, phase: phase.pointerPhase,
                                              modifiers: modifiers), at: Double(time)))
            return events
        case .swipe(let time, let x, let y, let phase, let deltaX, let deltaY, let state):
            let modifiers = Self.modifiers(state)
            var events = enter(CGPoint(x: x, y: y), modifiers: modifiers, at: time)
            if phase == .begin {
                swiping = true
            } else {
                guard swiping else { return events }
                if phase != .update { swiping = false }
            }
            // The content moves with the fingers.
            let delta = phase == .update ? CGVector(dx: deltaX, dy: deltaY) : .zero
            events.append(.pointer(.scroll(delta: delta, type: .continuous, phase: phase.pointerPhase, modifiers: modifiers), at: Double(time)))
            return events
        case .key(let time, let keycode, let pressed, let state):
            let wasDown = keysDown.contains(keycode)
            if pressed { keysDown.insert(keycode) } else { keysDown.remove(keycode) }
            guard keycode >= Self.keycodeOffset, pressed != wasDown,
                  let usage = LinuxKeyCodes.hidUsage(ofLinuxKeyCode: UInt16(clamping: keycode - Self.keycodeOffset)),
                  let key = HostInputEvent.key(usage: usage, pressed: pressed, modifiers: Self.modifiers(state, afterKey: usage, pressed: pressed),
                                               at: Double(time)) else { return [] }
            return [key]
        case .left(let time):
            guard pointerLocation != nil else { return [] }
            pointerLocation = nil
            pointerButtons = []
            return [.pointer(.exit, at: Double(time))]
        case .focusLost(let time):
            fingers = [:]
            penFinger = nil
            pointerLocation = nil
            pointerButtons = []
            keysDown = []
            scrolling = false
            swiping = false
            return [.inputLost(at: Double(time))]
        }
    }

    private mutating func move(to location: CGPoint, state: UInt32, at time: UInt32) -> HostInputEvent {
        pointerLocation = location
        return .pointer(.move(to: location, buttons: pointerButtons, modifiers: Self.modifiers(state)), at: Double(time))
    }

    /// A scroll or transform happens where the pointer is: brings it in first if it never
    /// moved into the widget.
    private mutating func enter(_ location: CGPoint, modifiers: UIKeyModifierFlags, at time: UInt32) -> [HostInputEvent] {
        guard pointerLocation == nil else { return [] }
        pointerLocation = location
        return [.pointer(.move(to: location, buttons: pointerButtons, modifiers: modifiers), at: Double(time))]
    }

    private mutating func scrollEvents(_ scroll: GTKInputEvent.Scroll, at location: CGPoint, state: UInt32, time: UInt32) -> [HostInputEvent] {
        let modifiers = Self.modifiers(state)
        let notch = PointerEvent.pointsPerWheelNotch
        var events = enter(location, modifiers: modifiers, at: time)
        // GDK's deltas point where the view scrolls to (down: the content moves up);
        // Touchstone's, where the content moves, as a finger would drag it.
        switch scroll {
        case .notch(let direction):
            let delta = switch direction {
            case .up: CGVector(dx: 0, dy: notch)
            case .down: CGVector(dx: 0, dy: -notch)
            case .left: CGVector(dx: notch, dy: 0)
            case .right: CGVector(dx: -notch, dy: 0)
            }
            events.append(.pointer(.scroll(delta: delta, type: .discrete, phase: .changed, modifiers: modifiers), at: Double(time)))
        case .wheel(let deltaX, let deltaY):
            guard deltaX != 0 || deltaY != 0 else { return events }
            let delta = CGVector(dx: -deltaX * notch, dy: -deltaY * notch)
            events.append(.pointer(.scroll(delta: delta, type: .discrete, phase: .changed, modifiers: modifiers), at: Double(time)))
        case .surface(let deltaX, let deltaY, let isStop):
            if isStop {
                guard scrolling else { return events }
                scrolling = false
                events.append(.pointer(.scroll(delta: .zero, type: .continuous, phase: .ended, modifiers: modifiers), at: Double(time)))
            } else {
                let phase: PointerInput.Phase = scrolling ? .changed : .began
                scrolling = true
                events.append(.pointer(.scroll(delta: CGVector(dx: -deltaX, dy: -deltaY), type: .continuous, phase: phase,
                                               modifiers: modifiers), at: Double(time)))
            }
        }
        return events
    }

    /// UIKit's button for GDK's button number: GDK counts the middle button second, UIKit
    /// (as Linux) the right one.
    static func button(_ number: UInt32) -> UIEvent.ButtonMask? {
        switch number {
        case 1: .primary
        case 2: .button(3)
        case 3: .secondary
        case 8: .button(4)
        case 9: .button(5)
        default: nil
        }
    }

    /// UIKit's modifier flags for GDK's `GdkModifierType` mask.
    static func modifiers(_ state: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if state & (1 << 0) != 0 { flags.insert(.shift) }        // GDK_SHIFT_MASK
        if state & (1 << 1) != 0 { flags.insert(.alphaShift) }   // GDK_LOCK_MASK
        if state & (1 << 2) != 0 { flags.insert(.control) }      // GDK_CONTROL_MASK
        if state & (1 << 3) != 0 { flags.insert(.alternate) }    // GDK_ALT_MASK
        if state & (1 << 26 | 1 << 28) != 0 { flags.insert(.command) }  // GDK_SUPER_MASK, GDK_META_MASK
        return flags
    }

    /// The flags after a key event: GDK gives the state before it, so a modifier key's
    /// own press or release is applied (HID usages 0xE0…0xE7: left and right control,
    /// shift, alt, GUI).
    static func modifiers(_ state: UInt32, afterKey usage: Int, pressed: Bool) -> UIKeyModifierFlags {
        var flags = modifiers(state)
        let own: UIKeyModifierFlags? = switch usage {
        case 0xE0, 0xE4: .control
        case 0xE1, 0xE5: .shift
        case 0xE2, 0xE6: .alternate
        case 0xE3, 0xE7: .command
        default: nil
        }
        if let own {
            if pressed { flags.insert(own) } else { flags.remove(own) }
        }
        return flags
    }
}

extension GTKInputEvent.GesturePhase {
    /// The phase of the pointer's scroll or transform for a touchpad gesture in this phase.
    var pointerPhase: PointerInput.Phase {
        switch self {
        case .begin: .began
        case .update: .changed
        case .end: .ended
        case .cancel: .cancelled
        }
    }
}
