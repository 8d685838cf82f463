import Foundation

/// The fields of a GDK 4 input event that Touchstone reads, as plain values: what
/// ``GTKInputConverter`` converts, apart from GDK's C structures so that the conversion is
/// tested from recorded values without GTK or a display.
///
/// The values are GDK's own, unconverted but for one thing: positions are already in the
/// drawing widget's coordinates (GDK gives them in the surface's, and the reader takes off
/// where the widget sits in it). GDK's coordinates are logical pixels, which are points:
/// the surface's scale factor applies to drawing only. Times are GDK's event times in
/// milliseconds; modifier states are `GdkModifierType` masks; key codes are hardware key
/// codes (X11's and Wayland's: the Linux key code plus 8).
public enum GTKInputEvent: Sendable, Equatable {
    /// `GDK_TOUCH_BEGIN`, `_UPDATE`, `_END` or `_CANCEL`.
    case touch(Touch)
    /// `GDK_MOTION_NOTIFY` of a mouse or a pen at (`x`, `y`).
    case motion(time: UInt32, x: Double, y: Double, tool: Tool, modifiers: UInt32)
    /// `GDK_BUTTON_PRESS` or `GDK_BUTTON_RELEASE`: `button` is GDK's number, 1 (left),
    /// 2 (middle), 3 (right), 8 (back) or 9 (forward).
    case button(time: UInt32, x: Double, y: Double, button: UInt32, pressed: Bool, tool: Tool, modifiers: UInt32)
    /// `GDK_SCROLL` at (`x`, `y`).
    case scroll(time: UInt32, x: Double, y: Double, scroll: Scroll, modifiers: UInt32)
    /// `GDK_TOUCHPAD_PINCH`: `scale` relative to the gesture's begin (GDK's convention),
    /// `angleDelta` the turn since the previous event, in radians, clockwise positive.
    case pinch(time: UInt32, x: Double, y: Double, phase: GesturePhase, scale: Double, angleDelta: Double, modifiers: UInt32)
    /// `GDK_TOUCHPAD_SWIPE` (three or more fingers): the fingers' move since the previous
    /// event, in points.
    case swipe(time: UInt32, x: Double, y: Double, phase: GesturePhase, deltaX: Double, deltaY: Double, modifiers: UInt32)
    /// `GDK_KEY_PRESS` or `GDK_KEY_RELEASE`; `modifiers` is the state before the event.
    case key(time: UInt32, keycode: UInt32, pressed: Bool, modifiers: UInt32)
    /// `GDK_LEAVE_NOTIFY`: the pointer left the widget.
    case left(time: UInt32)
    /// The window stopped being the active one (`GtkWindow:is-active` became false).
    case focusLost(time: UInt32)

    /// The device behind a motion or button event.
    public enum Tool: Sendable, Equatable {
        /// A mouse, a trackpad's pointer, or a touchscreen's emulated pointer (dropped:
        /// its touches arrive too).
        case mouse(emulatedFromTouch: Bool)
        /// A pen (`GDK_SOURCE_PEN` or a pen or eraser tool), with its pressure 0…1.
        case pen(pressure: Double)
    }

    /// What a `GDK_SCROLL` event says.
    public enum Scroll: Sendable, Equatable {
        /// `GDK_SCROLL_UP`, `_DOWN`, `_LEFT` or `_RIGHT`: one wheel notch.
        case notch(Direction)
        /// `GDK_SCROLL_SMOOTH` with `GDK_SCROLL_UNIT_WHEEL`: notches, positive down and right.
        case wheel(deltaX: Double, deltaY: Double)
        /// `GDK_SCROLL_SMOOTH` with `GDK_SCROLL_UNIT_SURFACE` (a touchpad): points, positive
        /// down and right; `isStop` when the fingers lifted (`gdk_scroll_event_is_stop`).
        case surface(deltaX: Double, deltaY: Double, isStop: Bool)

        /// A notch's direction.
        public enum Direction: Sendable, Equatable {
            /// `GDK_SCROLL_UP`: the wheel turned away from the user.
            case up
            /// `GDK_SCROLL_DOWN`: the wheel turned toward the user.
            case down
            /// `GDK_SCROLL_LEFT`: the wheel tilted left.
            case left
            /// `GDK_SCROLL_RIGHT`: the wheel tilted right.
            case right
        }
    }

    /// A touchpad gesture's phase (`GdkTouchpadGesturePhase`).
    public enum GesturePhase: Sendable, Equatable {
        /// `GDK_TOUCHPAD_GESTURE_PHASE_BEGIN`: the fingers started the gesture.
        case begin
        /// `GDK_TOUCHPAD_GESTURE_PHASE_UPDATE`: the fingers moved.
        case update
        /// `GDK_TOUCHPAD_GESTURE_PHASE_END`: the fingers lifted.
        case end
        /// `GDK_TOUCHPAD_GESTURE_PHASE_CANCEL`: the system took the gesture away.
        case cancel
    }

    /// A `GdkTouchEvent`.
    public struct Touch: Sendable, Equatable {
        /// Which of GDK's touch events.
        public enum Phase: Sendable, Equatable {
            /// `GDK_TOUCH_BEGIN`: a finger touched.
            case begin
            /// `GDK_TOUCH_UPDATE`: it moved.
            case update
            /// `GDK_TOUCH_END`: it lifted.
            case end
            /// `GDK_TOUCH_CANCEL`: the system took it away.
            case cancel
        }

        /// One earlier position of an update, from GDK's event history.
        public struct Sample: Sendable, Equatable {
            /// GDK's time, in milliseconds.
            public var time: UInt32
            /// The position, in the widget's coordinates.
            public var x: Double, y: Double

            /// A sample at `time` and (`x`, `y`).
            public init(time: UInt32, x: Double, y: Double) {
                self.time = time
                self.x = x
                self.y = y
            }
        }

        /// Begin, update, end or cancel.
        public var phase: Phase
        /// GDK's time, in milliseconds.
        public var time: UInt32
        /// The touch's `GdkEventSequence`, as a number: the same from begin to end.
        public var sequence: UInt
        /// The position, in the widget's coordinates.
        public var x: Double, y: Double
        /// The earlier positions GDK merged into this update, oldest first.
        public var history: [Sample]

        /// A touch event from GDK's fields.
        public init(phase: Phase, time: UInt32, sequence: UInt, x: Double, y: Double, history: [Sample] = []) {
            self.phase = phase
            self.time = time
            self.sequence = sequence
            self.x = x
            self.y = y
            self.history = history
        }
    }
}
