import Foundation

/// The closure a ``UIAction`` runs, given the action itself.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action that a control performs for the events it is added for
/// (``UIControl/addAction(_:for:)``), as its primary action, or as an element of a menu
/// (``UIMenu``, R-MN1).
///
/// Touchstone is headless: an action's image, attributes and state are stored, and a menu
/// row honors `.disabled` and `.hidden`. A control holds its actions strongly and identifies
/// them by ``identifier``: adding an action whose identifier is already registered replaces
/// the old one, as in UIKit.
@MainActor
open class UIAction: UIMenuElement {
    /// The name of an action, unique among a control's actions.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier with the given raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier a control knows the action by.
    public let identifier: Identifier
    /// A longer title, for accessibility and discoverability.
    public var discoverabilityTitle: String?
    /// The control that performed the action most recently; set before the handler runs.
    public internal(set) weak var sender: AnyObject?
    /// How the action behaves in a menu.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows a check mark in a menu. Stored.
    open var state: UIMenuElement.State
    let handler: UIActionHandler

    /// Creates an action. Without an `identifier` the action gets a unique one, so two
    /// actions created separately never replace each other.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier("touchstone.action.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// Runs the handler on behalf of `sender`.
    func perform(from sender: AnyObject) {
        self.sender = sender
        handler(self)
    }
}
