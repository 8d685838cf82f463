// The target-action example of the Controls and scroll views article
// (Touchstone.docc/ControlsAndScrollViews.md), in the controller it assumes.
import Touchstone

@MainActor final class Toolbar: UIViewController {
    let button = UIButton(type: .system)
    private(set) var reloads = 0

    func buttonTapped() {}
    func reload() { reloads += 1 }

    override func viewDidLoad() {
button.addTarget(self, action: Toolbar.buttonTapped, for: .touchUpInside)  // () or (sender) or (sender, event)
button.addAction(UIAction { action in print("tapped", action.sender!) }, for: .primaryActionTriggered)
let refresh = UIButton(type: .system, primaryAction: UIAction(title: "Refresh") { [weak self] _ in self?.reload() })
view.addSubview(refresh)
    }
}
