import Foundation

/// A strict JSON (RFC 8259) parser producing ``JSONValue``s with line numbers.
///
/// Strictness is the point: no comments, no trailing commas, no `NaN` or `Infinity`, no
/// duplicate keys. A number too large for a `Double` is kept as infinity so that the
/// reader that knows what the number means can report it as non-finite.
package struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private let file: String
    /// Nesting deeper than this is refused instead of overflowing the stack.
    private static let maximumDepth = 256

    /// Parses `text` as one JSON document.
    package static func parse(_ text: String, file: String) throws(InputError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8), file: file)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.error(.malformed, "unexpected \(parser.describeCurrent()) after the JSON document")
        }
        return value
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private func error(_ kind: InputError.Kind, _ message: String) -> InputError {
        InputError(kind, at: InputLocation(file: file, line: line), message)
    }

    private func endError(_ what: String) -> InputError {
        error(.truncated, "the file ends inside \(what)")
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let scalar = bytes[index]
        if scalar >= 0x21 && scalar < 0x7f { return "'\(Character(Unicode.Scalar(scalar)))'" }
        return String(format: "byte 0x%02x", scalar)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0a: line += 1; index += 1
            case 0x20, 0x09, 0x0d: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(InputError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error(.malformed, "JSON nested more than \(Self.maximumDepth) deep") }
        guard index < bytes.count else { throw endError("a value") }
        let startLine = line
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(.object(try parseObject(depth: depth)), line: startLine)
        case UInt8(ascii: "["): return JSONValue(.array(try parseArray(depth: depth)), line: startLine)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), line: startLine)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(.bool(true), line: startLine)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(.bool(false), line: startLine)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(.null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), line: startLine)
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error(.nonFinite, "NaN and Infinity are not JSON numbers; every number must be finite")
        default:
            throw error(.malformed, "expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func expectWord(_ word: String) throws(InputError) {
        for expected in word.utf8 {
            guard index < bytes.count else { throw endError("'\(word)'") }
            guard bytes[index] == expected else { throw error(.malformed, "expected '\(word)', found \(describeCurrent())") }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(InputError) -> [(key: String, value: JSONValue)] {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys = Set<String>()
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw endError("an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error(.malformed, "expected a property name in quotes, found \(describeCurrent())")
            }
            let key = try parseString()
            guard keys.insert(key).inserted else { throw error(.malformed, "property \"\(InputError.excerpt(key))\" appears twice") }
            skipWhitespace()
            guard index < bytes.count else { throw endError("an object") }
            guard bytes[index] == UInt8(ascii: ":") else { throw error(.malformed, "expected ':' after \"\(InputError.excerpt(key))\", found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw endError("an object") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return members
            default: throw error(.malformed, "expected ',' or '}' in an object, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(InputError) -> [JSONValue] {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw endError("an array") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return elements
            default: throw error(.malformed, "expected ',' or ']' in an array, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseString() throws(InputError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var start = index
        func flush(_ end: Int) {
            // The bytes come from a Swift string, so they are valid UTF-8.
            if end > start { scalars.append(contentsOf: String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                flush(index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(index)
                index += 1
                guard index < bytes.count else { throw endError("a string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
                default: throw error(.malformed, "unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                }
                start = index
            case 0x00..<0x20:
                throw error(.malformed, byte == 0x0a ? "a string runs past the end of its line" : "control character in a string")
            default:
                index += 1
            }
        }
        throw endError("a string")
    }

    private mutating func parseHex4() throws(InputError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw endError("a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexValue(bytes[index]) else { throw error(.malformed, "bad \\u escape in a string") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseUnicodeEscape() throws(InputError) -> Unicode.Scalar {
        let first = try parseHex4()
        if (0xD800..<0xDC00).contains(first) {
            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error(.malformed, "unpaired surrogate in a \\u escape")
            }
            index += 2
            let second = try parseHex4()
            guard (0xDC00..<0xE000).contains(second),
                  let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                throw error(.malformed, "unpaired surrogate in a \\u escape")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw error(.malformed, "unpaired surrogate in a \\u escape") }
        return scalar
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(InputError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "I") {
            throw error(.nonFinite, "NaN and Infinity are not JSON numbers; every number must be finite")
        }
        let integerStart = index
        guard digits() > 0 else { throw error(.malformed, "a number needs digits") }
        if bytes[integerStart] == UInt8(ascii: "0") && index - integerStart > 1 {
            throw error(.malformed, "a number cannot start with 0")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error(.malformed, "a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error(.malformed, "a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // Overflow gives ±infinity here; the reader that knows the field reports it.
        return Double(text) ?? .infinity
    }
}
