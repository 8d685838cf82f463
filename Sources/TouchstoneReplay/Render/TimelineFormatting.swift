import Foundation
import Touchstone
import TouchstoneFormats

/// How the renderers write numbers and the parts of a timeline line, so that the text,
/// JSON and SVG outputs say the same thing the same way.
enum TimelineFormatting {
    /// Seconds with millisecond precision: `0.412`.
    static func time(_ seconds: Double) -> String {
        String(format: "%.3f", seconds)
    }

    /// A coordinate with one decimal: `(358.6, 255.3)`.
    static func point(_ point: CGPoint) -> String {
        "(\(number(point.x)), \(number(point.y)))"
    }

    /// One decimal, no negative zero.
    static func number(_ value: Double) -> String {
        let text = String(format: "%.1f", value)
        return text == "-0.0" ? "0.0" : text
    }

    /// An action's values in words: `translation (12.0, -3.0), velocity (0.0, 0.0)`;
    /// `…X`/`…Y` pairs become one point.
    static func values(_ values: [TimelineEvent.NamedValue]) -> String {
        var parts: [String] = []
        var index = 0
        while index < values.count {
            let value = values[index]
            if value.name.hasSuffix("X"), index + 1 < values.count,
               values[index + 1].name == value.name.dropLast() + "Y" {
                parts.append("\(value.name.dropLast()) " + point(CGPoint(x: value.value, y: values[index + 1].value)))
                index += 2
            } else {
                parts.append("\(value.name) \(String(format: "%.3f", value.value))")
                index += 1
            }
        }
        return parts.joined(separator: ", ")
    }

    /// A pointer event in words: `pointer down (primary) at (12.0, 30.0) on view`,
    /// `scroll (discrete) by (0.0, 40.0)`, with the modifiers held: `[command]`.
    static func pointer(_ event: PointerEvent, change: TimelineEvent.PointerChange, view: String?) -> String {
        switch event {
        case .move(let location, let buttons, let modifiers):
            let held = buttons.isEmpty ? "" : " (\(buttons.names.joined(separator: ", ")))"
            let text = switch change {
            case .press: "pointer down\(held) at \(point(location)) on \(view ?? "nothing")"
            case .release: "pointer up at \(point(location))"
            case .drag: "pointer dragged\(held) to \(point(location))"
            default: "pointer hovers at \(point(location))"
            }
            return text + keys(modifiers)
        case .exit:
            return "pointer left the window"
        case .scroll(let dx, let dy, let type, let phase, let modifiers):
            let phaseText = type == .continuous ? ", \(phase.rawValue)" : ""
            return "scroll (\(type.rawValue)\(phaseText)) by \(point(CGPoint(x: dx, y: dy)))" + keys(modifiers)
        case .transform(let scale, let rotation, let phase, let modifiers):
            return "transform (\(phase.rawValue)) scale \(String(format: "%.3f", scale)), rotation \(String(format: "%.3f", rotation))"
                + keys(modifiers)
        }
    }

    /// A run of hovers, drags, scroll or transform changes, ending with the last one's
    /// details: `pointer hovers ×12 until 0.400, to (12.0, 30.0)`.
    static func pointerRun(_ last: PointerEvent, change: TimelineEvent.PointerChange, until: String) -> String {
        switch last {
        case .move(let location, let buttons, _):
            let held = buttons.isEmpty ? "" : " (\(buttons.names.joined(separator: ", ")))"
            return change == .drag ? "pointer dragged\(held) \(until), to \(point(location))"
                : "pointer hovers \(until), to \(point(location))"
        case .scroll(let dx, let dy, let type, _, _):
            return "scroll (\(type.rawValue), changed) \(until), last by \(point(CGPoint(x: dx, y: dy)))"
        case .transform(let scale, let rotation, _, _):
            return "transform (changed) \(until), last scale \(String(format: "%.3f", scale)), rotation \(String(format: "%.3f", rotation))"
        case .exit:
            return "pointer left the window"
        }
    }

    private static func keys(_ modifiers: PointerEvent.Modifiers) -> String {
        modifiers.isEmpty ? "" : " [\(modifiers.names.joined(separator: ", "))]"
    }

    /// A key change: `key keyboardA down, types "A" [shift], to window`.
    static func key(_ event: KeyEvent, responder: String?) -> String {
        let name = keyName(event.keyCode)
        switch event.phase {
        case .began:
            let typed = event.characters.isEmpty ? "" : ", types \(TraceFormat.quoted(event.characters))"
            return "key \(name) down\(typed)" + keys(event.modifiers) + ", to \(responder ?? "nothing")"
        case .ended: return "key \(name) up" + keys(event.modifiers)
        case .cancelled: return "key \(name) cancelled"
        }
    }

    /// A responder's presses call: `window: pressesBegan [keyboardA]`.
    static func presses(responder: String, phase: UIPress.Phase, keyCodes: [Int]) -> String {
        "\(responder): presses\(phase.description.prefix(1).uppercased())\(phase.description.dropFirst()) ["
            + keyCodes.map(keyName).joined(separator: ", ") + "]"
    }

    /// UIKit's name of a key code (`keyboardA`), or the number of a button's press type.
    static func keyName(_ keyCode: Int) -> String {
        UIKeyboardHIDUsage(rawValue: keyCode).map { "\($0)" } ?? String(keyCode)
    }

    /// The touches of a delivery by finger: `[1, 2]`, or `[1 (lifted at 0.096)]` for a
    /// touch whose finger lifted earlier.
    static func touches(_ touches: [TimelineEvent.DeliveredTouch]) -> String {
        "[" + touches.map { touch in
            let finger = touch.finger == TimelineEvent.pointerFinger ? "pointer" : String(touch.finger)
            return touch.liftedAt.map { "\(finger) (lifted at \(time($0)))" } ?? finger
        }.joined(separator: ", ") + "]"
    }

    /// The responder method of a phase: `touchesBegan`.
    static func method(_ phase: String) -> String {
        "touches" + phase.prefix(1).uppercased() + phase.dropFirst()
    }
}
