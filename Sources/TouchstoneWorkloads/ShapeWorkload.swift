import Foundation
import Touchstone
import TouchstoneShapes

/// The shape classifier's performance workload: 16 shapes with 9 templates each, the size
/// of the $1 paper's largest user-dependent set, and drawings of those shapes to rank.
///
/// The shapes are drawn by formula (polylines and curves, sampled every few points as a
/// finger would be), each template and drawing bent by a seeded jitter, a slight tilt and
/// a change of size, so that the workload repeats exactly and needs no dataset.
/// `touchstone shapes bench`, the test suite and Benchmarks/ rank these drawings. With two
/// strokes per drawing, each is cut at its middle point and its second half drawn backwards:
/// the multistroke workload, which the classifier matches as point clouds.
public struct ShapeWorkload: Sendable {
    /// The classifier with every template.
    public let classifier: ShapeClassifier
    /// Drawings to rank, each a list of strokes, with the shape each one is.
    public let drawings: [(shape: String, strokes: [[CGPoint]])]

    /// `templatesPerShape` templates of each of the 16 shapes, and `drawingsPerShape`
    /// drawings of each, in one stroke or (`strokes` 2) two.
    public init(templatesPerShape: Int = 9, drawingsPerShape: Int = 4, strokes: Int = 1) {
        var generator = SplitMix64(seed: 33)
        func drawing(_ corners: [CGPoint]) -> [[CGPoint]] {
            let stroke = Self.draw(corners, &generator)
            guard strokes > 1 else { return [stroke] }
            let middle = stroke.count / 2
            return [Array(stroke[...middle]), Array(stroke[middle...].reversed())]
        }
        var templates: [ShapeTemplate] = []
        for (name, corners) in Self.shapes {
            for _ in 0..<templatesPerShape {
                templates.append(ShapeTemplate(name: name, strokes: drawing(corners)))
            }
        }
        classifier = try! ShapeClassifier(templates: templates)  // every shape has extent
        var drawings: [(shape: String, strokes: [[CGPoint]])] = []
        for _ in 0..<drawingsPerShape {
            for (name, corners) in Self.shapes { drawings.append((name, drawing(corners))) }
        }
        self.drawings = drawings
    }

    /// The multistroke workload: 63 two-stroke templates of each shape, 1,008 in all, the
    /// most a scene may give (1,000) and a few.
    public static func multistroke() -> ShapeWorkload { ShapeWorkload(templatesPerShape: 63, strokes: 2) }

    /// The 16 shapes as corner lists in a 100-point box (curves as many corners).
    static let shapes: [(String, [CGPoint])] = {
        func points(_ pairs: [(Double, Double)]) -> [CGPoint] { pairs.map { CGPoint(x: $0.0, y: $0.1) } }
        func arc(from start: Double, to end: Double, radius: Double = 50, steps: Int = 24,
                 center: CGPoint = CGPoint(x: 50, y: 50)) -> [CGPoint] {
            (0...steps).map { step in
                let angle = start + (end - start) * Double(step) / Double(steps)
                return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
        }
        let spiral = (0...48).map { step -> CGPoint in
            let angle = Double(step) / 48 * 4 * Double.pi, radius = 10 + 40 * Double(step) / 48
            return CGPoint(x: 50 + radius * cos(angle), y: 50 + radius * sin(angle))
        }
        return [
            ("circle", arc(from: 0, to: 2 * .pi)),
            ("triangle", points([(50, 0), (0, 90), (100, 90), (50, 0)])),
            ("rectangle", points([(0, 0), (0, 70), (100, 70), (100, 0), (0, 0)])),
            ("star", points([(20, 100), (50, 0), (80, 100), (0, 35), (100, 35), (20, 100)])),
            ("check", points([(0, 50), (30, 90), (100, 0)])),
            ("v", points([(0, 0), (50, 100), (100, 0)])),
            ("caret", points([(0, 100), (50, 0), (100, 100)])),
            ("zigzag", points([(0, 0), (25, 100), (50, 0), (75, 100), (100, 0)])),
            ("arrow", points([(0, 100), (100, 0), (60, 5), (100, 0), (95, 40)])),
            ("left bracket", points([(80, 0), (20, 0), (20, 100), (80, 100)])),
            ("right bracket", points([(20, 0), (80, 0), (80, 100), (20, 100)])),
            ("delete", points([(0, 0), (100, 100), (100, 0), (0, 100)])),
            ("pigtail", points([(0, 100)]) + arc(from: .pi / 2, to: 2.5 * .pi, radius: 30, center: CGPoint(x: 50, y: 40))
                + points([(100, 100)])),
            ("question mark", arc(from: .pi, to: 2.5 * .pi, radius: 35, center: CGPoint(x: 50, y: 35)) + points([(50, 100)])),
            ("spiral", spiral),
            ("s", arc(from: 0, to: -1.5 * .pi, radius: 25, center: CGPoint(x: 50, y: 25))
                + arc(from: -0.5 * .pi, to: -2 * .pi, radius: 25, center: CGPoint(x: 50, y: 75)).reversed()),
        ]
    }()

    /// The corners joined by straight runs of points 4 apart, tilted up to ±10°, scaled
    /// 0.8…1.5 and jittered by up to 2 points, as one drawing of the shape.
    static func draw(_ corners: [CGPoint], _ generator: inout SplitMix64) -> [CGPoint] {
        let angle = Double.random(in: -0.17...0.17, using: &generator)
        let scale = Double.random(in: 0.8...1.5, using: &generator)
        var stroke: [CGPoint] = []
        for (start, end) in zip(corners, corners.dropFirst()) {
            let steps = max(1, Int(hypot(end.x - start.x, end.y - start.y) / 4))
            for step in 0..<steps {
                let t = Double(step) / Double(steps)
                stroke.append(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            }
        }
        stroke.append(corners.last!)
        return stroke.map { point in
            let x = point.x * cos(angle) - point.y * sin(angle), y = point.x * sin(angle) + point.y * cos(angle)
            return CGPoint(x: 200 + scale * x + .random(in: -2...2, using: &generator),
                           y: 300 + scale * y + .random(in: -2...2, using: &generator))
        }
    }
}
