import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A view placed by constraints that logs its update and layout calls.
@MainActor
final class PassLogView: UIView {
    let label: String
    let log: SceneLog

    init(_ label: String, log: SceneLog) {
        self.label = label
        self.log = log
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        log.append("\(label).updateConstraints")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.append("\(label).layoutSubviews")
        super.layoutSubviews()
    }
}

/// A view whose class needs constraint-based layout, without any constraint.
@MainActor
final class ConstraintBasedView: UIView {
    var updates = 0
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

@MainActor
final class ConstraintLogController: LifecycleLogController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        NSLayoutConstraint.activate([child.topAnchor.constraint(equalTo: view.topAnchor), child.leadingAnchor.constraint(equalTo: view.leadingAnchor)])
    }

    override func updateViewConstraints() {
        log.append("\(label).updateViewConstraints")
        super.updateViewConstraints()
    }
}

@MainActor @Suite struct ConstraintPassesTests {
    /// A parent placed in the root, and a child placed in the parent, both by constraints.
    private func stage(_ log: SceneLog) -> (UIWindow, PassLogView, PassLogView) {
        let (window, root) = makeAutoLayoutWindow()
        let parent = PassLogView("parent", log: log), child = PassLogView("child", log: log)
        root.addSubview(parent)
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: root.leadingAnchor), parent.topAnchor.constraint(equalTo: root.topAnchor),
            parent.widthAnchor.constraint(equalToConstant: 200), parent.heightAnchor.constraint(equalToConstant: 200),
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor), child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.5),
        ])
        return (window, parent, child)
    }

    // R-AL2: "Updates the constraints from the bottom up" (UIKit's UIView.h), then the
    // layout pass top-down (WWDC 2015 "Mysteries of Auto Layout, Part 2": "Traverse the
    // view hierarchy, top-down"), each view's frame set by its superview's layoutSubviews.
    @Test func constraintsUpdateBottomUpThenLayoutRunsTopDown() {
        let log = SceneLog()
        let (window, parent, child) = stage(log)
        window.layoutIfNeeded()
        #expect(log.entries == ["child.updateConstraints", "parent.updateConstraints",
                                "parent.layoutSubviews", "child.layoutSubviews"])
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(child.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        log.clear()
        child.setNeedsUpdateConstraints()
        parent.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints())
        window.layoutIfNeeded()
        #expect(log.entries == ["child.updateConstraints", "parent.updateConstraints"])
        log.clear()
        window.layoutIfNeeded()
        #expect(log.entries.isEmpty)   // "if no layout updates are pending … exits"
    }

    // R-AL2: updateConstraintsIfNeeded runs the pass over the subtree at once.
    @Test func updateConstraintsIfNeededRunsThePassNow() {
        let log = SceneLog()
        let (window, parent, _) = stage(log)
        window.layoutIfNeeded()
        log.clear()
        parent.setNeedsUpdateConstraints()
        parent.updateConstraintsIfNeeded()
        #expect(log.entries == ["parent.updateConstraints"])
        #expect(!parent.needsUpdateConstraints())
    }

    // R-AL2: a view whose class requires constraint-based layout hears updateConstraints
    // when it enters a window, though no constraint names it (UIView.h: "you might never
    // even receive updateConstraints if no one makes a constraint… override this method to
    // return YES").
    @Test func aViewThatRequiresConstraintBasedLayoutHearsTheUpdatePass() {
        let (window, root) = makeAutoLayoutWindow()
        let view = ConstraintBasedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.updates == 1)
        let plain = ConstraintBasedView(frame: .zero)
        plain.removeFromSuperview()
        #expect(plain.updates == 0)
    }

    // R-AL2: a controller's root view's update goes to the controller ("sent to the view
    // controller during the Auto Layout updateConstraints pass in lieu of sending
    // updateConstraints directly to the view", UIViewController.h), after viewWillAppear and
    // before the layout callbacks.
    @Test func aControllerHearsUpdateViewConstraintsBeforeItsLayout() {
        let log = SceneLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = ConstraintLogController("c", log: log)
        window.layoutIfNeeded()
        #expect(log.entries == ["c.loadView", "c.viewDidLoad", "c.viewWillAppear", "c.updateViewConstraints",
                                "c.viewIsAppearing", "c.viewWillLayoutSubviews", "c.view.layoutSubviews", "c.viewDidLayoutSubviews",
                                "c.viewDidAppear"])
    }
}

