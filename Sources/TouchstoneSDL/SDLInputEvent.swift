import Foundation

/// The fields of an SDL input event that Touchstone reads, as plain values: what
/// ``SDLInputConverter`` converts, apart from SDL's C structures so that the conversion
/// is tested from recorded values without SDL or a display.
///
/// The values are SDL's own, unconverted: timestamps in SDL's ticks (milliseconds in
/// SDL 2, nanoseconds in SDL 3), finger positions normalized to the window (0…1), mouse
/// positions in the window's coordinates, wheel amounts in notches, keys as scancodes.
/// Porting to SDL 3 changes only the reading of its structures (`SDLEventReader`) and
/// the converter's `ticksPerSecond`.
public enum SDLInputEvent: Sendable, Equatable {
    /// `SDL_FINGERDOWN`, `SDL_FINGERMOTION` or `SDL_FINGERUP` (`SDL_TouchFingerEvent`).
    case finger(Finger)
    /// `SDL_MOUSEMOTION`: the pointer at (`x`, `y`) with the buttons of `state` held
    /// (`SDL_BUTTON_LMASK`…).
    case mouseMotion(timestamp: UInt64, x: Double, y: Double, state: UInt32, fromTouch: Bool)
    /// `SDL_MOUSEBUTTONDOWN` or `SDL_MOUSEBUTTONUP`: `button` is `SDL_BUTTON_LEFT` (1),
    /// `MIDDLE` (2), `RIGHT` (3), `X1` (4) or `X2` (5).
    case mouseButton(timestamp: UInt64, x: Double, y: Double, button: UInt8, pressed: Bool, fromTouch: Bool)
    /// `SDL_MOUSEWHEEL`: `preciseX`/`preciseY` notches (positive to the right and away
    /// from the user), `flipped` for `SDL_MOUSEWHEEL_FLIPPED`, at the pointer's position.
    case mouseWheel(timestamp: UInt64, preciseX: Double, preciseY: Double, flipped: Bool, x: Double, y: Double, fromTouch: Bool)
    /// `SDL_KEYDOWN` or `SDL_KEYUP`: `scancode` is a USB HID usage of the keyboard page
    /// (`SDL_Scancode`), `modifiers` SDL's `SDL_Keymod` after the change.
    case key(timestamp: UInt64, scancode: Int, pressed: Bool, isRepeat: Bool, modifiers: UInt16)
    /// `SDL_WINDOWEVENT_LEAVE`: the pointer left the window.
    case mouseLeft(timestamp: UInt64)
    /// `SDL_WINDOWEVENT_FOCUS_LOST` (or the window hidden): input to the window stops.
    case focusLost(timestamp: UInt64)
    /// `SDL_WINDOWEVENT_SIZE_CHANGED`: the window's new size, in its coordinates.
    case resized(timestamp: UInt64, width: Double, height: Double)

    /// An `SDL_TouchFingerEvent`.
    public struct Finger: Sendable, Equatable {
        /// Which of SDL's finger events.
        public enum Phase: Sendable, Equatable {
            /// `SDL_FINGERDOWN`.
            case down
            /// `SDL_FINGERMOTION`.
            case motion
            /// `SDL_FINGERUP`.
            case up
        }

        /// Down, motion or up.
        public var phase: Phase
        /// SDL's ticks.
        public var timestamp: UInt64
        /// The touch device (`SDL_TouchID`); `SDL_MOUSE_TOUCHID` (-1) for touches SDL
        /// makes from the mouse.
        public var touchID: Int64
        /// The finger on that device (`SDL_FingerID`).
        public var fingerID: Int64
        /// The horizontal position normalized to the window's width, 0…1.
        public var x: Double
        /// The vertical position normalized to the window's height, 0…1.
        public var y: Double
        /// The pressure, 0…1.
        public var pressure: Double

        /// Creates a finger event from SDL's fields.
        public init(phase: Phase, timestamp: UInt64, touchID: Int64, fingerID: Int64, x: Double, y: Double, pressure: Double = 1) {
            self.phase = phase
            self.timestamp = timestamp
            self.touchID = touchID
            self.fingerID = fingerID
            self.x = x
            self.y = y
            self.pressure = pressure
        }
    }
}
