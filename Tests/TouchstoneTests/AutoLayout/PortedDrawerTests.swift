import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// A side drawer built only with anchors and a stack view, as iOS apps write it: the
// drawer's leading constraint follows a pan's translation in `.changed`, and on `.ended`
// it snaps open or closed by position and velocity with `UIView.animate { layoutIfNeeded() }`.
// A menu of buttons in a stack view sits inside the drawer's safe area and margins. UIKit's
// API only (selectors in the porting rewriter's form); nothing is stood in for.

@MainActor private final class DrawerViewController: UIViewController {
    let drawer = UIView()
    let contentView = UIView()
    private(set) var menuButtons: [UIButton] = []
    private(set) var selectedItems: [Int] = []
    private(set) var isOpen = false
    private(set) var snapCompletions: [Bool] = []
    private var drawerLeading: NSLayoutConstraint!
    private let drawerWidth: CGFloat = 280
    private var startConstant: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        contentView.translatesAutoresizingMaskIntoConstraints = false
        drawer.translatesAutoresizingMaskIntoConstraints = false
        drawer.backgroundColor = .secondarySystemBackground
        view.addSubview(contentView)
        view.addSubview(drawer)
        drawerLeading = drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -drawerWidth)
        NSLayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            contentView.topAnchor.constraint(equalTo: view.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            drawerLeading,
            drawer.topAnchor.constraint(equalTo: view.topAnchor),
            drawer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            drawer.widthAnchor.constraint(equalToConstant: drawerWidth),
        ])

        let menu = UIStackView()
        menu.axis = .vertical
        menu.spacing = 12
        menu.translatesAutoresizingMaskIntoConstraints = false
        drawer.addSubview(menu)
        for index in 0..<3 {
            let button = UIButton(type: .system)
            button.tag = index
            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
            button.addTarget(self, action: Selector("selectItem(_:)", DrawerViewController.selectItem(_:)), for: .touchUpInside)
            menu.addArrangedSubview(button)
            menuButtons.append(button)
        }
        NSLayoutConstraint.activate([
            menu.topAnchor.constraint(equalTo: drawer.safeAreaLayoutGuide.topAnchor, constant: 20),
            menu.leadingAnchor.constraint(equalTo: drawer.layoutMarginsGuide.leadingAnchor),
            menu.trailingAnchor.constraint(equalTo: drawer.layoutMarginsGuide.trailingAnchor),
        ])

        let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan(_:)", DrawerViewController.handlePan(_:)))
        view.addGestureRecognizer(pan)
    }

    func selectItem(_ sender: UIButton) {
        selectedItems.append(sender.tag)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            startConstant = drawerLeading.constant
        case .changed:
            drawerLeading.constant = min(0, max(-drawerWidth, startConstant + pan.translation(in: view).x))
        case .ended, .cancelled:
            let velocity = pan.velocity(in: view).x
            if velocity > 500 {
                isOpen = true
            } else if velocity < -500 {
                isOpen = false
            } else {
                isOpen = drawerLeading.constant > -drawerWidth / 2
            }
            drawerLeading.constant = isOpen ? 0 : -drawerWidth
            UIView.animate(withDuration: 0.3, animations: {
                self.view.layoutIfNeeded()
            }, completion: { finished in
                self.snapCompletions.append(finished)
            })
        default:
            break
        }
    }
}

@MainActor
@Suite("A ported side drawer, built with anchors and a stack view (R-AL1, R-AL2, R-AL5, R-AL8, R-AL9)")
struct PortedDrawerTests {
    private func stage() -> (DrawerViewController, TouchSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = DrawerViewController()
        window.rootViewController = controller
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        return (controller, fingers)
    }

