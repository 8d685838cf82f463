import Foundation
import Touchstone
import TouchstoneFormats

extension RecognizerRegistry {
    /// UIKit's recognizers, each with every settable public property by its UIKit name:
    /// what any scene may name.
    public static let builtIn = RecognizerRegistry([
        RecognizerKind(name: "UITapGestureRecognizer", make: { UITapGestureRecognizer() }, properties: [
            .integer("numberOfTapsRequired", minimum: 1, \UITapGestureRecognizer.numberOfTapsRequired),
            .integer("numberOfTouchesRequired", minimum: 1, \UITapGestureRecognizer.numberOfTouchesRequired),
            SceneProperty(name: "buttonMaskRequired", kind: .names(allowed: buttonNames)) { recognizer, value in
                (recognizer as! UITapGestureRecognizer).buttonMaskRequired = UIEvent.ButtonMask(
                    rawValue: value.names.reduce(0) { mask, name in mask | (PointerEvent.Buttons(name: name)?.rawValue ?? 0) })
            },
        ]),
        RecognizerKind(name: "UILongPressGestureRecognizer", make: { UILongPressGestureRecognizer() }, properties: [
            .number("minimumPressDuration", \UILongPressGestureRecognizer.minimumPressDuration),
            .number("allowableMovement", \UILongPressGestureRecognizer.allowableMovement),
            .integer("numberOfTapsRequired", \UILongPressGestureRecognizer.numberOfTapsRequired),
            .integer("numberOfTouchesRequired", minimum: 1, \UILongPressGestureRecognizer.numberOfTouchesRequired),
        ]),
        RecognizerKind(name: "UIPanGestureRecognizer", make: { UIPanGestureRecognizer() },
                       properties: panProperties, report: panReport),
        RecognizerKind(name: "UISwipeGestureRecognizer", make: { UISwipeGestureRecognizer() }, properties: [
            SceneProperty(name: "direction", kind: .names(allowed: directions.map(\.name))) { recognizer, value in
                (recognizer as! UISwipeGestureRecognizer).direction = UISwipeGestureRecognizer.Direction(
                    directions.filter { value.names.contains($0.name) }.map(\.direction))
            },
            .integer("numberOfTouchesRequired", minimum: 1, \UISwipeGestureRecognizer.numberOfTouchesRequired),
        ]),
        RecognizerKind(name: "UIScreenEdgePanGestureRecognizer", make: { UIScreenEdgePanGestureRecognizer() },
                       properties: panProperties + [
            SceneProperty(name: "edges", kind: .names(allowed: edges.map(\.name))) { recognizer, value in
                (recognizer as! UIScreenEdgePanGestureRecognizer).edges = UIRectEdge(
                    edges.filter { value.names.contains($0.name) }.map(\.edge))
            },
        ], report: panReport),
        RecognizerKind(name: "UIPinchGestureRecognizer", make: { UIPinchGestureRecognizer() }, properties: [
            .number("scale", \UIPinchGestureRecognizer.scale),
        ], report: report(of:)),
        RecognizerKind(name: "UIRotationGestureRecognizer", make: { UIRotationGestureRecognizer() }, properties: [
            .number("rotation", \UIRotationGestureRecognizer.rotation),
        ], report: report(of:)),
        RecognizerKind(name: "UIHoverGestureRecognizer", make: { UIHoverGestureRecognizer() }, properties: []),
    ])

    static let panProperties: [SceneProperty<UIGestureRecognizer>] = [
        .integer("minimumNumberOfTouches", minimum: 1, \UIPanGestureRecognizer.minimumNumberOfTouches),
        .integer("maximumNumberOfTouches", minimum: 1, \UIPanGestureRecognizer.maximumNumberOfTouches),
        SceneProperty(name: "allowedScrollTypesMask", kind: .names(allowed: scrollTypes.map(\.name))) { recognizer, value in
            (recognizer as! UIPanGestureRecognizer).allowedScrollTypesMask = UIScrollTypeMask(
                scrollTypes.filter { value.names.contains($0.name) }.map(\.mask))
        },
    ]

    /// What the actions of `recognizer`, of any class, report: the values of the
    /// built-in class it is or derives from (a pan's translation and velocity, a pinch's
    /// scale…), none for the others.
    package static func report(of recognizer: UIGestureRecognizer) -> [(name: String, value: Double)] {
        switch recognizer {
        case is UIPanGestureRecognizer: panReport(recognizer)
        case let pinch as UIPinchGestureRecognizer: [("scale", Double(pinch.scale)), ("velocity", Double(pinch.velocity))]
        case let rotation as UIRotationGestureRecognizer:
            [("rotation", Double(rotation.rotation)), ("velocity", Double(rotation.velocity))]
        default: []
        }
    }

    /// The names a scene gives pointer buttons (`buttonMaskRequired`): those of the trace format.
    static let buttonNames = ["primary", "secondary"] + (3...8).map { "button\($0)" }

    static let scrollTypes: [(name: String, mask: UIScrollTypeMask)] = [
        ("discrete", .discrete), ("continuous", .continuous), ("all", .all),
    ]

    /// What a pan's actions report (the scroll view's own pan included).
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
}
