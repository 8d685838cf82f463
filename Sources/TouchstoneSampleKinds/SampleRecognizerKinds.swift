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
    /// the shape's name (`"star score"`).
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
            .file("templates", load: { data in try ShapeClassifier(templates: ShapeTemplate.templates(fromJSON: data)) }) {
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
