import Foundation

/// The layout pass (R-LY1–R-LY3): `setNeedsLayout()` marks a view, and the pass runs
/// `layoutSubviews()` on the marked views, parents first, with a view controller's
/// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around its root view's.
///
/// A window runs the pass before and after each host call that delivers input or moves
/// time (``UIWindow/sendTouches(_:at:)`` and the others), and when asked with
/// ``UIView/layoutIfNeeded()``: the run loop's layout at the end of each turn, headless.
extension UIView {
    /// The most times one call runs the pass over a subtree whose layout keeps marking
    /// views again; what is still marked then waits for the next call.
    static let maximumLayoutRounds = 100

    /// Marks the view and tells its ancestors (R-LY1).
    func markNeedsLayout() {
        layoutState.needsLayout = true
        superview?.noteDescendantNeedsLayout()
    }

    /// Sets ``LayoutState/descendantNeedsLayout`` here and on every ancestor. The walk
    /// goes all the way up, even past views already marked: the pass clears the flags
    /// top-down, so a flag set below a cleared one must still reach the window.
    func noteDescendantNeedsLayout() {
        var view: UIView? = self
        while let current = view {
            current.layoutState.descendantNeedsLayout = true
            view = current.superview
        }
    }

    /// A subtree joined `parent`: UIKit lays out both the added view and its new
    /// superview (R-LY2), and whatever was marked in the subtree now reaches the window.
    func subtreeDidJoin(_ parent: UIView) {
        layoutState.needsLayout = true
        parent.layoutState.needsLayout = true
        parent.noteDescendantNeedsLayout()
    }

    /// What a change of ``bounds`` or ``center`` (or both, through ``frame``) implies: the
    /// animation being described records it (R-AN1); Auto Layout's pins follow it (R-AL4); a
    /// change of size marks the view for layout (R-LY2), and so does a scroll view's change of
    /// origin (R-V8); and resizes its subviews by their
    /// masks (R-LY4).
    func geometryDidChange(bounds oldBounds: CGRect, center oldCenter: CGPoint) {
        if AnimationContext.isRecording {
            if bounds != oldBounds { AnimationContext.record(.bounds(oldBounds), of: self) }
            if center != oldCenter { AnimationContext.record(.center(oldCenter), of: self) }
        }
        if let item = storedLayoutItem { autoLayoutGeometryDidChange(item) }
        // A scroll view is laid out as it scrolls: its content offset is its bounds'
        // origin, and tiled content (a table's rows) is placed in its layoutSubviews (R-V8).
        if bounds.origin != oldBounds.origin, self is UIScrollView { markNeedsLayout() }
        let newSize = bounds.size
        guard newSize != oldBounds.size else { return }
        markNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        if autoresizesSubviews {
            for subview in subviews { subview.autoresize(superviewSizeFrom: oldBounds.size, to: newSize) }
        }
    }

    /// ``layoutIfNeeded()``: on a window, the window's whole update (layout, then the
    /// appearances that wait for it); elsewhere the update-constraints pass over this
    /// subtree, then the layout pass from the highest ancestor that waits for layout, as a
    /// layer's `layoutIfNeeded()` climbs ("the layer's super layers are traversed until a
    /// ancestor layer is found that does not require layout", Apple: CALayer), so that
    /// calling it on a view whose constraint changed lays out the superview that places it.
    func runLayoutPass() {
        if let window = self as? UIWindow {
            window.runUpdate()
            return
        }
        prepareAutoLayout()
        var top = self
        while let superview = top.superview, superview.layoutState.needsLayout { top = superview }
        top.layOutSubtree()
    }

    /// Runs the pass over this subtree until nothing in it is marked (or
    /// ``maximumLayoutRounds`` passes ran); each round first runs the update-constraints
    /// pass and brings the layout engine up to date (R-AL2).
    func layOutSubtree() {
        var rounds = 0
        while rounds < Self.maximumLayoutRounds {
            prepareAutoLayout()
            guard layoutState.isPending else { return }
            rounds += 1
            layOutMarked()
        }
    }

    /// One top-down pass: this view's layout if marked, then its marked subviews', in
    /// subview order.
    private func layOutMarked() {
        if layoutState.needsLayout {
            layoutState.needsLayout = false
            let controller = viewController
            controller?.appearanceIsAppearing()  // after its superview's layout (R-AP1)
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            if let layer = layerIfLoaded { layoutSublayers(of: layer) }  // R-LA3
            controller?.viewDidLayoutSubviews()
        }
        guard layoutState.descendantNeedsLayout else { return }
        layoutState.descendantNeedsLayout = false
        for subview in subviews where subview.layoutState.isPending && subview.superview === self {
            subview.layOutMarked()
        }
    }
}
