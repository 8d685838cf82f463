import Foundation

/// Touchstone's text-measuring rule (R-TX2): how wide each character is, where lines
/// break and how they are cut, so that a label's `intrinsicContentSize` and a string's
/// `size(withAttributes:)` are the same on every machine and derivable by hand.
///
/// There are no font files, so a character's advance is a share of its font's size by
/// its kind: 0.25 em for a space; 0.3 em for the narrow `f i j l r t I ! | . , : ; ' ( ) [ ] { } / \ -`;
/// 0.85 em for the wide `m w M W @ % &`; 0.6 em for digits; 0.65 em for other capitals;
/// 1 em for ideographs and emoji (scalars from U+2E80); 0.55 em for everything else. A
/// monospaced font gives every character 0.6 em. Weight widens by a tenth of its value
/// (bold, 0.4, by 4 %); kern adds its points after each character. A line is as tall as
/// the largest `lineHeight` of its fonts, plus the paragraph's `lineSpacing` between
/// lines.
///
/// Lines break at newlines and, when a width is given, before the word that would
/// overflow (spaces at a line's end take no width), whatever the break mode but
/// `.byCharWrapping`, which breaks anywhere; a word wider than a line breaks by
/// characters. Past the line limit the last line
/// is cut as the break mode says: `.byTruncatingTail`, `Head` or `Middle` put an ellipsis
/// (…) where characters were dropped, keeping as many as fit; `.byClipping` and the
/// wrapping modes keep the line as it is.
struct TextLayout {
    /// One character with its advance, font and kern.
    struct Glyph {
        let character: Character
        let advance: CGFloat
        let font: UIFont
    }

    /// A laid-out line: its characters and its width.
    struct Line {
        var glyphs: ArraySlice<Glyph>
        var width: CGFloat { glyphs.reduce(0) { $0 + $1.advance } }
        var text: String { String(glyphs.map(\.character)) }
        var height: CGFloat { glyphs.map(\.font.lineHeight).max() ?? 0 }
    }

    let lines: [Line]
    /// The height of a line: the largest of the text's fonts (the default font's when
    /// there is no text).
    let lineHeight: CGFloat
    let lineSpacing: CGFloat

    /// The size the lines take: the widest line, and each line's height with the
    /// spacing between them.
    var size: CGSize {
        guard !lines.isEmpty else { return .zero }
        let width = lines.map(\.width).max() ?? 0
        return CGSize(width: width, height: CGFloat(lines.count) * lineHeight + CGFloat(lines.count - 1) * lineSpacing)
    }

    /// Lays out `glyphs` in lines at most `width` wide (unbounded when `nil`), at most
    /// `maximumLines` of them (0 for no limit), cut as `lineBreakMode` says.
    init(glyphs: [Glyph], defaultFont: UIFont, width: CGFloat?, maximumLines: Int, lineBreakMode: NSLineBreakMode,
         lineSpacing: CGFloat = 0) {
        lineHeight = glyphs.map(\.font.lineHeight).max() ?? defaultFont.lineHeight
        self.lineSpacing = lineSpacing
        var lines: [Line] = []
        var paragraphStart = glyphs.startIndex
        for index in glyphs.indices where glyphs[index].character.isNewline {
            lines += Self.wrap(glyphs[paragraphStart..<index], width: width, mode: lineBreakMode)
            paragraphStart = index + 1
        }
        lines += Self.wrap(glyphs[paragraphStart...], width: width, mode: lineBreakMode)
        if glyphs.isEmpty { lines = [] }
        if maximumLines > 0 && lines.count > maximumLines {
            var last = lines[maximumLines - 1]
            let rest = glyphs[last.glyphs.startIndex...].filter { !$0.character.isNewline }
            last.glyphs = ArraySlice(rest)
            lines = Array(lines.prefix(maximumLines - 1)) + [last]
        }
        if let width, let last = lines.last, last.width > width {
            lines[lines.count - 1] = Self.cut(last, to: width, mode: lineBreakMode)
        }
        self.lines = lines
    }

    /// The glyphs of `text` in `font`, with `kern` after each.
    static func glyphs(of text: String, font: UIFont, kern: CGFloat = 0) -> [Glyph] {
        text.map { Glyph(character: $0, advance: advance(of: $0, in: font) + kern, font: font) }
    }

