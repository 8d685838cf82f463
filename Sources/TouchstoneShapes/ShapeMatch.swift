/// How well a drawing matches one shape of a ``ShapeClassifier``: the shape's name and the
/// score of its best template.
public struct ShapeMatch: Sendable, Hashable, CustomStringConvertible {
    /// The ``ShapeTemplate/name`` of the shape.
    public var name: String
    /// How alike the drawing and the shape's closest template are, from 0 (nothing in
    /// common) to 1 (the same drawing, up to the classifier's invariances).
    public var score: Double

    /// A match of the shape `name` with `score`.
    public init(name: String, score: Double) {
        self.name = name
        self.score = score
    }

    /// `star 0.93`.
    public var description: String { "\(name) \((score * 100).rounded() / 100)" }
}
