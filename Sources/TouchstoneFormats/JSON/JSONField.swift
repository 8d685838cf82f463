import Foundation

/// A JSON value with its place in the document (`frames[3].touches[0].x`), read with
/// checks that name that place when the value is not what the format wants.
package struct JSONField {
    package let value: JSONValue
    package let file: String
    /// The path from the document root; empty for the root itself.
    package let path: String

    package init(_ value: JSONValue, file: String, path: String = "") {
        self.value = value
        self.file = file
        self.path = path
    }

    /// Where the value is, for messages.
    package var location: InputLocation {
        InputLocation(file: file, line: value.line, field: path.isEmpty ? nil : path)
    }

    /// An error about this value.
    package func error(_ kind: InputError.Kind, _ message: String) -> InputError {
        InputError(kind, at: location, message)
    }

    private func typeError(_ expected: String) -> InputError {
        error(.malformed, "expected \(expected), found \(value.kindName)")
    }

    package func string() throws(InputError) -> String {
        guard case .string(let text) = value.kind else { throw typeError("a string") }
        return text
    }

    package func bool() throws(InputError) -> Bool {
        guard case .bool(let flag) = value.kind else { throw typeError("true or false") }
        return flag
    }

    /// A finite number; a number too large for a `Double` is reported as non-finite.
    package func number() throws(InputError) -> Double {
        guard case .number(let number) = value.kind else { throw typeError("a number") }
        guard number.isFinite else { throw error(.nonFinite, "\(number) is not a finite number") }
        return number
    }

    /// The largest whole number a file may give (below 10^15): a `Double` holds every
    /// whole number up to it exactly, and no count, code or finger number comes near it.
    package static let maximumInteger = 999_999_999_999_999.0

    /// A whole number within ±``maximumInteger``.
    package func integer() throws(InputError) -> Int {
        let number = try number()
        guard number == number.rounded() else { throw error(.invalidValue, "expected a whole number, found \(number)") }
        guard abs(number) <= Self.maximumInteger else {
            throw error(.invalidValue, "\(String(format: "%.0f", number)) is out of range: at most "
                                        + "\(String(format: "%.0f", Self.maximumInteger)) in size")
        }
        return Int(number)
    }

    package func array() throws(InputError) -> [JSONField] {
        guard case .array(let elements) = value.kind else { throw typeError("an array") }
        return elements.enumerated().map { JSONField($1, file: file, path: "\(path)[\($0)]") }
    }

    package func object() throws(InputError) -> JSONObject {
        guard case .object(let members) = value.kind else { throw typeError("an object") }
        return JSONObject(members: members, field: self)
    }
}

/// A JSON object being read property by property. Reading marks a property as known;
/// ``finish()`` then refuses any property nobody asked for, so that a misspelled
/// property is an error instead of being silently ignored.
package struct JSONObject {
    private let members: [(key: String, value: JSONValue)]
    /// The object as a field, for messages about the object as a whole.
    package let field: JSONField
    private var known = Set<String>()

    fileprivate init(members: [(key: String, value: JSONValue)], field: JSONField) {
        self.members = members
        self.field = field
    }

    /// The keys present, in file order.
    package var keys: [String] { members.map(\.key) }

    private func childPath(_ key: String) -> String {
        field.path.isEmpty ? key : "\(field.path).\(key)"
    }

    /// The property `key` if present (a JSON `null` counts as absent).
    package mutating func optional(_ key: String) -> JSONField? {
        known.insert(key)
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        if case .null = member.value.kind { return nil }
        return JSONField(member.value, file: field.file, path: childPath(key))
    }

    /// The property `key`, which must be present.
    package mutating func required(_ key: String) throws(InputError) -> JSONField {
        guard let value = optional(key) else {
            throw field.error(.malformed, "missing required property \"\(key)\"")
        }
        return value
    }

    /// Refuses properties that were never read, naming the first one.
    package func finish() throws(InputError) {
        guard let unknown = members.first(where: { !known.contains($0.key) }) else { return }
        let expected = known.sorted().joined(separator: ", ")
        throw InputError(.unknownProperty,
                         at: InputLocation(file: field.file, line: unknown.value.line, field: childPath(InputError.excerpt(unknown.key))),
                         "unknown property \"\(InputError.excerpt(unknown.key))\" (known here: \(expected))")
    }
}
