// The example of the Porting from UIKit article (Touchstone.docc/PortingFromUIKit.md).
import Touchstone

// UIKit:
//     let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
//     @objc func handleTap(_ sender: UITapGestureRecognizer) { … }
@MainActor final class PortedController: UIViewController {
    override func viewDidLoad() {
        // As the rewriter writes `#selector(handleTap(_:))`: a Selector, UIKit's API.
        let tap = UITapGestureRecognizer(target: self, action: Selector("handleTap(_:)", PortedController.handleTap(_:)))
        // By hand: a typed method reference, or a closure.
        let press = UILongPressGestureRecognizer(target: self, action: PortedController.handlePress)
        let pan = UIPanGestureRecognizer { recognizer in print(recognizer.state) }
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(pan)
    }

    func handleTap(_ sender: UITapGestureRecognizer) { print("tap at", sender.location(in: view)) }
    func handlePress() { print("pressed") }
}
