import Foundation
import Touchstone
import TouchstoneExamples
import TouchstoneFormats

/// A gesture recognizer class a scene can use: how to make one, the properties a scene
/// may set on it (by their UIKit names, the inherited ones included), and what its
/// actions report besides the location.
@MainActor
struct RecognizerClass: Sendable {
    let name: String
    let make: @MainActor @Sendable () -> UIGestureRecognizer
    let properties: [SceneProperty<UIGestureRecognizer>]
    /// The class-specific values an action reports: translation, scale, rotation…
    let report: @MainActor @Sendable (UIGestureRecognizer) -> [(name: String, value: Double)]

    /// Every class a scene can name, built in and custom.
    static let all: [RecognizerClass] = [
        RecognizerClass(name: "UITapGestureRecognizer", make: { UITapGestureRecognizer() }, properties: base + [
            .integer("numberOfTapsRequired", minimum: 1, \UITapGestureRecognizer.numberOfTapsRequired),
            .integer("numberOfTouchesRequired", minimum: 1, \UITapGestureRecognizer.numberOfTouchesRequired),
            SceneProperty(name: "buttonMaskRequired", kind: .names(allowed: buttonNames)) { recognizer, value in
                (recognizer as! UITapGestureRecognizer).buttonMaskRequired = UIEvent.ButtonMask(
                    rawValue: value.names.reduce(0) { mask, name in mask | (PointerEvent.Buttons(name: name)?.rawValue ?? 0) })
            },
        ], report: { _ in [] }),
        RecognizerClass(name: "UILongPressGestureRecognizer", make: { UILongPressGestureRecognizer() }, properties: base + [
            .number("minimumPressDuration", \UILongPressGestureRecognizer.minimumPressDuration),
            .number("allowableMovement", \UILongPressGestureRecognizer.allowableMovement),
            .integer("numberOfTapsRequired", \UILongPressGestureRecognizer.numberOfTapsRequired),
            .integer("numberOfTouchesRequired", minimum: 1, \UILongPressGestureRecognizer.numberOfTouchesRequired),
        ], report: { _ in [] }),
        RecognizerClass(name: "UIPanGestureRecognizer", make: { UIPanGestureRecognizer() },
                        properties: base + panProperties, report: panReport),
        RecognizerClass(name: "UISwipeGestureRecognizer", make: { UISwipeGestureRecognizer() }, properties: base + [
            SceneProperty(name: "direction", kind: .names(allowed: directions.map(\.name))) { recognizer, value in
                (recognizer as! UISwipeGestureRecognizer).direction = UISwipeGestureRecognizer.Direction(
                    directions.filter { value.names.contains($0.name) }.map(\.direction))
            },
            .integer("numberOfTouchesRequired", minimum: 1, \UISwipeGestureRecognizer.numberOfTouchesRequired),
        ], report: { _ in [] }),
        RecognizerClass(name: "UIScreenEdgePanGestureRecognizer", make: { UIScreenEdgePanGestureRecognizer() },
                        properties: base + panProperties + [
            SceneProperty(name: "edges", kind: .names(allowed: edges.map(\.name))) { recognizer, value in
                (recognizer as! UIScreenEdgePanGestureRecognizer).edges = UIRectEdge(
                    edges.filter { value.names.contains($0.name) }.map(\.edge))
            },
        ], report: panReport),
        RecognizerClass(name: "UIPinchGestureRecognizer", make: { UIPinchGestureRecognizer() }, properties: base + [
            .number("scale", \UIPinchGestureRecognizer.scale),
        ], report: { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            return [("scale", Double(pinch.scale)), ("velocity", Double(pinch.velocity))]
        }),
        RecognizerClass(name: "UIRotationGestureRecognizer", make: { UIRotationGestureRecognizer() }, properties: base + [
            .number("rotation", \UIRotationGestureRecognizer.rotation),
        ], report: { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            return [("rotation", Double(rotation.rotation)), ("velocity", Double(rotation.velocity))]
        }),
        RecognizerClass(name: "UIHoverGestureRecognizer", make: { UIHoverGestureRecognizer() }, properties: base,
                        report: { _ in [] }),
        RecognizerClass(name: "CheckMarkGestureRecognizer", make: { CheckMarkGestureRecognizer() }, properties: base,
                        report: { recognizer in
                            let midPoint = (recognizer as! CheckMarkGestureRecognizer).midPoint
                            return [("midPointX", Double(midPoint.x)), ("midPointY", Double(midPoint.y))]
                        }),
        RecognizerClass(name: "CircleGestureRecognizer", make: { CircleGestureRecognizer() }, properties: base + [
            .number("tolerance", \CircleGestureRecognizer.tolerance),
            .number("minimumSweep", \CircleGestureRecognizer.minimumSweep),
        ], report: { recognizer in
            guard let fit = (recognizer as! CircleGestureRecognizer).fitResult else { return [] }
            return [("centerX", Double(fit.center.x)), ("centerY", Double(fit.center.y)), ("radius", Double(fit.radius))]
        }),
    ]

