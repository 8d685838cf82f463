import Foundation

/// Makes the menu a context menu shows, given the menu elements the system suggests
/// (none, on Touchstone).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the view controller a context menu previews. Stored: Touchstone draws no preview.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows (R-MN2): its menu, made when the menu opens by the action
/// provider, and a preview, which Touchstone keeps and does not draw.
@MainActor
open class UIContextMenuConfiguration {
    /// The configuration's identifier, as the app gave it.
    public let identifier: (any NSCopying)?
    /// Makes the preview; kept, not called.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu when it opens.
    public let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose menu `actionProvider` makes.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// The animator a context menu's delegate may add animations and completions to. Touchstone
/// passes none (`nil`, which UIKit's signatures allow): headless, a menu opens and closes at
/// once.
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}
