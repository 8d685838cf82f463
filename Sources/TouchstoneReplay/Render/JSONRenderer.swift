import Foundation
import Touchstone
import TouchstoneFormats

/// Renders a replay as JSON for programs: every timeline event (`touch`, `delivery`,
/// `decision`, `action`, `control`, and `pointer` with its `change`: `hover`, `press`,
/// `drag`, `release`, `exit`, `scroll`, `transform`; the pointer's touch is finger
/// `"pointer"` in deliveries), the gestures, the explanations and the warnings. One
/// event per line, keys in a fixed order, so that the output diffs well and can be
/// compared in tests.
///
/// A recognizer that failed by itself gives its numbers with its reason: `measured`, the
/// number that decided it beside its limit, and `closest`, how close it came.
///
/// ```json
/// {"format": "touchstone-replay", "version": 1, "scene": "…", "input": "…",
///  "window": {"width": 390, "height": 844}, "duration": 1.2,
///  "events": [{"time": 0, "type": "touch", "finger": 1, "phase": "began", "x": 10, "y": 20, "view": "screen", "recognizers": ["tap"]},
///             {"time": 0.3, "type": "decision", "recognizer": "tap", "outcome": "failed", "rule": "R-S2",
///              "reason": "moved 52.3 pt from where it came down (allowed 45 pt)",
///              "measured": {"value": 52.3, "limit": 45, "unit": "pt"}}, …],
///  "gestures": [{"recognizer": "tap", "outcome": "recognized", "start": 0.08, "end": 0.08}],
///  "explanations": ["…"], "warnings": ["…"]}
/// ```
public enum JSONRenderer {
    /// The document's `format` value.
    public static let formatName = "touchstone-replay"
    /// The document's `version` value.
    public static let version = 1

    /// The whole replay as one JSON document.
    public static func render(_ result: ReplayResult) -> String {
        var text = "{\n"
        text += "  \"format\": \(quoted(formatName)),\n  \"version\": \(version),\n"
        text += "  \"scene\": \(quoted(result.sceneName)),\n  \"input\": \(quoted(result.inputSummary)),\n"
        text += "  \"window\": {\"width\": \(number(result.screen.width)), \"height\": \(number(result.screen.height))},\n"
        text += "  \"duration\": \(number(result.duration)),\n"
        text += "  \"events\": " + list(result.events.map(object(for:))) + ",\n"
        text += "  \"gestures\": " + list(result.gestures.map { gesture in
            fields([("recognizer", quoted(gesture.recognizer)), ("outcome", quoted(gesture.outcome)),
                    ("start", number(gesture.start)), ("end", number(gesture.end))])
        }) + ",\n"
        text += "  \"explanations\": " + list(result.explanations.map(quoted)) + ",\n"
        text += "  \"warnings\": " + list(result.warnings.map { quoted($0.description) }) + "\n}\n"
        return text
    }

