import Foundation

/// An entry of a menu (R-MN1): an action (``UIAction``) or a submenu (``UIMenu``).
///
/// Touchstone shows a menu as views a test can tap (``UIContextMenuInteraction``), one row
/// per element, titled by the element; images and subtitles are stored, not drawn.
@MainActor
open class UIMenuElement {
    /// How an element behaves in its menu.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown, but does nothing when tapped.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in a destructive style. Stored.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Tapping it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark. Stored.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The element's title, which its row shows.
    open var title: String
    /// The element's subtitle. Stored.
    open var subtitle: String?
    /// The element's image. Stored.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A menu: a title and its elements, actions and submenus (R-MN1).
@MainActor
open class UIMenu: UIMenuElement {
    /// The name of a menu.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier with the given raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent menu, not behind a row of their own.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is destructive. Stored.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on. Stored.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a palette. Stored.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The menu's elements, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`. Without an `identifier` the menu gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("touchstone.menu.\(UUID().uuidString)")
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
