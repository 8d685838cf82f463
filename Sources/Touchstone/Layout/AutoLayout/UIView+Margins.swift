import Foundation

/// Layout margins, the safe area and the guides that follow them (R-AL8).
///
/// A view's safe area is what its window's safe area (which the host sets) covers of it,
/// plus a view controller's `additionalSafeAreaInsets` on its root view; its margins are
/// 8 points, at least the controller's system minimum on a root view, measured from the
/// safe area's edges unless `insetsLayoutMarginsFromSafeArea` is false. The guides UIKit
/// makes on first use (`layoutMarginsGuide`, `safeAreaLayoutGuide`,
/// `readableContentGuide`) are constrained to the view by constraints UIKit names
/// (`UIView-leftMargin-guide-constraint`, `UIViewSafeAreaLayoutGuide-left`, …), whose
/// constants follow the insets at each layout pass.
extension UIView {
    /// The guides UIKit makes for a view.
    enum SystemGuide {
        case margins, safeArea, readableContent
    }

    /// The width a readable content guide is at most: the readable width at the default
    /// text size, as measured on iOS (Est).
    static let readableWidth: CGFloat = 672

    /// The guide of `kind`, made with its constraints on first use.
    func systemGuide(_ kind: SystemGuide) -> UILayoutGuide {
        let item = layoutItem
        switch kind {
        case .margins: if let guide = item.layoutMarginsGuide { return guide }
        case .safeArea: if let guide = item.safeAreaLayoutGuide { return guide }
        case .readableContent: if let guide = item.readableContentGuide { return guide }
        }
        let guide = UILayoutGuide()
        adoptLayoutGuide(guide)
        var constraints: [NSLayoutConstraint]
        switch kind {
        case .margins:
            guide.identifier = "UIViewLayoutMarginsGuide"
            item.layoutMarginsGuide = guide
            constraints = edgeConstraints(for: guide, prefix: "UIView-", suffix: "Margin-guide-constraint",
                                          insets: effectiveLayoutMargins)
            item.marginsGuideEdges = constraints
            item.reportedMargins = effectiveLayoutMargins
        case .safeArea:
            guide.identifier = "UIViewSafeAreaLayoutGuide"
            item.safeAreaLayoutGuide = guide
            constraints = edgeConstraints(for: guide, prefix: "UIViewSafeAreaLayoutGuide-", suffix: "",
                                          insets: computedSafeAreaInsets)
            item.safeAreaGuideEdges = constraints
        case .readableContent:
            guide.identifier = "UIViewReadableContentGuide"
            item.readableContentGuide = guide
            let margins = layoutMarginsGuide
            constraints = [
                guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
                guide.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
                guide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableWidth),
                guide.widthAnchor.constraint(equalTo: margins.widthAnchor),
                guide.topAnchor.constraint(equalTo: margins.topAnchor),
                guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ]
            constraints[4].priority = .required - 1
            for constraint in constraints { constraint.identifier = "UIView-readableContentGuide-constraint" }
        }
        NSLayoutConstraint.activate(constraints)
        noteUsesAutoLayout()?.watchInsets(of: item)
        return guide
    }

    /// The four constraints that hold `guide` `insets` inside the view, left, right, top,
    /// bottom, in that order.
    private func edgeConstraints(for guide: UILayoutGuide, prefix: String, suffix: String,
                                 insets: UIEdgeInsets) -> [NSLayoutConstraint] {
        let constraints = [
            guide.leftAnchor.constraint(equalTo: leftAnchor, constant: insets.left),
            rightAnchor.constraint(equalTo: guide.rightAnchor, constant: insets.right),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: insets.bottom),
        ]
        for (constraint, edge) in zip(constraints, ["left", "right", "top", "bottom"]) {
            constraint.identifier = prefix + edge + suffix
        }
        return constraints
    }

    /// Moves a guide's edge constraints (left, right, top, bottom) to `insets`.
    private func move(_ edges: [NSLayoutConstraint], to insets: UIEdgeInsets) {
        guard edges.count == 4 else { return }
        edges[0].constant = insets.left
        edges[1].constant = insets.right
        edges[2].constant = insets.top
        edges[3].constant = insets.bottom
    }

    // MARK: Guides of one's own

    func adoptLayoutGuide(_ guide: UILayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.dropLayoutGuide(guide) }
        guard guide.owningView !== self else { return }
        layoutItem.guides.append(guide)
        guide.storedOwningView = self
    }

    func dropLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in guide.layoutItem.referencing { constraint.holder?.uninstall(constraint) }
        layoutItem.guides.removeAll { $0 === guide }
        guide.layoutItem.variables?.engine.release(guide.layoutItem)
        guide.storedOwningView = nil
    }

    // MARK: Margins

    /// The margins set on the view, or its default: 8 points on each side, the system
    /// minimum on a view controller's root view.
    var specifiedLayoutMargins: UIEdgeInsets {
        if let margins = storedLayoutItem?.specifiedLayoutMargins { return margins }
        if let controller = viewController { return controller.systemMinimumLayoutMargins.leftToRight }
        return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        let item = layoutItem
        let before = effectiveLayoutMargins
        item.specifiedLayoutMargins = margins
        if item.reportedMargins == nil {
            // No guide follows the margins yet: the view hears of the change here.
            item.reportedMargins = effectiveLayoutMargins
            if item.reportedMargins != before {
                layoutMarginsDidChange()
                viewController?.viewLayoutMarginsDidChange()
            }
        }
        marginsDidChange()
    }

    /// The margins as the margins guide has them: the specified ones, at least the system
    /// minimum on a root view that respects it, from the safe area's edges, and at least
    /// as far in as the superview's margins when the view preserves them.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = specifiedLayoutMargins
        if let controller = viewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins.leftToRight
            margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                                   bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
        }
        if insetsLayoutMarginsFromSafeArea { margins = margins + computedSafeAreaInsets }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.effectiveLayoutMargins
            let rectangle = frame.offsetBy(dx: -superview.bounds.minX, dy: -superview.bounds.minY)
            let size = superview.bounds.size
            margins.left = max(margins.left, outer.left - rectangle.minX)
            margins.top = max(margins.top, outer.top - rectangle.minY)
            margins.right = max(margins.right, rectangle.maxX - (size.width - outer.right))
            margins.bottom = max(margins.bottom, rectangle.maxY - (size.height - outer.bottom))
        }
        return margins
    }

    /// The margins' inputs changed: the guide moves now, and the view hears of it.
    func marginsDidChange() {
        refreshInsetGuides()
        setNeedsLayout()
    }

    // MARK: The safe area

    var computedSafeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow { return window.storedLayoutItem?.hostSafeAreaInsets ?? .zero }
        var insets = UIEdgeInsets.zero
        if let superview {
            let outer = superview.computedSafeAreaInsets
            if outer != .zero {
                let rectangle = frame.offsetBy(dx: -superview.bounds.minX, dy: -superview.bounds.minY)
                let size = superview.bounds.size
                insets = UIEdgeInsets(
                    top: min(rectangle.height, max(0, outer.top - rectangle.minY)),
                    left: min(rectangle.width, max(0, outer.left - rectangle.minX)),
                    bottom: min(rectangle.height, max(0, rectangle.maxY - (size.height - outer.bottom))),
                    right: min(rectangle.width, max(0, rectangle.maxX - (size.width - outer.right))))
            }
        }
        if let controller = viewController { insets = insets + controller.additionalSafeAreaInsets }
        return insets
    }

    /// Brings the view's guides to its current safe area and margins, and tells it (and
    /// its controller) when they changed (R-AL8). Returns whether anything changed.
    @discardableResult
    func refreshInsetGuides() -> Bool {
        let item = layoutItem
        var changed = false
        let safeArea = computedSafeAreaInsets
        if safeArea != item.reportedSafeAreaInsets ?? .zero || (item.reportedSafeAreaInsets == nil && item.safeAreaLayoutGuide != nil) {
            let isFirst = item.reportedSafeAreaInsets == nil
            item.reportedSafeAreaInsets = safeArea
            move(item.safeAreaGuideEdges, to: safeArea)
            if !isFirst || safeArea != .zero {
                changed = true
                safeAreaInsetsDidChange()
                viewController?.viewSafeAreaInsetsDidChange()
            }
        }
        let margins = effectiveLayoutMargins
        if margins != item.reportedMargins {
            let isFirst = item.reportedMargins == nil
            item.reportedMargins = margins
            move(item.marginsGuideEdges, to: margins)
            if !isFirst {
                changed = true
                layoutMarginsDidChange()
                viewController?.viewLayoutMarginsDidChange()
            }
        }
        return changed
    }
}

extension UIEdgeInsets {
    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}

extension UIWindow {
    /// Sets the window's safe area: how far the status bar, a notch, the home indicator
    /// or a host's own chrome cover its edges. Zero by default. A Touchstone addition: on
    /// iOS the system sets it. Views whose safe area changes hear `safeAreaInsetsDidChange()`,
    /// and the guides that follow it move at the next layout pass (R-AL8).
    public func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        layoutItem.hostSafeAreaInsets = insets
        noteUsesAutoLayout()
        forEachInSubtree { view in
            if view.computedSafeAreaInsets != view.storedLayoutItem?.reportedSafeAreaInsets ?? .zero {
                view.refreshInsetGuides()
            }
        }
        setNeedsLayout()
    }
}
