import Foundation

/// The JSON of a trace's touches, pointer events and key events, as ``TraceFormat/write(_:source:)``
/// writes them: every value that differs from its default, nothing more.
enum TraceWriting {
    static func object(_ change: TouchChange) -> String {
        var members = [("finger", String(change.finger)), ("phase", quoted(change.phase.rawValue)),
                       ("x", number(change.location.x)), ("y", number(change.location.y))]
        if change.type != .direct { members.append(("type", quoted(change.type.rawValue))) }
        members += values(force: change.force, majorRadius: change.majorRadius, altitude: change.altitude, azimuth: change.azimuth)
        if let maximum = change.maximumForce { members.append(("maximumForce", number(maximum))) }
        if !change.coalesced.isEmpty { members.append(("coalesced", list(change.coalesced.map(object)))) }
        if !change.predicted.isEmpty { members.append(("predicted", list(change.predicted.map(object)))) }
        return fields(members)
    }

    static func object(_ sample: TouchSample) -> String {
        fields([("time", number(sample.time)), ("x", number(sample.location.x)), ("y", number(sample.location.y))]
               + values(force: sample.force, majorRadius: sample.majorRadius, altitude: sample.altitude, azimuth: sample.azimuth))
    }

    static func object(_ event: PointerEvent) -> String {
        var members = [("event", quoted(event.name))]
        let modifiers: PointerEvent.Modifiers
        switch event {
        case .move(let location, let buttons, let held):
            members += [("x", number(location.x)), ("y", number(location.y))]
            if !buttons.isEmpty { members.append(("buttons", list(buttons.names.map(quoted)))) }
            modifiers = held
        case .exit:
            modifiers = []
        case .scroll(let dx, let dy, let type, let phase, let held):
            members += [("dx", number(dx)), ("dy", number(dy)), ("scrollType", quoted(type.rawValue)), ("phase", quoted(phase.rawValue))]
            modifiers = held
        case .transform(let scale, let rotation, let phase, let held):
            members += [("scale", number(scale)), ("rotation", number(rotation)), ("phase", quoted(phase.rawValue))]
            modifiers = held
        }
        if !modifiers.isEmpty { members.append(("modifiers", list(modifiers.names.map(quoted)))) }
        return fields(members)
    }

    static func object(_ key: KeyEvent) -> String {
        var members = [("keyCode", String(key.keyCode)), ("phase", quoted(key.phase.rawValue))]
        if !key.modifiers.isEmpty { members.append(("modifiers", list(key.modifiers.names.map(quoted)))) }
        if !key.characters.isEmpty { members.append(("characters", quoted(key.characters))) }
        if key.charactersIgnoringModifiers != key.characters {
            members.append(("charactersIgnoringModifiers", quoted(key.charactersIgnoringModifiers)))
        }
        return fields(members)
    }

    private static func values(force: Double, majorRadius: Double, altitude: Double, azimuth: Double) -> [(String, String)] {
        var members: [(String, String)] = []
        if force != 0 { members.append(("force", number(force))) }
        if majorRadius != TouchChange.defaultRadius { members.append(("radius", number(majorRadius))) }
        if altitude != .pi / 2 { members.append(("altitude", number(altitude))) }
        if azimuth != 0 { members.append(("azimuth", number(azimuth))) }
        return members
    }

    private static func fields(_ members: [(String, String)]) -> String {
        "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
    private static func number(_ value: Double) -> String { TraceFormat.number(value) }
    private static func quoted(_ text: String) -> String { TraceFormat.quoted(text) }
}
