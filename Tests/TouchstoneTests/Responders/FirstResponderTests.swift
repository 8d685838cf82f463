import Foundation
import Testing
@testable import Touchstone

/// A view that may become first responder, logging when it resigns.
@MainActor
class FocusView: UIView {
    var allowsBecoming = true
    var allowsResigning = true
    var resignations = 0

    override var canBecomeFirstResponder: Bool { allowsBecoming }
    override var canResignFirstResponder: Bool { allowsResigning }

    override func resignFirstResponder() -> Bool {
        resignations += 1
        return super.resignFirstResponder()
    }
}

/// First responder rules (R-R4).
@MainActor
@Suite struct FirstResponderTests {
    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }

    @Test func aResponderThatCannotBecomeFirstResponderIsRefused() {
        // R-R4: canBecomeFirstResponder is false by default.
        let window = window()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        #expect(!view.canBecomeFirstResponder && view.canResignFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func aResponderOutsideAWindowIsRefused() {
        let view = FocusView(frame: .zero)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func thereIsOneFirstResponderPerWindowAndTheOldOneResigns() {
        // R-R4: becoming first responder asks the current one to resign.
        let window = window()
        let first = FocusView(frame: .zero)
        let second = FocusView(frame: .zero)
        window.addSubview(first)
        window.addSubview(second)
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(first.resignations == 1)
    }

    @Test func aFirstResponderThatWillNotResignKeepsItsPlace() {
        // R-R4: canResignFirstResponder false.
        let window = window()
        let first = FocusView(frame: .zero)
        let second = FocusView(frame: .zero)
        window.addSubview(first)
        window.addSubview(second)
        first.becomeFirstResponder()
        first.allowsResigning = false
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder && !second.isFirstResponder)
        #expect(!first.resignFirstResponder())
        #expect(first.isFirstResponder)
    }

    @Test func resigningLeavesTheWindowWithoutFirstResponder() {
        let window = window()
        let view = FocusView(frame: .zero)
        window.addSubview(view)
        view.becomeFirstResponder()
        #expect(view.resignFirstResponder())
        #expect(!view.isFirstResponder && window.firstResponder == nil)
    }

    @Test func aViewLeavingItsWindowResignsEvenInsideARemovedSubtree() {
        // R-R4: a view leaving its window resigns.
        let window = window()
        let container = UIView(frame: .zero)
        let view = FocusView(frame: .zero)
        window.addSubview(container)
        container.addSubview(view)
        view.becomeFirstResponder()
        container.removeFromSuperview()
        #expect(view.resignations == 1)
        #expect(!view.isFirstResponder && window.firstResponder == nil)
    }

    @Test func windowsHaveFirstRespondersOfTheirOwn() {
        // R-R4 with R-O4.
        let first = window()
        let second = window()
        let a = FocusView(frame: .zero)
        let b = FocusView(frame: .zero)
        first.addSubview(a)
        second.addSubview(b)
        #expect(a.becomeFirstResponder() && b.becomeFirstResponder())
        #expect(a.isFirstResponder && b.isFirstResponder)
    }

    @Test func aViewControllerBecomesFirstResponderThroughItsView() {
        // R-R4 with R-R2: a controller is in the window its view is in.
        @MainActor final class Controller: UIViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let controller = Controller()
        #expect(!controller.becomeFirstResponder())  // no view in a window yet
        let window = window()
        window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
        controller.view.removeFromSuperview()
        #expect(!controller.isFirstResponder && window.firstResponder == nil)
    }
}
