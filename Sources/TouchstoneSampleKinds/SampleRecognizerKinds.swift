import Touchstone
import TouchstoneReplay
import TouchstoneSampleRecognizers

// The sample recognizers as classes a scene may name: the glue between
// TouchstoneSampleRecognizers, which knows nothing of scenes, and TouchstoneReplay, which
// knows only UIKit's recognizers. The `touchstone` tool and the replay tests read scenes
// with this registry.

extension RecognizerRegistry {
    /// UIKit's recognizers and the sample recognizers (`CheckMarkGestureRecognizer`,
    /// `CircleGestureRecognizer`).
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
        return registry
    }()
}
