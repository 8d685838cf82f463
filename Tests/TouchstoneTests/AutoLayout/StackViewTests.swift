import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

// UIStackView (R-AL9), its distributions and alignments checked against the frames
// Apple's descriptions imply, worked out by hand in each comment. The stacks are placed in
// a 400 × 800 window at 2× (makeAutoLayoutWindow).

@MainActor
private func stack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, in root: UIView,
                   frame: CGRect? = CGRect(x: 0, y: 0, width: 300, height: 100)) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: frame?.minX ?? 0),
                       stack.topAnchor.constraint(equalTo: root.topAnchor, constant: frame?.minY ?? 0)]
    if let frame {
        constraints += [stack.widthAnchor.constraint(equalToConstant: frame.width), stack.heightAnchor.constraint(equalToConstant: frame.height)]
    }
    NSLayoutConstraint.activate(constraints)
    return stack
}

@MainActor @Suite struct StackViewTests {
    // The Guide's Simple Stack View: a vertical fill stack, spacing 8, of a label (21 tall,
    // hugging 251), an image view (hugging 249, resisting 749) and a button (30 tall): "the
    // views are stretched based on their CHCR priorities", so the image takes what is left:
    // 703 − 21 − 30 − 2 × 8 = 636, in a stack 358 × 703 (its margins-and-bars frame, 16,
    // 47 + 8, to 8 above the home indicator's 810).
    @Test func theGuidesSimpleStackView() {
        let label = SizedView(CGSize(width: 120, height: 21)), image = SizedView(CGSize(width: 300, height: 300))
        let button = SizedView(CGSize(width: 60, height: 30))
        label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        image.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        image.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let stackView = UIStackView(arrangedSubviews: [label, image, button])
        stackView.axis = .vertical
        stackView.spacing = 8
        window.rootViewController = ExampleController { controller in
            stackView.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(stackView)
            let margins = controller.view.layoutMarginsGuide, safe = controller.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                stackView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                stackView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                stackView.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                safe.bottomAnchor.constraint(equalTo: stackView.bottomAnchor, constant: 8),
            ])
        }
        window.layoutIfNeeded()
        #expect(stackView.frame == CGRect(x: 16, y: 55, width: 358, height: 747))
        #expect(label.frame == CGRect(x: 0, y: 0, width: 358, height: 21))
        #expect(image.frame == CGRect(x: 0, y: 29, width: 358, height: 680))
        #expect(button.frame == CGRect(x: 0, y: 717, width: 358, height: 30))
        #expect(stackView.constraints.contains { $0.identifier == "UISV-spacing" })
        #expect(stackView.constraints.contains { $0.identifier == "UISV-canvas-connection" })
    }

    // .fill: the view that hugs less takes the extra length. 300 − 10 = 290 for 60 + 100:
    // the second (hugging 200) grows to 230.
    @Test func fillGivesTheExtraLengthToTheViewThatHugsLess() {
        let (window, root) = makeAutoLayoutWindow()
        let a = SizedView(CGSize(width: 60, height: 20)), b = SizedView(CGSize(width: 100, height: 20))
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let stackView = stack([a, b], in: root)
        stackView.spacing = 10
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 60, height: 100))
        #expect(b.frame == CGRect(x: 70, y: 0, width: 230, height: 100))
    }

    // .fillEqually: (300 − 2 × 15) / 3 = 90 each, whatever their intrinsic sizes.
    @Test func fillEquallyMakesTheViewsOneSize() {
        let (window, root) = makeAutoLayoutWindow()
        let views = [SizedView(CGSize(width: 10, height: 5)), SizedView(CGSize(width: 200, height: 5)), UIView()]
        let stackView = stack(views, in: root)
        stackView.distribution = .fillEqually
        stackView.spacing = 15
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 105, 210])
        #expect(views.map(\.frame.width) == [90, 90, 90])
    }

    // .fillProportionally with no spacing: lengths in proportion to the intrinsic lengths
    // 160 : 80 : 40 of 560 points, 320, 160, 80 (kean's measured multipliers 4/7, 2/7, 1/7).
    @Test func fillProportionallySharesByIntrinsicLength() {
        let (window, root) = makeAutoLayoutWindow()
        let views = [SizedView(CGSize(width: 160, height: 5)), SizedView(CGSize(width: 80, height: 5)),
                     SizedView(CGSize(width: 40, height: 5))]
        let stackView = stack(views, in: root, frame: CGRect(x: 0, y: 0, width: 560, height: 20))
        stackView.distribution = .fillProportionally
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [320, 160, 80])
        let shares = stackView.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(shares.map(\.priority.rawValue) == [999, 998, 997])
    }

    // .equalSpacing: views keep their intrinsic widths (40, 60, 20) and the 300 − 120 = 180
    // left over is shared by the two gaps, 90 each.
    @Test func equalSpacingSharesTheLeftoverBetweenTheGaps() {
        let (window, root) = makeAutoLayoutWindow()
        let views = [SizedView(CGSize(width: 40, height: 5)), SizedView(CGSize(width: 60, height: 5)),
                     SizedView(CGSize(width: 20, height: 5))]
        let stackView = stack(views, in: root)
        stackView.distribution = .equalSpacing
        stackView.spacing = 4
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 130, 280])
        #expect(views.map(\.frame.width) == [40, 60, 20])
    }

    // .equalCentering: the first starts at 0, the last ends at 300, centers equally apart:
    // centers 20 and 290, so the middle one is centered at 155.
    @Test func equalCenteringSpacesTheCenters() {
        let (window, root) = makeAutoLayoutWindow()
        let views = [SizedView(CGSize(width: 40, height: 5)), SizedView(CGSize(width: 60, height: 5)),
                     SizedView(CGSize(width: 20, height: 5))]
        let stackView = stack(views, in: root)
        stackView.distribution = .equalCentering
        window.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [20, 155, 290])
    }

    // A hidden arranged view collapses: "they are not displayed and do not affect the layout
    // of the other arranged views" (Auto Layout Guide). Three 50-wide views, spacing 10:
    // the middle one hidden leaves 0, 60 for the others; shown again, 0, 60, 120.
    @Test func aHiddenArrangedViewCollapses() {
        let (window, root) = makeAutoLayoutWindow()
        let views = (0..<3).map { _ in SizedView(CGSize(width: 50, height: 10)) }
        let stackView = stack(views, in: root, frame: nil)
        stackView.spacing = 10
        views[1].isHidden = true
        window.layoutIfNeeded()
        #expect(views[0].frame.minX == 0)
        #expect(views[1].frame.width == 0)
        #expect(views[2].frame.minX == 60)
        #expect(stackView.frame.width == 110)
        views[1].isHidden = false
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60, 120])
        #expect(stackView.frame.size == CGSize(width: 170, height: 10))
    }

    // Alignment across a horizontal stack with no height of its own: it is as tall as its
    // tallest view (40); .top, .center and .bottom place a 10-tall view at 0, 15 and 30.
    @Test(arguments: [(UIStackView.Alignment.top, 0.0), (.center, 15), (.bottom, 30)])
    func alignmentPlacesViewsAcross(alignment: UIStackView.Alignment, shortY: Double) {
        let (window, root) = makeAutoLayoutWindow()
        let tall = SizedView(CGSize(width: 20, height: 40)), short = SizedView(CGSize(width: 20, height: 10))
        let stackView = stack([tall, short], in: root, frame: nil)
        stackView.alignment = alignment
        window.layoutIfNeeded()
        #expect(stackView.frame.size == CGSize(width: 40, height: 40))
        #expect(short.frame == CGRect(x: 20, y: shortY, width: 20, height: 10))
        #expect(tall.frame.minY == 0)
    }

    // Layout-margins-relative arrangement: within the stack's 8-point margins; custom
    // spacing after a view overrides the stack's.
    @Test func marginsRelativeArrangementAndCustomSpacing() {
        let (window, root) = makeAutoLayoutWindow()
        let views = (0..<3).map { _ in SizedView(CGSize(width: 30, height: 10)) }
        let stackView = stack(views, in: root, frame: nil)
        stackView.isLayoutMarginsRelativeArrangement = true
        stackView.spacing = 5
        stackView.setCustomSpacing(25, after: views[0])
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [8, 63, 98])
        #expect(stackView.frame.size == CGSize(width: 136, height: 26))   // 8 + 30 + 25 + 30 + 5 + 30 + 8
        #expect(stackView.customSpacing(after: views[0]) == 25)
        #expect(stackView.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    }

    // Arranged views: adding makes a subview that no longer translates its mask; removing
    // from the arrangement keeps it a subview; removing it from the stack removes it from
    // the arrangement.
    @Test func arrangedSubviewsFollowTheirOwnRules() {
        let a = UIView(), b = UIView(), c = UIView()
        let stackView = UIStackView(arrangedSubviews: [a, b])
        #expect(stackView.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        stackView.insertArrangedSubview(c, at: 0)
        #expect(stackView.arrangedSubviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        stackView.removeArrangedSubview(a)
        #expect(stackView.arrangedSubviews.count == 2)
        #expect(a.superview === stackView)
        b.removeFromSuperview()
        #expect(stackView.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
        #expect(stackView.axis == .horizontal && stackView.distribution == .fill && stackView.alignment == .fill)
        #expect(stackView.spacing == 0)
    }

    // Nested stacks: a vertical stack of two horizontal rows, each a 40-wide label and a
    // field that takes the rest of 300, spacing 8; rows 30 tall, 8 apart.
    @Test func nestedStackViews() {
        let (window, root) = makeAutoLayoutWindow()
        var fields: [UIView] = []
        let rows = (0..<2).map { _ -> UIStackView in
            let label = SizedView(CGSize(width: 40, height: 20)), field = SizedView(CGSize(width: 100, height: 30))
            label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            fields.append(field)
            let row = UIStackView(arrangedSubviews: [label, field])
            row.spacing = 8
            row.alignment = .lastBaseline
            return row
        }
        let column = stack(rows, axis: .vertical, in: root, frame: nil)
        column.spacing = 8
        column.widthAnchor.constraint(equalToConstant: 300).isActive = true
        window.layoutIfNeeded()
        #expect(column.frame.size == CGSize(width: 300, height: 68))
        #expect(rows[1].frame == CGRect(x: 0, y: 38, width: 300, height: 30))
        #expect(fields[0].frame == CGRect(x: 48, y: 0, width: 252, height: 30))
        #expect(fields[1].convert(fields[1].bounds, to: column) == CGRect(x: 48, y: 38, width: 252, height: 30))
    }
}