@MainActor @Suite struct ConflictAndAmbiguityTests {
    // R-AL10: a required constraint that cannot hold is broken: it stays active, the
    // others hold, and the engine says so with UIKit's message, naming the conflict.
    @Test func anUnsatisfiableConstraintIsBrokenAndReported() {
        let (window, root) = makeAutoLayoutWindow()
        var decisions: [LayoutDecision] = []
        window.layoutDecisionHandler = { decisions.append($0) }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let short = box.heightAnchor.constraint(equalToConstant: 100)
        let tall = box.heightAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 10), short, tall])
        window.layoutIfNeeded()
        #expect(box.frame.height == 100)
        #expect(decisions.count == 1)
        let decision = decisions[0]
        #expect(decision.brokenConstraint === tall)
        #expect(decision.conflictingConstraints.map(ObjectIdentifier.init) == [short, tall].map(ObjectIdentifier.init))
        #expect(tall.isActive)
        #expect(decision.message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(decision.message.contains("Will attempt to recover by breaking constraint \n\(tall)"))
        #expect(!decision.message.contains("NSAutoresizingMaskLayoutConstraints"))
        #expect(decision.rule == "R-AL10")
    }

    // R-AL4, R-AL10: constraining the size of a view that still translates its mask
    // conflicts with the mask's constraints, which the message names and explains.
    @Test func aViewThatTranslatesItsMaskConflictsWithASizeConstraint() {
        let (window, root) = makeAutoLayoutWindow()
        var decisions: [LayoutDecision] = []
        window.layoutDecisionHandler = { decisions.append($0) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 80).isActive = true
        window.layoutIfNeeded()
        #expect(view.frame.width == 50)
        #expect(decisions.count == 1)
        let pin = decisions.first?.conflictingConstraints.first.map { "\($0)" } ?? ""
        #expect(pin.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(pin.contains(" h=--& v=--& UIView:0x"))
        #expect(pin.hasSuffix(".width == 50   (active)>"))
        #expect(decisions.first?.message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints") == true)
    }

    // R-AL10: changing a constant into a contradiction breaks the constraint.
    @Test func aConstantThatContradictsBreaksItsConstraint() {
        let (window, root) = makeAutoLayoutWindow()
        var decisions: [LayoutDecision] = []
        window.layoutDecisionHandler = { decisions.append($0) }
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let sum = b.widthAnchor.constraint(equalTo: a.widthAnchor, constant: 10)
        let pinA = a.widthAnchor.constraint(equalToConstant: 30)
        let pinB = b.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([sum, pinA, pinB])
        window.layoutIfNeeded()
        #expect(decisions.isEmpty)
        pinB.constant = 90
        #expect(decisions.count == 1)
        #expect(decisions.first?.brokenConstraint === pinB)
        #expect(decisions.first?.conflictingConstraints.contains { $0 === sum } == true)
    }

    // R-AL11: "whether there is another center and bounds the receiver could have that
    // could also satisfy the constraints" (UIView.h): a view with no width is ambiguous
    // until it has one; exercising moves it to another valid layout.
    @Test func ambiguityIsReportedAndExercised() {
        let (window, root) = makeAutoLayoutWindow()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let floor = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10), floor])
        window.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        #expect(view.widthAnchor.hasAmbiguousLayout)
        #expect(!view.heightAnchor.hasAmbiguousLayout)
        let before = view.frame.width
        view.exerciseAmbiguityInLayout()
        window.layoutIfNeeded()
        #expect(view.frame.width != before)
        #expect(view.frame.width >= 100)
        let exact = view.widthAnchor.constraint(equalToConstant: 120)
        exact.isActive = true
        #expect(!view.hasAmbiguousLayout)
        let affecting = view.constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.contains { $0 === exact })
        #expect(!affecting.contains { $0.firstAttribute == .height })
    }
}

@MainActor @Suite struct MarginsAndSafeAreaTests {
    // R-AL8: "For most views, the default layout margins are 8 points on each side" (Apple:
    // directionalLayoutMargins); a view pinned to the margins guide moves with new margins.
    @Test func aPlainViewsMarginsAreEightPoints() {
        let (window, root) = makeAutoLayoutWindow()
        let container = PassLogView("container", log: SceneLog())
        root.addSubview(container)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 100),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor), content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor), content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 30)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 0, width: 150, height: 100))
        #expect(container.layoutMargins.right == 30)
    }

    // R-AL8: the safe area is what the window's (set by the host) covers of a view, plus a
    // controller's additional insets; a root view's margins are measured from it, at least
    // 16 points at the sides in a compact width.
    @Test func theSafeAreaComesFromTheWindowAndTheController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = SafeAreaLogController()
        window.rootViewController = controller
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(controller.marginsContent.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
        #expect(controller.safeAreaChanges >= 1)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(controller.content.frame.minY == 57)
        #expect(controller.content.safeAreaInsets == .zero)   // inside the safe area entirely
    }

    // R-AL8: "The readable content guide never extends beyond the view's layout margin
    // guide… The readable content guide's width is equal to or less than the readable width":
    // in a 1,024-point-wide controller, 672 points, 176 from each side, as measured on iOS.
    @Test func theReadableContentGuideIsAtMost672PointsWide() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let controller = UIViewController()
        window.rootViewController = controller
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(text)
        let readable = controller.view.readableContentGuide
        NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                                     text.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                                     text.topAnchor.constraint(equalTo: readable.topAnchor), text.heightAnchor.constraint(equalToConstant: 40)])
        window.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 176, y: 0, width: 672, height: 40))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }
}

@MainActor
final class SafeAreaLogController: UIViewController {
    let content = UIView(), marginsContent = UIView()
    private(set) var safeAreaChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [content, marginsContent] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safe = view.safeAreaLayoutGuide, margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor), content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            content.topAnchor.constraint(equalTo: safe.topAnchor), content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            marginsContent.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            marginsContent.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            marginsContent.topAnchor.constraint(equalTo: margins.topAnchor), marginsContent.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }
}
