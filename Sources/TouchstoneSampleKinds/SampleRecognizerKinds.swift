import Touchstone
import TouchstoneReplay
import TouchstoneSampleRecognizers
import TouchstoneShapes

// The sample recognizers and the shape recognizer as classes a scene may name: the glue
// between TouchstoneSampleRecognizers and TouchstoneShapes, which know nothing of scenes,
// and TouchstoneReplay, which knows only UIKit's recognizers. The `touchstone` tool and the replay tests read scenes
// with this registry.

extension RecognizerRegistry {
    /// UIKit's recognizers, the sample recognizers (`CheckMarkGestureRecognizer`,
    /// `CircleGestureRecognizer`) and `ShapeGestureRecognizer`, whose scene entry names its
    /// templates file (JSON, as `ShapeTemplate.jsonData(for:)` writes it) in `"templates"`,
    /// relative to the scene file. Its actions report the recognized shape's score under
    /// the shape's name (`"star score"`). A templates file holds at most
    /// ``maximumSceneTemplates`` templates.
    public static let withSampleRecognizers: RecognizerRegistry = {
        var registry = RecognizerRegistry.builtIn
        registry.register(RecognizerKind(name: "CheckMarkGestureRecognizer", make: { CheckMarkGestureRecognizer() },
                                         report: { checkMark in
            [("midPointX", Double(checkMark.midPoint.x)), ("midPointY", Double(checkMark.midPoint.y))]
        }))
        registry.register(RecognizerKind(name: "CircleGestureRecognizer", make: { CircleGestureRecognizer() }, properties: [
            .number("tolerance", \CircleGestureRecognizer.tolerance),
            .number("minimumSweep", \CircleGestureRecognizer.minimumSweep),
        ], report: { circle in
            guard let fit = circle.fitResult else { return [] }
            return [("centerX", Double(fit.center.x)), ("centerY", Double(fit.center.y)), ("radius", Double(fit.radius))]
        }))
        registry.register(RecognizerKind(name: "ShapeGestureRecognizer", make: { ShapeGestureRecognizer() }, properties: [
            .file("templates", load: { data in
                let templates = try ShapeTemplate.templates(fromJSON: data)
                guard templates.count <= RecognizerRegistry.maximumSceneTemplates else { throw TooManyTemplates(count: templates.count) }
                return try ShapeClassifier(templates: templates)
            }) {
                (shapes: ShapeGestureRecognizer, classifier: ShapeClassifier) in shapes.classifier = classifier
            },
            .number("minimumScore", \ShapeGestureRecognizer.minimumScore),
            .number("strokeTimeout", positive: true, \ShapeGestureRecognizer.strokeTimeout),
        ], report: { shapes in
            guard let match = shapes.match else { return [] }
            return [("\(match.name) score", match.score)]
        }))
        return registry
    }()
}

extension RecognizerRegistry {
    /// The most templates a scene's templates file may hold. Ranking a drawing compares
    /// it with every template (as a point cloud too, about 25,000 instructions each, once
    /// the set has a multistroke template), so this bounds the work of each stroke a
    /// replay or the lab ranks (about 3 ms among 1,000):
    /// far above the $-family's sets (16 shapes × 10 templates), far below what would
    /// let a file make every stroke take seconds.
    public nonisolated static let maximumSceneTemplates = 1_000
}

/// A templates file with more templates than a scene may give.
private struct TooManyTemplates: Error, CustomStringConvertible {
    let count: Int
    var description: String {
        "\(count) templates, more than the \(RecognizerRegistry.maximumSceneTemplates) a scene's templates file may hold"
    }
}
