import Foundation

/// The object a ``UIContextMenuInteraction`` asks for the menu at a point, and tells when
/// the menu opens and closes.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration of the menu for a press at `location` (in the interaction's view);
    /// `nil` for no menu: the press then fails and the touch goes on as if it were not there.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to open.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to close.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}

/// A context menu on a view (R-MN2): a press held still opens the menu the delegate
/// configures for its location, shown as views in the window that a test taps.
///
/// The press is a long press of ``pressDuration`` with UIKit's 10 points of allowed movement,
/// which begins only when the delegate gives a configuration for its location; beginning, it
/// cancels the touch in the view (a cell under it is unhighlighted and not selected) and
/// excludes the other recognizers (a scroll view does not scroll). The open menu is a view
/// covering the window: a column of rows, one per element, 250 points wide and 44 tall, below
/// the press (above it when there is no room), each titled and identified
/// (`accessibilityIdentifier`) by its element's title, so that `tap("Delete")` chooses it. A
/// submenu's row shows its children in its place; an inline submenu's children are rows of
/// the menu. Tapping an action closes the menu (`willEndFor`), then runs its handler; tapping
/// outside the rows closes it and runs nothing.
@MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// How long the finger is held still before the menu opens: 0.4 s on iPhone (R-MN2).
    public static let pressDuration: TimeInterval = 0.4

    /// The object that configures the menus.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// The press that opens the menu.
    let press = UILongPressGestureRecognizer()
    private let gate = PressGate()
    /// The open menu's view, in the window; `nil` when the menu is closed.
    private(set) var menuView: ContextMenuView?
    private var openConfiguration: UIContextMenuConfiguration?

    /// An interaction that asks `delegate` for its menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        press.minimumPressDuration = Self.pressDuration
        gate.interaction = self
        press.delegate = gate
        press.addTarget(self, action: UIContextMenuInteraction.pressChanged)
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(press)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// The press's location in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint { press.location(in: view) }

    /// Closes the open menu, if one is open.
    open func dismissMenu() {
        guard let menuView, let configuration = openConfiguration else { return }
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
        menuView.removeFromSuperview()
        self.menuView = nil
        openConfiguration = nil
    }

    /// The configuration for the press's location, asked once as the press would begin.
    private var pendingConfiguration: UIContextMenuConfiguration?

    fileprivate func pressShouldBegin() -> Bool {
        guard menuView == nil, let view, let delegate else { return false }
        pendingConfiguration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: press.location(in: view))
        return pendingConfiguration != nil
    }

    private func pressChanged() {
        guard press.state == .began, let configuration = pendingConfiguration, let window = view?.window else { return }
        pendingConfiguration = nil
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        openConfiguration = configuration
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        let menuView = ContextMenuView(menu: menu, at: press.location(in: window), in: window.bounds) { [weak self] action in
            self?.choose(action)
        } dismiss: { [weak self] in
            self?.dismissMenu()
        }
        self.menuView = menuView
        window.addSubview(menuView)
    }

    private func choose(_ action: UIAction) {
        if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
        action.perform(from: self)
    }

    /// The press's delegate, so the interaction itself need not be a recognizer delegate.
    private final class PressGate: UIGestureRecognizerDelegate {
        weak var interaction: UIContextMenuInteraction?
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            interaction?.pressShouldBegin() ?? false
        }
    }
}

/// An open context menu: a view over the whole window that closes the menu when tapped
/// outside its rows, and a column of rows, one per menu element.
@MainActor
final class ContextMenuView: UIView {
    static let rowSize = CGSize(width: 250, height: 44)

    private let column = UIView()
    private let point: CGPoint
    private let choose: (UIAction) -> Void
    private let dismiss: () -> Void

    init(menu: UIMenu, at point: CGPoint, in bounds: CGRect, choose: @escaping (UIAction) -> Void, dismiss: @escaping () -> Void) {
        self.point = point
        self.choose = choose
        self.dismiss = dismiss
        super.init(frame: bounds)
        addSubview(column)
        show(menu)
    }

    required init?(coder: NSCoder) { nil }

    /// The menu's visible elements, inline submenus opened in place.
    private static func rows(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { element -> [UIMenuElement] in
            if let action = element as? UIAction, action.attributes.contains(.hidden) { return [] }
            if let submenu = element as? UIMenu, submenu.options.contains(.displayInline) { return rows(of: submenu) }
            return [element]
        }
    }

    /// Shows `menu`'s rows, below the press point or, without room, above it, within the window.
    private func show(_ menu: UIMenu) {
        for row in column.subviews { row.removeFromSuperview() }
        let elements = Self.rows(of: menu)
        let size = CGSize(width: Self.rowSize.width, height: Self.rowSize.height * CGFloat(elements.count))
        var origin = CGPoint(x: point.x - size.width / 2, y: point.y + 20)
        if origin.y + size.height > bounds.maxY { origin.y = point.y - 20 - size.height }
        origin.x = min(max(origin.x, bounds.minX), bounds.maxX - size.width)
        origin.y = min(max(origin.y, bounds.minY), bounds.maxY - size.height)
        column.frame = CGRect(origin: origin, size: size)
        for (index, element) in elements.enumerated() {
            let row = UIButton(type: .system)
            row.setTitle(element.title, for: .normal)
            row.accessibilityIdentifier = element.title
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowSize.height, width: size.width, height: Self.rowSize.height)
            if let action = element as? UIAction {
                row.isEnabled = !action.attributes.contains(.disabled)
                row.addAction(UIAction { [weak self] _ in self?.choose(action) }, for: .touchUpInside)
            } else if let submenu = element as? UIMenu {
                row.addAction(UIAction { [weak self] _ in self?.show(submenu) }, for: .touchUpInside)
            }
            column.addSubview(row)
        }
    }

    /// A touch outside the rows closes the menu; one on a disabled row does nothing.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !column.frame.contains(touch.location(in: self)) else { return }
        dismiss()
    }
}
