// This file imports only what an app ported from iOS imports: no Foundation. CGPoint,
// CGRect and TimeInterval must come through `import Touchstone`, as through `import UIKit`
// (R-O1).
import Testing
import Touchstone
import TouchstoneTesting

/// The README's first snippet, kept compiling and checked.
@MainActor
@Suite struct ReadmeSnippetTests {
    @MainActor final class Controller: UIViewController {
        var fired: [String] = []

        override func viewDidLoad() {
            let double = UITapGestureRecognizer(target: self, action: Controller.handleDoubleTap)
            double.numberOfTapsRequired = 2
            let single = UITapGestureRecognizer(target: self, action: Controller.handleTap)
            single.require(toFail: double)
            view.addGestureRecognizer(double)
            view.addGestureRecognizer(single)
        }

        func handleTap(_ sender: UITapGestureRecognizer) { fired.append("tap at \(sender.location(in: view))") }
        func handleDoubleTap() { fired.append("double tap") }
    }

    @Test func singleTapFiresOnceTheDoubleTapHasFailed() {
        // R-O1, R-A6, R-R2
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = Controller()
        window.rootViewController = controller
        #expect(controller.view.frame == window.bounds)
        let fingers = TouchSimulator(window: window)
        fingers.down(1, at: CGPoint(x: 100, y: 100))
        fingers.advance(by: 0.05)
        fingers.up(1)
        #expect(controller.fired.isEmpty)
        fingers.advance(by: 0.35)
        #expect(controller.fired == ["tap at \(CGPoint(x: 100, y: 100))"])
    }
}
