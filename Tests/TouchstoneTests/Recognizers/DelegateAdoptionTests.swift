import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// Delegates written the way ported code writes them: methods that name a recognizer
/// subclass, as Objective-C samples do, are asked as UIKit asks them; a subclass of the
/// adopting class must override a method its superclass declares, and when it inherits a
/// default instead the recognizer says so once (R-A4, R-S4).
@MainActor
@Suite struct DelegateAdoptionTests {
    /// Lets pans (only) recognize with anything, written for the pan type.
    private final class PanFriendly: UIGestureRecognizerDelegate {
        private(set) var asked: [String] = []
        func gestureRecognizer(_ gestureRecognizer: UIPanGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            asked.append(gestureRecognizer.name ?? "?")
            return true
        }
    }

    /// Refuses to let pans begin, written for the pan type; other recognizers are not its
    /// business.
    private final class PanRefuser: UIGestureRecognizerDelegate {
        private(set) var asked: [String] = []
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIPanGestureRecognizer) -> Bool {
            asked.append(gestureRecognizer.name ?? "?")
            return false
        }
    }

    /// Adopts the protocol and declares the simultaneity question, as a base view
    /// controller of an app would.
    private class DeclaringBase: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            false
        }
    }
    private final class OverridingSub: DeclaringBase {
        override func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }
    }

    /// Adopts the protocol and declares nothing.
    private class SilentBase: UIGestureRecognizerDelegate {}
    /// Declares what the base's adoption leaves to the default: Swift never calls it.
    private final class SilentSub: SilentBase {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }
    }

    /// Two pans on one view, a finger dragged 60 points down: by default the first to
    /// begin excludes the other (R-A3).
    private func dragWithTwoPans(delegate: some UIGestureRecognizerDelegate)
        -> (scene: Continuous.Scene, first: UIPanGestureRecognizer, second: UIPanGestureRecognizer) {
        let scene = Continuous.Scene()
        let first = UIPanGestureRecognizer(), second = UIPanGestureRecognizer()
        first.name = "first"
        second.name = "second"
        scene.view.addGestureRecognizer(first)
        scene.view.addGestureRecognizer(second)
        first.delegate = delegate
        _ = scene.fingers.down(1, at: CGPoint(x: 200, y: 200))
        for step in 1...3 { scene.move(1, to: CGPoint(x: 200, y: 200 + 20 * CGFloat(step))) }
        scene.fingers.up(1)
        return (scene, first, second)
    }

    // R-A4: `gestureRecognizer(_ pan: UIPanGestureRecognizer, shouldRecognizeSimultaneouslyWith:)`
    // is asked, and its yes lets both pans run.
    @Test func aMethodWrittenForAPanIsAskedAboutPans() {
        let delegate = PanFriendly()
        let (scene, first, second) = dragWithTwoPans(delegate: delegate)
        #expect(scene.outcomes(of: first).first == .began)
        #expect(scene.outcomes(of: second).first == .began)
        #expect(delegate.asked.first == "first")
    }

    // R-S4: `gestureRecognizerShouldBegin(_ pan: UIPanGestureRecognizer)` vetoes the pan;
    // a tap with the same delegate is not asked and recognizes.
    @Test func aShouldBeginWrittenForAPanVetoesPansOnly() {
        let scene = Continuous.Scene()
        let delegate = PanRefuser()
        let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
        pan.name = "pan"
        tap.name = "tap"
        pan.delegate = delegate
        tap.delegate = delegate
        scene.view.addGestureRecognizer(tap)
        _ = scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.fingers.up(1)
        #expect(scene.outcomes(of: tap) == [.recognized])
        scene.view.removeGestureRecognizer(tap)
        scene.view.addGestureRecognizer(pan)
        _ = scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        for step in 1...3 { scene.move(1, to: CGPoint(x: 100, y: 100 + 20 * CGFloat(step))) }
        scene.fingers.up(1)
        #expect(scene.outcomes(of: pan) == [.failed])
        #expect(scene.decisions.last { $0.recognizer === pan }?.rule == "R-S4")
        #expect(delegate.asked == ["pan"])
    }

    // R-A4: a subclass overriding a method its adopting superclass declares is asked.
    @Test func aSubclassOverridingTheAdoptersMethodIsAsked() {
        let (scene, first, second) = dragWithTwoPans(delegate: OverridingSub())
        #expect(scene.outcomes(of: first).first == .began)
        #expect(scene.outcomes(of: second).first == .began)
    }

    // A subclass's method that the adopting class does not declare is never called (Swift
    // binds it at the adoption): the note names both classes, the question and the way
    // out, and says only what is known (the Swift runtime cannot tell whether the
    // subclass declares the method). A delegate of the adopting class itself, or of a
    // subclass of Touchstone's own adopter, has no adopter to name.
    @Test func aSubclassLeftWithTheAdoptersDefaultIsNoted() throws {
        let (_, first, _) = dragWithTwoPans(delegate: SilentSub())
        #expect(first.delegateDefaults.contains(.recognizeSimultaneously))
        let adopter: AnyClass = try #require(UIGestureRecognizer.inheritedAdopter(of: SilentSub()))
        #expect(ObjectIdentifier(adopter) == ObjectIdentifier(SilentBase.self))
        let note = UIGestureRecognizer.inheritedAdoptionNote(delegate: SilentSub(), adopter: adopter, recognizer: first,
                                                            question: .recognizeSimultaneously)
        #expect(note.contains("SilentSub"))
        #expect(note.contains("from SilentBase, which does not declare gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"))
        #expect(note.contains("If SilentSub declares that method"))
        #expect(note.contains("override it in SilentSub"))
        #expect(UIGestureRecognizer.inheritedAdopter(of: SilentBase()) == nil)
        #expect(UIGestureRecognizer.inheritedAdopter(of: OverridingSub()) != nil)
        #expect(UIGestureRecognizer.inheritedAdopter(of: NestedScrollView()) == nil)
    }

    /// A scroll view subclass: `UIScrollView` adopts the protocol for its own recognizers.
    private final class NestedScrollView: UIScrollView {}
}
