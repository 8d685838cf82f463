import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// A pull-up bottom sheet built only with anchors and a stack view, the most common
// gesture-driven constraint animation: the sheet's top constraint takes the pan's
// translation in `.changed` (`constraint.constant = y`), and `.ended` snaps it to the
// nearest rest or the flick's with a spring, `UIView.animate { self.view.layoutIfNeeded() }`.
// Its content is a vertical stack: a grabber, a title row and a row of buttons. UIKit's API
// only; nothing stood in for.

@MainActor private final class ConstraintSheetViewController: UIViewController {
    enum Position { case collapsed, expanded }

    let sheet = UIView()
    let grabber = UIView()
    let actions = UIStackView()
    private(set) var actionButtons: [UIButton] = []
    private(set) var tappedActions: [Int] = []
    private(set) var position: Position = .collapsed
    private var sheetTop: NSLayoutConstraint!
    private var startConstant: CGFloat = 0

    private let collapsedHeight: CGFloat = 120
    private let expandedTop: CGFloat = 100

    private func constant(for position: Position) -> CGFloat {
        position == .collapsed ? -collapsedHeight : -(view.bounds.height - expandedTop)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        sheet.layer.cornerRadius = 16
        view.addSubview(sheet)
        sheetTop = sheet.topAnchor.constraint(equalTo: view.bottomAnchor, constant: -collapsedHeight)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheetTop,
            sheet.heightAnchor.constraint(equalTo: view.heightAnchor),
        ])

        grabber.heightAnchor.constraint(equalToConstant: 5).isActive = true
        let title = UIView()
        title.heightAnchor.constraint(equalToConstant: 30).isActive = true
        actions.axis = .horizontal
        actions.distribution = .fillEqually
        actions.spacing = 10
        for index in 0..<3 {
            let button = UIButton(type: .system)
            button.tag = index
            button.addTarget(self, action: Selector("actionTapped(_:)", ConstraintSheetViewController.actionTapped(_:)), for: .touchUpInside)
            actions.addArrangedSubview(button)
            actionButtons.append(button)
        }
        actions.heightAnchor.constraint(equalToConstant: 44).isActive = true

        let content = UIStackView(arrangedSubviews: [grabber, title, actions])
        content.axis = .vertical
        content.spacing = 8
        content.isLayoutMarginsRelativeArrangement = true
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        content.translatesAutoresizingMaskIntoConstraints = false
        sheet.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
            content.topAnchor.constraint(equalTo: sheet.topAnchor),
        ])

        let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan(_:)", ConstraintSheetViewController.handlePan(_:)))
        sheet.addGestureRecognizer(pan)
    }

    func actionTapped(_ sender: UIButton) { tappedActions.append(sender.tag) }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            startConstant = sheetTop.constant
        case .changed:
            let proposed = startConstant + pan.translation(in: view).y
            sheetTop.constant = min(constant(for: .collapsed), max(constant(for: .expanded), proposed))
        case .ended, .cancelled:
            let velocity = pan.velocity(in: view).y
            let target: Position
            if velocity < -500 {
                target = .expanded
            } else if velocity > 500 {
                target = .collapsed
            } else {
                let middle = (constant(for: .collapsed) + constant(for: .expanded)) / 2
                target = sheetTop.constant < middle ? .expanded : .collapsed
            }
            position = target
            sheetTop.constant = constant(for: target)
            UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [.allowUserInteraction], animations: {
                self.view.layoutIfNeeded()
            })
        default:
            break
        }
    }
}

@MainActor
@Suite("A ported bottom sheet, built with anchors and a stack view (R-AL2, R-AL5, R-AL9)")
struct PortedConstraintSheetTests {
    private func stage() -> (ConstraintSheetViewController, TouchSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = ConstraintSheetViewController()
        window.rootViewController = controller
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        return (controller, fingers)
    }

    // Collapsed, the sheet's top is 120 points above the bottom: 844 − 120 = 724. Its
    // content stack: margins 8 and 16, grabber 5, title 30, buttons 44, 8 apart, so the
    // buttons' row is at 8 + 5 + 8 + 30 + 8 = 59, each (358 − 2 × 10) / 3 wide.
    @Test func theSheetRestsCollapsedWithItsContentLaidOut() {
        let (controller, _) = stage()
        #expect(controller.sheet.frame == CGRect(x: 0, y: 724, width: 390, height: 844))
        #expect(controller.actions.frame == CGRect(x: 16, y: 59, width: 358, height: 44))
        let widths = controller.actionButtons.map(\.frame.width)
        #expect(widths.allSatisfy { abs($0 - 338.0 / 3) < 0.34 })   // rounded to 1/3 point at 3×
        #expect(controller.grabber.frame == CGRect(x: 16, y: 8, width: 358, height: 5))
    }

    // A tap on the third button, at the collapsed sheet's bottom row (window y 724 + 59 +
    // 22 = 805, x 16 + 2 × (112.67 + 10) + 50 = 311), performs its action; the pan does not
    // take the tap.
    @Test func aTapOnAButtonOfTheCollapsedSheetPerformsItsAction() {
        let (controller, fingers) = stage()
        fingers.tap(at: CGPoint(x: 311, y: 805))
        #expect(controller.tappedActions == [2])
        #expect(controller.position == .collapsed)
    }

    // The sheet follows the finger: dragging up 200 points (190 after the hysteresis) puts
    // its top at 724 − 190 = 534; a slow release there, below the middle of the rests
    // ((724 + 100) / 2 = 412), sends it back down to 724.
    @Test func theSheetFollowsTheFingerThenSnapsToTheNearestRest() {
        let (controller, fingers) = stage()
        _ = fingers.down(0, at: CGPoint(x: 195, y: 740))
        for step in 1...40 {
            fingers.advance(by: 0.016)
            fingers.move(0, to: CGPoint(x: 195, y: 740 - CGFloat(step) * 5))
        }
        #expect(controller.sheet.frame.minY == 534)
        fingers.advance(by: 0.2)
        fingers.up(0)
        #expect(controller.position == .collapsed)
        fingers.settle()
        #expect(controller.sheet.frame.minY == 724)
    }

    // A flick up expands it, with the spring in flight between the rests; it lands at 100.
    @Test func aFlickUpExpandsTheSheet() {
        let (controller, fingers) = stage()
        _ = fingers.flick(from: CGPoint(x: 195, y: 740), to: CGPoint(x: 195, y: 640), duration: 0.08)
        #expect(controller.position == .expanded)
        #expect(controller.sheet.frame.minY == 100)
        fingers.advance(by: 0.1)
        let inFlight = controller.sheet.layer.presentation()!.frame.minY
        #expect(inFlight > 100 && inFlight < 724)
        fingers.settle()
        #expect(controller.sheet.layer.presentation()!.frame.minY == 100)
        // Expanded, its buttons are where its constraints say: y 100 + 59.
        fingers.tap(at: CGPoint(x: 60, y: 181))
        #expect(controller.tappedActions == [0])
    }
}
