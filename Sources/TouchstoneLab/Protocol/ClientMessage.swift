import Foundation
import Touchstone
import TouchstoneFormats

/// A message from the page, checked: anything that does not parse, has a value out of
/// range, or names something unknown is refused with a one-line reason before it reaches
/// the engine.
///
/// ```json
/// {"type": "touch", "time": 1234.5, "touches": [{"finger": 1, "phase": "began", "x": 10, "y": 20,
///   "pointerType": "touch", "pressure": 0.5, "altitude": 1.57, "azimuth": 0,
///   "coalesced": [{"x": 9, "y": 19, "time": 1230.1}], "predicted": []}]}
/// {"type": "pointer", "time": 1300, "event": "move", "x": 10, "y": 20, "buttons": 1, "modifiers": ["shift"]}
/// {"type": "pointer", "time": 1310, "event": "scroll", "dx": 0, "dy": -40, "scrollType": "discrete", "phase": "changed"}
/// {"type": "pointer", "time": 1320, "event": "transform", "scale": 1.2, "rotation": 0, "phase": "changed"}
/// {"type": "key", "time": 1400, "phase": "began", "code": "KeyA", "key": "A", "modifiers": ["shift"]}
/// {"type": "scene", "name": "tap"}          {"type": "scene", "text": "{…scene file…}"}
/// {"type": "reset"}                          {"type": "save"}
/// {"type": "rank", "strokes": [[[10, 20], [30, 40]]]}
/// {"type": "template", "name": "star", "strokes": [[[10, 20], [30, 40]], [[5, 5], [6, 9]]]}
/// ```
///
/// Times are the browser's event timestamps in milliseconds, at most ``maximumTime``. The
/// session places each message on the window's timeline by its time; a finger's coalesced
/// and predicted samples come out stamped relative to their message's time (a coalesced
/// sample 8 ms before it at -0.008 s), so that they move with it. A key given twice in one
/// object is refused: the decoder would keep one of the two silently.
///
/// A key message is a keyboard event: `phase` is `began` (keydown), `ended` (keyup) or
/// `cancelled` (the page lost the keyboard with the key down); `code` is the browser's
/// name of the key (see `DOMKeyCode`), `key` what it types, and `modifiers` the modifier
/// keys the browser reports held, as for the pointer.
///
/// A rank message asks for the ranking of a drawing (the draw-a-shape mode's live scores);
/// a template message saves a drawing as a template of the scene under `name`. A drawing
/// has 1…``maximumStrokes`` strokes, each of 1…``maximumStrokePoints`` `[x, y]` points
/// within ±100000; a name has 1…``maximumShapeNameBytes`` UTF-8 bytes of letters, digits,
/// spaces, `-` and `_`, not starting or ending with a space.
@_spi(Fuzzing)
public enum ClientMessage: Equatable {
    case touches([TouchInput], time: TimeInterval)
    case pointer(PointerInput, time: TimeInterval)
    /// A key's change, with the modifier keys the browser reports held after it.
    case key(PressInput, modifiers: UIKeyModifierFlags, time: TimeInterval)
    case loadExample(String)
    case loadScene(text: String)
    case reset
    case save
    /// The ranking of a drawing, asked for while it is drawn.
    case rank(strokes: [[CGPoint]])
    /// A drawing to save as a template of the scene.
    case addTemplate(name: String, strokes: [[CGPoint]])

    /// The most finger changes in one message.
    public static let maximumTouches = 20
    /// The most coalesced or predicted samples per finger.
    public static let maximumSamples = 64
    /// Finger numbers the page may use (it gives each pointer the lowest free one).
    public static let fingerRange = 0...99
    /// The latest time a message may carry, in milliseconds (about 31 years of a page's
    /// life): past it a double cannot tell the milliseconds of one frame apart.
    public static let maximumTime: Double = 1e12
    /// The longest `key` (what a key types) a key message may give, in UTF-8 bytes: a
    /// key types one character, which a few code points may make.
    public static let maximumKeyBytes = 32
    /// How far coalesced samples may lie before their message's time, and predicted ones
    /// after it, in milliseconds.
    public static let maximumSampleSpan: Double = 1000
    /// The most strokes a drawing (a rank or template message) may have: as many as ten
    /// fingers lifted twice, far more than a shape someone draws.
    public static let maximumStrokes = 20
    /// The most points one stroke of a drawing may have: a 240 Hz pointer for 8 s.
    public static let maximumStrokePoints = 2000
    /// The longest name of a template, in UTF-8 bytes.
    public static let maximumShapeNameBytes = 40

