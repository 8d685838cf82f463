import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// The third of issue 39's three ports, as a controller of the same shape: a pull-up
// bottom sheet that follows the finger and snaps, with a spring, to the position the
// flick's velocity or its nearest rest chooses; a touch during the snap takes the sheet
// back (the snap's completion hears `false`). Its pan is a recognizer subclass that
// overrides `init(target:action:)` and `state`, as ported code does for haptics. UIKit's
// API only (the selectors as the porting rewriter writes them); the test writes no
// stand-in.

/// A pan that keeps the states it went through, for haptic feedback.
@MainActor private final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
    private(set) var transitions: [UIGestureRecognizer.State] = []

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
    }

    override var state: UIGestureRecognizer.State {
        didSet { if state != oldValue { transitions.append(state) } }
    }
}

@MainActor private final class BottomSheetController: UIViewController {
    enum Position { case collapsed, expanded }

    let sheet = UIView()
    private(set) var position: Position = .collapsed
    private(set) var snapCompletions: [(Position, Bool)] = []
    lazy var sheetPan = SheetPanGestureRecognizer(target: self, action: Selector("handlePan(_:)", BottomSheetController.handlePan(_:)))
    private var startY: CGFloat = 0

    init() { super.init(nibName: nil, bundle: nil) }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var expandedY: CGFloat { 100 }
    private var collapsedY: CGFloat { view.bounds.height - 120 }
    private func y(for position: Position) -> CGFloat { position == .expanded ? expandedY : collapsedY }

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.backgroundColor = .secondarySystemBackground
        sheet.layer.cornerRadius = 16
        sheet.layer.shadowOpacity = 0.2
        view.addSubview(sheet)
        sheet.addGestureRecognizer(sheetPan)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard sheetPan.state == .possible else { return }
        sheet.frame = CGRect(x: 0, y: y(for: position), width: view.bounds.width, height: view.bounds.height)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            sheet.layer.removeAllAnimations()
            startY = sheet.layer.presentation()?.frame.minY ?? sheet.frame.minY
            sheet.frame.origin.y = startY
        case .changed:
            sheet.frame.origin.y = min(collapsedY, max(expandedY, startY + pan.translation(in: view).y))
        case .ended, .cancelled:
            let velocity = pan.velocity(in: view).y
            let target: Position
            if velocity < -500 {
                target = .expanded
            } else if velocity > 500 {
                target = .collapsed
            } else {
                target = sheet.frame.minY < (expandedY + collapsedY) / 2 ? .expanded : .collapsed
            }
            let distance = max(1, abs(y(for: target) - sheet.frame.minY))
            UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.85,
                           initialSpringVelocity: abs(velocity) / distance,
                           options: [.allowUserInteraction, .curveEaseOut], animations: {
                self.sheet.frame.origin.y = self.y(for: target)
            }, completion: { finished in
                self.snapCompletions.append((target, finished))
                if finished { self.position = target }
            })
        default:
            break
        }
    }
}

@MainActor
@Suite("A ported bottom sheet (R-LY2, R-AN2, R-AN4, R-AN5, R-I2, R-I4)")
struct PortedBottomSheetTests {
    private func stage() -> (BottomSheetController, TouchSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = BottomSheetController()
        window.rootViewController = controller
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        return (controller, fingers)
    }

    @Test func theSheetRestsCollapsedAtTheBottom() {
        let (controller, _) = stage()
        #expect(controller.sheet.frame.minY == 724)
        #expect(controller.sheet.layer.cornerRadius == 16)
    }

    @Test func aFlickUpExpandsTheSheetWithASpring() {
        let (controller, fingers) = stage()
        _ = fingers.flick(from: CGPoint(x: 195, y: 780), to: CGPoint(x: 195, y: 620), duration: 0.1)
        #expect(controller.sheet.frame.minY == 100)  // the model value, at once
        let inFlight = controller.sheet.layer.presentation()!.frame.minY
        #expect(inFlight > 100 && inFlight < 724)
        fingers.settle()
        #expect(controller.position == .expanded)
        #expect(controller.sheetPan.transitions.first == .began)
        #expect(controller.sheetPan.transitions.last == .ended)
    }

    @Test func aSlowShortDragSnapsBackToTheNearestRest() {
        let (controller, fingers) = stage()
        fingers.drag(from: CGPoint(x: 195, y: 780), to: CGPoint(x: 195, y: 700), duration: 1)
        fingers.settle()
        #expect(controller.position == .collapsed)
        #expect(controller.sheet.frame.minY == 724)
        #expect(controller.snapCompletions.map(\.1) == [true])
    }

    @Test func aTouchDuringTheSnapTakesTheSheetAndTheSnapHearsFalse() {
        let (controller, fingers) = stage()
        _ = fingers.flick(from: CGPoint(x: 195, y: 780), to: CGPoint(x: 195, y: 620), duration: 0.1)
        fingers.advance(by: 0.1)
        let caught = controller.sheet.layer.presentation()!.frame.minY
        // Grab the sheet where it is on screen and pull it back down.
        fingers.drag(from: CGPoint(x: 195, y: caught + 20), to: CGPoint(x: 195, y: caught + 400), duration: 0.2)
        fingers.settle()
        #expect(controller.snapCompletions.first.map { $0.0 == .expanded && !$0.1 } == true)
        #expect(controller.position == .collapsed)
        #expect(controller.sheet.frame.minY == 724)
    }
}
