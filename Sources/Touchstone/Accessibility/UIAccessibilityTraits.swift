import Foundation

/// What an accessibility element is, for assistive technologies. Inert: Touchstone has
/// no accessibility tree (R-I8). The constants are UIKit's names; their raw values are
/// Touchstone's own bits, so compare traits by name, not by raw value.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: UIAccessibilityTraits = []
    /// The element is a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element is a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarizes the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be adjusted.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// The direction of an assistive scroll, with UIKit's raw values.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Toward the right.
    case right = 1
    /// Toward the left.
    case left
    /// Upward.
    case up
    /// Downward.
    case down
    /// To the next page.
    case next
    /// To the previous page.
    case previous
}
