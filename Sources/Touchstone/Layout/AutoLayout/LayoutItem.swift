import Foundation
import TouchstoneSolver

/// What Auto Layout knows of one view or layout guide: its four variables in the layout
/// engine (R-AL2), the constraints installed on it and those that name it, and the view's
/// Auto Layout settings.
///
/// A view makes its item the first time Auto Layout touches it (an anchor, a constraint,
/// `translatesAutoresizingMaskIntoConstraints`), so that views that never use Auto Layout
/// carry one nil reference and nothing else. Constraints hold items, not views: an item
/// outlives its view (`object` then reads `nil`, as UIKit's constraints' `firstItem` does),
/// and no view gets a weak reference's side table (see `UIView.superview`).
@MainActor
final class LayoutItem {
    /// The view this is the item of; `nil` once the view is gone or for a guide.
    unowned(unsafe) var view: UIView?
    /// The guide this is the item of; `nil` once the guide is gone or for a view.
    unowned(unsafe) var guide: UILayoutGuide?

    init(view: UIView) { self.view = view }
    init(guide: UILayoutGuide) { self.guide = guide }

    /// The view or guide, as a constraint's `firstItem` gives it.
    var object: AnyObject? { view ?? guide }

    /// The view that stands for the item in the hierarchy: the view itself, or a guide's
    /// owning view.
    var hostView: UIView? { view ?? guide?.owningView }

    /// The item of a constraint's `item` argument, which must be a view or a layout guide.
    static func of(_ object: Any, role: String) -> LayoutItem {
        if let view = object as? UIView { return view.layoutItem }
        if let guide = object as? UILayoutGuide { return guide.layoutItem }
        preconditionFailure("NSLayoutConstraint: the \(role) \(object) is neither a view nor a layout guide")
    }

    /// `UIView:0x…` or `UILayoutGuide:0x… 'name'`, as UIKit's descriptions name an item.
    var name: String {
        if let view { return "\(type(of: view)):\(NSLayoutConstraint.address(of: view))" }
        if let guide {
            let identifier = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
            return "\(type(of: guide)):\(NSLayoutConstraint.address(of: guide))\(identifier)"
        }
        return "(gone)"
    }

    // MARK: Constraints

    /// The constraints installed on this view (its `constraints`), in the order installed.
    var installed: [NSLayoutConstraint] = []
    /// The active constraints that name this item, wherever they are installed: what a
    /// removal from the hierarchy must deactivate.
    var referencing: [NSLayoutConstraint] = []

    // MARK: The view's settings (R-AL4, R-AL6)

    var translatesAutoresizingMaskIntoConstraints = true
    /// The margins set on the view, `nil` until set (R-AL8).
    var specifiedLayoutMargins: UIEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The view's guides (`layoutGuides`), in the order added.
    var guides: [UILayoutGuide] = []
    /// The guides UIKit makes for a view on first use.
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    /// The constraints that hold the margins and safe-area guides in, left, right, top,
    /// bottom (R-AL8).
    var marginsGuideEdges: [NSLayoutConstraint] = []
    var safeAreaGuideEdges: [NSLayoutConstraint] = []
    /// A window's handler of its engine's decisions (R-AL10).
    var layoutDecisionHandler: ((LayoutDecision) -> Void)?
    /// A window's safe area, as its host set it (R-AL8).
    var hostSafeAreaInsets: UIEdgeInsets = .zero
    /// The stack view this view is arranged in, if any (R-AL9).
    unowned(unsafe) var arrangingStack: UIStackView?

    // MARK: The engine's state (R-AL2)

    /// The item's variables, while an engine holds the item.
    var variables: Variables?
    struct Variables {
        unowned(unsafe) let engine: LayoutEngine
        let x, y, width, height: Variable
    }

    /// The constraints the engine made for the item (its autoresizing pins, or its
    /// content size), which no view's `constraints` list.
    var engineConstraints: [NSLayoutConstraint] = []

    /// The engine holds new values for the view's frame that its superview's layout has
    /// not applied yet, or its frame was set by hand and the next layout puts it back.
    var needsFrameFromEngine = false

    /// While the view or a subview is laid out by its superview from the engine: its own
    /// frame changes are the engine's, not the app's.
    var isTakingFrameFromEngine = false

    /// The subviews whose frames wait for this view's layout (R-AL2).
    var childrenAwaitingFrames: [LayoutItem] = []

    /// On a root view: some view of its hierarchy uses Auto Layout, so that the window it
    /// joins (or is) makes an engine for it.
    var hierarchyUsesAutoLayout = false

    /// The engine that this root view's hierarchy uses while it has no window (made on
    /// demand by `layoutIfNeeded()` or `systemLayoutSizeFitting(_:)` on it), or the window's.
    var ownedEngine: LayoutEngine?

    /// The safe-area insets and effective margins last given to the view's guides and
    /// reported to it, to tell a change (R-AL8).
    var reportedSafeAreaInsets: UIEdgeInsets?
    var reportedMargins: UIEdgeInsets?

    // MARK: Diagnostics

    func hasAmbiguousLayout(alongHorizontalAxis horizontal: Bool?) -> Bool {
        guard let engine = engineForDiagnostics() else { return false }
        return engine.isAmbiguous(self, horizontally: horizontal)
    }

    func constraintsAffectingLayout(alongHorizontalAxis horizontal: Bool) -> [NSLayoutConstraint] {
        guard let engine = engineForDiagnostics() else { return [] }
        return engine.constraintsAffecting(self, horizontally: horizontal)
    }

    /// The engine of the item's hierarchy, brought up to date.
    private func engineForDiagnostics() -> LayoutEngine? {
        guard let host = hostView else { return nil }
        let engine = LayoutEngine.of(host.hierarchyRoot)
        engine.synchronize()
        _ = engine.variables(of: self)
        return engine
    }
}
