import Touchstone
import TouchstoneFormats

extension PointerInput {
    /// The engine's input for a pointer event read from a recording or a live source
    /// (R-P2, R-P4–R-P6).
    public init(_ event: PointerEvent) {
        func phase(_ phase: PointerEvent.Phase) -> Phase {
            switch phase {
            case .began: .began
            case .changed: .changed
            case .ended: .ended
            case .cancelled: .cancelled
            }
        }
        func modifiers(_ modifiers: PointerEvent.Modifiers) -> UIKeyModifierFlags { UIKeyModifierFlags(rawValue: modifiers.rawValue) }
        switch event {
        case .move(let location, let buttons, let held):
            self = .move(to: location, buttons: UIEvent.ButtonMask(rawValue: buttons.rawValue), modifiers: modifiers(held))
        case .exit:
            self = .exit
        case .scroll(let dx, let dy, let type, let scrollPhase, let held):
            self = .scroll(delta: CGVector(dx: dx, dy: dy), type: type == .discrete ? .discrete : .continuous,
                           phase: phase(scrollPhase), modifiers: modifiers(held))
        case .transform(let scale, let rotation, let transformPhase, let held):
            self = .transform(scale: scale, rotation: rotation, phase: phase(transformPhase), modifiers: modifiers(held))
        }
    }
}

extension PointerEvent {
    /// The recording's pointer event for an input a host sent (R-P2, R-P4–R-P6).
    public init(_ input: PointerInput) {
        func phase(_ phase: PointerInput.Phase) -> Phase {
            switch phase {
            case .began: .began
            case .changed: .changed
            case .ended: .ended
            case .cancelled: .cancelled
            }
        }
        func modifiers(_ flags: UIKeyModifierFlags) -> Modifiers { Modifiers(rawValue: flags.rawValue) }
        switch input {
        case .move(let location, let buttons, let held):
            self = .move(to: location, buttons: Buttons(rawValue: buttons.rawValue), modifiers: modifiers(held))
        case .exit:
            self = .exit
        case .scroll(let delta, let type, let scrollPhase, let held):
            self = .scroll(dx: Double(delta.dx), dy: Double(delta.dy), type: type == .discrete ? .discrete : .continuous,
                           phase: phase(scrollPhase), modifiers: modifiers(held))
        case .transform(let scale, let rotation, let transformPhase, let held):
            self = .transform(scale: Double(scale), rotation: Double(rotation), phase: phase(transformPhase), modifiers: modifiers(held))
        }
    }
}
