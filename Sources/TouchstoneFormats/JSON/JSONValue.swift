import Foundation

/// A JSON value that remembers the line it starts on, so that the trace and scene readers
/// can say where a bad value is.
///
/// Foundation's decoders report positions only for syntax errors, and not for values of
/// the wrong kind or properties that should not be there; both formats need all three.
package struct JSONValue: Sendable {
    /// The value itself.
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in file order; keys are unique (the parser refuses duplicates).
        case object([(key: String, value: JSONValue)])
    }

    package var kind: Kind
    /// The 1-based line where the value starts.
    package var line: Int

    package init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    /// The kind's name as a user would say it, for messages: `a number`, `an object`.
    package var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