    /// A slow horizontal drag from `start` by `distance`, 5 points every 16 ms (about 310
    /// points a second), still for 0.2 s before the lift.
    private func slowDrag(_ fingers: TouchSimulator, from start: CGPoint, by distance: CGFloat, lift: Bool = true) {
        _ = fingers.down(0, at: start)
        let steps = Int(abs(distance) / 5)
        for step in 1...steps {
            fingers.advance(by: 0.016)
            fingers.move(0, to: CGPoint(x: start.x + CGFloat(step) * 5 * (distance < 0 ? -1 : 1), y: start.y))
        }
        guard lift else { return }
        fingers.advance(by: 0.2)
        fingers.up(0)
    }

    // Closed, the drawer is its width to the left of the screen: (−280, 0, 280, 844).
    @Test func theDrawerRestsClosedOffTheLeadingEdge() {
        let (controller, _) = stage()
        #expect(controller.drawer.frame == CGRect(x: -280, y: 0, width: 280, height: 844))
        #expect(controller.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    // The drawer follows the finger: 150 points of drag, less the pan's 10-point
    // hysteresis (R-S10), put its leading edge at −280 + 140 = −140. Let go there, slowly,
    // it is at the half-way line, not past it, so it snaps closed.
    @Test func theDrawerFollowsTheFingerAndSnapsBackShortOfHalfway() {
        let (controller, fingers) = stage()
        slowDrag(fingers, from: CGPoint(x: 20, y: 400), by: 150, lift: false)
        #expect(controller.drawer.frame.minX == -140)
        fingers.advance(by: 0.2)
        fingers.up(0)
        #expect(!controller.isOpen)
        fingers.settle()
        #expect(controller.drawer.frame.minX == -280)
        #expect(controller.snapCompletions == [true])
    }

    // Past half-way (200 − 10 = 190 points: −90), it opens, the snap animating over 0.3 s
    // from −90 to 0: in flight at 0.15 s it is between, and it lands at (0, 0, 280, 844).
    @Test func aDragPastHalfwayOpensTheDrawerWithAnAnimatedSnap() {
        let (controller, fingers) = stage()
        slowDrag(fingers, from: CGPoint(x: 20, y: 400), by: 200)
        #expect(controller.isOpen)
        #expect(controller.drawer.frame.minX == 0)   // the model frame, at once
        fingers.advance(by: 0.15)
        let inFlight = controller.drawer.layer.presentation()!.frame.minX
        #expect(inFlight > -90 && inFlight < 0)
        fingers.settle()
        #expect(controller.drawer.layer.presentation()!.frame == CGRect(x: 0, y: 0, width: 280, height: 844))
        #expect(controller.snapCompletions == [true])
    }

    // A fast flick opens it however short: 40 points in 40 ms is 1,000 points a second.
    @Test func aFlickOpensTheDrawer() {
        let (controller, fingers) = stage()
        _ = fingers.flick(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.04)
        #expect(controller.isOpen)
        fingers.settle()
        #expect(controller.drawer.frame.minX == 0)
    }

    // Open, the menu's buttons are where the constraints put them, and a tap hits one: the
    // stack is 20 points below the drawer's safe area (47), inside its 8-point margins,
    // 264 wide; buttons 44 tall, 12 apart: the second spans y 123 to 167 of the drawer.
    @Test func aTapOnAMenuButtonInTheOpenDrawerSelectsIt() {
        let (controller, fingers) = stage()
        slowDrag(fingers, from: CGPoint(x: 20, y: 400), by: 200)
        fingers.settle()
        let second = controller.menuButtons[1]
        #expect(second.convert(second.bounds, to: controller.drawer) == CGRect(x: 8, y: 123, width: 264, height: 44))
        fingers.tap(at: CGPoint(x: 100, y: 145))
        #expect(controller.selectedItems == [1])
        // Closed again, the same point is the content's: no button takes the tap.
        slowDrag(fingers, from: CGPoint(x: 300, y: 400), by: -250)
        fingers.settle()
        #expect(!controller.isOpen)
        fingers.tap(at: CGPoint(x: 100, y: 145))
        #expect(controller.selectedItems == [1])
    }
}
