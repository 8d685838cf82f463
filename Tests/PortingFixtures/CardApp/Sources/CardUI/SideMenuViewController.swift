import UIKit

/// A slide-out menu that sizes its containers from its view in `viewDidLoad`, as menus
/// written without Auto Layout do: the menu takes 80 % of the screen's width, with a
/// brightness slider across it; a pan on the content opens the menu.
final class SideMenuViewController: UIViewController {
    let menu = UIView()
    let content = UIView()
    let brightness = UISlider()
    private(set) var isMenuOpen = false
    private(set) var widthAtLoad: CGFloat = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        isMenuOpen = false
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        widthAtLoad = view.bounds.width
        menu.frame = CGRect(x: 0, y: 0, width: view.bounds.width * 0.8, height: view.bounds.height)
        content.frame = view.bounds
        brightness.frame = CGRect(x: 20, y: 120, width: menu.bounds.width - 40, height: 31)
        menu.addSubview(brightness)
        view.addSubview(content)
        view.addSubview(menu)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        view.addGestureRecognizer(pan)
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        if pan.state == .ended { isMenuOpen = pan.translation(in: view).x > 0 }
    }

    override var shouldAutorotate: Bool { false }
    override var prefersStatusBarHidden: Bool { isMenuOpen }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var childForStatusBarStyle: UIViewController? { nil }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    private(set) var traitChanges = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass { traitChanges += 1 }
    }

    private(set) var preparedSegues: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        preparedSegues.append(segue.identifier ?? "")
    }
}
