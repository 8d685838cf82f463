import Foundation
import Touchstone

/// A scene's view controller: a plain `UIViewController` whose root view is a view of the
/// scene, so that it sits between that view and its superview in the responder chain
/// (R-R1). It handles nothing itself; like the scene's plain views it writes down the
/// presses it hears and passes them on, so that a replay shows a press going up the chain
/// through it. Touches pass through it unchanged to the scene's ``DeliveryLog``.
@MainActor
final class SceneViewController: UIViewController {
    weak var pressLog: PressLog?

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog?.heard(.began, presses, by: self)
        super.pressesBegan(presses, with: event)
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog?.heard(.changed, presses, by: self)
        super.pressesChanged(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog?.heard(.ended, presses, by: self)
        super.pressesEnded(presses, with: event)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog?.heard(.cancelled, presses, by: self)
        super.pressesCancelled(presses, with: event)
    }
}
