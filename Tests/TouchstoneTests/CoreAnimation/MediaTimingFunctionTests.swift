import Foundation
import Testing
@testable import Touchstone

/// The y of the cubic Bézier with control points (x1, y1) and (x2, y2) at `x`, found by
/// bisection on the curve's parameter: an implementation of the equation independent of
/// the engine's Newton solver.
private func bezierY(atX x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, y1, y2)
}

@Suite("Core Animation's timing functions (R-CA1)")
struct MediaTimingFunctionTests {
    private func points(of function: CAMediaTimingFunction) -> [Float] {
        var values: [Float] = []
        for index in 0..<4 {
            var point: [Float] = [0, 0]
            point.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            values += point
        }
        return values
    }

    // R-CA1: the named curves have Core Animation's control points (Apple:
    // CAMediaTimingFunctionName; default is (0.25, 0.1, 0.25, 1)), framed by (0, 0) and (1, 1).
    @Test func theNamedCurvesHaveCoreAnimationsControlPoints() {
        #expect(points(of: CAMediaTimingFunction(name: .easeIn)) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(points(of: CAMediaTimingFunction(name: .easeOut)) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(points(of: CAMediaTimingFunction(name: .easeInEaseOut)) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(points(of: CAMediaTimingFunction(name: .default)) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
        #expect(CAMediaTimingFunction(name: .linear) == CAMediaTimingFunction(controlPoints: 0, 0, 1, 1))
    }

    // R-CA1: a function maps time to progress as its Bézier does, at every tenth of the way.
    @Test(arguments: [(0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 0.58, 1.0), (0.3, 1.4, 0.7, -0.4)])
    func aFunctionFollowsItsBezier(_ points: (Double, Double, Double, Double)) {
        let function = CAMediaTimingFunction(controlPoints: Float(points.0), Float(points.1), Float(points.2), Float(points.3))
        for step in 1..<10 {
            let x = Double(step) / 10
            let expected = bezierY(atX: x, Double(Float(points.0)), Double(Float(points.1)), Double(Float(points.2)), Double(Float(points.3)))
            #expect(abs(function.curve.progress(x) - expected) < 1e-6)
        }
    }
}
