import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A view with an intrinsic content size of its own, as a label or a button has.
@MainActor
final class SizedView: UIView {
    var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ size: CGSize) {
        contentSize = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// A window of 400 × 800 points at 2×, holding a root view that fills it.
@MainActor
func makeAutoLayoutWindow() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.screen = UIScreen(bounds: window.bounds, scale: 2)
    let root = UIView(frame: window.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(root)
    return (window, root)
}

@MainActor @Suite struct ConstraintBasicsTests {
    // R-AL1, R-AL2: a view pinned to its superview's edges takes the frame the equations
    // give, at the next layout pass, not before; and a touch then hits it.
    @Test func aViewPinnedByAnchorsTakesItsFrameAtTheNextPass() {
        let (window, root) = makeAutoLayoutWindow()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 200),
        ])
        #expect(card.frame == .zero)  // "Don't expect frames to change immediately"
        window.layoutIfNeeded()
        // x = 20, width = 400 − 20 − 20, y = 100.
        #expect(card.frame == CGRect(x: 20, y: 100, width: 360, height: 200))
        #expect(window.hitTest(CGPoint(x: 30, y: 150), with: nil) === card)
        #expect(card.constraints.count == 1)   // the height, installed on the card itself
        #expect(root.constraints.count == 3)
        #expect(card.translatesAutoresizingMaskIntoConstraints == false)
    }

    // R-AL2: a constraint's constant changed later moves the view at the next pass; the
    // superview of the view that moved is the one laid out.
    @Test func aNewConstantMovesTheViewAndOnlyItsSuperviewIsLaidOut() {
        let (window, root) = makeAutoLayoutWindow()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        NSLayoutConstraint.activate([top, card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     card.widthAnchor.constraint(equalToConstant: 50), card.heightAnchor.constraint(equalToConstant: 50)])
        window.layoutIfNeeded()
        top.constant = 300
        #expect(card.frame.minY == 100)
        #expect(root.layoutState.needsLayout)
        card.layoutIfNeeded()   // climbs to the superview that places it, as a layer's does
        #expect(card.frame.minY == 300)
    }

    // R-AL3: priorities are strict: a required constraint holds, a higher priority beats
    // any number of lower ones.
    @Test func higherPrioritiesWin() {
        let (window, root) = makeAutoLayoutWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        var narrow: [NSLayoutConstraint] = []
        for _ in 0..<10 {
            let constraint = box.widthAnchor.constraint(equalToConstant: 100)
            constraint.priority = .defaultLow
            narrow.append(constraint)
        }
        NSLayoutConstraint.activate([wide, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor)]
                                    + narrow)
        window.layoutIfNeeded()
        #expect(box.frame.width == 300)
        wide.priority = UILayoutPriority(100)
        window.layoutIfNeeded()
        #expect(box.frame.width == 100)
    }
}

@MainActor @Suite struct ConstraintHierarchyTests {
    // R-AL1: "Activating or deactivating the constraint calls addConstraint(_:) and
    // removeConstraint(_:) on the view that is the closest common ancestor" (Apple:
    // isActive); removing a view removes the constraints that tie it to the rest ("if you
    // removed the yellow view, constraints 1, 2, 4, 6 and 8 would all be removed", Auto
    // Layout Guide), while its own stay.
    @Test func removingAViewRemovesTheConstraintsThatTieItToTheRest() {
        let (window, root) = makeAutoLayoutWindow()
        let yellow = UIView(), green = UIView()
        for view in [yellow, green] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let ties = [yellow.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    green.leadingAnchor.constraint(equalTo: yellow.trailingAnchor, constant: 8),
                    yellow.widthAnchor.constraint(equalTo: green.widthAnchor)]
        let own = yellow.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate(ties + [own])
        #expect(ties.allSatisfy { $0.isActive })
        #expect(root.constraints.count == 3)
        window.layoutIfNeeded()
        yellow.removeFromSuperview()
        #expect(ties.allSatisfy { !$0.isActive })
        #expect(root.constraints.isEmpty)
        #expect(own.isActive)
        #expect(yellow.constraints.map { $0 === own } == [true])
    }

    // R-AL1: a constraint is inactive until activated, and activation needs a common
    // ancestor; deactivating takes it out of its view's list.
    @Test func activationInstallsOnTheClosestCommonAncestor() {
        let (_, root) = makeAutoLayoutWindow()
        let container = UIView(), a = UIView(), b = UIView()
        root.addSubview(container)
        container.addSubview(a)
        root.addSubview(b)
        let constraint = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        #expect(!constraint.isActive)
        constraint.isActive = true
        #expect(root.constraints.contains { $0 === constraint })
        #expect(constraint.firstItem === a && constraint.secondItem === b)
        #expect(constraint.firstAttribute == .top && constraint.secondAttribute == .bottom)
        constraint.isActive = false
        #expect(root.constraints.isEmpty)
    }

