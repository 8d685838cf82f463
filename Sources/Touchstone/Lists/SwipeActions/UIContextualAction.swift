import Foundation

/// An action a swipe on a row reveals: a button with a title (and an image and color,
/// stored), whose handler runs when it is tapped or, first in its configuration, when a full
/// swipe performs it (R-LS7).
@MainActor
open class UIContextualAction {
    /// How the action looks and what a full swipe does with it.
    public enum Style: Int, Sendable {
        /// A plain action.
        case normal
        /// An action that removes the row: UIKit shows it in red.
        case destructive
    }

    /// The closure an action runs: given the action, the view that showed it, and a
    /// completion the handler calls with whether it performed the action, which closes the
    /// row's actions.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's color. Stored.
    open var backgroundColor: UIColor!
    /// The button's image. Stored.
    open var image: UIImage?
    /// What the action does.
    public let handler: Handler

    /// Creates an action of `style` titled `title`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }

    /// The button's width: UIKit sizes a title's button to its text, between 74 and 120
    /// points; headless, a character counts 8 points, with 12 of padding (R-LS7).
    var buttonWidth: CGFloat {
        let characters = CGFloat(title?.count ?? 0)
        return min(max(8 * characters + 12, 74), 120)
    }
}

/// The actions a swipe from one edge of a row reveals, outermost first (R-LS7).
@MainActor
open class UISwipeActionsConfiguration {
    /// The actions, the first at the edge the swipe started from.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action; `true` by default.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
