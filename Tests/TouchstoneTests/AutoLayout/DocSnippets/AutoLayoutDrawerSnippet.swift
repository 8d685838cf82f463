// The example of the Auto Layout article (Touchstone.docc/AutoLayout.md).
import Testing
import Touchstone
import TouchstoneTesting

final class DrawerController: UIViewController {
    let drawer = UIView()
    private(set) var isOpen = false
    private var drawerLeading: NSLayoutConstraint!
    private var start: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        drawer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(drawer)
        drawerLeading = drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -280)
        NSLayoutConstraint.activate([
            drawerLeading,
            drawer.topAnchor.constraint(equalTo: view.topAnchor),
            drawer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            drawer.widthAnchor.constraint(equalToConstant: 280),
        ])
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DrawerController.pan))
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            start = drawerLeading.constant
        case .changed:
            drawerLeading.constant = min(0, max(-280, start + pan.translation(in: view).x))
        case .ended:
            isOpen = drawerLeading.constant > -140
            drawerLeading.constant = isOpen ? 0 : -280
            UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
        default:
            break
        }
    }
}

@MainActor @Suite struct AutoLayoutDrawerSnippetTests {
    // A 230-point drag (220 after the pan's hysteresis) leaves the leading edge at −60,
    // past −140: the drawer opens, to (0, 0, 280, 844).
    @Test func theArticlesDrawerOpensWithADrag() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = DrawerController()
        window.rootViewController = controller
        let fingers = TouchSimulator(window: window)
        fingers.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 250, y: 400))
        fingers.settle()
        #expect(controller.isOpen)
        #expect(controller.drawer.frame == CGRect(x: 0, y: 0, width: 280, height: 844))
    }
}
