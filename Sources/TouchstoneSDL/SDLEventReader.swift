#if SDL
import CSDL2

/// Reads SDL 2's C event structures into ``SDLInputEvent`` values: the only part of the
/// conversion that touches SDL's types (SDL 3 renames the event types and widens the
/// timestamps to nanoseconds; only this file changes with it).
enum SDLEventReader {
    /// `SDL_TOUCH_MOUSEID`: the mouse SDL makes up for touches.
    private static let touchMouseID = UInt32.max

    /// The input event `event` carries, or `nil` for events Touchstone does not read (or
    /// another window's, when `windowID` is given).
    static func read(_ event: SDL_Event, windowID: UInt32?) -> SDLInputEvent? {
        let type = event.type
        let timestamp = UInt64(event.common.timestamp)
        func ours(_ id: UInt32) -> Bool { windowID == nil || id == windowID }
        switch type {
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let finger = event.tfinger
            let phase: SDLInputEvent.Finger.Phase = type == SDL_FINGERDOWN.rawValue ? .down : type == SDL_FINGERUP.rawValue ? .up : .motion
            return .finger(.init(phase: phase, timestamp: timestamp, touchID: finger.touchId, fingerID: finger.fingerId,
                                 x: Double(finger.x), y: Double(finger.y), pressure: Double(finger.pressure)))
        case SDL_MOUSEMOTION.rawValue where ours(event.motion.windowID):
            let motion = event.motion
            return .mouseMotion(timestamp: timestamp, x: Double(motion.x), y: Double(motion.y), state: motion.state,
                                fromTouch: motion.which == touchMouseID)
        case SDL_MOUSEBUTTONDOWN.rawValue where ours(event.button.windowID), SDL_MOUSEBUTTONUP.rawValue where ours(event.button.windowID):
            let button = event.button
            return .mouseButton(timestamp: timestamp, x: Double(button.x), y: Double(button.y), button: button.button,
                                pressed: type == SDL_MOUSEBUTTONDOWN.rawValue, fromTouch: button.which == touchMouseID)
        case SDL_MOUSEWHEEL.rawValue where ours(event.wheel.windowID):
            let wheel = event.wheel
            return .mouseWheel(timestamp: timestamp, preciseX: Double(wheel.preciseX), preciseY: Double(wheel.preciseY),
                               flipped: wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue,
                               x: Double(wheel.mouseX), y: Double(wheel.mouseY), fromTouch: wheel.which == touchMouseID)
        case SDL_KEYDOWN.rawValue where ours(event.key.windowID), SDL_KEYUP.rawValue where ours(event.key.windowID):
            let key = event.key
            return .key(timestamp: timestamp, scancode: Int(key.keysym.scancode.rawValue), pressed: type == SDL_KEYDOWN.rawValue,
                        isRepeat: key.repeat != 0, modifiers: key.keysym.mod)
        case SDL_WINDOWEVENT.rawValue where ours(event.window.windowID):
            let window = event.window
            switch UInt32(window.event) {
            case SDL_WINDOWEVENT_LEAVE.rawValue: return .mouseLeft(timestamp: timestamp)
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue: return .focusLost(timestamp: timestamp)
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                return .resized(timestamp: timestamp, width: Double(window.data1), height: Double(window.data2))
            default: return nil
            }
        default:
            return nil
        }
    }
}
#endif
