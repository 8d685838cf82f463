import Foundation
import Touchstone
import TouchstoneFormats

/// A value a scene file gives a property, already checked against the property's type.
public enum SceneValue: Sendable {
    case bool(Bool)
    case number(Double)
    case integer(Int)
    /// A set of option names, such as swipe directions or screen edges.
    case names([String])
    /// Two numbers, such as a size or a point: `[width, height]`.
    case pair(Double, Double)
    /// A file beside the scene: its path as the scene wrote it, and what the property's
    /// loader made of its contents.
    case file(path: String, contents: any Sendable)
}

/// One settable property of a UIKit class that a scene file may set, by its UIKit name.
///
/// The scene reader looks properties up by name (an unknown name is an error), checks the
/// JSON value against its kind, and the builder applies it to the object. Each class's
/// list of these is the documentation of what a scene can say about it. A
/// ``RecognizerKind`` of a program's own lists its class's properties with `bool(_:_:)`,
/// `number(_:positive:_:)`, `integer(_:minimum:maximum:_:)` and
/// `file(_:load:_:)`.
public struct SceneProperty<Object>: Sendable {
    /// The type of value the property takes.
    enum Kind: Sendable {
        case bool
        /// A finite number.
        case number
        /// A finite number above zero.
        case positiveNumber
        /// A whole number within the bounds.
        case integer(minimum: Int, maximum: Int)
        /// A list of names from `allowed` (a single name is also accepted).
        case names(allowed: [String])
        /// Two finite numbers, `[a, b]`.
        case pair
        /// A path relative to the scene file, to a file inside the scene's folder; `load`
        /// turns its bytes into the value, or throws to say why it cannot.
        case file(load: @Sendable (Data) throws -> any Sendable)
    }

    let name: String
    let kind: Kind
    let apply: @MainActor @Sendable (Object, SceneValue) -> Void

    /// Reads the property's value from `field`; a file is looked for relative to
    /// `directory`, the scene file's folder, and refused without one.
    func read(_ field: JSONField, relativeTo directory: URL?) throws(InputError) -> SceneValue {
        switch kind {
        case .bool:
            return .bool(try field.bool())
        case .number:
            return .number(try field.number())
        case .positiveNumber:
            let value = try field.number()
            guard value > 0 else { throw field.error(.invalidValue, "\(name) must be positive, not \(value)") }
            return .number(value)
        case .integer(let minimum, let maximum):
            let value = try field.integer()
            guard value >= minimum else { throw field.error(.invalidValue, "\(name) must be at least \(minimum), not \(value)") }
            guard value <= maximum else { throw field.error(.invalidValue, "\(name) must be at most \(maximum), not \(value)") }
            return .integer(value)
        case .names(let allowed):
            let items: [JSONField]
            if case .string = field.value.kind { items = [field] } else { items = try field.array() }
            var names: [String] = []
            for item in items {
                let name = try item.string()
                guard allowed.contains(name) else {
                    throw item.error(.invalidValue, "\"\(name)\" is not one of \(allowed.joined(separator: ", "))")
                }
                names.append(name)
            }
            return .names(names)
        case .pair:
            let numbers = try field.array().map { (item) throws(InputError) in try item.number() }
            guard numbers.count == 2 else { throw field.error(.invalidValue, "\(name) takes two numbers, [a, b]") }
            return .pair(numbers[0], numbers[1])
        case .file(let load):
            let path = try field.string()
            guard let directory else {
                throw field.error(.invalidValue, "\(name): this scene comes from no folder (the lab's page sent it), "
                                    + "so it cannot name a file")
            }
            let url: URL
            switch Scene.file(path, inside: directory) {
            case .success(let found): url = found
            case .failure(let refusal): throw field.error(.invalidValue, refusal.message)
            }
            let text = try InputReader.text(contentsOf: url)
            do {
                return .file(path: path, contents: try load(Data(text.utf8)))
            } catch {
                throw field.error(.invalidValue, "\(name) \"\(path)\": \(error)")
            }
        }
    }
}

extension SceneValue {
    var bool: Bool {
        if case .bool(let value) = self { return value }
        preconditionFailure("SceneValue \(self) read as a Bool: the property table and the reader disagree")
    }

    var number: Double {
        switch self {
        case .number(let value): return value
        case .integer(let value): return Double(value)
        default: preconditionFailure("SceneValue \(self) read as a number: the property table and the reader disagree")
        }
    }

    var integer: Int {
        if case .integer(let value) = self { return value }
        preconditionFailure("SceneValue \(self) read as an integer: the property table and the reader disagree")
    }

    var names: [String] {
        if case .names(let value) = self { return value }
        preconditionFailure("SceneValue \(self) read as names: the property table and the reader disagree")
    }

    var fileContents: any Sendable {
        if case .file(_, let contents) = self { return contents }
        preconditionFailure("SceneValue \(self) read as a file: the property table and the reader disagree")
    }

    var pair: (Double, Double) {
        if case .pair(let first, let second) = self { return (first, second) }
        preconditionFailure("SceneValue \(self) read as a pair: the property table and the reader disagree")
    }
}

// The tables name properties by key path. Key paths to main-actor properties are not
// `Sendable` because a key path may capture subscript arguments; these capture none and
// are immutable, and they are only applied on the main actor, so sharing them is safe.
extension SceneProperty {
    /// A Boolean property written through `keyPath` on `Subclass`.
    public static func bool<Subclass>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Subclass, Bool>) -> SceneProperty {
        nonisolated(unsafe) let keyPath = keyPath
        return SceneProperty(name: name, kind: .bool) { object, value in (object as! Subclass)[keyPath: keyPath] = value.bool }
    }

    /// A `CGFloat` or `TimeInterval` property; `positive` refuses zero and below.
    public static func number<Subclass, Value: BinaryFloatingPoint>(
        _ name: String, positive: Bool = false, _ keyPath: ReferenceWritableKeyPath<Subclass, Value>
    ) -> SceneProperty {
        nonisolated(unsafe) let keyPath = keyPath
        return SceneProperty(name: name, kind: positive ? .positiveNumber : .number) { object, value in
            (object as! Subclass)[keyPath: keyPath] = Value(value.number)
        }
    }

    /// A property set from a file beside the scene, named by its path relative to the
    /// scene file (a template set, say): `load` turns the file's bytes into a `Value` when
    /// the scene is read (an error it throws is reported at the property), and `apply`
    /// gives the value to the object.
    public static func file<Subclass, Value: Sendable>(
        _ name: String, load: @escaping @Sendable (Data) throws -> Value,
        _ apply: @escaping @MainActor @Sendable (Subclass, Value) -> Void
    ) -> SceneProperty {
        SceneProperty(name: name, kind: .file(load: { data in try load(data) })) { object, value in
            apply(object as! Subclass, value.fileContents as! Value)
        }
    }

    /// An `Int` property within `minimum...maximum`.
    public static func integer<Subclass>(_ name: String, minimum: Int = 0, maximum: Int = .max,
                                  _ keyPath: ReferenceWritableKeyPath<Subclass, Int>) -> SceneProperty {
        nonisolated(unsafe) let keyPath = keyPath
        return SceneProperty(name: name, kind: .integer(minimum: minimum, maximum: maximum)) { object, value in
            (object as! Subclass)[keyPath: keyPath] = value.integer
        }
    }
}
