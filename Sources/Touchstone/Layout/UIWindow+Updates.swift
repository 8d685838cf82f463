import Foundation

/// The window's update: what UIKit does at the end of each turn of the main run loop,
/// headless (R-LY1, R-DR1, R-AP1). The layout pass runs over the marked views, then the
/// display pass draws the marked views and layers, then the view controllers whose views
/// entered the window hear `viewDidAppear(_:)`.
///
/// The window runs it before and after each host call that delivers input or moves time,
/// so that an event always meets laid-out views and a test reads them laid out after one;
/// ``UIView/layoutIfNeeded()`` on the window and the testing kit's `settle()` run it on
/// demand. When nothing is marked, checking costs one read of the window's flags.
extension UIWindow {
    /// Runs the update if anything waits for it: the check every host call makes.
    @inline(__always)
    func updateIfNeeded() {
        if layoutState.isPending { gestureEnvironment.handling { runUpdate() } }
    }

    /// Lays out the marked views, displays the marked views and layers, the controllers that began appearing since the last
    /// update hearing `viewIsAppearing(_:)` between their superview's layout and their
    /// view's (or after the pass, when their view had none); then they hear
    /// `viewDidAppear(_:)`, in the order they began (R-AP1).
    func runUpdate() {
        var rounds = 0
        repeat {
            rounds += 1
            let appearing = pendingAppearances.compactMap(\.controller)
            pendingAppearances = []
            layOutSubtree()
            runDisplayPass()
            for controller in appearing { controller.appearanceIsAppearing() }
            for controller in appearing { controller.endAppearance() }
        } while !pendingAppearances.isEmpty && rounds < UIView.maximumLayoutRounds
    }

    /// Queues `controller`, whose view entered this window, for `viewDidAppear(_:)` at the
    /// next update.
    func enqueueAppearance(of controller: UIViewController) {
        guard !pendingAppearances.contains(where: { $0.controller === controller }) else { return }
        pendingAppearances.append(PendingAppearance(controller: controller))
        layoutState.descendantNeedsLayout = true
    }

    /// Changes the window's size as a rotation or a resized scene does (R-AP3), a host's
    /// call: the root view controller hears `viewWillTransition(to:with:)` (and forwards it
    /// to its children), then the window's bounds take `size` in an animation of
    /// `duration` seconds of host time (none when 0) in which the coordinator's alongside
    /// blocks run and the window is laid out; the coordinator's completion blocks run when
    /// it ends. The root view follows the window's size (R-LY3).
    ///
    /// A Touchstone addition: on iOS the system resizes windows.
    public func resize(to size: CGSize, duration: TimeInterval = 0) {
        let traits = traitCollection
        defer { traitsDidChange(from: traits) }
        let coordinator = SizeTransitionCoordinator(duration: max(0, duration), containerView: self)
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        let change = {
            self.frame.size = size
            coordinator.runAlongsideAnimations()
            self.layoutIfNeeded()
        }
        if coordinator.isAnimated {
            UIView.animate(withDuration: coordinator.transitionDuration, animations: change) { _ in
                coordinator.runCompletions()
            }
        } else {
            change()
            coordinator.runCompletions()
        }
    }
}

/// A controller waiting for its window's update to hear `viewDidAppear(_:)`, held weakly
/// (a controller is not on the event path, so its side table costs no event anything).
struct PendingAppearance {
    weak var controller: UIViewController?
}
