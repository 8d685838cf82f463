import Foundation

/// Follows the pointer while a version 2 trace is read (R-P2, R-P4–R-P6): whether it is
/// on the screen, which buttons it holds, and whether a trackpad scroll or transform is
/// under way, refusing what the engine would refuse (a scroll before the pointer is on
/// the screen, a phase that does not follow the previous one).
struct PointerChecker {
    private(set) var onScreen = false
    private(set) var buttons: PointerEvent.Buttons = []
    private(set) var scrolling = false
    private(set) var transforming = false

    /// Whether the trace would end with the pointer pressing or in a trackpad gesture.
    var isBusy: Bool { !buttons.isEmpty || scrolling || transforming }

    /// Reads one pointer event.
    mutating func read(_ field: JSONField) throws(InputError) -> PointerEvent {
        var object = try field.object()
        let eventField = try object.required("event")
        let name = try eventField.string()
        let modifiers = try Self.readModifiers(object.optional("modifiers"))
        let event: PointerEvent
        switch name {
        case "move":
            let location = CGPoint(x: try object.required("x").number(), y: try object.required("y").number())
            var held: PointerEvent.Buttons = []
            if let buttonsField = object.optional("buttons") {
                for item in try buttonsField.array() {
                    let buttonName = try item.string()
                    guard let button = PointerEvent.Buttons(name: buttonName) else {
                        throw item.error(.invalidValue, "unknown button \"\(InputError.excerpt(buttonName))\"; "
                                            + "expected primary, secondary or button3…button63")
                    }
                    held.insert(button)
                }
            }
            onScreen = true
            buttons = held
            event = .move(to: location, buttons: held, modifiers: modifiers)
        case "exit":
            (onScreen, buttons, scrolling, transforming) = (false, [], false, false)
            event = .exit
        case "scroll":
            let dx = try object.required("dx").number(), dy = try object.required("dy").number()
            let typeField = try object.required("scrollType")
            let typeName = try typeField.string()
            guard let type = PointerEvent.ScrollType(rawValue: typeName) else {
                throw typeField.error(.invalidValue, "unknown scroll type \"\(InputError.excerpt(typeName))\"; expected discrete or continuous")
            }
            let phaseField = try object.required("phase")
            let phase = try readPhase(phaseField)
            try checkOnScreen(field, "scroll")
            if type == .discrete {
                guard phase == .changed else { throw phaseField.error(.invalidValue, "a wheel notch has phase changed, not \(phase.rawValue)") }
            } else {
                try follow(phase, running: &scrolling, field: phaseField, gesture: "trackpad scroll")
            }
            event = .scroll(dx: dx, dy: dy, type: type, phase: phase, modifiers: modifiers)
        case "transform":
            let scaleField = try object.required("scale")
            let scale = try scaleField.number(), rotation = try object.required("rotation").number()
            guard scale > 0 else { throw scaleField.error(.invalidValue, "the scale \(scale) must be positive") }
            let phaseField = try object.required("phase")
            let phase = try readPhase(phaseField)
            try checkOnScreen(field, "transform")
            try follow(phase, running: &transforming, field: phaseField, gesture: "transform")
            event = .transform(scale: scale, rotation: rotation, phase: phase, modifiers: modifiers)
        default:
            throw eventField.error(.invalidValue, "unknown pointer event \"\(InputError.excerpt(name))\"; expected move, exit, scroll or transform")
        }
        try object.finish()
        return event
    }

    private func checkOnScreen(_ field: JSONField, _ what: String) throws(InputError) {
        guard onScreen else { throw field.error(.invalidValue, "a \(what) while the pointer is not on the screen; move it in first") }
    }

    private func readPhase(_ field: JSONField) throws(InputError) -> PointerEvent.Phase {
        let name = try field.string()
        guard let phase = PointerEvent.Phase(rawValue: name) else {
            throw field.error(.invalidValue, "unknown phase \"\(InputError.excerpt(name))\"; expected began, changed, ended or cancelled")
        }
        return phase
    }

    /// A trackpad gesture starts with `began`, goes on with `changed` and stops at `ended`
    /// or `cancelled`.
    private func follow(_ phase: PointerEvent.Phase, running: inout Bool, field: JSONField, gesture: String) throws(InputError) {
        if phase == .began && running { throw field.error(.invalidValue, "a \(gesture) began while one is under way") }
        if phase != .began && !running {
            throw field.error(.invalidValue, "a \(gesture) \(phase.rawValue) with none under way (it needs a began first)")
        }
        running = phase == .began || phase == .changed
    }

    /// The modifier names of `field`, an array (`["shift"]`); none when it is absent.
    static func readModifiers(_ field: JSONField?) throws(InputError) -> PointerEvent.Modifiers {
        guard let field else { return [] }
        var modifiers: PointerEvent.Modifiers = []
        for item in try field.array() {
            let name = try item.string()
            guard let modifier = PointerEvent.Modifiers.named.first(where: { $0.name == name })?.modifier else {
                throw item.error(.invalidValue, "unknown modifier \"\(InputError.excerpt(name))\"; expected "
                                    + PointerEvent.Modifiers.named.map(\.name).joined(separator: ", "))
            }
            modifiers.insert(modifier)
        }
        return modifiers
    }
}