    /// The class named `name`.
    static func named(_ name: String) -> RecognizerClass? {
        all.first { $0.name == name }
    }

    /// The properties every recognizer has (UIGestureRecognizer's own).
    static let base: [SceneProperty<UIGestureRecognizer>] = [
        .bool("isEnabled", \UIGestureRecognizer.isEnabled),
        .bool("cancelsTouchesInView", \UIGestureRecognizer.cancelsTouchesInView),
        .bool("delaysTouchesBegan", \UIGestureRecognizer.delaysTouchesBegan),
        .bool("delaysTouchesEnded", \UIGestureRecognizer.delaysTouchesEnded),
        .bool("requiresExclusiveTouchType", \UIGestureRecognizer.requiresExclusiveTouchType),
        SceneProperty(name: "allowedTouchTypes", kind: .names(allowed: touchTypes.map(\.name))) { recognizer, value in
            recognizer.allowedTouchTypes = touchTypes.filter { value.names.contains($0.name) }
                .map { NSNumber(value: $0.type.rawValue) }
        },
    ]

    static let panProperties: [SceneProperty<UIGestureRecognizer>] = [
        .integer("minimumNumberOfTouches", minimum: 1, \UIPanGestureRecognizer.minimumNumberOfTouches),
        .integer("maximumNumberOfTouches", minimum: 1, \UIPanGestureRecognizer.maximumNumberOfTouches),
        SceneProperty(name: "allowedScrollTypesMask", kind: .names(allowed: scrollTypes.map(\.name))) { recognizer, value in
            (recognizer as! UIPanGestureRecognizer).allowedScrollTypesMask = UIScrollTypeMask(
                scrollTypes.filter { value.names.contains($0.name) }.map(\.mask))
        },
    ]

    /// The names a scene gives pointer buttons (`buttonMaskRequired`): those of the trace format.
    static let buttonNames = ["primary", "secondary"] + (3...8).map { "button\($0)" }

    static let scrollTypes: [(name: String, mask: UIScrollTypeMask)] = [
        ("discrete", .discrete), ("continuous", .continuous), ("all", .all),
    ]

    static let panReport: @MainActor @Sendable (UIGestureRecognizer) -> [(name: String, value: Double)] = { recognizer in
        let pan = recognizer as! UIPanGestureRecognizer
        let translation = pan.translation(in: nil), velocity = pan.velocity(in: nil)
        return [("translationX", Double(translation.x)), ("translationY", Double(translation.y)),
                ("velocityX", Double(velocity.x)), ("velocityY", Double(velocity.y))]
    }

    static let directions: [(name: String, direction: UISwipeGestureRecognizer.Direction)] = [
        ("right", .right), ("left", .left), ("up", .up), ("down", .down),
    ]

    static let edges: [(name: String, edge: UIRectEdge)] = [
        ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right), ("all", .all),
    ]

    static let touchTypes: [(name: String, type: UITouch.TouchType)] = [
        ("direct", .direct), ("indirect", .indirect), ("pencil", .pencil), ("indirectPointer", .indirectPointer),
    ]
}
