/// A message the lab refused, with the one line the page shows, and for a refused touch
/// message its fingers, none of which is down any more: the page forgets them.
@_spi(Fuzzing)
public struct LabError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public let fingers: [Int]

    init(_ description: String, fingers: [Int] = []) {
        self.description = description
        self.fingers = fingers
    }
}
