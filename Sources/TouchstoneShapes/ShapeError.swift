import TouchstoneFormats

/// Why strokes could not become a template or a JSON file could not become templates: the
/// errors of ``ShapeClassifier`` and ``ShapeTemplate``.
///
/// Each names the template (and the stroke and point) or the place in the file at fault,
/// so that a message shown to whoever made the file says what to fix.
public enum ShapeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template has no points at all.
    case empty(template: String)
    /// A point of the template is NaN or infinite.
    case nonFinitePoint(template: String, stroke: Int, point: Int)
    /// A coordinate of a point of the template is larger in size than
    /// ``ShapeTemplate/maximumCoordinate``: its distances could not be measured.
    case pointTooLarge(template: String, stroke: Int, point: Int)
    /// All the template's points are in one place (a single point, or a tap): it has no
    /// shape to compare.
    case noExtent(template: String)
    /// The JSON could not be read as templates; the text says where and why.
    case invalidJSON(String)

    /// One line, whatever the file's names and keys hold: their control characters
    /// (an escaped line break in a key, say) are shown as `?`.
    public var description: String { TerminalText.printable(text) }

    private var text: String {
        switch self {
        case .empty(let template):
            "template \"\(template)\" has no points"
        case .nonFinitePoint(let template, let stroke, let point):
            "template \"\(template)\": point \(point) of stroke \(stroke) is not a finite number"
        case .pointTooLarge(let template, let stroke, let point):
            "template \"\(template)\": point \(point) of stroke \(stroke) is too large to measure "
                + "(a coordinate is at most 10^15 in size)"
        case .noExtent(let template):
            "template \"\(template)\": all its points are in one place, so it has no shape"
        case .invalidJSON(let problem):
            "the templates' JSON is not valid: \(problem)"
        }
    }
}
