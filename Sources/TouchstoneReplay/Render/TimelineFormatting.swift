import Foundation

/// How the renderers write numbers and the parts of a timeline line, so that the text,
/// JSON and SVG outputs say the same thing the same way.
enum TimelineFormatting {
    /// Seconds with millisecond precision: `0.412`.
    static func time(_ seconds: Double) -> String {
        String(format: "%.3f", seconds)
    }

    /// A coordinate with one decimal: `(358.6, 255.3)`.
    static func point(_ point: CGPoint) -> String {
        "(\(number(point.x)), \(number(point.y)))"
    }

    /// One decimal, no negative zero.
    static func number(_ value: Double) -> String {
        let text = String(format: "%.1f", value)
        return text == "-0.0" ? "0.0" : text
    }

    /// An action's values in words: `translation (12.0, -3.0), velocity (0.0, 0.0)`;
    /// `…X`/`…Y` pairs become one point.
    static func values(_ values: [TimelineEvent.NamedValue]) -> String {
        var parts: [String] = []
        var index = 0
        while index < values.count {
            let value = values[index]
            if value.name.hasSuffix("X"), index + 1 < values.count,
               values[index + 1].name == value.name.dropLast() + "Y" {
                parts.append("\(value.name.dropLast()) " + point(CGPoint(x: value.value, y: values[index + 1].value)))
                index += 2
            } else {
                parts.append("\(value.name) \(String(format: "%.3f", value.value))")
                index += 1
            }
        }
        return parts.joined(separator: ", ")
    }

    /// The touches of a delivery by finger: `[1, 2]`, or `[1 (lifted at 0.096)]` for a
    /// touch whose finger lifted earlier.
    static func touches(_ touches: [TimelineEvent.DeliveredTouch]) -> String {
        "[" + touches.map { touch in
            touch.liftedAt.map { "\(touch.finger) (lifted at \(time($0)))" } ?? String(touch.finger)
        }.joined(separator: ", ") + "]"
    }

    /// The responder method of a phase: `touchesBegan`.
    static func method(_ phase: String) -> String {
        "touches" + phase.prefix(1).uppercased() + phase.dropFirst()
    }
}
