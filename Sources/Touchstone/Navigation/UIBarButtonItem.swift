import Foundation

/// What the items of navigation bars, toolbars and tab bars share: a title, an image, a
/// tag and whether they are enabled. Stored values: Touchstone draws nothing.
@MainActor
open class UIBarItem: NSObject {
    /// Creates an item with no title or image.
    public override init() {}

    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// The image of the landscape phone layout. Stored.
    open var landscapeImagePhone: UIImage?
    /// Whether the item responds to taps; `true` by default.
    open var isEnabled = true
    /// A number that identifies the item.
    open var tag = 0
    /// The item's accessibility identifier, for tests that find it.
    open var accessibilityIdentifier: String?
}

/// A button of a navigation bar or a toolbar (R-NV7): a tap on it sends its action to its
/// target with the item as the sender, or runs its ``primaryAction``, as on iOS. A
/// ``customView`` takes the button's place and handles its own touches.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item's title is drawn. Stored.
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    /// The system's standard items, with UIKit's raw values. Their titles are stored as
    /// the English labels where UIKit shows text.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24
    }

    /// The object that receives ``action``; `nil` sends it up the responder chain.
    open weak var target: AnyObject?
    /// The action sent when the item is tapped.
    open var action: Selector?
    /// How the title is drawn; `.plain` by default.
    open var style: Style = .plain
    /// A view shown in place of the button.
    open var customView: UIView?
    /// The width of a fixed space, in points; 0 lets the bar choose.
    open var width: CGFloat = 0
    /// The item's tint. Stored.
    open var tintColor: UIColor?
    /// The action a tap runs, in place of ``target`` and ``action``.
    open var primaryAction: UIAction?
    /// The menu the item shows. Stored: a tap runs the primary action or the target's.
    open var menu: UIMenu?
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// Whether the item is hidden from its bar; `false` by default.
    open var isHidden = false

    /// Creates a plain item with no title.
    public override init() {}

    /// Creates an item titled `title` that sends `action` to `target`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates an item showing `image` that sends `action` to `target`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates a system item that sends `action` to `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
        if systemItem == .done { style = .done }
    }

    /// Creates a system item that runs `primaryAction` or shows `menu`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item that runs `primaryAction` or shows `menu`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item shown as `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space between items.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// A space of `width` points between items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What a tap on the item does (R-NV7): its primary action, or its action sent to its
    /// target, or up the responder chain from `view` when it has none.
    func perform(from view: UIView) {
        guard isEnabled else { return }
        if let primaryAction { return primaryAction.perform(from: self) }
        guard let action else { return }
        if let target { return action.send(to: target, from: self, event: nil) }
        var responder: UIResponder? = view.window?.firstResponder ?? view
        while let current = responder {
            if action.accepts(current) { return action.perform(current, self, nil) }
            responder = current.next
        }
    }
}
