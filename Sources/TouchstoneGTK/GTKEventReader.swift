#if GTK
import CGTK4

/// Reads GDK 4's events into ``GTKInputEvent`` values: the only part of the conversion
/// that touches GDK's types.
enum GTKEventReader {
    /// The input event `event` carries, its position moved by (`dx`, `dy`) into the
    /// widget's coordinates; `nil` for events Touchstone does not read.
    static func read(_ event: OpaquePointer, dx: Double, dy: Double) -> GTKInputEvent? {
        let time = gdk_event_get_time(event)
        let state = gdk_event_get_modifier_state(event)
        var x = 0.0, y = 0.0
        if gdk_event_get_position(event, &x, &y) != 0 {
            x += dx
            y += dy
        }
        switch Int(gdk_event_get_event_type(event)) {
        case TSGDK_TOUCH_BEGIN, TSGDK_TOUCH_UPDATE, TSGDK_TOUCH_END, TSGDK_TOUCH_CANCEL:
            let phase: GTKInputEvent.Touch.Phase = switch Int(gdk_event_get_event_type(event)) {
            case TSGDK_TOUCH_BEGIN: .begin
            case TSGDK_TOUCH_UPDATE: .update
            case TSGDK_TOUCH_END: .end
            default: .cancel
            }
            let sequence = UInt(bitPattern: gdk_event_get_event_sequence(event).map { Int(bitPattern: UnsafeRawPointer($0)) } ?? 0)
            return .touch(.init(phase: phase, time: time, sequence: sequence, x: x, y: y,
                                history: history(of: event, dx: dx, dy: dy)))
        case TSGDK_MOTION_NOTIFY:
            return .motion(time: time, x: x, y: y, tool: tool(of: event), modifiers: state)
        case TSGDK_BUTTON_PRESS, TSGDK_BUTTON_RELEASE:
            return .button(time: time, x: x, y: y, button: gdk_button_event_get_button(event),
                           pressed: Int(gdk_event_get_event_type(event)) == TSGDK_BUTTON_PRESS, tool: tool(of: event), modifiers: state)
        case TSGDK_SCROLL:
            let scroll: GTKInputEvent.Scroll
            switch Int(gdk_scroll_event_get_direction(event)) {
            case TSGDK_SCROLL_UP: scroll = .notch(.up)
            case TSGDK_SCROLL_DOWN: scroll = .notch(.down)
            case TSGDK_SCROLL_LEFT: scroll = .notch(.left)
            case TSGDK_SCROLL_RIGHT: scroll = .notch(.right)
            default:
                var deltaX = 0.0, deltaY = 0.0
                gdk_scroll_event_get_deltas(event, &deltaX, &deltaY)
                scroll = Int(gdk_scroll_event_get_unit(event)) == TSGDK_SCROLL_UNIT_WHEEL
                    ? .wheel(deltaX: deltaX, deltaY: deltaY)
                    : .surface(deltaX: deltaX, deltaY: deltaY, isStop: gdk_scroll_event_is_stop(event) != 0)
            }
            return .scroll(time: time, x: x, y: y, scroll: scroll, modifiers: state)
        case TSGDK_TOUCHPAD_PINCH:
            return .pinch(time: time, x: x, y: y, phase: phase(of: event), scale: gdk_touchpad_event_get_pinch_scale(event),
                          angleDelta: gdk_touchpad_event_get_pinch_angle_delta(event), modifiers: state)
        case TSGDK_TOUCHPAD_SWIPE:
            var deltaX = 0.0, deltaY = 0.0
            gdk_touchpad_event_get_deltas(event, &deltaX, &deltaY)
            return .swipe(time: time, x: x, y: y, phase: phase(of: event), deltaX: deltaX, deltaY: deltaY, modifiers: state)
        case TSGDK_KEY_PRESS, TSGDK_KEY_RELEASE:
            return .key(time: time, keycode: gdk_key_event_get_keycode(event),
                        pressed: Int(gdk_event_get_event_type(event)) == TSGDK_KEY_PRESS, modifiers: state)
        case TSGDK_LEAVE_NOTIFY:
            return .left(time: time)
        default:
            return nil
        }
    }

    private static func phase(of event: OpaquePointer) -> GTKInputEvent.GesturePhase {
        switch Int(gdk_touchpad_event_get_gesture_phase(event)) {
        case TSGDK_TOUCHPAD_GESTURE_PHASE_BEGIN: .begin
        case TSGDK_TOUCHPAD_GESTURE_PHASE_UPDATE: .update
        case TSGDK_TOUCHPAD_GESTURE_PHASE_END: .end
        default: .cancel
        }
    }

    /// A pen (its device or tool says so) with its pressure, or a mouse, which may be a
    /// touchscreen's emulated pointer.
    private static func tool(of event: OpaquePointer) -> GTKInputEvent.Tool {
        let source = gdk_event_get_device(event).map { Int(gdk_device_get_source($0)) }
        let toolType = gdk_event_get_device_tool(event).map { Int(gdk_device_tool_get_tool_type($0)) }
        if source == TSGDK_SOURCE_PEN || toolType == TSGDK_DEVICE_TOOL_TYPE_PEN || toolType == TSGDK_DEVICE_TOOL_TYPE_ERASER {
            var pressure = 1.0
            if gdk_event_get_axis(event, UInt32(TSGDK_AXIS_PRESSURE), &pressure) == 0 { pressure = 1 }
            return .pen(pressure: pressure)
        }
        return .mouse(emulatedFromTouch: source == TSGDK_SOURCE_TOUCHSCREEN)
    }

    /// The earlier positions GDK merged into `event`, oldest first.
    private static func history(of event: OpaquePointer, dx: Double, dy: Double) -> [GTKInputEvent.Touch.Sample] {
        var count: guint = 0
        guard let coordinates = gdk_event_get_history(event, &count) else { return [] }
        defer { g_free(coordinates) }
        return (0..<Int(count)).map { index in
            let coordinate = coordinates[index]
            let axes = withUnsafeBytes(of: coordinate.axes) { Array($0.bindMemory(to: Double.self)) }
            return GTKInputEvent.Touch.Sample(time: coordinate.time, x: axes[TSGDK_AXIS_X] + dx, y: axes[TSGDK_AXIS_Y] + dy)
        }
    }
}
#endif
