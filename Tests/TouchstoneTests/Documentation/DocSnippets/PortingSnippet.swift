// The example of the Porting from UIKit article (Touchstone.docc/PortingFromUIKit.md).
import Touchstone

// UIKit:
//     let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
//     @objc func handleTap(_ sender: UITapGestureRecognizer) { … }
@MainActor final class PortedController: UIViewController {
    override func viewDidLoad() {
        let tap = UITapGestureRecognizer(target: self, action: PortedController.handleTap)
        let pan = UIPanGestureRecognizer { recognizer in print(recognizer.state) }  // or a closure
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
    }

    func handleTap(_ sender: UITapGestureRecognizer) { print("tap at", sender.location(in: view)) }
}