    // R-AL4: a view that translates its mask is pinned to its frame: a view constrained to
    // it follows when its frame changes by hand.
    @Test func aViewConstrainedToAFrameBasedViewFollowsIt() {
        let (window, root) = makeAutoLayoutWindow()
        let framed = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(framed)
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 4),
            badge.centerYAnchor.constraint(equalTo: framed.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 114, y: 35, width: 20, height: 20))
        framed.frame.origin = CGPoint(x: 200, y: 300)
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 304, y: 315, width: 20, height: 20))
    }

    // R-AL4, R-LY3: the window's root view follows the window's size, and views pinned to
    // it follow the root view.
    @Test func constrainedViewsFollowAWindowResize() {
        let (window, root) = makeAutoLayoutWindow()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.bottomAnchor), bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 750, width: 400, height: 50))
        window.resize(to: CGSize(width: 800, height: 400))
        #expect(bar.frame == CGRect(x: 0, y: 350, width: 800, height: 50))
    }

    // R-AL2: frames are rounded to the screen's pixels, each edge to the nearest: three
    // equal widths in 100 points at 2× have edges at 0, 33.5, 66.5 and 100.
    @Test func framesAreRoundedToPixelsEdgeByEdge() {
        let (window, root) = makeAutoLayoutWindow()
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        root.addSubview(strip)
        let parts = (0..<3).map { _ in UIView() }
        for part in parts {
            part.translatesAutoresizingMaskIntoConstraints = false
            strip.addSubview(part)
            NSLayoutConstraint.activate([part.topAnchor.constraint(equalTo: strip.topAnchor),
                                         part.heightAnchor.constraint(equalToConstant: 10)])
        }
        NSLayoutConstraint.activate([
            parts[0].leadingAnchor.constraint(equalTo: strip.leadingAnchor),
            parts[1].leadingAnchor.constraint(equalTo: parts[0].trailingAnchor),
            parts[2].leadingAnchor.constraint(equalTo: parts[1].trailingAnchor),
            parts[2].trailingAnchor.constraint(equalTo: strip.trailingAnchor),
            parts[1].widthAnchor.constraint(equalTo: parts[0].widthAnchor),
            parts[2].widthAnchor.constraint(equalTo: parts[0].widthAnchor),
        ])
        window.layoutIfNeeded()
        #expect(parts.map(\.frame.minX) == [0, 33.5, 66.5])
        #expect(parts.map(\.frame.width) == [33.5, 33, 33.5])
    }

    // R-AL2: a view placed by constraints that is moved by hand keeps the new frame only
    // until its superview is next laid out, as on iOS.
    @Test func aConstrainedViewMovedByHandReturnsAtTheNextLayout() {
        let (window, root) = makeAutoLayoutWindow()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                                     card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()
        #expect(card.center == CGPoint(x: 200, y: 400))
        card.center = CGPoint(x: 50, y: 50)
        window.layoutIfNeeded()
        #expect(card.center == CGPoint(x: 50, y: 50))   // nothing asked for layout
        root.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(card.center == CGPoint(x: 200, y: 400))
    }

    // R-AL5: a constraint change animates when laid out inside an animation block: the
    // model frame is the new one at once, the presentation moves along the curve.
    @Test func layoutIfNeededInsideAnAnimationAnimatesTheConstraintChange() {
        let (window, root) = makeAutoLayoutWindow()
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let top = panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 0)
        NSLayoutConstraint.activate([top, panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()
        top.constant = 400
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() },
                       completion: { finished = $0 })
        #expect(panel.frame.minY == 400)
        let simulator = TouchSimulator(window: window)
        simulator.advance(by: 0.25)
        #expect(abs(panel.layer.presentation()!.frame.minY - 100) < 1e-9)   // a quarter of 400, linearly
        simulator.settle()
        #expect(finished == true)
        #expect(panel.layer.presentation()!.frame.minY == 400)
    }

    // R-AL6: systemLayoutSizeFitting finds the size a view's constraints give it: a 120 × 20
    // content 10 points in from each edge is 140 × 40 compressed; with its width fixed at
    // 300, the content stretches (its hugging is below required) and the height stays 40.
    @Test func systemLayoutSizeFittingMeasuresWithTheViewsOwnConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let content = SizedView(CGSize(width: 120, height: 20))
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            container.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 10),
            content.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            container.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 10),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 40))
        #expect(container.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 40))
        #expect(container.frame.size == CGSize(width: 10, height: 10))   // measuring moves nothing
    }

    // R-AL8: "Constraints between the edges or margins of the scroll view and its content
    // attach to the scroll view's content area"; "constraints between the height, width, or
    // centers attach to the scroll view's frame" (Auto Layout Guide): content pinned to a
    // scroll view's edges and as wide as it sets the content size.
    @Test func contentPinnedToAScrollViewSetsItsContentSize() {
        let (window, root) = makeAutoLayoutWindow()
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor), scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor), scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor), content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor), content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor), content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        window.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 2000))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 2000))
        TouchSimulator(window: window).drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
        #expect(scrollView.contentOffset.y > 0)
    }

    // R-AL6: the baseline of a view without text is its bottom edge.
    @Test func theBaselineOfAViewWithoutTextIsItsBottom() {
        let (window, root) = makeAutoLayoutWindow()
        let tall = SizedView(CGSize(width: 50, height: 40)), short = SizedView(CGSize(width: 50, height: 10))
        root.addSubview(tall)
        root.addSubview(short)
        NSLayoutConstraint.activate([
            tall.leadingAnchor.constraint(equalTo: root.leadingAnchor), tall.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            short.leadingAnchor.constraint(equalTo: tall.trailingAnchor), short.lastBaselineAnchor.constraint(equalTo: tall.lastBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(short.frame == CGRect(x: 50, y: 130, width: 50, height: 10))
    }

    // R-AL1: UIKit's description of a constraint.
    @Test func aConstraintDescribesItselfAsUIKitDoes() {
        let view = UIView()
        let height = view.heightAnchor.constraint(equalToConstant: 100)
        height.identifier = "card height"
        let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)
        #expect(height.description.contains("'card height' UIView:\(address).height == 100>"))
        let other = UIView()
        view.addSubview(other)
        let leading = other.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8)
        leading.priority = .defaultHigh
        leading.isActive = true
        #expect(leading.description.hasSuffix(".leading + 8 @750   (active)>"))
    }
}
