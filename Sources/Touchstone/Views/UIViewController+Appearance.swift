import Foundation

/// Where a view controller's view stands in appearing: UIKit's appearance states, which
/// keep every `viewWill…` paired with its `viewDid…` and never repeated (R-AP1).
struct AppearanceState {
    enum Phase { case disappeared, appearing, appeared, disappearing }
    var phase = Phase.disappeared
    var animated = false
    /// Whether `viewIsAppearing(_:)` ran in the current appearance.
    var announcedAppearing = false
}

/// Appearance callbacks (R-AP1, R-AP2): a controller's view entering a window's hierarchy
/// makes it hear `viewWillAppear(_:)` before the move, and `viewIsAppearing(_:)`, its
/// layout and `viewDidAppear(_:)` at the window's next update; leaving makes it hear
/// `viewWillDisappear(_:)` before the move and `viewDidDisappear(_:)` after.
///
/// Headless, every window is on screen: a view appears when it enters any window.
extension UIViewController {
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, unless the controller is already
    /// on its way there.
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance.phase) {
        case (true, .disappeared), (true, .disappearing):
            appearance = AppearanceState(phase: .appearing, animated: animated)
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = AppearanceState(phase: .disappearing, animated: animated)
            viewWillDisappear(animated)
        default:
            return
        }
        for child in appearanceForwardedChildren { child.beginAppearance(isAppearing, animated: animated) }
    }

    /// `viewIsAppearing(_:)`, once, for a controller still appearing.
    func appearanceIsAppearing() {
        guard appearance.phase == .appearing, !appearance.announcedAppearing else { return }
        appearance.announcedAppearing = true
        viewIsAppearing(appearance.animated)
        for child in appearanceForwardedChildren { child.appearanceIsAppearing() }
    }

    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)` for the transition under way, if any.
    func endAppearance() {
        switch appearance.phase {
        case .appearing:
            appearance.phase = .appeared
            viewDidAppear(appearance.animated)
        case .disappearing:
            appearance.phase = .disappeared
            viewDidDisappear(appearance.animated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceForwardedChildren { child.endAppearance() }
    }

    /// Whether the controller hears appearance callbacks when its view moves: not when
    /// its parent forwards them itself (R-AP2), nor while a transition sends them (R-NV1).
    var receivesAppearanceAutomatically: Bool {
        activeTransition == nil && parent?.shouldAutomaticallyForwardAppearanceMethods ?? true
    }
}

extension UIView {
    /// Before this view's window changes to `newWindow`: its controller, if any, begins
    /// appearing or disappearing (R-AP1).
    func controllerWillMove(to newWindow: UIWindow?) {
        guard let controller = viewController, controller.receivesAppearanceAutomatically else { return }
        controller.beginAppearance(newWindow != nil, animated: false)
    }

    /// After this view's window changed to `newWindow`: a controller leaving hears
    /// `viewDidDisappear(_:)` now; one arriving waits for the window's update (R-AP1).
    func controllerDidMove(to newWindow: UIWindow?) {
        guard let controller = viewController, controller.receivesAppearanceAutomatically else { return }
        if let newWindow {
            if controller.appearance.phase == .appearing { newWindow.enqueueAppearance(of: controller) }
            // A controller hears of its view's safe area "immediately before your view
            // appears onscreen" and whenever it changes (R-AL8).
            newWindow.noteUsesAutoLayout()?.watchInsets(of: layoutItem)
        } else {
            controller.endAppearance()
        }
    }
}
