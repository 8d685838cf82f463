import Foundation

/// How a view takes part in Auto Layout (R-AL1–R-AL4): where constraints are installed,
/// which engine holds them as views come and go, and how solved frames reach the views.
extension UIView {
    /// The view's Auto Layout item, made on first use.
    var layoutItem: LayoutItem {
        if let storedLayoutItem { return storedLayoutItem }
        let item = LayoutItem(view: self)
        storedLayoutItem = item
        return item
    }

    /// The topmost ancestor: the window, or the root of a hierarchy without one.
    var hierarchyRoot: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// The engine of the view's hierarchy if it has one (a window's is made on demand).
    var layoutEngineIfAny: LayoutEngine? {
        let root = hierarchyRoot
        if let engine = root.storedLayoutItem?.ownedEngine { return engine }
        return root is UIWindow && root.storedLayoutItem?.hierarchyUsesAutoLayout == true ? LayoutEngine.of(root) : nil
    }

    /// Notes that the view's hierarchy uses Auto Layout, so that a window it joins makes an
    /// engine for it; returns the engine if the hierarchy has one.
    @discardableResult
    func noteUsesAutoLayout() -> LayoutEngine? {
        let root = hierarchyRoot
        root.layoutItem.hierarchyUsesAutoLayout = true
        if let engine = root.storedLayoutItem?.ownedEngine { return engine }
        return root is UIWindow ? LayoutEngine.of(root) : nil
    }

    // MARK: Installing constraints (R-AL1)

    /// Installs `constraint` on this view: it is active, listed in ``constraints``, and
    /// goes into the hierarchy's engine at the next pass.
    func install(_ constraint: NSLayoutConstraint) {
        guard constraint.holder == nil else { return }
        layoutItem.installed.append(constraint)
        constraint.holder = self
        constraint.firstTerm.forEachItem { $0.referencing.append(constraint) }
        constraint.secondTerm?.forEachItem { $0.referencing.append(constraint) }
        noteUsesAutoLayout()?.enqueue(constraint)
    }

