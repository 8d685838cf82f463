import Foundation

/// The modifier keys held during an event, with UIKit's raw values (R-P2).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a set of modifier flags from UIKit's raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// An Option (Alt) key is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// A Command key is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
