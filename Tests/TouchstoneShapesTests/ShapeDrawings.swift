import Foundation
import TouchstoneShapes
import TouchstoneTesting

// Shapes drawn by formula, whose answers are known by construction: the same figure moved,
// scaled, turned, reversed or split into strokes in another order is still that figure,
// and a random scribble or a straight line is none of them.

enum ShapeDrawings {
    /// A circle of `count` points, anticlockwise from the right in screen coordinates (y down).
    static func circle(count: Int = 64) -> [CGPoint] {
        (0..<count).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(count - 1)
            return CGPoint(x: 100 + 50 * cos(angle), y: 100 - 50 * sin(angle))
        }
    }

    /// A five-pointed star in one stroke, from its lower left point.
    static func star() -> [CGPoint] {
        let corners = [0, 2, 4, 1, 3, 0].map { vertex -> CGPoint in
            let angle = Double.pi / 2 + 2 * Double.pi * Double(vertex) / 5 + 2 * Double.pi / 5 * 2
            return CGPoint(x: 100 + 60 * cos(angle), y: 100 - 60 * sin(angle))
        }
        return polyline(corners)
    }

    static func triangle() -> [CGPoint] {
        polyline([CGPoint(x: 100, y: 20), CGPoint(x: 20, y: 160), CGPoint(x: 180, y: 160), CGPoint(x: 100, y: 20)])
    }

    static func check() -> [CGPoint] { polyline([CGPoint(x: 20, y: 80), CGPoint(x: 60, y: 130), CGPoint(x: 160, y: 10)]) }

    /// A "V": down to the right, then up to the right.
    static func vee() -> [CGPoint] { polyline([CGPoint(x: 20, y: 20), CGPoint(x: 70, y: 120), CGPoint(x: 120, y: 20)]) }

    /// A "^": up to the right, then down to the right.
    static func caret() -> [CGPoint] { polyline([CGPoint(x: 20, y: 120), CGPoint(x: 70, y: 20), CGPoint(x: 120, y: 120)]) }

    static func rectangle() -> [CGPoint] {
        polyline([CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 120), CGPoint(x: 180, y: 120), CGPoint(x: 180, y: 20), CGPoint(x: 20, y: 20)])
    }

    static func zigzag() -> [CGPoint] {
        polyline([CGPoint(x: 20, y: 20), CGPoint(x: 60, y: 120), CGPoint(x: 100, y: 20), CGPoint(x: 140, y: 120), CGPoint(x: 180, y: 20)])
    }

    /// An X in two strokes: top left to bottom right, then top right to bottom left.
    static func cross() -> [[CGPoint]] {
        [polyline([CGPoint(x: 20, y: 20), CGPoint(x: 120, y: 120)]), polyline([CGPoint(x: 120, y: 20), CGPoint(x: 20, y: 120)])]
    }

    /// An "=" in two strokes, top first, each left to right.
    static func equals() -> [[CGPoint]] {
        [polyline([CGPoint(x: 20, y: 50), CGPoint(x: 120, y: 50)]), polyline([CGPoint(x: 20, y: 90), CGPoint(x: 120, y: 90)])]
    }

    /// An "H" in three strokes.
    static func aitch() -> [[CGPoint]] {
        [polyline([CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 120)]), polyline([CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 120)]),
         polyline([CGPoint(x: 20, y: 70), CGPoint(x: 100, y: 70)])]
    }

    /// The corners joined by straight lines, 20 points per side.
    static func polyline(_ corners: [CGPoint]) -> [CGPoint] {
        var points: [CGPoint] = []
        for (start, end) in zip(corners, corners.dropFirst()) {
            for step in 0..<20 {
                let t = Double(step) / 20
                points.append(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            }
        }
        points.append(corners.last!)
        return points
    }

    /// `points` turned by `angle` radians about (100, 100), scaled by `scale` and moved by `offset`.
    static func transformed(_ points: [CGPoint], angle: Double = 0, scale: Double = 1, offset: CGPoint = .zero) -> [CGPoint] {
        points.map { point in
            let x = point.x - 100, y = point.y - 100
            return CGPoint(x: (x * cos(angle) - y * sin(angle)) * scale + 100 + offset.x,
                           y: (x * sin(angle) + y * cos(angle)) * scale + 100 + offset.y)
        }
    }

    /// Each point moved by up to `amount` in x and y, reproducibly.
    static func jittered(_ points: [CGPoint], amount: Double, seed: UInt64) -> [CGPoint] {
        var generator = SeededRandomGenerator(seed: seed)
        return points.map { CGPoint(x: $0.x + .random(in: -amount...amount, using: &generator),
                                    y: $0.y + .random(in: -amount...amount, using: &generator)) }
    }

    /// A random walk of `count` steps of 15 pt in random directions.
    static func scribble(seed: UInt64, count: Int = 40) -> [CGPoint] {
        var generator = SeededRandomGenerator(seed: seed)
        var point = CGPoint(x: 200, y: 200)
        return (0..<count).map { _ in
            let angle = Double.random(in: 0..<(2 * .pi), using: &generator)
            point = CGPoint(x: point.x + 15 * cos(angle), y: point.y + 15 * sin(angle))
            return point
        }
    }

    /// The templates the rejection and recognizer tests know: single strokes and the X.
    static let templates: [ShapeTemplate] = [
        ShapeTemplate(name: "circle", strokes: [circle()]),
        ShapeTemplate(name: "star", strokes: [star()]),
        ShapeTemplate(name: "triangle", strokes: [triangle()]),
        ShapeTemplate(name: "check", strokes: [check()]),
        ShapeTemplate(name: "rectangle", strokes: [rectangle()]),
        ShapeTemplate(name: "zigzag", strokes: [zigzag()]),
    ]
}

