import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// Gives the slide-up animator of the ported custom push, driven by `interaction` when set.
@MainActor private final class DrivenPushDelegate: UINavigationControllerDelegate {
    let interaction: UIPercentDrivenInteractiveTransition?

    init(interaction: UIPercentDrivenInteractiveTransition?) {
        self.interaction = interaction
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Fades a badge in alongside the transition that shows it.
@MainActor private final class BadgeController: RecordingViewController {
    let badge = UIView()
    var alongsideCompleted: Bool?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if badge.superview == nil { view.addSubview(badge) }
        badge.alpha = 0
        transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 },
                                       completion: { context in self.alongsideCompleted = !context.isCancelled })
    }
}

@MainActor
@Suite("Transitions: completion speed, alongside animations, editing (R-NV1, R-NV4, R-NV7)")
struct TransitionBehaviorTests {
    private func stage(delegate: (any UINavigationControllerDelegate)?)
        -> (UINavigationController, AppearanceRecorder, TouchSimulator) {
        let recorder = AppearanceRecorder()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: RecordingViewController("list", recorder: recorder))
        navigation.delegate = delegate
        window.rootViewController = navigation
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        recorder.entries = []
        return (navigation, recorder, fingers)
    }

    // R-NV4: finished from half way at completionSpeed 2, the rest of a 0.4 s linear
    // animation takes 0.1 s: 0.05 s later the view is three quarters of the way (a
    // quarter of 844 below its place), and 0.1 s later the push has completed.
    @Test func finishRunsTheRestAtTheCompletionSpeed() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        let delegate = DrivenPushDelegate(interaction: interaction)
        let (navigation, recorder, fingers) = stage(delegate: delegate)
        let detail = RecordingViewController("detail", recorder: recorder)
        navigation.pushViewController(detail, animated: true)
        #expect(interaction.duration == 0.4)
        interaction.update(0.5)
        #expect(abs(try #require(detail.view.layer.presentation()).frame.minY - 422) < 0.5)
        interaction.finish()
        fingers.advance(by: 0.05)
        #expect(abs(try #require(detail.view.layer.presentation()).frame.minY - 211) < 0.5)
        #expect(!recorder.entries.contains("detail.didAppear"))
        fingers.advance(by: 0.051)
        #expect(recorder.entries.last == "detail.didAppear")
        #expect(navigation.topViewController === detail)
    }

    // R-NV4: cancelled from 0.25, the push runs back in 0.1 s and undoes itself: the
    // pushed controller leaves the stack and its parent.
    @Test func aCancelledPushLeavesTheStack() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = DrivenPushDelegate(interaction: interaction)
        let (navigation, recorder, fingers) = stage(delegate: delegate)
        let detail = RecordingViewController("detail", recorder: recorder)
        navigation.pushViewController(detail, animated: true)
        interaction.update(0.25)
        interaction.cancel()
        fingers.advance(by: 0.101)
        #expect(navigation.viewControllers.count == 1)
        #expect(detail.parent == nil)
        #expect(detail.view.window == nil)
        #expect(recorder.entries == ["list.willDisappear", "detail.willAppear(moving)", "list.willAppear",
                                     "detail.willDisappear", "detail.didDisappear", "list.didAppear"])
    }

    // R-NV1: a block handed to the coordinator in viewWillAppear animates with the push:
    // at half the standard 0.35 s ease-in-out, symmetric about its middle, the badge is
    // half faded in; its completion runs after, not cancelled.
    @Test func alongsideAnimationsRunWithThePush() throws {
        let (navigation, recorder, fingers) = stage(delegate: nil)
        let detail = BadgeController("detail", recorder: recorder)
        navigation.pushViewController(detail, animated: true)
        fingers.advance(by: 0.175)
        #expect(abs(try #require(detail.badge.layer.presentation()).opacity - 0.5) < 0.01)
        #expect(detail.alongsideCompleted == nil)
        fingers.settle()
        #expect(detail.alongsideCompleted == true)
        #expect(detail.badge.alpha == 1)
    }

    // R-NV7: the edit button toggles a table view controller's editing, and its table's,
    // and reads "Done" while editing.
    @Test func theEditButtonTogglesEditing() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        window.rootViewController = navigation
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        #expect(list.editButtonItem.title == "Edit")
        fingers.tap(at: CGPoint(x: 390 - 8 - 22, y: 22))
        #expect(list.isEditing)
        #expect(list.tableView.isEditing)
        #expect(list.editButtonItem.title == "Done")
        fingers.tap(at: CGPoint(x: 390 - 8 - 22, y: 22))
        #expect(!list.isEditing && !list.tableView.isEditing)
    }
}
