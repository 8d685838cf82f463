import Foundation

/// A list's context menus (R-MN2): the table or collection view adds a
/// ``UIContextMenuInteraction`` to itself whose delegate is this adapter, which finds the
/// row or item under the press and asks the list's delegate for its configuration
/// (`contextMenuConfigurationForRowAt` or `contextMenuConfigurationForItemsAt`), and tells
/// it when the menu opens and closes. No configuration, no menu: the press fails.
@MainActor
final class ListContextMenu: UIContextMenuInteractionDelegate {
    let configuration: (CGPoint) -> UIContextMenuConfiguration?
    let willDisplay: (UIContextMenuConfiguration) -> Void
    let willEnd: (UIContextMenuConfiguration) -> Void

    init(configuration: @escaping (CGPoint) -> UIContextMenuConfiguration?,
         willDisplay: @escaping (UIContextMenuConfiguration) -> Void, willEnd: @escaping (UIContextMenuConfiguration) -> Void) {
        self.configuration = configuration
        self.willDisplay = willDisplay
        self.willEnd = willEnd
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        configuration(location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        willDisplay(configuration)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        willEnd(configuration)
    }
}
