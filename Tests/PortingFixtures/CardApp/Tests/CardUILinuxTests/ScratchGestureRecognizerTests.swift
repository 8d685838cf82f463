import Testing
import Touchstone
import TouchstoneTesting
@testable import CardUILinux

/// CardUI's scratch recognizer (a `UIGestureRecognizer` subclass overriding
/// `init(target:action:)`, the touch methods and `reset()`), compiled from its iOS source.
@MainActor
@Suite struct ScratchGestureRecognizerTests {
    let card = ScratchCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
    let simulator: TouchSimulator

    init() {
        window.addSubview(card)
        simulator = TouchSimulator(window: window)
    }

    /// Left and right, 100 points each way: `legs` strokes.
    private func zigzag(legs: Int) -> [CGPoint] {
        (0...legs).map { CGPoint(x: $0 % 2 == 0 ? 100 : 200, y: 150 + CGFloat($0) * 5) }
    }

    @Test func fourStrokesReveal() {
        simulator.stroke(along: zigzag(legs: 4))
        #expect(card.isRevealed)
        #expect(card.strokesWhenRevealed == 4)
    }

    @Test func threeStrokesAreNotAScratch() {
        simulator.stroke(along: zigzag(legs: 3))
        #expect(!card.isRevealed)
    }

    /// `reset()` clears the count between gestures: two scratches of two strokes each do
    /// not add up to one of four.
    @Test func strokesDoNotCarryOverToTheNextGesture() {
        simulator.stroke(along: zigzag(legs: 2))
        simulator.stroke(along: zigzag(legs: 2))
        #expect(!card.isRevealed)
    }

    /// `init(target:action:)` set `cancelsTouchesInView` to false, and a two-finger touch fails.
    @Test func overriddenInitializerAndTwoFingers() {
        let recognizer = card.gestureRecognizers?.first as? ScratchGestureRecognizer
        #expect(recognizer?.cancelsTouchesInView == false)
        simulator.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150), fingers: 2)
        #expect(!card.isRevealed)
    }
}
