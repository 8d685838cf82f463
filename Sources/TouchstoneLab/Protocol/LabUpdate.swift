import Foundation
import TouchstoneFormats
import TouchstoneReplay
import TouchstoneShapes

/// A message to the page, written as one JSON object.
///
/// ```json
/// {"type": "scene", "name": "tap", "summary": "…", "window": {"width": 390, "height": 844},
///  "views": [{"name": "screen", "x": 0, "y": 0, "width": 390, "height": 844, "depth": 0}],
///  "recognizers": ["tap"], "scenes": ["tap", "circle", …]}
/// {"type": "events", "time": 0.42, "events": [ …as in `touchstone replay --json`… ],
///  "states": [{"name": "tap", "state": "possible"}]}
/// {"type": "presses", "presses": [{"time": 0.5, "responder": "field", "phase": "began", "keys": ["keyboardA"]}]}
/// {"type": "saved", "trace": "…trace file…", "svg": "…SVG timeline…", "gestures": ["tap"]}
/// {"type": "saved", "trace": "…", "svg": "…", "gestures": ["shapes"], "templates": "…templates file…"}
/// {"type": "ranking", "matches": [{"name": "star", "score": 0.91}, {"name": "triangle", "score": 0.42}]}
/// {"type": "templates", "recognizer": "shapes", "names": ["star", "triangle", "spiral"]}
/// {"type": "error", "message": "touch 0: phase must be began, moved, ended or cancelled"}
/// {"type": "error", "message": "touch message: finger 2 moved but is not down; …", "fingers": [1, 2]}
/// ```
///
/// An error about a refused touch message lists its fingers, none of which is down any
/// more (those that were are cancelled): the page forgets them until they touch again.
enum LabUpdate {
    case scene(name: String, summary: String?, window: CGSize, views: [SceneSession.ViewLayout],
               recognizers: [String], scenes: [String])
    case events([TimelineEvent], states: [(name: String, state: String)], time: TimeInterval)
    /// The `presses…` calls the scene's responders heard, in order (R-R5).
    case presses([PressDelivery])
    /// A save; `templates` is the shape recognizer's templates file when the page saved
    /// templates to the scene.
    case saved(trace: String, svg: String, gestures: [String], templates: String?)
    /// The best shapes for the drawing of a rank message, best first, with their scores.
    case ranking([ShapeMatch])
    /// The templates of the scene's shape recognizer, by name, after one was added.
    case templates(recognizer: String, names: [String])
    case error(String, fingers: [Int] = [])

    /// The message's JSON text.
    var json: String {
        switch self {
        case .scene(let name, let summary, let window, let views, let recognizers, let scenes):
            let viewObjects = views.map { view in
                "{\"name\": \(q(view.name)), \"x\": \(n(view.frame.minX)), \"y\": \(n(view.frame.minY)), "
                    + "\"width\": \(n(view.frame.width)), \"height\": \(n(view.frame.height)), \"depth\": \(view.depth)}"
            }
            return "{\"type\": \"scene\", \"name\": \(q(name)), \"summary\": \(summary.map(q) ?? "null"), "
                + "\"window\": {\"width\": \(n(window.width)), \"height\": \(n(window.height))}, "
                + "\"views\": [\(viewObjects.joined(separator: ", "))], \"recognizers\": [\(recognizers.map(q).joined(separator: ", "))], "
                + "\"scenes\": [\(scenes.map(q).joined(separator: ", "))]}"
        case .events(let events, let states, let time):
            let stateObjects = states.map { "{\"name\": \(q($0.name)), \"state\": \(q($0.state))}" }
            return "{\"type\": \"events\", \"time\": \(n(time)), \"events\": [\(events.map(JSONRenderer.object(for:)).joined(separator: ", "))], "
                + "\"states\": [\(stateObjects.joined(separator: ", "))]}"
        case .presses(let deliveries):
            let objects = deliveries.map { delivery in
                "{\"time\": \(n(delivery.time)), \"responder\": \(q(delivery.responder)), \"phase\": \(q(delivery.phase.description)), "
                    + "\"keys\": [\(delivery.presses.map(q).joined(separator: ", "))]}"
            }
            return "{\"type\": \"presses\", \"presses\": [\(objects.joined(separator: ", "))]}"
        case .saved(let trace, let svg, let gestures, let templates):
            return "{\"type\": \"saved\", \"trace\": \(q(trace)), \"svg\": \(q(svg)), "
                + "\"gestures\": [\(gestures.map(q).joined(separator: ", "))]\(templates.map { ", \"templates\": \(q($0))" } ?? "")}"
        case .ranking(let matches):
            let objects = matches.map { "{\"name\": \(q($0.name)), \"score\": \(n($0.score))}" }
            return "{\"type\": \"ranking\", \"matches\": [\(objects.joined(separator: ", "))]}"
        case .templates(let recognizer, let names):
            return "{\"type\": \"templates\", \"recognizer\": \(q(recognizer)), \"names\": [\(names.map(q).joined(separator: ", "))]}"
        case .error(let message, let fingers):
            let list = fingers.isEmpty ? "" : ", \"fingers\": [\(fingers.map(String.init).joined(separator: ", "))]"
            return "{\"type\": \"error\", \"message\": \(q(message))\(list)}"
        }
    }
}

private func q(_ text: String) -> String { TraceFormat.quoted(text) }
private func n(_ value: Double) -> String { value.isFinite ? TraceFormat.number(value) : "null" }
