import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

@MainActor private final class SheetDelegate: UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttemptToDismiss")
    }
}

@MainActor private final class PlainTransitioningDelegate: UIViewControllerTransitioningDelegate {}

@MainActor
@Suite("Presentation styles (R-NV5, R-NV6)")
struct PresentationStyleTests {
    private func stage() -> (RecordingViewController, AppearanceRecorder, TouchSimulator) {
        let recorder = AppearanceRecorder()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let presenter = RecordingViewController("presenter", recorder: recorder)
        window.rootViewController = presenter
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        recorder.entries = []
        return (presenter, recorder, fingers)
    }

    // R-NV5: which views stay in the window, as Apple's UIModalPresentationStyle pages say:
    // full screen and current context remove the presenter's views "after the presentation
    // completes"; over full screen and over current context leave "the views beneath";
    // sheets leave part of the background visible; a custom presentation keeps them while
    // its presentation controller's shouldRemovePresentersView is false, its default.
    @Test(arguments: [
        (UIModalPresentationStyle.fullScreen, false), (.overFullScreen, true), (.pageSheet, true), (.formSheet, true),
        (.automatic, true), (.currentContext, false), (.overCurrentContext, true), (.custom, true), (.popover, false),
    ])
    func everyStyleKeepsOrRemovesThePresentersView(style: UIModalPresentationStyle, keeps: Bool) throws {
        let (presenter, recorder, fingers) = stage()
        let presented = RecordingViewController("presented", recorder: recorder)
        presented.modalPresentationStyle = style
        let transitioning = PlainTransitioningDelegate()
        if style == .custom { presented.transitioningDelegate = transitioning }
        var completed = false
        presenter.present(presented, animated: true) { completed = true }
        #expect(presenter.presentedViewController === presented)
        #expect(presented.presentingViewController === presenter)
        #expect(presented.isBeingPresented)
        #expect(presenter.view.window != nil)  // removed only once the presentation completes
        fingers.settle()
        #expect(completed)
        #expect(!presented.isBeingPresented)
        #expect(presented.view.window != nil)
        #expect((presenter.view.window != nil) == keeps)
        let expected = keeps ? ["presented.willAppear", "presented.didAppear"]
                             : ["presenter.willDisappear", "presented.willAppear", "presenter.didDisappear",
                                "presented.didAppear"]
        #expect(recorder.entries == expected)

        recorder.entries = []
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        #expect(presenter.view.window != nil)  // back beneath before the dismissal runs
        fingers.settle()
        #expect(dismissed)
        #expect(presenter.presentedViewController == nil)
        #expect(presented.view.window == nil)
        #expect(presenter.view.window != nil)
        let expectedBack = keeps ? ["presented.willDisappear", "presented.didDisappear"]
                                 : ["presented.willDisappear", "presenter.willAppear", "presented.didDisappear",
                                    "presenter.didAppear"]
        #expect(recorder.entries == expectedBack)
    }

    // R-NV5: the standard cover-vertical presentation slides up from the bottom; a
    // full-screen view is halfway up at half the duration of an ease-in-out curve, which
    // is symmetric about its middle.
    @Test func theStandardPresentationSlidesUp() throws {
        let (presenter, recorder, fingers) = stage()
        let presented = RecordingViewController("presented", recorder: recorder)
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: true)
        fingers.advance(by: 0.175)
        let inFlight = try #require(presented.view.layer.presentation())
        #expect(abs(inFlight.frame.minY - 422) < 0.5)
        fingers.settle()
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    // R-NV6: an automatic presentation is a page sheet 10 points below the top in a
    // compact width; pulling it down past half dismisses it, and its delegate hears
    // will- and did-dismiss.
    @Test func aSheetIsPulledDown() throws {
        let (presenter, _, fingers) = stage()
        let presented = UIViewController()
        let delegate = SheetDelegate()
        presented.presentationController?.delegate = delegate
        presenter.present(presented, animated: false)
        fingers.settle()
        #expect(presented.view.frame == CGRect(x: 0, y: 10, width: 390, height: 834))
        fingers.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.5)
        fingers.settle()
        #expect(presenter.presentedViewController == nil)
        #expect(presented.view.window == nil)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    // R-NV6: a short pull lets the sheet go back to its place.
    @Test func aShortPullPutsTheSheetBack() {
        let (presenter, _, fingers) = stage()
        let presented = UIViewController()
        presenter.present(presented, animated: false)
        fingers.settle()
        fingers.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 350), duration: 0.5)
        fingers.settle()
        #expect(presenter.presentedViewController === presented)
        #expect(presented.view.frame == CGRect(x: 0, y: 10, width: 390, height: 834))
    }

    // R-NV6: a sheet that is modal in presentation stays, and its delegate hears the
    // attempt.
    @Test func aModalSheetRefusesThePull() {
        let (presenter, _, fingers) = stage()
        let presented = UIViewController()
        presented.isModalInPresentation = true
        let delegate = SheetDelegate()
        presented.presentationController?.delegate = delegate
        presenter.present(presented, animated: false)
        fingers.settle()
        fingers.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.5)
        fingers.settle()
        #expect(presenter.presentedViewController === presented)
        #expect(delegate.calls == ["didAttemptToDismiss"])
    }

    // R-NV5: a child that presents in the current context covers its context's view only.
    @Test func theCurrentContextIsTheDefiningAncestor() throws {
        let (presenter, _, fingers) = stage()
        let child = UIViewController()
        presenter.addChild(child)
        child.view.frame = CGRect(x: 0, y: 400, width: 390, height: 444)
        presenter.view.addSubview(child.view)
        child.didMove(toParent: presenter)
        child.definesPresentationContext = true
        let presented = UIViewController()
        presented.modalPresentationStyle = .overCurrentContext
        child.present(presented, animated: false)
        fingers.settle()
        #expect(presented.presentingViewController === child)
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 0, y: 400, width: 390, height: 444))
    }
}
