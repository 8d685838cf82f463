import Touchstone
import TouchstoneFormats

/// One event of a toolkit's input, converted into the engine's terms but still stamped
/// with the host's clock: what a toolkit adapter (`TouchstoneSDL`, `TouchstoneGTK`, or
/// a host's own) hands to ``HostLoopDriver/send(_:)``.
///
/// The adapters' conversion makes these from recorded toolkit event values with no
/// window system involved, so that it is tested without a display; the host loop only
/// reads the toolkit's queue and passes them on.
public enum HostInputEvent: Sendable, Equatable {
    /// One `UIEvent` of finger changes, in window points, at a host time (the touches'
    /// coalesced samples carry host times too).
    case touches([TouchInput], at: Double)
    /// A mouse, wheel or trackpad input, in window points, at a host time.
    case pointer(PointerInput, at: Double)
    /// One event of key changes at a host time (R-R5).
    case presses([PressInput], at: Double)
    /// The window lost the input (focus moved away, the grab was broken): whatever is down
    /// is cancelled (R-L3).
    case inputLost(at: Double)

    /// The host time the event is stamped with.
    public var hostTime: Double {
        switch self {
        case .touches(_, let time), .pointer(_, let time), .presses(_, let time), .inputLost(let time): time
        }
    }

    /// A key of the keyboard page going down or up, by its USB HID usage (UIKit's key code),
    /// typing what the US layout types with `modifiers` held; `nil` for a usage UIKit does
    /// not name. What toolkits report as scancodes or key codes becomes this (R-R5).
    public static func key(usage: Int, pressed: Bool, modifiers: UIKeyModifierFlags, at hostTime: Double) -> HostInputEvent? {
        guard let keyCode = UIKeyboardHIDUsage(rawValue: usage) else { return nil }
        let typed = USKeyboardLayout.characters(of: usage, modifiers: PointerEvent.Modifiers(rawValue: modifiers.rawValue))
        return .presses([PressInput.key(keyCode, pressed ? .began : .ended, characters: typed.characters,
                                        charactersIgnoringModifiers: typed.ignoringModifiers)], at: hostTime)
    }
}
