import Foundation
import Testing
@testable import Touchstone

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
