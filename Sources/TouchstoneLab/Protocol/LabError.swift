/// A message the lab refused, with the one line the page shows.
struct LabError: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
