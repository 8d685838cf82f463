import Foundation
import Touchstone

/// A gesture recognizer class a scene can name in `"class"`: how to make one, the
/// properties a scene may set on it (by their UIKit names, the inherited ones included),
/// and what its actions report besides the location.
///
/// The replay library knows UIKit's recognizers (``RecognizerRegistry/builtIn``); a
/// program that has recognizers of its own describes each with one of these and adds it to
/// the registry it reads scenes with.
@MainActor
public struct RecognizerKind: Sendable {
    /// The class's name, as scene files write it.
    public let name: String
    let make: @MainActor @Sendable () -> UIGestureRecognizer
    let properties: [SceneProperty<UIGestureRecognizer>]
    /// The class-specific values an action reports: translation, scale, rotation…
    let report: @MainActor @Sendable (UIGestureRecognizer) -> [(name: String, value: Double)]

    /// Describes a recognizer class.
    ///
    /// - Parameters:
    ///   - name: the class's name in scene files.
    ///   - make: makes a recognizer of the class with its default settings.
    ///   - properties: the settable properties of the class beyond `UIGestureRecognizer`'s
    ///     own, which every kind has.
    ///   - report: the values each action reports besides the location, by name.
    public init<Recognizer: UIGestureRecognizer>(
        name: String, make: @escaping @MainActor @Sendable () -> Recognizer,
        properties: [SceneProperty<UIGestureRecognizer>] = [],
        report: @escaping @MainActor @Sendable (Recognizer) -> [(name: String, value: Double)] = { _ in [] }
    ) {
        self.name = name
        self.make = make
        self.properties = Self.base + properties
        self.report = { recognizer in report(recognizer as! Recognizer) }
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

    static let touchTypes: [(name: String, type: UITouch.TouchType)] = [
        ("direct", .direct), ("indirect", .indirect), ("pencil", .pencil), ("indirectPointer", .indirectPointer),
    ]
}
