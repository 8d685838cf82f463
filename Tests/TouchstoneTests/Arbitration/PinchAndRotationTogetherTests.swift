import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A pinch and a rotation on one view, as in the seeds: by default they exclude each
/// other (R-A3); a delegate lets them work together (R-A4, seed 001 "允许两个手势识别器同时
/// 工作"); a `canPrevent(_:)` override makes the relation one-sided (seed 000 §三.2.4:
/// rotation may prevent pinch, pinch may not prevent rotation).
@MainActor
@Suite struct PinchAndRotationTogetherTests {
    /// A pinch that never prevents a rotation, as seed 000 §三.2.4 describes.
    private final class PinchThatCannotPreventRotation: UIPinchGestureRecognizer {
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
            !(preventedGestureRecognizer is UIRotationGestureRecognizer)
        }
    }

    /// A delegate that says no to simultaneity, to show it cannot veto the other's yes.
    private final class NeverSimultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            false
        }
    }

    @MainActor
    private struct Setup {
        let scene = Continuous.Scene()
        let pinch: UIPinchGestureRecognizer
        let rotation = UIRotationGestureRecognizer()
        let pinchLog: Continuous.ActionLog<UIPinchGestureRecognizer, CGFloat>
        let rotationLog: Continuous.ActionLog<UIRotationGestureRecognizer, CGFloat>

        init(pinch: UIPinchGestureRecognizer = UIPinchGestureRecognizer()) {
            self.pinch = pinch
            scene.view.addGestureRecognizer(pinch)
            scene.view.addGestureRecognizer(rotation)
            pinchLog = Continuous.ActionLog(pinch) { $0.scale }
            rotationLog = Continuous.ActionLog(rotation) { $0.rotation }
        }

        /// Fingers on a circle around (200, 400): finger 2 at `degrees` (clockwise) and
        /// `radius`, finger 1 opposite.
        private func positions(_ degrees: CGFloat, _ radius: CGFloat) -> [CGPoint] {
            let angle = degrees * .pi / 180
            let offset = CGPoint(x: cos(angle) * radius, y: sin(angle) * radius)
            return [CGPoint(x: 200 - offset.x, y: 400 - offset.y), CGPoint(x: 200 + offset.x, y: 400 + offset.y)]
        }

        func down(degrees: CGFloat, radius: CGFloat) {
            let points = positions(degrees, radius)
            scene.fingers.send([.down(1, points[0]), .down(2, points[1])])
        }

        func move(degrees: CGFloat, radius: CGFloat) {
            let points = positions(degrees, radius)
            scene.move([(1, points[0]), (2, points[1])])
        }

        func lift() {
            scene.fingers.send([.up(1), .up(2)])
        }
    }

    // R-A3: whichever begins first excludes the other; here the fingers spread first.
    @Test func byDefaultTheFirstToBeginExcludesTheOther() {
        let setup = Setup()
        setup.down(degrees: 0, radius: 50)
        setup.move(degrees: 0, radius: 60)  // pinch begins
        setup.move(degrees: 30, radius: 60)  // enough turning, but too late
        setup.lift()
        #expect(setup.pinchLog.states == [.began, .changed, .ended])
        #expect(setup.rotationLog.states.isEmpty)
        #expect(setup.scene.outcomes(of: setup.rotation) == [.failed])
        #expect(setup.scene.decisions.first { $0.recognizer === setup.rotation }?.rule == "R-A3")
    }

    // R-A4: one delegate saying yes is enough, even when the other's delegate says no.
    @Test func aDelegateLetsThemWorkTogether() {
        let setup = Setup()
        let yes = Continuous.SimultaneousDelegate()
        let no = NeverSimultaneous()
        setup.pinch.delegate = yes
        setup.rotation.delegate = no
        setup.down(degrees: 0, radius: 50)
        setup.move(degrees: 0, radius: 60)  // pinch begins: 120 / 108
        setup.move(degrees: 20, radius: 75)  // rotation begins: 20° > 5° + 5°·√0.5
        setup.move(degrees: 45, radius: 81)
        setup.lift()
        #expect(setup.pinchLog.states == [.began, .changed, .changed, .ended])
        #expect(setup.rotationLog.states == [.began, .changed, .ended])
        Continuous.expectClose(setup.pinchLog.values.last ?? 0, 1.5, within: 1e-9)
        Continuous.expectClose(setup.rotationLog.values.last ?? 0, .pi / 4, within: 1e-9)
    }

    // Seed 000 §三.2.4: the pinch cannot prevent the rotation, so a rotation that comes
    // later still begins, and cancels the pinch in progress (R-A3).
    @Test func rotationPreventsAPinchInProgress() {
        let setup = Setup(pinch: PinchThatCannotPreventRotation())
        setup.down(degrees: 0, radius: 50)
        setup.move(degrees: 0, radius: 60)  // pinch begins
        setup.move(degrees: 5, radius: 60)  // under the 7.2° the spread asks of the rotation
        setup.move(degrees: 15, radius: 60)  // rotation begins, pinch is cancelled
        setup.move(degrees: 25, radius: 60)
        setup.lift()
        #expect(setup.pinchLog.states == [.began, .changed, .changed, .cancelled])
        #expect(setup.rotationLog.states == [.began, .changed, .ended])
        #expect(setup.scene.outcomes(of: setup.pinch) == [.began, .cancelled])
    }

    // …and a rotation that begins first still excludes the pinch.
    @Test func rotationFirstStillExcludesThePinch() {
        let setup = Setup(pinch: PinchThatCannotPreventRotation())
        setup.down(degrees: 0, radius: 50)
        setup.move(degrees: 10, radius: 50)  // rotation begins
        setup.move(degrees: 10, radius: 90)  // a pinch's worth of spreading, too late
        setup.lift()
        #expect(setup.pinchLog.states.isEmpty)
        #expect(setup.rotationLog.states == [.began, .changed, .ended])
        #expect(setup.scene.outcomes(of: setup.pinch) == [.failed])
    }
}
