import Foundation
import Testing
import TouchstoneGeometry

// R-PA2, as a property: on random paths of lines and curves, `contains` agrees with a
// brute-force winding number, the sum of the angles the path turns through seen from the
// point, each curve sampled at 1,000 points. Points within 0.5 points of the outline are
// left out, where the flattening tolerance may decide either way. The vector arithmetic
// is the package's own (`PointMath.swift`).

/// SplitMix64: a seeded generator, so that every run checks the same cases.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Containment agrees with a brute-force winding number (R-PA2)")
struct ContainsPropertyTests {
    /// A random closed path: a move and 3 to 6 lines, quadratic or cubic curves in a
    /// 100-point square.
    private func randomPath(_ random: inout SeededGenerator) -> (CGMutablePath, [CGPoint]) {
        func point() -> CGPoint {
            CGPoint(x: CGFloat.random(in: 0...100, using: &random), y: CGFloat.random(in: 0...100, using: &random))
        }
        let path = CGMutablePath()
        let start = point()
        path.move(to: start)
        var samples = [start]
        var current = start
        for _ in 0..<Int.random(in: 3...6, using: &random) {
            let end = point()
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                path.addLine(to: end)
                samples += (1...1_000).map { step in current + (end - current) * (CGFloat(step) / 1_000) }
            case 1:
                let control = point()
                path.addQuadCurve(to: end, control: control)
                samples += (1...1_000).map { step in
                    let t = CGFloat(step) / 1_000, u = 1 - t
                    return current * (u * u) + control * (2 * u * t) + end * (t * t)
                }
            default:
                let (c1, c2) = (point(), point())
                path.addCurve(to: end, control1: c1, control2: c2)
                samples += (1...1_000).map { step in
                    let t = CGFloat(step) / 1_000, u = 1 - t
                    return current * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + end * (t * t * t)
                }
            }
            current = end
        }
        path.closeSubpath()
        samples += (1...1_000).map { step in current + (start - current) * (CGFloat(step) / 1_000) }
        return (path, samples)
    }

    /// The winding number of the closed polyline `samples` around `point`: the turned
    /// angle over a full turn.
    private func bruteForceWinding(_ samples: [CGPoint], around point: CGPoint) -> Int {
        var turned: CGFloat = 0
        for (a, b) in zip(samples, samples.dropFirst() + [samples[0]]) {
            let angleA = atan2(a.y - point.y, a.x - point.x), angleB = atan2(b.y - point.y, b.x - point.x)
            var step = angleB - angleA
            if step > .pi { step -= 2 * .pi }
            if step < -.pi { step += 2 * .pi }
            turned += step
        }
        return Int((turned / (2 * .pi)).rounded())
    }

    @Test func bothRulesAgreeWithTheWindingNumber() {
        var random = SeededGenerator(state: 52)
        var checked = 0
        for _ in 0..<50 {
            let (path, samples) = randomPath(&random)
            for _ in 0..<60 {
                let point = CGPoint(x: CGFloat.random(in: -10...110, using: &random),
                                    y: CGFloat.random(in: -10...110, using: &random))
                guard samples.allSatisfy({ ($0 - point).length > 0.5 }) else { continue }
                let winding = bruteForceWinding(samples, around: point)
                #expect(path.contains(point, using: .winding) == (winding != 0), "\(path) at \(point)")
                #expect(path.contains(point, using: .evenOdd) == (winding % 2 != 0), "\(path) at \(point)")
                checked += 1
            }
        }
        #expect(checked > 2_000)
    }
}
