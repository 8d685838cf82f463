/// Finds a key given twice in one object of a JSON text. `JSONDecoder` keeps one of the
/// two silently, so that `{"type": "reset", "type": "save"}` would run whichever it kept;
/// the lab refuses such a message instead. Keys are compared after their escapes are
/// read (`"t\u0079pe"` is `"type"`), as Swift strings, as the decoder compares them.
enum JSONDuplicateKeys {
    private struct Container {
        let isObject: Bool
        var keys: Set<String> = []
        var expectsKey: Bool
    }

    /// The first key that appears twice in one object of `bytes`, or `nil`. Meant for
    /// JSON that parsed; on anything else it returns `nil` or a key, and never traps.
    static func first(in bytes: [UInt8]) -> String? {
        var stack: [Container] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                stack.append(Container(isObject: true, expectsKey: true))
                index += 1
            case UInt8(ascii: "["):
                stack.append(Container(isObject: false, expectsKey: false))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                index += 1
            case UInt8(ascii: ","):
                if let last = stack.indices.last, stack[last].isObject { stack[last].expectsKey = true }
                index += 1
            case UInt8(ascii: "\""):
                let (text, end) = string(in: bytes, from: index + 1)
                index = end
                if let last = stack.indices.last, stack[last].isObject, stack[last].expectsKey {
                    stack[last].expectsKey = false
                    if !stack[last].keys.insert(text).inserted { return text }
                }
            default:
                index += 1
            }
        }
        return nil
    }

    /// The string whose text starts at `start` (after its opening quote), with its escapes
    /// read, and the index after its closing quote.
    private static func string(in bytes: [UInt8], from start: Int) -> (String, Int) {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var index = start
        func flushRaw() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                break
            }
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                raw.append(byte)
                index += 1
                continue
            }
            flushRaw()
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard var unit = hex4(bytes, at: index) else { continue }
                index += 4
                // A high surrogate followed by an escaped low one is one scalar.
                if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                   bytes[index + 1] == UInt8(ascii: "u"), let low = hex4(bytes, at: index + 2), (0xDC00..<0xE000).contains(low) {
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(escaped))
            }
        }
        flushRaw()
        return (String(scalars), index)
    }

    private static func hex4(_ bytes: [UInt8], at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
