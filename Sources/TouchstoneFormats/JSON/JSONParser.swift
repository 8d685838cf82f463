import Foundation

/// A strict JSON (RFC 8259) parser producing ``JSONValue``s with line numbers.
///
/// Strictness is the point: no comments, no trailing commas, no `NaN` or `Infinity`, no
/// duplicate keys. A number too large for a `Double` is kept as infinity so that the
/// reader that knows what the number means can report it as non-finite.
package struct JSONParser {
    /// The bytes read and not yet let go: parsing lets go of what it has read between the
    /// elements of arrays and objects, so a document is held a chunk at a time.
    private var bytes: [UInt8]
    private let read: ByteSource.Reader?
    private var index = 0
    private var line = 1
    private let file: String
    /// A property of the root object whose value is checked but not kept (a trace's
    /// `frames`, read again one at a time).
    private let skippedKey: String?
    /// The most bytes held at once.
    private(set) var peakBufferedBytes = 0
    /// The bytes read from the source so far.
    private(set) var bytesRead = 0
    /// Nesting deeper than this is refused instead of overflowing the stack.
    private static let maximumDepth = 256

    /// Parses `text` as one JSON document.
    package static func parse(_ text: String, file: String) throws(InputError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8), read: nil, file: file, skipping: nil)
        return try parser.parseDocument()
    }

    /// Parses the document `source` holds; the value of the root object's property
    /// `skippedKey` is checked, then left out (an array or object of it comes back empty).
    package static func parse(_ source: ByteSource, skipping skippedKey: String) throws(InputError) -> JSONValue {
        var parser = JSONParser(bytes: [], read: try source.reader(), file: source.name, skipping: skippedKey)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], read: ByteSource.Reader?, file: String, skipping skippedKey: String?) {
        self.bytes = bytes
        self.read = read
        self.file = file
        self.skippedKey = skippedKey
    }

    private mutating func parseDocument() throws(InputError) -> JSONValue {
        try skipWhitespace()
        let value = try parseValue(depth: 0)
        try skipWhitespace()
        guard !(try more()) else { throw error(.malformed, "unexpected \(describeCurrent()) after the JSON document") }
        return value
    }

    /// Whether `count` more bytes are there, reading a chunk when they are not held yet.
    private mutating func more(_ count: Int = 1) throws(InputError) -> Bool {
        while index + count > bytes.count, let read, let chunk = try read() {
            bytes += chunk
            bytesRead += chunk.count
            peakBufferedBytes = max(peakBufferedBytes, bytes.count)
        }
        return index + count <= bytes.count
    }

    /// Lets go of the bytes read, once they are a chunk's worth; only between values,
    /// where nothing holds a place in them.
    private mutating func letGo() {
        guard read != nil, index >= ByteSource.chunkSize else { return }
        bytes.removeSubrange(0..<index)
        index = 0
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

    private mutating func skipWhitespace() throws(InputError) {
        while try more() {
            switch bytes[index] {
            case 0x0a: line += 1; index += 1
            case 0x20, 0x09, 0x0d: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int, keep: Bool = true) throws(InputError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error(.malformed, "JSON nested more than \(Self.maximumDepth) deep") }
        guard try more() else { throw endError("a value") }
        let startLine = line
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(.object(try parseObject(depth: depth, keep: keep)), line: startLine)
        case UInt8(ascii: "["): return JSONValue(.array(try parseArray(depth: depth, keep: keep)), line: startLine)
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
            guard try more() else { throw endError("'\(word)'") }
            guard bytes[index] == expected else { throw error(.malformed, "expected '\(word)', found \(describeCurrent())") }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int, keep: Bool) throws(InputError) -> [(key: String, value: JSONValue)] {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys = Set<String>()
        try skipWhitespace()
        if try more() && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            try skipWhitespace()
            guard try more() else { throw endError("an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error(.malformed, "expected a property name in quotes, found \(describeCurrent())")
            }
            let key = try parseString()
            guard keys.insert(key).inserted else { throw error(.malformed, "property \"\(InputError.excerpt(key))\" appears twice") }
            try skipWhitespace()
            guard try more() else { throw endError("an object") }
            guard bytes[index] == UInt8(ascii: ":") else { throw error(.malformed, "expected ':' after \"\(InputError.excerpt(key))\", found \(describeCurrent())") }
            index += 1
            try skipWhitespace()
            let value = try parseValue(depth: depth + 1, keep: keep && !(depth == 0 && key == skippedKey))
            if keep { members.append((key, value)) }
            letGo()
            try skipWhitespace()
            guard try more() else { throw endError("an object") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return members
            default: throw error(.malformed, "expected ',' or '}' in an object, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray(depth: Int, keep: Bool) throws(InputError) -> [JSONValue] {
        index += 1
        var elements: [JSONValue] = []
        try skipWhitespace()
        if try more() && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            try skipWhitespace()
            let element = try parseValue(depth: depth + 1, keep: keep)
            if keep { elements.append(element) }
            letGo()
            try skipWhitespace()
            guard try more() else { throw endError("an array") }
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
            // Bytes that are not UTF-8 become U+FFFD.
            if end > start { scalars.append(contentsOf: String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars) }
        }
        while try more() {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                flush(index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(index)
                index += 1
                guard try more() else { throw endError("a string") }
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
        guard try more(4) else { throw endError("a \\u escape") }
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
            guard try more(2), bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
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
        func digits() throws(InputError) -> Int {
            let from = index
            while try more(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if try more(), bytes[index] == UInt8(ascii: "I") {
            throw error(.nonFinite, "NaN and Infinity are not JSON numbers; every number must be finite")
        }
        let integerStart = index
        guard try digits() > 0 else { throw error(.malformed, "a number needs digits") }
        if bytes[integerStart] == UInt8(ascii: "0") && index - integerStart > 1 {
            throw error(.malformed, "a number cannot start with 0")
        }
        if try more(), bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard try digits() > 0 else { throw error(.malformed, "a number needs digits after '.'") }
        }
        if try more(), bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if try more(), bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard try digits() > 0 else { throw error(.malformed, "a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // Overflow gives ±infinity here; the reader that knows the field reports it.
        return Double(text) ?? .infinity
    }
}

extension JSONParser {
    /// The elements of an array that is a property of the root object, parsed one at a
    /// time as they are read, so that only one of them is held. The document must have
    /// been checked whole before (``JSONParser/parse(_:skipping:)``): this reads it again
    /// trusting its syntax.
    package struct Elements {
        private var parser: JSONParser
        private var first = true
        private var done = false

        /// Positions a new pass over `source` at the first element of the root object's
        /// property `key`; an absent property or one that is not an array has no elements.
        package init(of key: String, in source: ByteSource) throws(InputError) {
            parser = JSONParser(bytes: [], read: try source.reader(), file: source.name, skipping: nil)
            try parser.skipWhitespace()
            guard try parser.more(), parser.bytes[parser.index] == UInt8(ascii: "{") else {
                done = true
                return
            }
            parser.index += 1
            while true {
                try parser.skipWhitespace()
                guard try parser.more(), parser.bytes[parser.index] == UInt8(ascii: "\"") else { break }
                let name = try parser.parseString()
                try parser.skipWhitespace()
                parser.index += 1  // ':'
                try parser.skipWhitespace()
                if name == key {
                    guard try parser.more(), parser.bytes[parser.index] == UInt8(ascii: "[") else { break }
                    parser.index += 1
                    return
                }
                _ = try parser.parseValue(depth: 1, keep: false)
                try parser.skipWhitespace()
                guard try parser.more(), parser.bytes[parser.index] == UInt8(ascii: ",") else { break }
                parser.index += 1
                parser.letGo()
            }
            done = true
        }

        /// The most bytes held at once.
        package var peakBufferedBytes: Int { parser.peakBufferedBytes }
        /// The bytes read from the source so far.
        package var bytesRead: Int { parser.bytesRead }

        /// The next element, or `nil` after the last.
        package mutating func next() throws(InputError) -> JSONValue? {
            guard !done else { return nil }
            try parser.skipWhitespace()
            guard try parser.more() else { return nil }
            if !first {
                let separator = parser.bytes[parser.index]
                parser.index += 1
                try parser.skipWhitespace()
                done = separator != UInt8(ascii: ",")
            } else {
                first = false
                done = parser.bytes[parser.index] == UInt8(ascii: "]")
            }
            guard !done else { return nil }
            let value = try parser.parseValue(depth: 2)
            parser.letGo()
            return value
        }
    }
}
