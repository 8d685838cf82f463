import Foundation

/// The constraints a stack view makes for its arrangement (R-AL9), with the relations,
/// priorities and identifiers of UIKit's (as dumped from iOS by kean's Arranged, whose
/// constraints are UIKit's own, and read from UIKitCore's `_UIOrderedLayoutArrangement`):
///
/// - along the axis: the first and last arranged views touch the stack's ends
///   (`UISV-canvas-connection`), each follows the one before by the spacing
///   (`UISV-spacing`; at least the spacing for the equal distributions), halved beside a
///   hidden view and 0 in a run of hidden views at either end; a hidden view's length is
///   0 (`UISV-hiding`); then the distribution's own constraints;
/// - across it: the views aligned to the first visible one (`UISV-alignment`); with
///   `.fill` that view touches both sides, otherwise a spanning guide encloses the views
///   and shrinks onto them at priority 51, so that an unconstrained stack is as thick as
///   its thickest view.
@MainActor
struct StackArrangement {
    let stack: UIStackView
    /// The guides the constraints use, added to the stack.
    private(set) var guides: [UILayoutGuide] = []
    private var made: [NSLayoutConstraint] = []

    init(stack: UIStackView) { self.stack = stack }

    private var horizontal: Bool { stack.axis == .horizontal }
    /// What the arrangement is placed in: the stack, or its margins guide.
    private var canvas: LayoutItem {
        stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide.layoutItem : stack.layoutItem
    }