    /// The glyphs of an attributed string, each in its run's font and kern, `defaultFont`
    /// where none is given.
    static func glyphs(of text: NSAttributedString, defaultFont: UIFont) -> [Glyph] {
        var glyphs: [Glyph] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            let font = attributes[.font] as? UIFont ?? defaultFont
            let kern = points(attributes[.kern]) + points(attributes[.tracking])
            let run = (text.string as NSString).substring(with: range)
            glyphs += Self.glyphs(of: run, font: font, kern: kern)
        }
        return glyphs
    }

    /// A number attribute's value in points.
    static func points(_ value: Any?) -> CGFloat {
        switch value {
        case let number as NSNumber: CGFloat(number.doubleValue)
        case let float as CGFloat: float
        case let double as Double: CGFloat(double)
        case let int as Int: CGFloat(int)
        default: 0
        }
    }

    /// A character's advance in `font` (see the type's rule).
    static func advance(of character: Character, in font: UIFont) -> CGFloat {
        let ems: CGFloat
        if font.isMonospaced {
            ems = 0.6
        } else if character == " " {
            ems = 0.25
        } else if narrow.contains(character) {
            ems = 0.3
        } else if wide.contains(character) {
            ems = 0.85
        } else if character.isNumber && character.isASCII {
            ems = 0.6
        } else if character.isUppercase {
            ems = 0.65
        } else if let scalar = character.unicodeScalars.first, scalar.value >= 0x2E80 {
            ems = 1
        } else {
            ems = 0.55
        }
        return ems * font.pointSize * (1 + font.weight.rawValue / 10)
    }

    private static let narrow = Set("fijlrtI!|.,:;'()[]{}/\\-")
    private static let wide = Set("mwMW@%&")

    /// The lines of one paragraph at most `width` wide.
    private static func wrap(_ glyphs: ArraySlice<Glyph>, width: CGFloat?, mode: NSLineBreakMode) -> [Line] {
        guard let width else { return [Line(glyphs: glyphs)] }
        let byWords = mode != .byCharWrapping
        var lines: [Line] = []
        var start = glyphs.startIndex
        while start < glyphs.endIndex {
            var used: CGFloat = 0
            var end = start
            var lastBreak: Int?
            while end < glyphs.endIndex {
                let glyph = glyphs[end]
                if glyph.character == " " { lastBreak = end + 1 }
                // A space at the end of a line takes no width.
                if glyph.character != " " && used + glyph.advance > width && end > start { break }
                used += glyph.advance
                end += 1
            }
            if end < glyphs.endIndex, byWords, let lastBreak, lastBreak > start, lastBreak <= end {
                end = lastBreak
            }
            var lineEnd = end
            while lineEnd > start + 1 && glyphs[lineEnd - 1].character == " " && byWords { lineEnd -= 1 }
            lines.append(Line(glyphs: glyphs[start..<lineEnd]))
            start = end
            while start < glyphs.endIndex && glyphs[start].character == " " && byWords { start += 1 }
        }
        return lines.isEmpty ? [Line(glyphs: glyphs)] : lines
    }

    /// `line` cut to `width` with an ellipsis as `mode` says.
    private static func cut(_ line: Line, to width: CGFloat, mode: NSLineBreakMode) -> Line {
        guard let font = line.glyphs.last?.font ?? line.glyphs.first?.font else { return line }
        let ellipsis = Glyph(character: "…", advance: advance(of: "…", in: font), font: font)
        let glyphs = Array(line.glyphs)
        func fits(_ candidate: [Glyph]) -> Bool { candidate.reduce(0) { $0 + $1.advance } <= width }
        switch mode {
        case .byTruncatingTail:
            var kept = glyphs
            while !kept.isEmpty && !fits(kept + [ellipsis]) { kept.removeLast() }
            while kept.last?.character == " " { kept.removeLast() }
            return Line(glyphs: ArraySlice(kept + [ellipsis]))
        case .byTruncatingHead:
            var kept = glyphs
            while !kept.isEmpty && !fits([ellipsis] + kept) { kept.removeFirst() }
            return Line(glyphs: ArraySlice([ellipsis] + kept))
        case .byTruncatingMiddle:
            var head = Array(glyphs.prefix((glyphs.count + 1) / 2)), tail = Array(glyphs.suffix(glyphs.count / 2))
            while !(head.isEmpty && tail.isEmpty) && !fits(head + [ellipsis] + tail) {
                if head.count > tail.count { head.removeLast() } else { tail.removeFirst() }
            }
            return Line(glyphs: ArraySlice(head + [ellipsis] + tail))
        default:
            return line
        }
    }
}