    /// One timeline event as the JSON object the document lists, for hosts that stream
    /// events as they happen (the lab).
    public static func object(for event: TimelineEvent) -> String {
        var members: [(String, String)] = [("time", number(event.time))]
        switch event.kind {
        case .touch(let finger, let phase, let location, let view, let recognizers):
            members += [("type", quoted("touch")), ("finger", String(finger)), ("phase", quoted(phase.rawValue)),
                        ("x", number(location.x)), ("y", number(location.y))]
            if phase == .began {
                members += [("view", view.map(quoted) ?? "null"), ("recognizers", "[" + recognizers.map(quoted).joined(separator: ", ") + "]")]
            }
        case .delivery(let view, let phase, let touches):
            let touchList = touches.map { touch in
                let finger = touch.finger == TimelineEvent.pointerFinger ? quoted("pointer") : String(touch.finger)
                return fields([("finger", finger)] + (touch.liftedAt.map { [("lifted", number($0))] } ?? []))
            }
            members += [("type", quoted("delivery")), ("view", quoted(view)), ("phase", quoted(phase.rawValue)),
                        ("touches", "[" + touchList.joined(separator: ", ") + "]")]
        case .decision(let decision):
            members += [("type", quoted("decision")), ("recognizer", quoted(decision.recognizer)),
                        ("outcome", quoted(decision.outcome)), ("rule", quoted(decision.rule))]
            if let other = decision.other { members.append(("other", quoted(other))) }
            if let view = decision.view { members.append(("view", quoted(view))) }
            members.append(("reason", quoted(decision.reason)))
            if let measured = decision.failureReason?.measured { members.append(("measured", quantity(measured))) }
            if let closest = decision.failureReason?.closest { members.append(("closest", quantity(closest))) }
        case .action(let recognizer, let state, let location, let values):
            members += [("type", quoted("action")), ("recognizer", quoted(recognizer)), ("state", quoted(state)),
                        ("x", number(location.x)), ("y", number(location.y))]
            members += values.map { ($0.name, number($0.value)) }
        case .control(let view, let event, let values):
            members += [("type", quoted("control")), ("view", quoted(view)), ("event", quoted(event))]
            members += values.map { ($0.name, number($0.value)) }
        case .pointer(let pointer, let change, let view, let recognizers):
            members += [("type", quoted("pointer")), ("change", quoted(change.rawValue))] + self.members(of: pointer)
            if change == .press {
                members += [("view", view.map(quoted) ?? "null"), ("recognizers", "[" + recognizers.map(quoted).joined(separator: ", ") + "]")]
            }
        case .key(let key, let responder, let recognizers):
            members += [("type", quoted("key")), ("keyCode", String(key.keyCode)), ("key", quoted(TimelineFormatting.keyName(key.keyCode))),
                        ("phase", quoted(key.phase.rawValue)), ("modifiers", "[" + key.modifiers.names.map(quoted).joined(separator: ", ") + "]"),
                        ("characters", quoted(key.characters)), ("charactersIgnoringModifiers", quoted(key.charactersIgnoringModifiers))]
            if key.phase == .began {
                members += [("responder", responder.map(quoted) ?? "null"),
                            ("recognizers", "[" + recognizers.map(quoted).joined(separator: ", ") + "]")]
            }
        case .presses(let responder, let phase, let keyCodes):
            members += [("type", quoted("presses")), ("responder", quoted(responder)), ("phase", quoted(phase.description)),
                        ("keyCodes", "[" + keyCodes.map(String.init).joined(separator: ", ") + "]")]
        }
        return fields(members)
    }

    /// A pointer event's values, named as in the trace format.
    private static func members(of pointer: PointerEvent) -> [(String, String)] {
        func names(_ names: [String]) -> String { "[" + names.map(quoted).joined(separator: ", ") + "]" }
        switch pointer {
        case .move(let location, let buttons, let modifiers):
            return [("x", number(location.x)), ("y", number(location.y)), ("buttons", names(buttons.names)),
                    ("modifiers", names(modifiers.names))]
        case .exit:
            return []
        case .scroll(let dx, let dy, let type, let phase, let modifiers):
            return [("dx", number(dx)), ("dy", number(dy)), ("scrollType", quoted(type.rawValue)), ("phase", quoted(phase.rawValue)),
                    ("modifiers", names(modifiers.names))]
        case .transform(let scale, let rotation, let phase, let modifiers):
            return [("scale", number(scale)), ("rotation", number(rotation)), ("phase", quoted(phase.rawValue)),
                    ("modifiers", names(modifiers.names))]
        }
    }

    /// A recognizer's measured number beside its limit: `{"value": 52.3, "limit": 45, "unit": "pt"}`.
    private static func quantity(_ quantity: UIGestureRecognizer.FailureReason.Quantity) -> String {
        fields([("value", number(quantity.value)), ("limit", number(quantity.limit)), ("unit", quoted(quantity.unit.rawValue))])
    }

    private static func fields(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "[]" : "[\n    " + items.joined(separator: ",\n    ") + "\n  ]"
    }

    /// Numbers rounded to the microsecond or micro-point: enough for any reader, and
    /// stable across platforms. From 10^15 on, where a `Double` has no fraction left to
    /// round (and scaling by 10^6 could overflow to infinity), the number as it is.
    static func number(_ value: Double) -> String {
        guard abs(value) < 1e15 else { return TraceFormat.number(value) }
        return TraceFormat.number((value * 1e6).rounded() / 1e6)
    }

    static func quoted(_ text: String) -> String {
        TraceFormat.quoted(text)
    }
}
