import CAllocationCounter
import Testing
import Touchstone
import TouchstoneTesting

/// The pointer's hot paths allocate nothing once warm, as the fingers' do: dragging with
/// a button held, hovering, wheel notches and trackpad deltas (R-P2, R-P4, R-P5). Run with
/// the other allocation guards, in release builds only (see `AllocationTests`).
@MainActor
@Suite(.disabled(if: isDebugBuild, "unoptimized builds allocate in every generic collection access"))
struct PointerAllocationTests {
    /// A window with a hover recognizer over a tall scroll view.
    @MainActor
    private final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        private var time: TimeInterval = 0
        private(set) var actions = 0

        init() {
            scrollView.contentSize = CGSize(width: 400, height: 100_000)
            window.addSubview(scrollView)
            let hover = UIHoverGestureRecognizer()
            hover.addTarget(self, action: Scene.count)
            scrollView.addGestureRecognizer(hover)
        }

        func count() { actions += 1 }

        func send(_ input: PointerInput, after interval: TimeInterval = 0.008) {
            time += interval
            do { try window.sendPointer(input, at: time) } catch {
                Issue.record("the window refused \(input) at \(time): \(error)")
            }
        }

        /// The allocations `body` makes.
        func allocations(_ body: () -> Void) -> UInt64 {
            let before = touchstone_allocation_count()
            body()
            return touchstone_allocation_count() - before
        }
    }

    private static func at(_ step: Int) -> CGPoint { CGPoint(x: 100 + CGFloat(step % 50), y: 300) }

    @Test func draggingWithAButtonAllocatesNothingPerMove() {
        let scene = Scene()
        scene.send(.move(to: Self.at(0), buttons: .primary, modifiers: []))
        for step in 1...40 { scene.send(.move(to: Self.at(step), buttons: .primary, modifiers: [])) }
        let moves = scene.allocations {
            for step in 41...80 { scene.send(.move(to: Self.at(step), buttons: .primary, modifiers: [])) }
        }
        #expect(moves == 0, "\(moves) allocations in 40 moves of a drag")
    }

    @Test func hoveringAllocatesNothingPerMove() {
        let scene = Scene()
        for step in 0...40 { scene.send(.move(to: Self.at(step), buttons: [], modifiers: [])) }
        let moves = scene.allocations {
            for step in 41...80 { scene.send(.move(to: Self.at(step), buttons: [], modifiers: [])) }
        }
        #expect(scene.actions > 80)
        #expect(moves == 0, "\(moves) allocations in 40 hover moves")
    }

    @Test func wheelNotchesAndTrackpadDeltasAllocateNothing() {
        let scene = Scene()
        scene.send(.move(to: Self.at(0), buttons: [], modifiers: []))
        let wheel = PointerInput.scroll(delta: CGVector(dx: 0, dy: -10), type: .discrete, phase: .changed, modifiers: [])
        for _ in 0..<10 { scene.send(wheel, after: 0.02) }
        let notches = scene.allocations { for _ in 0..<20 { scene.send(wheel, after: 0.02) } }
        #expect(notches == 0, "\(notches) allocations in 20 wheel notches")
        scene.send(.scroll(delta: CGVector(), type: .continuous, phase: .began, modifiers: []), after: 1)
        let delta = PointerInput.scroll(delta: CGVector(dx: 0, dy: -10), type: .continuous, phase: .changed, modifiers: [])
        for _ in 0..<10 { scene.send(delta) }
        let deltas = scene.allocations { for _ in 0..<20 { scene.send(delta) } }
        #expect(deltas == 0, "\(deltas) allocations in 20 trackpad deltas")
        #expect(scene.scrollView.contentOffset.y > 500)
    }
}