    /// The message in `text`.
    public static func parse(_ text: String) throws(LabError) -> ClientMessage {
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw LabError(Self.describe(error))
        } catch {
            throw LabError("message: not JSON")
        }
        // The decoder keeps one of a key given twice silently, so that `{"type": "reset",
        // "type": "save"}` would run whichever it kept: the strict parser refuses that (and
        // anything else RFC 8259 does not allow).
        do {
            _ = try JSONParser.parse(text, file: "message")
        } catch {
            throw LabError("message: \(error.message)")
        }
        return try wire.message()
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty ? "message" : "message field " + keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context.codingPath)): wrong type or missing"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "message: not JSON" : "\(path(context.codingPath)): invalid value"
        @unknown default:
            return "message: invalid"
        }
    }

    /// The message as JSON gives it, before checking.
    private struct Wire: Decodable {
        var type: String
        var time: Double?
        var touches: [WireTouch]?
        var event: String?
        var x: Double?
        var y: Double?
        var buttons: Int?
        var modifiers: [String]?
        var dx: Double?
        var dy: Double?
        var scrollType: String?
        var phase: String?
        var scale: Double?
        var rotation: Double?
        var name: String?
        var text: String?
        var code: String?
        var key: String?
        var strokes: [[[Double]]]?

        func message() throws(LabError) -> ClientMessage {
            switch type {
            case "touch":
                let time = try milliseconds()
                return .touches(try inputs(at: time), time: time / 1000)
            case "pointer": return .pointer(try pointer(), time: try milliseconds() / 1000)
            case "key":
                let time = try milliseconds()
                return .key(try press(), modifiers: try ClientMessage.modifiers(modifiers ?? [], of: type), time: time / 1000)
            case "scene":
                if let name { return .loadExample(name) }
                if let text { return .loadScene(text: text) }
                throw LabError("scene message: give the example's name or the scene file's text")
            case "reset": return .reset
            case "save": return .save
            case "rank": return .rank(strokes: try drawing())
            case "template": return .addTemplate(name: try shapeName(), strokes: try drawing())
            default: throw LabError("message: unknown type \"\(type.prefix(40))\"")
            }
        }

        /// The strokes of a rank or template message, checked.
        private func drawing() throws(LabError) -> [[CGPoint]] {
            guard let strokes, !strokes.isEmpty else { throw LabError("\(type) message: no strokes") }
            guard strokes.count <= maximumStrokes else { throw LabError("\(type) message: more than \(maximumStrokes) strokes") }
            var drawing: [[CGPoint]] = []
            for (index, stroke) in strokes.enumerated() {
                guard !stroke.isEmpty, stroke.count <= maximumStrokePoints else {
                    throw LabError("\(type) message: stroke \(index) must have 1…\(maximumStrokePoints) points")
                }
                var points: [CGPoint] = []
                points.reserveCapacity(stroke.count)
                for (number, pair) in stroke.enumerated() {
                    guard pair.count == 2, pair.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }) else {
                        throw LabError("\(type) message: point \(number) of stroke \(index) must be [x, y], finite numbers within ±100000")
                    }
                    points.append(CGPoint(x: pair[0], y: pair[1]))
                }
                drawing.append(points)
            }
            return drawing
        }

        /// The name of a template message, checked: it is shown in the page and written
        /// in saved files, so only plain characters.
        private func shapeName() throws(LabError) -> String {
            guard let name else { throw LabError("template message: missing name") }
            guard (1...maximumShapeNameBytes).contains(name.utf8.count) else {
                throw LabError("template message: name must have 1…\(maximumShapeNameBytes) bytes")
            }
            let allowed = name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || " -_".unicodeScalars.contains($0) }
            guard allowed, name.first != " ", name.last != " " else {
                throw LabError("template message: name \"\(name.prefix(maximumShapeNameBytes))\" may hold only letters, digits, "
                               + "inner spaces, - and _")
            }
            return name
        }

        private func milliseconds() throws(LabError) -> Double {
            guard let time else { throw LabError("\(type) message: missing time") }
            guard time.isFinite, (0...maximumTime).contains(time) else {
                throw LabError("\(type) message: time must be a number of milliseconds within 0…\(Int(maximumTime))")
            }
            return time
        }

        private func inputs(at time: Double) throws(LabError) -> [TouchInput] {
            guard let touches, !touches.isEmpty else { throw LabError("touch message: no touches") }
            guard touches.count <= maximumTouches else { throw LabError("touch message: more than \(maximumTouches) touches") }
            var inputs: [TouchInput] = []
            for (index, touch) in touches.enumerated() {
                inputs.append(try touch.input(at: index, time: time))
            }
            return inputs
        }

        private func press() throws(LabError) -> PressInput {
            let pressPhase: PressInput.Phase
            switch phase {
            case "began": pressPhase = .began
            case "ended": pressPhase = .ended
            case "cancelled": pressPhase = .cancelled
            default: throw LabError("key message: phase must be began, ended or cancelled")
            }
            guard let code else { throw LabError("key message: missing code") }
            guard code.utf8.count <= DOMKeyCode.maximumLength, let usage = DOMKeyCode.usage(code) else {
                throw LabError("key message: unknown code \"\(code.prefix(DOMKeyCode.maximumLength))\"")
            }
            let typed = key ?? ""
            guard typed.utf8.count <= maximumKeyBytes else {
                throw LabError("key message: key must be at most \(maximumKeyBytes) bytes")
            }
            return .key(usage, pressPhase, characters: DOMKeyCode.characters(typedBy: typed))
        }

        private func pointer() throws(LabError) -> PointerInput {
            let modifiers = try ClientMessage.modifiers(modifiers ?? [], of: type)
            switch event {
            case "move":
                guard let x, let y, x.isFinite, y.isFinite else { throw LabError("pointer move: x and y must be finite numbers") }
                guard let buttons = buttons ?? 0 as Int?, (0...0xFFFF).contains(buttons) else { throw LabError("pointer move: buttons must be a mask within 0…65535") }
                return .move(to: CGPoint(x: x, y: y), buttons: UIEvent.ButtonMask(rawValue: buttons), modifiers: modifiers)
            case "exit":
                return .exit
            case "scroll":
                guard let dx, let dy, dx.isFinite, dy.isFinite, abs(dx) <= 10_000, abs(dy) <= 10_000 else {
                    throw LabError("pointer scroll: dx and dy must be finite numbers within ±10000")
                }
                let type: UIScrollType
                switch scrollType {
                case "discrete": type = .discrete
                case "continuous": type = .continuous
                default: throw LabError("pointer scroll: scrollType must be discrete or continuous")
                }
                return .scroll(delta: CGVector(dx: dx, dy: dy), type: type, phase: try pointerPhase(), modifiers: modifiers)
            case "transform":
                guard let scale, let rotation, scale.isFinite, rotation.isFinite, scale > 0, scale <= 1000 else {
                    throw LabError("pointer transform: scale must be within 0…1000 (not 0) and rotation finite")
                }
                return .transform(scale: scale, rotation: rotation, phase: try pointerPhase(), modifiers: modifiers)
            default:
                throw LabError("pointer message: event must be move, exit, scroll or transform")
            }
        }

        private func pointerPhase() throws(LabError) -> PointerInput.Phase {
            switch phase {
            case "began": .began
            case "changed": .changed
            case "ended": .ended
            case "cancelled": .cancelled
            default: throw LabError("pointer \(event ?? ""): phase must be began, changed, ended or cancelled")
            }
        }
    }

    private struct WireSample: Decodable {
        var x: Double
        var y: Double
        var time: Double
        var pressure: Double?
    }

    private struct WireTouch: Decodable {
        var finger: Int
        var phase: String
        var x: Double
        var y: Double
        var pointerType: String?
        var pressure: Double?
        var altitude: Double?
        var azimuth: Double?
        var coalesced: [WireSample]?
        var predicted: [WireSample]?

        /// The change, its samples stamped relative to `time`, the message's time in ms.
        func input(at index: Int, time: Double) throws(LabError) -> TouchInput {
            let place = "touch \(index)"
            guard ClientMessage.fingerRange.contains(finger) else {
                throw LabError("\(place): finger must be within \(ClientMessage.fingerRange.lowerBound)…\(ClientMessage.fingerRange.upperBound)")
            }
            let touchPhase: TouchInput.Phase
            switch phase {
            case "began": touchPhase = .began
            case "moved": touchPhase = .moved
            case "ended": touchPhase = .ended
            case "cancelled": touchPhase = .cancelled
            default: throw LabError("\(place): phase must be began, moved, ended or cancelled")
            }
            guard x.isFinite, y.isFinite, abs(x) <= 100_000, abs(y) <= 100_000 else {
                throw LabError("\(place): x and y must be finite numbers within ±100000")
            }
            let type: UITouch.TouchType
            switch pointerType ?? "touch" {
            case "touch": type = .direct
            case "pen": type = .pencil
            default: throw LabError("\(place): pointerType must be touch or pen (the mouse is a pointer message)")
            }
            let pressure = pressure ?? 0
            guard pressure.isFinite, (0...1).contains(pressure) else { throw LabError("\(place): pressure must be within 0…1") }
            let altitude = altitude ?? .pi / 2
            let azimuth = azimuth ?? 0
            guard altitude.isFinite, azimuth.isFinite, (0...(.pi / 2)).contains(altitude) else {
                throw LabError("\(place): altitude must be within 0…π/2 and azimuth finite")
            }
            let coalesced = coalesced ?? []
            let predicted = predicted ?? []
            guard coalesced.count <= ClientMessage.maximumSamples, predicted.count <= ClientMessage.maximumSamples else {
                throw LabError("\(place): more than \(ClientMessage.maximumSamples) coalesced or predicted samples")
            }
            // The browser's pressure is 0…1 with 0.5 for a touch that reports none; UIKit's
            // force is 1 for an average touch.
            let force = CGFloat(pressure * 2)
            // Coalesced samples lie in the span before the message's time, predicted ones in
            // the span after it, each list oldest first.
            func samples(_ list: [WireSample], _ name: String, within span: ClosedRange<Double>) throws(LabError) -> [TouchInput.Sample] {
                var result: [TouchInput.Sample] = []
                var previous = span.lowerBound
                for (number, sample) in list.enumerated() {
                    guard sample.x.isFinite, sample.y.isFinite, sample.time.isFinite, abs(sample.x) <= 100_000, abs(sample.y) <= 100_000 else {
                        throw LabError("\(place): \(name) sample \(number) must have finite x, y and time")
                    }
                    guard (previous...span.upperBound).contains(sample.time) else {
                        throw LabError("\(place): \(name) sample \(number) at \(sample.time) ms is out of order or more than "
                                       + "\(Int(maximumSampleSpan)) ms from its message's time \(time) ms")
                    }
                    previous = sample.time
                    let samplePressure = min(max(sample.pressure ?? pressure, 0), 1)
                    result.append(TouchInput.Sample(location: CGPoint(x: sample.x, y: sample.y), timestamp: (sample.time - time) / 1000,
                                                    force: CGFloat(samplePressure * 2), altitudeAngle: altitude, azimuthAngle: azimuth))
                }
                return result
            }
            return TouchInput(finger: finger, phase: touchPhase, location: CGPoint(x: x, y: y), type: type, force: force,
                              altitudeAngle: altitude, azimuthAngle: azimuth,
                              coalesced: try samples(coalesced, "coalesced", within: (time - maximumSampleSpan)...time),
                              predicted: try samples(predicted, "predicted", within: time...(time + maximumSampleSpan)))
        }
    }

    /// The modifier flags the page names, as the browser's `getModifierState` keys map to
    /// UIKit; `type` is the message's, for the error.
    private static func modifiers(_ names: [String], of type: String) throws(LabError) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        for name in names.prefix(8) {
            switch name {
            case "shift": flags.insert(.shift)
            case "control": flags.insert(.control)
            case "alternate": flags.insert(.alternate)
            case "command": flags.insert(.command)
            case "alphaShift": flags.insert(.alphaShift)
            default: throw LabError("\(type) message: unknown modifier \"\(name.prefix(20))\"")
            }
        }
        return flags
    }
}
