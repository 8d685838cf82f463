import Foundation

/// What a mouse, trackpad or hovering stylus did in one frame, as the engine's
/// `PointerInput` takes it (R-P2, R-P4–R-P6), in points of the recording's screen.
public enum PointerEvent: Sendable, Equatable {
    /// The pointer is at `location` with `buttons` held; no button is a hover. A change of
    /// the buttons presses or releases them.
    case move(to: CGPoint, buttons: Buttons, modifiers: Modifiers)
    /// The pointer left the screen.
    case exit
    /// A wheel notch (`discrete`, phase `changed`) or a trackpad scroll delta (`continuous`),
    /// in points; positive `dy` moves the content down, as a finger moving down would.
    case scroll(dx: Double, dy: Double, type: ScrollType, phase: Phase, modifiers: Modifiers)
    /// Trackpad pinch and rotate, relative to the gesture's start (scale 1, rotation 0).
    case transform(scale: Double, rotation: Double, phase: Phase, modifiers: Modifiers)

    /// Where a trackpad scroll or transform gesture is.
    public enum Phase: String, Sendable, CaseIterable {
        /// The fingers touched the trackpad.
        case began
        /// They moved.
        case changed
        /// They lifted.
        case ended
        /// The system took the gesture away.
        case cancelled
    }

    /// The device a scroll comes from, as UIKit's `UIScrollType` names it.
    public enum ScrollType: String, Sendable, CaseIterable {
        /// A mouse wheel.
        case discrete
        /// A trackpad.
        case continuous
    }

    /// The buttons held, with the raw values of UIKit's `UIEvent.ButtonMask`.
    public struct Buttons: OptionSet, Sendable, Hashable {
        /// UIKit's raw value.
        public let rawValue: Int
        /// Creates a mask from UIKit's raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The primary (left) button.
        public static let primary = Buttons(rawValue: 1)
        /// The secondary (right) button.
        public static let secondary = Buttons(rawValue: 2)

        /// Button `number`, counting from 1 for the primary: 3 is usually the middle one.
        /// Numbers outside 1…63 give no button, as in UIKit.
        public static func button(_ number: Int) -> Buttons {
            (1..<Int.bitWidth).contains(number) ? Buttons(rawValue: 1 << (number - 1)) : []
        }

        /// The buttons' names in a trace: `primary`, `secondary`, then `button3`….
        public var names: [String] {
            (1..<Int.bitWidth).filter { contains(.button($0)) }.map { number in
                number == 1 ? "primary" : number == 2 ? "secondary" : "button\(number)"
            }
        }

        /// The button a trace names `name`.
        public init?(name: String) {
            switch name {
            case "primary": self = .primary
            case "secondary": self = .secondary
            default:
                guard name.hasPrefix("button"), let number = Int(name.dropFirst(6)), number >= 3,
                      String(number) == name.dropFirst(6) else { return nil }
                let button = Buttons.button(number)
                guard !button.isEmpty else { return nil }
                self = button
            }
        }
    }

    /// The modifier keys held, with the raw values of UIKit's `UIKeyModifierFlags`.
    public struct Modifiers: OptionSet, Sendable, Hashable {
        /// UIKit's raw value.
        public let rawValue: Int
        /// Creates a set from UIKit's raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Caps Lock is on.
        public static let alphaShift = Modifiers(rawValue: 1 << 16)
        /// A Shift key is held.
        public static let shift = Modifiers(rawValue: 1 << 17)
        /// A Control key is held.
        public static let control = Modifiers(rawValue: 1 << 18)
        /// An Option (Alt) key is held.
        public static let alternate = Modifiers(rawValue: 1 << 19)
        /// A Command key is held.
        public static let command = Modifiers(rawValue: 1 << 20)
        /// The key is on the numeric keypad.
        public static let numericPad = Modifiers(rawValue: 1 << 21)

        /// Every modifier with its name in a trace (UIKit's).
        public static let named: [(name: String, modifier: Modifiers)] = [
            ("alphaShift", .alphaShift), ("shift", .shift), ("control", .control), ("alternate", .alternate),
            ("command", .command), ("numericPad", .numericPad),
        ]

        /// The modifiers' names, in the order of ``named``.
        public var names: [String] { Self.named.filter { contains($0.modifier) }.map(\.name) }
    }

    /// The event's name in a trace: `move`, `exit`, `scroll`, `transform`.
    public var name: String {
        switch self {
        case .move: "move"
        case .exit: "exit"
        case .scroll: "scroll"
        case .transform: "transform"
        }
    }
}

extension PointerEvent {
    /// How far one wheel notch scrolls, in points (Est: about three lines of text): for
    /// every source of wheel notches (evdev, SDL, GTK), so that one notch scrolls alike.
    package static let pointsPerWheelNotch: Double = 40
}
