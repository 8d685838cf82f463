import Foundation

/// A 3×5 bitmap font, built in so that the windowed runner needs no font library: the
/// capitals, the digits and the punctuation of the timeline's lines (small letters are
/// drawn as capitals). Glyphs are drawn as filled squares, so that every toolkit's canvas
/// draws text with the one primitive it already has, filling a rectangle.
enum BitmapFont {
    /// Glyph columns and rows.
    static let width = 3, height = 5
    /// Each glyph's 15 pixels, row by row from the top, the first in the highest bit.
    private static let glyphs: [Character: UInt16] = [
        "A": 0x2bed, "B": 0x6bae, "C": 0x3923, "D": 0x6b6e, "E": 0x79a7, "F": 0x79a4, "G": 0x396b, "H": 0x5bed,
        "I": 0x7497, "J": 0x126a, "K": 0x5bad, "L": 0x4927, "M": 0x5fed, "N": 0x6b6d, "O": 0x2b6a, "P": 0x6ba4,
        "Q": 0x2b73, "R": 0x6bad, "S": 0x388e, "T": 0x7492, "U": 0x5b6f, "V": 0x5b6a, "W": 0x5bfd, "X": 0x5aad,
        "Y": 0x5a92, "Z": 0x72a7, "0": 0x7b6f, "1": 0x2c97, "2": 0x62a7, "3": 0x628e, "4": 0x5bc9, "5": 0x798e,
        "6": 0x39ef, "7": 0x7292, "8": 0x7bef, "9": 0x7bce, ".": 0x0002, ",": 0x0014, ":": 0x0410, "-": 0x01c0,
        "(": 0x2922, ")": 0x224a, "/": 0x12a4, "=": 0x0e38, "_": 0x0007, "\"": 0x5a00, "'": 0x2400, "[": 0x6926,
        "]": 0x324b, "+": 0x05d0, "?": 0x6282, "!": 0x2482, ">": 0x4454, "<": 0x1511, "*": 0x5540, "#": 0x5f7d
    ]
    /// What a character without a glyph draws: a box.
    private static let missing: UInt16 = 0x7b6f

    /// The squares that draw `text` from `origin` (its top left), each glyph pixel `pixel`
    /// points wide, a column of space between glyphs.
    static func squares(of text: String, at origin: CGPoint, pixel: CGFloat) -> [CGRect] {
        var squares: [CGRect] = []
        for (index, character) in text.uppercased().enumerated() where character != " " {
            let bits = glyphs[character] ?? missing
            for bit in 0..<(width * height) where bits & (1 << (width * height - 1 - bit)) != 0 {
                let x = origin.x + CGFloat(index * (width + 1) + bit % width) * pixel
                let y = origin.y + CGFloat(bit / width) * pixel
                squares.append(CGRect(x: x, y: y, width: pixel, height: pixel))
            }
        }
        return squares
    }

    /// How many characters fit in `width` points at `pixel` points a glyph pixel.
    static func characters(fitting width: CGFloat, pixel: CGFloat) -> Int {
        max(1, Int(width / (CGFloat(BitmapFont.width + 1) * pixel)))
    }
}
