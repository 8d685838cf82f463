import Touchstone

/// The recognizer classes scenes may name, by name: what a scene is read against.
///
/// ``builtIn`` holds UIKit's recognizers. The replay library knows no others; a program
/// with recognizers of its own (the `touchstone` tool with the sample recognizers, say)
/// registers them and passes its registry to `Scene.read(contentsOf:recognizers:)`. A
/// scene naming a class the registry lacks is refused with an error that names the class
/// and the known ones.
@MainActor
public struct RecognizerRegistry: Sendable {
    /// The kinds, in the order they were registered (the order error messages list them).
    public private(set) var kinds: [RecognizerKind]

    /// A registry of `kinds`; a name may appear only once.
    public init(_ kinds: [RecognizerKind]) {
        self.kinds = []
        for kind in kinds { register(kind) }
    }

    /// Adds `kind`. Registering a name twice is a programming error and traps.
    public mutating func register(_ kind: RecognizerKind) {
        precondition(self.kind(named: kind.name) == nil, "the recognizer class \(kind.name) is already registered")
        kinds.append(kind)
    }

    /// The kind named `name`, if registered.
    public func kind(named name: String) -> RecognizerKind? {
        kinds.first { $0.name == name }
    }

    /// The registered names, in registration order.
    public var names: [String] { kinds.map(\.name) }
}
