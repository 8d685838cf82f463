import Foundation

/// The closure a ``UIAction`` runs, given the action itself.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action that a control performs for the events it is added for
/// (``UIControl/addAction(_:for:)``), or as its primary action.
///
/// Touchstone is headless, so an action has no image, attributes or menu state; its title
/// and identifier are kept. A control holds its actions strongly and identifies them by
/// ``identifier``: adding an action whose identifier is already registered replaces the
/// old one, as in UIKit.
@MainActor
open class UIAction {
    /// The name of an action, unique among a control's actions.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier with the given raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title.
    public var title: String
    /// The identifier a control knows the action by.
    public let identifier: Identifier
    /// A longer title, for accessibility and discoverability.
    public var discoverabilityTitle: String?
    /// The control that performed the action most recently; set before the handler runs.
    public internal(set) weak var sender: AnyObject?
    let handler: UIActionHandler

    /// Creates an action. Without an `identifier` the action gets a unique one, so two
    /// actions created separately never replace each other.
    public init(title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier("touchstone.action.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler on behalf of `sender`.
    func perform(from sender: AnyObject) {
        self.sender = sender
        handler(self)
    }
}
