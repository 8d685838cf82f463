/// A message the lab refused, with the one line the page shows, and for a refused touch
/// message its fingers, none of which is down any more: the page forgets them.
@_spi(Fuzzing)
public struct LabError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public let fingers: [Int]

    init(_ description: String, fingers: [Int] = []) {
        // A reason quotes parts of the page's message, which may hold line breaks or other
        // control characters: escaped, so that the reason stays one line.
        self.description = description.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
        }.joined()
        self.fingers = fingers
    }
}