    // The attributes along the axis and across it.
    private var start: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
    private var end: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    private var center: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
    private var length: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
    private var crossStart: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
    private var crossEnd: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
    private var crossCenter: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }
    private var breadth: NSLayoutConstraint.Attribute { horizontal ? .height : .width }

    /// Every constraint of the arrangement, inactive.
    mutating func constraints() -> [NSLayoutConstraint] {
        let views = stack.arrangedSubviews
        guard !views.isEmpty else { return [] }
        let visible = views.filter { !$0.isHidden }
        for view in views where view.isHidden {
            add(view.layoutItem, length, .equal, nil, .notAnAttribute, priority: 999.999, "UISV-hiding")
        }
        distribute(views, visible: visible)
        align(visible)
        return made
    }

    // MARK: Along the axis

    private mutating func distribute(_ views: [UIView], visible: [UIView]) {
        add(views[0].layoutItem, start, .equal, canvas, start, "UISV-canvas-connection")
        add(canvas, end, .equal, views[views.count - 1].layoutItem, end, "UISV-canvas-connection")
        let isEqualDistribution = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        for index in 0..<(views.count - 1) {
            let (before, after) = (views[index], views[index + 1])
            var gap = stack.gap(after: index)
            if !views[...index].contains(where: { !$0.isHidden }) || !views[(index + 1)...].contains(where: { !$0.isHidden }) {
                gap = 0
            } else if before.isHidden || after.isHidden {
                gap /= 2
            }
            let baselines = !horizontal && stack.isBaselineRelativeArrangement
            add(after.layoutItem, baselines ? .firstBaseline : start, isEqualDistribution ? .greaterThanOrEqual : .equal,
                before.layoutItem, baselines ? .lastBaseline : end, constant: gap, "UISV-spacing")
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            fillEqually(visible)
        case .fillProportionally:
            fillProportionally(visible)
        case .equalSpacing, .equalCentering:
            spaceEqually(visible, centers: stack.distribution == .equalCentering)
        }
    }

    private mutating func fillEqually(_ visible: [UIView]) {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() { add(view.layoutItem, length, .equal, first.layoutItem, length, "UISV-fill-equally") }
    }

    /// Each view's length is its share of the stack's: its intrinsic length over the sum
    /// of the intrinsic lengths and the gaps, at 999 for the first and one less for each
    /// next (at least 751). As on iOS, the gaps are counted in the sum, so that the last
    /// views absorb the difference; views without an intrinsic length get none.
    private mutating func fillProportionally(_ visible: [UIView]) {
        let lengths = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return max(0, horizontal ? size.width : size.height)
        }
        let spacing = stack.spacing == UIStackView.spacingUseSystem ? systemSpacing
            : stack.spacing == UIStackView.spacingUseDefault ? 0 : stack.spacing
        let gaps = spacing * CGFloat(max(0, visible.count - 1))
        let total = lengths.reduce(0, +) + gaps
        guard total > max(gaps, 1) else { return fillEqually(visible) }
        for (index, (view, intrinsic)) in zip(visible, lengths).enumerated() {
            if intrinsic > 0 {
                let share = intrinsic / total
                add(view.layoutItem, length, .equal, canvas, length, multiplier: share,
                    priority: share == 1 ? 1000 : Float(max(999 - index, 751)), "UISV-fill-proportionally")
            } else {
                add(view.layoutItem, length, .equal, nil, .notAnAttribute, "UISV-fill-proportionally")
            }
        }
    }

    /// Guides fill the gaps (between edges, or between centers) and are kept equal:
    /// required for equal spacing, from priority 149 down for equal centering, which gives
    /// way before the minimum spacing does; the stack shrinks onto its views at 49.
    private mutating func spaceEqually(_ visible: [UIView], centers: Bool) {
        guard visible.count > 1 else { return }
        var gapGuides: [UILayoutGuide] = []
        for (before, after) in zip(visible, visible.dropFirst()) {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            stack.addLayoutGuide(guide)
            gapGuides.append(guide)
            add(guide.layoutItem, start, .equal, before.layoutItem, centers ? center : end, "UISV-distributing-edge")
            add(guide.layoutItem, end, .equal, after.layoutItem, centers ? center : start, "UISV-distributing-edge")
        }
        for (index, guide) in gapGuides.enumerated().dropFirst() {
            add(guide.layoutItem, length, .equal, gapGuides[0].layoutItem, length,
                priority: centers ? Float(max(150 - index, 50)) : 1000, "UISV-fill-equally")
        }
        guides += gapGuides
        add(stack.layoutItem, length, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
    }

    // MARK: Across the axis

    private mutating func align(_ visible: [UIView]) {
        guard let first = visible.first?.layoutItem else { return }
        var alignment = stack.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        if alignment == .fill {
            add(first, crossStart, .equal, canvas, crossStart, "UISV-canvas-connection")
            add(canvas, crossEnd, .equal, first, crossEnd, "UISV-canvas-connection")
            for view in visible.dropFirst() {
                add(view.layoutItem, crossStart, .equal, first, crossStart, "UISV-alignment")
                add(view.layoutItem, crossEnd, .equal, first, crossEnd, "UISV-alignment")
            }
            return
        }
        let aligned: NSLayoutConstraint.Attribute = switch alignment {
        case .leading: crossStart
        case .trailing: crossEnd
        case .center: crossCenter
        case .firstBaseline: .firstBaseline
        default: .lastBaseline
        }
        for view in visible.dropFirst() { add(view.layoutItem, aligned, .equal, first, aligned, "UISV-alignment") }
        let spanner = UILayoutGuide()
        spanner.identifier = "UISV-alignment-spanner"
        stack.addLayoutGuide(spanner)
        guides.append(spanner)
        for view in visible {
            add(spanner.layoutItem, crossStart, .lessThanOrEqual, view.layoutItem, crossStart, "UISV-spanning-boundary")
            add(spanner.layoutItem, crossEnd, .greaterThanOrEqual, view.layoutItem, crossEnd, "UISV-spanning-boundary")
            add(view.layoutItem, breadth, .equal, nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression")
        }
        add(spanner.layoutItem, breadth, .equal, nil, .notAnAttribute, priority: 51, "UISV-spanning-fit")
        switch alignment {
        case .leading:
            add(first, crossStart, .equal, canvas, crossStart, "UISV-canvas-connection")
            add(canvas, crossEnd, .equal, spanner.layoutItem, crossEnd, "UISV-canvas-connection")
        case .trailing:
            add(spanner.layoutItem, crossStart, .equal, canvas, crossStart, "UISV-canvas-connection")
            add(canvas, crossEnd, .equal, first, crossEnd, "UISV-canvas-connection")
        default:
            add(spanner.layoutItem, crossStart, .equal, canvas, crossStart, "UISV-canvas-connection")
            add(canvas, crossEnd, .equal, spanner.layoutItem, crossEnd, "UISV-canvas-connection")
            if alignment == .center {
                add(canvas, crossCenter, .equal, first, crossCenter, "UISV-canvas-connection")
            } else {
                add(stack.layoutItem, breadth, .equal, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit")
            }
        }
    }

    // MARK: Making constraints

    private mutating func add(_ first: LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute,
                              _ relation: NSLayoutConstraint.Relation, _ second: LayoutItem?,
                              _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                              priority: Float = 1000, _ identifier: String) {
        let constraint = NSLayoutConstraint(first: .attribute(first, firstAttribute), relation: relation,
                                            second: second.map { .attribute($0, secondAttribute) },
                                            multiplier: multiplier, constant: constant,
                                            priority: UILayoutPriority(priority))
        constraint.identifier = identifier
        made.append(constraint)
    }
}