    /// Removes `constraint` from this view and from the engine: it is inactive.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        storedLayoutItem?.installed.removeAll { $0 === constraint }
        constraint.holder = nil
        constraint.firstTerm.forEachItem { item in item.referencing.removeAll { $0 === constraint } }
        constraint.secondTerm?.forEachItem { item in item.referencing.removeAll { $0 === constraint } }
        constraint.engine?.remove(constraint)
    }

    func setTranslatesAutoresizingMask(_ translates: Bool) {
        let item = layoutItem
        guard item.translatesAutoresizingMaskIntoConstraints != translates else { return }
        item.translatesAutoresizingMaskIntoConstraints = translates
        let engine = noteUsesAutoLayout()
        if item.variables != nil { engine?.refresh(item) } else if !translates { engine?.prepare(item) }
        markNeedsUpdateConstraints()
    }

    // MARK: The hierarchy (R-AL1)

    /// The subtree rooted here left `oldRoot`'s hierarchy: the constraints that tie it to
    /// views outside are deactivated (Apple: `removeFromSuperview()`), and the old engine
    /// forgets the subtree.
    func autoLayoutSubtreeWillLeave(_ oldParent: UIView) {
        let oldRoot = oldParent.hierarchyRoot
        guard oldRoot.storedLayoutItem?.hierarchyUsesAutoLayout == true else { return }
        forEachInSubtree { view in
            guard let item = view.storedLayoutItem else { return }
            for constraint in item.referencing {
                if let holder = constraint.holder, !holder.descends(from: self) { holder.uninstall(constraint) }
            }
            for guide in item.guides {
                for constraint in guide.layoutItem.referencing {
                    if let holder = constraint.holder, !holder.descends(from: self) { holder.uninstall(constraint) }
                }
            }
        }
        guard let engine = oldRoot.storedLayoutItem?.ownedEngine else {
            layoutItem.hierarchyUsesAutoLayout = true
            return
        }
        forEachInSubtree { view in
            guard let item = view.storedLayoutItem else { return }
            for constraint in item.installed { engine.remove(constraint) }
            for guide in item.guides { engine.release(guide.layoutItem) }
            engine.release(item)
        }
        layoutItem.hierarchyUsesAutoLayout = true
    }

    /// The subtree rooted here joined a new hierarchy: its own engine, if it had one as a
    /// root, is dissolved, and the new hierarchy's engine takes its constraints.
    func autoLayoutSubtreeDidJoin() {
        guard let item = storedLayoutItem, item.hierarchyUsesAutoLayout else { return }
        item.hierarchyUsesAutoLayout = false
        if let ownEngine = item.ownedEngine {
            item.ownedEngine = nil
            ownEngine.dissolve()
        }
        noteUsesAutoLayout()?.adopt(self)
    }

    /// A view whose class requires constraint-based layout engages Auto Layout when it
    /// enters a window, and hears ``updateConstraints()`` in the first pass, whether or not
    /// any constraint names it (Apple's `UIView.h`: "constraint-based layout engages
    /// lazily"; R-AL2). Views with constraints are marked when their engine adopts them.
    func markConstraintUpdatesOnJoiningWindow() {
        guard type(of: self).requiresConstraintBasedLayout else { return }
        noteUsesAutoLayout()
        markNeedsUpdateConstraints()
    }

    // MARK: Frames (R-AL2)

    /// The default `layoutSubviews()`: the subviews the engine moved take their solved
    /// frames, rounded to the screen's pixels.
    func applyFramesFromEngine() {
        guard let item = storedLayoutItem, !item.childrenAwaitingFrames.isEmpty else {
            if let scrollView = self as? UIScrollView { scrollView.applyContentSizeFromEngine() }
            return
        }
        // Taken by count, so that the list keeps its storage from frame to frame; a frame set
        // here (an override of `frame` may run code) can only add to the list's end.
        let count = item.childrenAwaitingFrames.count
        let scale = window?.screen.scale ?? UIScreen.main.scale
        for index in 0..<count {
            let child = item.childrenAwaitingFrames[index]
            guard child.needsFrameFromEngine else { continue }
            child.needsFrameFromEngine = false
            guard let view = child.view, view.superview === self, let engine = child.variables?.engine else { continue }
            engine.synchronize()
            let rectangle = engine.rectangle(of: child).roundedToPixels(scale: scale)
            child.isTakingFrameFromEngine = true
            view.frame = view.frame(forAlignmentRect: rectangle)
            child.isTakingFrameFromEngine = false
        }
        item.childrenAwaitingFrames.removeFirst(count)
        if let scrollView = self as? UIScrollView { scrollView.applyContentSizeFromEngine() }
    }

    /// A change of the view's geometry, as Auto Layout sees it: a pinned view's pins move
    /// with it (R-AL4); a view placed by constraints that someone else moved takes its
    /// solved frame back at its superview's next layout, as on iOS.
    func autoLayoutGeometryDidChange(_ item: LayoutItem) {
        guard let engine = item.variables?.engine else { return }
        if item.translatesAutoresizingMaskIntoConstraints {
            engine.pinnedFrameDidChange(item, frame: alignmentRect(forFrame: frame))
        } else if !item.isTakingFrameFromEngine, !item.needsFrameFromEngine, let superview {
            item.needsFrameFromEngine = true
            superview.layoutItem.childrenAwaitingFrames.append(item)
        }
    }

    /// A guide this view owns moved in the engine: a scroll view's content guide sets its
    /// content size at the next layout (R-AL8).
    func layoutGuideDidMove(_ guide: UILayoutGuide) {
        if let scrollView = self as? UIScrollView, guide === scrollView.storedContentLayoutGuide {
            markNeedsLayout()
        }
    }
}

extension UIView {
    /// `exerciseAmbiguityInLayout()`: the engine moves the view's ambiguous variables to
    /// another solution, and its superview applies the frame at the next layout (R-AL11).
    func exerciseAmbiguity() {
        guard let item = storedLayoutItem, let engine = layoutEngineIfAny else { return }
        engine.synchronize()
        engine.exerciseAmbiguity(of: item)
    }
}

extension CGRect {
    /// The rectangle with each edge at the nearest pixel of a screen of `scale` (R-AL2).
    func roundedToPixels(scale: CGFloat) -> CGRect {
        guard scale > 0 else { return self }
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(self.minX), minY = round(self.minY)
        return CGRect(x: minX, y: minY, width: round(maxX) - minX, height: round(maxY) - minY)
    }
}

extension LayoutTerm {
    /// Calls `body` with each item the term reads.
    func forEachItem(_ body: (LayoutItem) -> Void) {
        switch self {
        case .attribute(let item, _): body(item)
        case .distance(let start, _, let end, _):
            body(start)
            if end !== start { body(end) }
        }
    }
}

extension LayoutItem {
    /// The view went: the constraints that still hold this item read `nil` for it, and
    /// nothing it held keeps it alive.
    func viewDidGo() {
        view = nil
        variables?.engine.release(self)
        for constraint in installed { constraint.holder = nil }
        installed = []
        referencing = []
        for guide in guides { guide.storedOwningView = nil }
        ownedEngine?.dissolve()
        ownedEngine = nil
    }
}
