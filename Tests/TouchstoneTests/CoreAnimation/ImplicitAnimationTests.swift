import Foundation
import Testing
import Touchstone
import TouchstoneTesting

@MainActor
@Suite("Implicit animations of layers of their own (R-CA9)")
struct ImplicitAnimationTests {
    /// Core Animation's default curve, control points (0.25, 0.1) and (0.25, 1), at `x`, by
    /// the independent Bézier solution.
    private func defaultCurve(_ x: Double) -> Double { bezierY(atX: x, 0.25, 0.1, 0.25, 1) }

    // R-CA9: moving a layer of its own in a window animates it over the transaction's
    // 0.25 s on the default curve, from where it was, while the model moves at once;
    // a view's layer does not animate, nor does a layer outside a window.
    @Test func aLayersChangeAnimatesOverAQuarterSecond() {
        UIApplication.withShared(UIApplication()) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.makeKeyAndVisible()
            let fingers = TouchSimulator(window: window)
            let layer = CALayer(), loose = CALayer(), view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.layer.addSublayer(layer)
            window.addSubview(view)
            layer.position = CGPoint(x: 100, y: 100)  // from (0, 0)
            loose.position = CGPoint(x: 100, y: 100)
            view.layer.position = CGPoint(x: 100, y: 100)
            #expect(layer.position == CGPoint(x: 100, y: 100))
            #expect(layer.animationKeys() == ["position"])
            #expect(loose.animationKeys() == nil && view.layer.animationKeys() == nil)
            #expect(view.layer.action(forKey: "position") is NSNull)  // a view answers NSNull
            fingers.advance(by: 0.125)
            let shown = layer.presentation()?.position ?? .zero
            #expect(abs(Double(shown.x) - 100 * defaultCurve(0.5)) < 1e-4)
            fingers.advance(by: 0.125)
            #expect(layer.presentation()?.position == CGPoint(x: 100, y: 100))
            #expect(layer.animationKeys() == nil)
        }
    }

    // R-CA9, R-CA8: a transaction that disables actions moves a layer at once; one with a
    // duration of 1 s and a linear curve shows it halfway at 0.5 s; an NSNull in the
    // layer's actions stops the animation of its key; a shape layer's stroke animates.
    @Test func transactionsAndActionsDecide() {
        UIApplication.withShared(UIApplication()) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.makeKeyAndVisible()
            let fingers = TouchSimulator(window: window)
            let layer = CALayer(), ring = CAShapeLayer()
            window.layer.addSublayer(layer)
            window.layer.addSublayer(ring)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0
            CATransaction.commit()
            #expect(layer.animationKeys() == nil && layer.presentation()?.opacity == 0)

            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.opacity = 1
            ring.strokeEnd = 0.5  // from 1
            CATransaction.commit()
            fingers.advance(by: 0.5)
            #expect(abs((layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
            #expect(abs((ring.presentation()?.strokeEnd ?? 0) - 0.75) < 1e-9)

            layer.actions = ["cornerRadius": NSNull()]
            layer.cornerRadius = 8
            #expect(layer.animation(forKey: "cornerRadius") == nil)
            layer.borderWidth = 2
            #expect(layer.animation(forKey: "borderWidth") != nil)
        }
    }
}
