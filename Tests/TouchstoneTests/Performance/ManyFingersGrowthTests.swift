#if DEBUG
@testable import Touchstone
import Testing

/// Many fingers coming down in one event cost steps linear in the fingers (issue 28):
/// admission used to scan every live touch for each new one (exclusive touch, R-T7) and
/// every touch a recognizer tracks (`requiresExclusiveTouchType`), so 10,000 fingers took
/// 2·10⁸ steps. Measured as ``GrowthTests`` measure, by the engine's step count: for n, 2n
/// and 4n fingers, linear growth makes the second increment twice the first, quadratic
/// four times.
@MainActor
@Suite struct ManyFingersGrowthTests {
    /// Steps to put `count` fingers down in one event on a view with a tap and a pan, and
    /// to lift them in another; `exclusive` makes the view an exclusive-touch one, beside
    /// another exclusive-touch view.
    private func steps(_ count: Int, exclusive: Bool) throws -> Int {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.isExclusiveTouch = exclusive
        view.isMultipleTouchEnabled = true
        let other = UIView(frame: CGRect(x: 0, y: 400, width: 400, height: 400))
        other.isExclusiveTouch = exclusive
        window.addSubview(view)
        window.addSubview(other)
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let points = (0..<count).map { CGPoint(x: Double($0 % 400), y: Double($0 / 400 % 400)) }
        let down = points.indices.map { TouchInput(finger: $0 + 1, phase: .began, location: points[$0]) }
        let up = points.indices.map { TouchInput(finger: $0 + 1, phase: .ended, location: points[$0]) }
        var tracked = 0
        let steps = try WorkMeter.measure {
            try window.sendTouches(down, at: 1)
            tracked = pan.numberOfTouches
            try window.sendTouches(up, at: 1.1)
        }
        // Every finger is a direct touch on the one view: the pan tracks them all (R-A1, R-T7).
        #expect(tracked == count)
        return steps
    }

    private func incrementRatio(exclusive: Bool) throws -> Double {
        let costs = try [250, 500, 1000].map { try Double(steps($0, exclusive: exclusive)) }
        return (costs[2] - costs[1]) / (costs[1] - costs[0])
    }

    @Test func fingersDownAtOnceCostLinearSteps() throws {
        let ratio = try incrementRatio(exclusive: false)
        #expect(ratio <= 2.5, "fingers 500→1000 added \(ratio)× what 250→500 added")
    }

    @Test func fingersDownAtOnceOnAnExclusiveViewCostLinearSteps() throws {
        let ratio = try incrementRatio(exclusive: true)
        #expect(ratio <= 2.5, "fingers 500→1000 added \(ratio)× what 250→500 added")
    }
}
#endif
