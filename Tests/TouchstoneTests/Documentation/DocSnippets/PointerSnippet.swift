// The example of the Pointer, trackpad and pencil article
// (Touchstone.docc/PointerTrackpadAndPencil.md).
import Touchstone
import TouchstoneTesting

@MainActor final class Library {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    private(set) var log: [String] = []

    func viewDidLoad() {
        list.contentSize = CGSize(width: 800, height: 5000)
        window.addSubview(list)
        let menu = UITapGestureRecognizer(target: self, action: Library.showMenu)
        menu.buttonMaskRequired = .secondary   // a right click
        list.addGestureRecognizer(menu)
        list.addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: Library.hover))
    }

    func showMenu(_ sender: UITapGestureRecognizer) { log.append("menu at \(sender.location(in: list))") }
    func hover(_ sender: UIHoverGestureRecognizer) { log.append("hover \(sender.state)") }
}

@MainActor func browse(_ library: Library) {
    let host = TouchSimulator(window: library.window)
    host.hover(to: CGPoint(x: 400, y: 300))            // hover began
    host.wheel(by: CGVector(dx: 0, dy: -40))           // the list scrolls down 40 points
    host.advance(by: 0.1)                              // the wheel rests: its gesture ends
    host.secondaryClick(at: CGPoint(x: 400, y: 300))   // hover ended; menu at (400.0, 340.0)
}
