import Testing
import Touchstone
import TouchstoneTesting
@testable import CardUILinux

/// CardUI's side menu sizes its containers from its view in `viewDidLoad`: the default view
/// has the screen's bounds when `loadView` makes it (R-R2), 390 × 844 on Touchstone's default
/// screen, so the menu is 312 points wide and its slider 272; a drag on the slider's thumb
/// moves the slider and does not open the menu.
@MainActor
@Suite struct SideMenuTests {
    @Test func theMenuIsSizedFromTheScreenAndItsSliderTakesTheDrag() {
        let controller = SideMenuViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        #expect(controller.widthAtLoad == 390)
        #expect(controller.brightness.frame == CGRect(x: 20, y: 120, width: 272, height: 31))
        let fingers = TouchSimulator(window: window)
        fingers.drag(from: CGPoint(x: 35, y: 135), to: CGPoint(x: 200, y: 135))
        #expect(controller.brightness.value > 0.5)
        #expect(!controller.isMenuOpen)
    }

    /// The overrides of UIKit's controller members compile and answer as written; a size
    /// class change reaches `traitCollectionDidChange`; `prepare(for:sender:)` hears a segue.
    @Test func theControllersOverridesAreHeard() {
        let controller = SideMenuViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        #expect(!controller.shouldAutorotate)
        #expect(controller.supportedInterfaceOrientations == .portrait)
        window.resize(to: CGSize(width: 932, height: 430))   // a Max phone turned: regular width
        #expect(controller.traitChanges == 1)
        controller.prepare(for: UIStoryboardSegue(identifier: "settings", source: controller, destination: UIViewController()), sender: nil)
        #expect(controller.preparedSegues == ["settings"])
    }
}
