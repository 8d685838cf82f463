// Like the README's first example, this imports only what an app ported from iOS imports.
import Testing
import Touchstone
import TouchstoneTesting

/// The README's pointer example, kept compiling and checked.
@MainActor
@Suite struct ReadmePointerExampleTests {
    @MainActor final class Library {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        var printed: [String] = []

        func viewDidLoad() {
            list.contentSize = CGSize(width: 800, height: 5000)
            window.addSubview(list)
            let menu = UITapGestureRecognizer(target: self, action: Library.showMenu)
            menu.buttonMaskRequired = .secondary   // a right click
            list.addGestureRecognizer(menu)
            list.addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: Library.hover))
        }

        func showMenu(_ sender: UITapGestureRecognizer) { printed.append("menu at \(sender.location(in: list))") }
        func hover(_ sender: UIHoverGestureRecognizer) { printed.append("hover \(sender.state)") }
    }

    @Test("R-P3, R-P4, R-P5: hover, a wheel scroll and a right click on a list")
    func hoverWheelAndRightClick() {
        let library = Library()
        library.viewDidLoad()
        let host = TouchSimulator(window: library.window)
        host.hover(to: CGPoint(x: 400, y: 300))
        #expect(library.printed == ["hover began"])
        host.wheel(by: CGVector(dx: 0, dy: -40))
        #expect(library.list.contentOffset == CGPoint(x: 0, y: 40))
        host.advance(by: 0.1)
        host.secondaryClick(at: CGPoint(x: 400, y: 300))
        #expect(library.printed == ["hover began", "hover ended", "menu at \(CGPoint(x: 400, y: 340))"])
    }
}
